/**
 * What the hours engine (hours.ts, ADR 0051) computes from, read for one customer (ADR 0063):
 * the specialist titles, and as items the booking positions attended and the courses booked
 * elsewhere (manual orders), each with what the status page and the chamber letter show of it.
 *
 * A booking position counts when it is not cancelled, its order was not cancelled, did not end
 * unpaid and is not held, and it is a course in a room (`PRESENT`) or online (`ONLINE`) whose
 * last day has passed in Germany: until attendance records exist, a booked date that has ended
 * counts as attended with the course's duration as its net minutes, and its instant is the end
 * of its last day. Self-study (`SELF`) needs a passed learning check, which bookings cannot show
 * yet, so a self-study booking is not an item. A manual order counts with its net minutes and
 * format for its scope, at the end of its last day; a self-study one is entered with the
 * certificate of its learning check, so it counts as passed.
 */
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import {
  manualOrderLimits,
  type CreditedItem,
  type FurtherTrainingInput,
  type FurtherTrainingItemSource,
  type SpecialistTitle,
} from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';

/** Whose hours: a customer's on one domain (each storefront keeps its own, as Meine Kurse). */
export interface FurtherTrainingOwner {
  customerId: string;
  domain: string;
}

/** The engine's input with what each item is. */
export interface CustomerFurtherTraining extends FurtherTrainingInput {
  sources: FurtherTrainingItemSource[];
}

/** The instant that ends the calendar day `day` (ISO date) in Germany. */
export function endOfGermanDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 23, 59, 59, 'Europe/Berlin').toISOString();
}

type TitleRow = {
  scope_id: number;
  since_year: number;
  candidate: boolean;
  excused_years: number[];
};

/** The customer's titles as the engine takes them, by scope. */
export async function engineTitles(
  db: Db,
  owner: FurtherTrainingOwner,
): Promise<SpecialistTitle[]> {
  const rows = await queryRows<TitleRow>(
    db,
    sql`select scope_id, since_year, candidate, excused_years from specialist_titles
      where customer_id = ${owner.customerId} and domain = ${owner.domain} order by scope_id`,
  );
  return rows.map((row) => ({
    scopeId: row.scope_id,
    sinceYear: row.since_year,
    candidate: row.candidate,
    excusedYears: [...row.excused_years].sort((a, b) => a - b),
  }));
}

type BookingRow = {
  id: string;
  name: string;
  organizer_name: string;
  course_type: 'PRESENT' | 'ONLINE';
  start_date: string;
  end_date: string;
  scopes: { id: number }[];
  title_scope_id: number | null;
  duration: string;
};

type ManualRow = {
  id: string;
  title: string;
  organizer: string;
  format: 'PRESENT' | 'ONLINE' | 'SELF';
  start_date: string;
  end_date: string;
  minutes: number;
  scope_id: number;
  evidence_sha256: string;
};

const minutesOfDuration = (hours: string) =>
  Math.min(Math.round(Number(hours) * 60), manualOrderLimits.maxMinutes);

/** The customer's attended bookings and manual orders, as of `today` (Germany). */
export async function creditedItems(
  db: Db,
  owner: FurtherTrainingOwner,
  today: string,
): Promise<{ items: CreditedItem[]; sources: FurtherTrainingItemSource[] }> {
  const bookings = await queryRows<BookingRow>(
    db,
    sql`select p.id, p.name, p.organizer_name, p.course_type,
        p.start_date::text as start_date, p.end_date::text as end_date, p.scopes,
        p.title_scope_id, c.duration_value::text as duration
      from order_positions p
      join orders o on o.id = p.order_id
      join courses c on c.id = p.course_id
      where o.customer_id = ${owner.customerId} and o.domain = ${owner.domain}
        and o.status not in ('HELD', 'CANCELLED', 'EXPIRED')
        and p.status <> 'CANCELLED' and p.package_id is null
        and p.course_type in ('PRESENT', 'ONLINE')
        and p.end_date < ${today}::date
      order by p.end_date, p.id`,
  );
  const manual = await queryRows<ManualRow>(
    db,
    sql`select id, title, organizer, format, start_date::text as start_date,
        end_date::text as end_date, minutes, scope_id, evidence_sha256
      from manual_orders
      where customer_id = ${owner.customerId} and domain = ${owner.domain}
        and end_date < ${today}::date
      order by end_date, id`,
  );
  const items: CreditedItem[] = [];
  const sources: FurtherTrainingItemSource[] = [];
  for (const row of bookings) {
    const minutes = minutesOfDuration(row.duration);
    if (minutes <= 0) continue;
    const scopeIds = row.scopes.map((scope) => scope.id);
    items.push({
      id: row.id,
      kind: 'BOOKING',
      at: endOfGermanDay(row.end_date),
      minutes,
      format: row.course_type,
      learningCheckPassed: false,
      scopeIds,
      assignedScopeId: row.title_scope_id,
      makeUpYear: null,
    });
    sources.push({
      itemId: row.id,
      title: row.name,
      organizer: row.organizer_name,
      startDate: row.start_date,
      endDate: row.end_date,
      scopeIds,
      assignedScopeId: row.title_scope_id,
      certificateSha256: null,
    });
  }
  for (const row of manual) {
    items.push({
      id: row.id,
      kind: 'MANUAL',
      at: endOfGermanDay(row.end_date),
      minutes: row.minutes,
      format: row.format,
      learningCheckPassed: row.format === 'SELF',
      scopeIds: [row.scope_id],
      assignedScopeId: null,
      makeUpYear: null,
    });
    sources.push({
      itemId: row.id,
      title: row.title,
      organizer: row.organizer,
      startDate: row.start_date,
      endDate: row.end_date,
      scopeIds: [row.scope_id],
      assignedScopeId: null,
      certificateSha256: row.evidence_sha256,
    });
  }
  return { items, sources };
}

/** The engine's input for the customer as of `today`, with each item's source. */
export async function customerFurtherTraining(
  db: Db,
  owner: FurtherTrainingOwner,
  today: string,
): Promise<CustomerFurtherTraining> {
  const titles = await engineTitles(db, owner);
  const { items, sources } = await creditedItems(db, owner, today);
  return { titles, items, sources };
}
