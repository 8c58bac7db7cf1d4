/**
 * The participant of a course position (contract order-positions.ts): who attends a course the
 * signed-in customer ordered. The ordering customer attends unless another person was named at
 * checkout or later as a substitute (`order_positions.participant_*`, all null for the customer).
 * Only the ordering customer reaches a position: anyone else's answers as not found. A
 * substitute is named while the position is booked and its course has not begun (its first day
 * after today in Germany); the new participant gets a new ticket (the former's code no longer
 * opens the door; an in-person course's mail carries its QR code), the former one and the
 * organizer a notice, through the outbox in the change's transaction. A booked course with days gives
 * its calendar entry too, as the confirmation mail attaches it.
 */
import { sql } from 'drizzle-orm';
import type { Locale, ParticipantPosition, Seller } from '@kursmarkt/schemas';
import { ticketQrPng } from '../attendance/ticket.ts';
import { newAttendanceCode } from '../attendance/wall-time.ts';
import { queryRows, type Db } from '../db/client.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';
import { icsForCourse } from '../invoices/ics.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { placeText } from './mails.ts';
import { substituteMails, type MailPerson } from './participant-mails.ts';

/** Whose position is asked for: the signed-in customer on the request's domain. */
export interface PositionOwner {
  customerId: string;
  domain: string;
}

type Row = {
  id: string;
  order_id: string;
  order_number: string;
  name: string;
  organizer_name: string;
  organizer_email: string | null;
  course_type: 'PRESENT' | 'ONLINE' | 'SELF' | null;
  city: string | null;
  start_date: string | null;
  end_date: string | null;
  position_status: 'BOOKED' | 'CANCELLED';
  order_status: string;
  language: Locale;
  billing_name: string;
  billing_lastname: string;
  billing_email: string;
  participant_first_name: string | null;
  participant_last_name: string | null;
  participant_email: string | null;
  title_scope_id: number | null;
};

/**
 * The customer's course position `positionId` with its order, on the domain; with `lock`, its
 * row locked until the transaction ends (a cancellation changes the position's row, so its
 * status is read after the cancellation's commit).
 */
