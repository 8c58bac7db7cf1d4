/**
 * The signed-in customer's bookings ("Meine Kurse", contract customer-orders.ts): each course
 * position of their orders on the domain, with its state, its invoices and what can be done now.
 * Each call is one SQL statement: the upcoming bookings with the years of the past ones, or the
 * past bookings of one year; the attendance of the bookings not cancelled is read with two more
 * for all of them (attendance/evidence.ts); with `manual`, another one adds the courses booked
 * elsewhere (orders/manual-orders.ts) by the same rules of days. A booking's day is the course's first day, or the order's day in
 * Germany for a course without dates; it is past once the course's last day (or that day) is
 * before today in Germany.
 */
import { sql, type SQL } from 'drizzle-orm';
import { withdrawalLastDay } from '@kursmarkt/schemas/rules';
import {
  type Booking,
  type BookingDocumentKind,
  type BookingStatus,
  type CustomerOrders,
} from '@kursmarkt/schemas';
import { attendanceEvidence } from '../attendance/evidence.ts';
import { queryRows, type Db } from '../db/client.ts';
import { manualBookings } from './manual-orders.ts';

type Row = {
  id: string;
  order_id: string;
  order_number: string;
  course_id: number | null;
  name: string;
  organizer_name: string;
  course_type: Booking['courseType'];
  start_date: string | null;
  end_date: string | null;
  city: string | null;
  paid_cents: number;
  position_status: 'BOOKED' | 'CANCELLED';
  order_status: string;
  payment_method: string | null;
  customer_kind: 'CONSUMER' | 'BUSINESS';
  order_day: string;
  withdrawn: boolean;
  billing_name: string;
  billing_lastname: string;
  billing_email: string;
  participant_first_name: string | null;
  participant_last_name: string | null;
  participant_email: string | null;
  documents: { id: string; kind: BookingDocumentKind; number: string }[];
  certificate: Booking['certificate'] | null;
  online_day: NonNullable<Booking['onlineDay']> | null;
  /** Only in the upcoming statement: the years of the past bookings, as JSON. */
  past_years?: { year: number; bookings: number }[] | null;
  upcoming_total?: number;
};

/** The state the customer sees: a position's cancellation first, then the order's payment. */
function statusOf(row: Row): BookingStatus {
  if (row.position_status === 'CANCELLED') return row.withdrawn ? 'WITHDRAWN' : 'CANCELLED';
  if (row.order_status === 'CANCELLED' || row.order_status === 'EXPIRED') return 'CANCELLED';
  if (row.order_status === 'PAID') return 'PAID';
  return row.payment_method === null ? 'BOOKED' : 'AWAITING_PAYMENT';
}

const isActive = (status: BookingStatus) =>
  status === 'BOOKED' || status === 'AWAITING_PAYMENT' || status === 'PAID';

function bookingOf(row: Row, today: string): Booking {
  const status = statusOf(row);
  const active = isActive(status);
  const notBegun = row.start_date !== null && row.start_date > today;
  const lastDay = withdrawalLastDay(row.customer_kind, row.order_day);
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    courseId: row.course_id,
    name: row.name,
    organizerName: row.organizer_name,
    courseType: row.course_type,
    startDate: row.start_date,
    endDate: row.end_date,
    city: row.city,
    status,
    paidCents: Number(row.paid_cents),
    documents: row.documents,
    cancellable: active && notBegun,
    withdrawable: active && notBegun && lastDay !== null && today <= lastDay,
    manual: false,
    participant:
      row.participant_email === null
        ? { firstName: row.billing_name, lastName: row.billing_lastname, email: row.billing_email }
        : {
            firstName: row.participant_first_name!,
            lastName: row.participant_last_name!,
            email: row.participant_email,
          },
    participantChangeable: active && notBegun,
    ...(row.certificate ? { certificate: row.certificate } : {}),
    ...(active && row.online_day
      ? {
          onlineDay: {
            startsAt: new Date(row.online_day.startsAt).toISOString(),
            endsAt: new Date(row.online_day.endsAt).toISOString(),
            joinUrl: row.online_day.joinUrl,
          },
        }
      : {}),
  };
}