async function readPosition(db: Db, owner: PositionOwner, positionId: string, lock: boolean) {
  const [row] = await queryRows<Row>(
    db,
    sql`select p.id, o.id as order_id, o.order_number, p.name, p.organizer_name,
        g.email as organizer_email, p.course_type, p.city,
        p.start_date::text as start_date, p.end_date::text as end_date,
        p.status as position_status, o.status as order_status, o.language,
        o.billing_name, o.billing_lastname, o.billing_email,
        p.participant_first_name, p.participant_last_name, p.participant_email,
        p.title_scope_id
      from order_positions p
      join orders o on o.id = p.order_id
      left join organizers g on g.id = p.organizer_id
      where p.id = ${positionId} and o.customer_id = ${owner.customerId}
        and o.domain = ${owner.domain} and o.status <> 'HELD' and p.package_id is null
      ${lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound('The order position');
  return row;
}

const customerOf = (row: Row): MailPerson => ({
  firstName: row.billing_name,
  lastName: row.billing_lastname,
  email: row.billing_email,
});

const participantOf = (row: Row): MailPerson =>
  row.participant_email === null
    ? customerOf(row)
    : {
        firstName: row.participant_first_name!,
        lastName: row.participant_last_name!,
        email: row.participant_email,
      };

/** A position whose order ended unpaid, or that was cancelled or withdrawn, has no participant to change. */
const cancelled = (row: Row) =>
  row.position_status === 'CANCELLED' ||
  row.order_status === 'CANCELLED' ||
  row.order_status === 'EXPIRED';

/** Its course has not begun: its first day is after `today` (Europe/Berlin). */
const notBegun = (row: Row, today: string) => row.start_date !== null && row.start_date > today;

function viewOf(row: Row, today: string): ParticipantPosition {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    name: row.name,
    organizerName: row.organizer_name,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.position_status,
    participant: participantOf(row),
    participantIsCustomer: row.participant_email === null,
    participantChangeable: !cancelled(row) && notBegun(row, today),
    titleScopeId: row.title_scope_id,
  };
}

/** The customer's course position with its participant; 404 for anyone else's. */
export async function findParticipantPosition(
  db: Db,
  owner: PositionOwner,
  positionId: string,
  today: string,
): Promise<ParticipantPosition> {
  return viewOf(await readPosition(db, owner, positionId, false), today);
}

/** What a change of a position needs besides its input: the day, the mails' sender and outbox. */
export interface PositionChangeContext {
  today: string;
  seller: Seller;
  siteName: string;
  outbox: Outbox;
}

/**
 * Changes the customer's course position in one transaction: the specialist title its hours
 * count for (`titleScopeId`, one of the customer's titles, or null for the engine's choice;
 * ADR 0063), and `participant` as its participant (a substitute) with a new ticket code and the
 * mails of the change.
 * 409 POSITION_CANCELLED for a cancelled or withdrawn position, 409 COURSE_BEGUN for a new
 * participant once its first day has come, 422 at `body.titleScopeId` for a scope the customer
 * holds no title in.
 */
export async function changeOrderPosition(
  db: Db,
  owner: PositionOwner,
  positionId: string,
  change: { participant?: MailPerson | undefined; titleScopeId?: number | null | undefined },
  context: PositionChangeContext,
): Promise<ParticipantPosition> {
  // The substitute's ticket, made before the transaction so that it holds the row no longer.
  const ticketCode = change.participant ? newAttendanceCode() : null;
  const ticketPng = ticketCode ? await ticketQrPng(ticketCode) : null;
  return withUnitOfWork(db, async (tx) => {
    const found = await readPosition(tx, owner, positionId, true);
    const { participant, titleScopeId } = change;
    if ((participant || titleScopeId !== undefined) && cancelled(found)) {
      throw new AppError(
        'POSITION_CANCELLED',
        'The position is cancelled: it has nothing to change.',
      );
    }
    const row =
      titleScopeId === undefined ? found : await assignTitle(tx, owner, found, titleScopeId);
    if (!participant) return viewOf(row, context.today);
    if (cancelled(row)) {
      throw new AppError('POSITION_CANCELLED', 'The position is cancelled: it has no participant.');
    }
    if (!notBegun(row, context.today)) {
      throw new AppError(
        'COURSE_BEGUN',
        'The course has begun: its participant can no longer be changed.',
      );
    }
    const former = participantOf(row);
    const customer = customerOf(row);
    const isCustomer = participant.email.toLowerCase() === customer.email.toLowerCase();
    const [updated] = await queryRows<
      Pick<Row, 'participant_first_name' | 'participant_last_name' | 'participant_email'> & {
        ticket_code: string | null;
      }
    >(
      tx,
      sql`update order_positions set
          participant_first_name = ${isCustomer ? null : participant.firstName},
          participant_last_name = ${isCustomer ? null : participant.lastName},
          participant_email = ${isCustomer ? null : participant.email},
          ticket_code = case when ticket_code is null then null else ${ticketCode} end
        where id = ${row.id}
        returning participant_first_name, participant_last_name, participant_email,
          ticket_code`,
    );
    const mails = substituteMails(
      {
        language: row.language,
        seller: context.seller,
        siteName: context.siteName,
        orderNumber: row.order_number,
        customer,
        position: {
          name: row.name,
          organizerName: row.organizer_name,
          startDate: row.start_date,
          endDate: row.end_date,
          city: row.city,
          courseType: row.course_type,
        },
      },
      {
        former,
        participant,
        organizerEmail: row.organizer_email,
        ticketPng: row.course_type === 'PRESENT' && updated!.ticket_code ? ticketPng : null,
      },
    );
    for (const mail of mails) await context.outbox.write(tx, mail);
    return viewOf({ ...row, ...updated! }, context.today);
  });
}

/**
 * Counts the position's hours for the customer's title `scopeId` (null: the hours engine
 * chooses). A scope the customer holds no title in is refused; one the course is not listed for
 * is kept, and the engine flags it for the chamber to decide (ADR 0051).
 */
async function assignTitle(
  tx: Db,
  owner: PositionOwner,
  row: Row,
  scopeId: number | null,
): Promise<Row> {
  if (scopeId !== null) {
    const [title] = await queryRows<{ scope_id: number }>(
      tx,
      sql`select scope_id from specialist_titles
        where customer_id = ${owner.customerId} and domain = ${owner.domain}
          and scope_id = ${scopeId}`,
    );
    if (!title) {
      throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
        { path: 'body.titleScopeId', code: 'NOT_ALLOWED', message: 'No title in this scope.' },
      ]);
    }
  }
  await queryRows(
    tx,
    sql`update order_positions set title_scope_id = ${scopeId} where id = ${row.id}`,
  );
  return { ...row, title_scope_id: scopeId };
}

/**
 * The calendar entry (iCalendar text) of the customer's booked course position with days, as the
 * confirmation mail attaches it (the same id, so a calendar updates the entry it has): 404 for
 * anyone else's, a cancelled one or one without days (self-study).
 */
export async function positionCalendar(
  db: Db,
  owner: PositionOwner,
  positionId: string,
  now: Date,
): Promise<{ ics: string; orderNumber: string }> {
  const row = await readPosition(db, owner, positionId, false);
  if (cancelled(row) || row.course_type === 'SELF' || !row.start_date || !row.end_date) {
    throw notFound('A calendar entry of the order position');
  }
  const ics = icsForCourse({
    uid: `${row.id}@${owner.domain}`,
    stamp: now,
    summary: row.name,
    location: placeText(row.language, row.course_type, row.city),
    dates: { start: row.start_date, end: row.end_date },
    ...(row.organizer_email
      ? { organizer: { name: row.organizer_name, email: row.organizer_email } }
      : {}),
  });
  return { ics, orderNumber: row.order_number };
}