/**
 * The bookings with what attendance says of each one not cancelled at `now`: one read for all
 * of them, whatever their number.
 */
async function withAttendance(db: Db, bookings: Booking[], now: Date): Promise<Booking[]> {
  const active = bookings.filter((booking) => isActive(booking.status)).map(({ id }) => id);
  const attended = new Map(
    (await attendanceEvidence(db, active, now)).map((entry) => [entry.positionId, entry.attended]),
  );
  return bookings.map((booking) => {
    const attendance = attended.get(booking.id);
    return attendance ? { ...booking, attendance } : booking;
  });
}

/** The day a booking counts for, and the last day it is upcoming. */
const orderDay = sql`(o.placed_at at time zone 'Europe/Berlin')::date`;
const bookingDay = sql`coalesce(p.start_date, ${orderDay})`;
const lastDay = sql`coalesce(p.end_date, p.start_date, ${orderDay})`;

/**
 * The customer's course positions on the domain that match `where`, with their invoices: the
 * order's own (not a cancellation fee's) and those of the cancellations that name the position;
 * an online course's next day from `today` with its meeting link.
 */
const bookingsSelect = (
  customerId: string,
  domain: string,
  today: string,
  where: SQL,
  extra: SQL,
) => sql`
  select p.id, o.id as order_id, o.order_number, p.course_id, p.name, p.organizer_name,
    p.course_type, p.start_date::text as start_date, p.end_date::text as end_date, p.city,
    p.paid_cents, p.status as position_status, o.status as order_status, o.payment_method,
    o.customer_kind, ${orderDay}::text as order_day, o.billing_name, o.billing_lastname,
    o.billing_email, p.participant_first_name, p.participant_last_name, p.participant_email,
    exists (
      select 1 from order_cancellations c
      where c.order_id = o.id and c.kind = 'WITHDRAWAL' and c.position_ids ? p.id::text
    ) as withdrawn,
    coalesce((
      select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'number', d.number)
        order by d.issued_at, d.number)
      from (
        select i.id, 'INVOICE' as kind, i.number, i.issued_at from invoices i
        where i.order_id = o.id and i.kind = 'INVOICE' and not exists (
          select 1 from order_cancellations f where f.fee_invoice_id = i.id
        )
        union all
        select i.id, case when i.id = c.invoice_id then 'CANCELLATION' else 'FEE' end,
          i.number, i.issued_at
        from order_cancellations c
        join invoices i on i.id in (c.invoice_id, c.fee_invoice_id)
        where c.order_id = o.id and c.position_ids ? p.id::text
      ) d
    ), '[]'::json) as documents,
    (
      select json_build_object('id', k.id, 'status', k.status) from certificates k
      where k.position_id = p.id
      order by k.issued_at desc, k.successor_id is null desc limit 1
    ) as certificate,
    (
      select json_build_object('startsAt', sd.starts_at, 'endsAt', sd.ends_at, 'joinUrl', sd.join_url)
      from schedule_days sd
      where p.course_type = 'ONLINE' and sd.schedule_id = p.schedule_id
        and sd.join_url is not null and ${lastDay} >= ${today}::date
        and (sd.ends_at at time zone 'Europe/Berlin')::date >= ${today}::date
      order by sd.starts_at limit 1
    ) as online_day
    ${extra}
  from order_positions p
  join orders o on o.id = p.order_id
  where o.customer_id = ${customerId} and o.domain = ${domain} and o.status <> 'HELD'
    and p.package_id is null and ${where}`;

/**
 * The bookings whose course has not ended on `today`, the soonest first, at most `size`, with
 * the years of the past ones (newest first) and how many each holds.
 */
export async function upcomingBookings(
  db: Db,
  {
    customerId,
    domain,
    now,
    today,
    size,
    manual,
  }: {
    customerId: string;
    domain: string;
    now: Date;
    today: string;
    size: number;
    manual: boolean;
  },
): Promise<CustomerOrders> {
  const booked = await upcomingBookedCourses(db, { customerId, domain, now, today, size });
  if (!manual) return booked;
  const entered = await manualBookings(db, { customerId, domain });
  const upcoming = entered.filter((booking) => booking.endDate! >= today);
  const all = [...booked.upcoming, ...upcoming].sort(
    (a, b) =>
      (a.startDate ?? '').localeCompare(b.startDate ?? '') ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
  const years = new Map(booked.years.map(({ year, bookings }) => [year, bookings]));
  for (const booking of entered) {
    if (booking.endDate! >= today) continue;
    const year = Number(booking.startDate!.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + 1);
  }
  return {
    upcoming: all.slice(0, size),
    moreUpcoming: booked.moreUpcoming || all.length > size,
    years: [...years].sort(([a], [b]) => b - a).map(([year, bookings]) => ({ year, bookings })),
  };
}

async function upcomingBookedCourses(
  db: Db,
  {
    customerId,
    domain,
    now,
    today,
    size,
  }: { customerId: string; domain: string; now: Date; today: string; size: number },
): Promise<CustomerOrders> {
  const pastYears = sql`(
    select json_agg(json_build_object('year', y.year, 'bookings', y.bookings) order by y.year desc)
    from (
      select extract(year from ${bookingDay})::int as year, count(*)::int as bookings
      from order_positions p join orders o on o.id = p.order_id
      where o.customer_id = ${customerId} and o.domain = ${domain} and o.status <> 'HELD'
        and p.package_id is null and ${lastDay} < ${today}::date
      group by 1
    ) y
  )`;
  // A customer without upcoming bookings still gets one row, for the years.
  const rows = await queryRows<Row>(
    db,
    sql`with years as (select ${pastYears} as past_years),
      upcoming as (
        ${bookingsSelect(customerId, domain, today, sql`${lastDay} >= ${today}::date`, sql`, count(*) over ()::int as upcoming_total`)}
        order by ${bookingDay}, p.name, p.id
        limit ${size}
      )
      select u.*, years.past_years from years left join upcoming u on true`,
  );
  const booked = rows.filter((row) => row.id !== null);
  return {
    upcoming: await withAttendance(
      db,
      booked.map((row) => bookingOf(row, today)),
      now,
    ),
    moreUpcoming: (booked[0]?.upcoming_total ?? 0) > booked.length,
    years: rows[0]?.past_years ?? [],
  };
}

/** The past bookings of `year` (by the day they count for), the latest first. */
export async function pastBookingsOfYear(
  db: Db,
  {
    customerId,
    domain,
    now,
    today,
    year,
    manual,
  }: {
    customerId: string;
    domain: string;
    now: Date;
    today: string;
    year: number;
    manual: boolean;
  },
): Promise<Booking[]> {
  const booked = await pastBookedCoursesOfYear(db, { customerId, domain, now, today, year });
  if (!manual) return booked;
  const entered = (await manualBookings(db, { customerId, domain })).filter(
    (booking) => booking.endDate! < today && booking.startDate!.startsWith(`${year}-`),
  );
  // The latest first, as the statement orders the booked ones: by day, then name and id.
  return [...booked, ...entered].sort(
    (a, b) =>
      (b.startDate ?? '').localeCompare(a.startDate ?? '') ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
}

async function pastBookedCoursesOfYear(
  db: Db,
  {
    customerId,
    domain,
    now,
    today,
    year,
  }: { customerId: string; domain: string; now: Date; today: string; year: number },
): Promise<Booking[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${bookingsSelect(
      customerId,
      domain,
      today,
      sql`${lastDay} < ${today}::date and ${bookingDay} >= make_date(${year}, 1, 1)
        and ${bookingDay} < make_date(${year} + 1, 1, 1)`,
      sql``,
    )}
    order by ${bookingDay} desc, p.name, p.id`,
  );
  return withAttendance(
    db,
    rows.map((row) => bookingOf(row, today)),
    now,
  );
}
