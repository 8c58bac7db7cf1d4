/**
 * What the hours engine (hours.ts, ADR 0051) computes from, read for one customer (ADR 0063):
 * the specialist titles, and as items the booking positions attended and the courses booked
 * elsewhere (manual orders), each with what the status page and the chamber letter show of it.
 *
 * A booking position counts when it is not cancelled, its order was not cancelled, did not end
 * unpaid and is not held: a course in a room (`PRESENT`) or online (`ONLINE`) by its attendance
 * evidence (attendance/evidence.ts, which also reads the learning check: COMPLETE or PARTIAL, its attended net minutes, at the end of
 * its last attended day in Germany; a date booked before attendance was kept, without days,
 * counts once it has ended, with the course's duration), self-study (`SELF`) with its passed
 * learning check (the course's duration, at `passedAt`). A manual
 * order counts with its net minutes and format for its scope, at the end of its last day; a
 * self-study one is entered with the certificate of its learning check, so it counts as passed.
 * Each item's source names its certificates: a booking's valid ones (certificates/) with their
 * verification page, a manual order's uploaded file by its SHA-256.
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
import { attendanceEvidence, type PositionEvidence } from '../attendance/evidence.ts';
import { certificatesFor } from '../certificates/certificates.ts';
import { queryRows, type Db } from '../db/client.ts';
import { germanToday } from '../german-today.ts';

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
async function engineTitles(db: Db, owner: FurtherTrainingOwner): Promise<SpecialistTitle[]> {
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
  course_type: 'PRESENT' | 'ONLINE' | 'SELF';
  start_date: string | null;
  end_date: string | null;
  scopes: { id: number }[];
  title_scope_id: number | null;
  duration: string;
  placed_on: string;
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

/** When and how long a booking position was attended; null when it does not count (yet). */
function attended(
  row: BookingRow,
  evidence: PositionEvidence | undefined,
  today: string,
): { at: string; minutes: number } | null {
  if (row.course_type === 'SELF') {
    const passed = evidence?.learningCheck;
    return passed
      ? { at: passed.passedAt.toISOString(), minutes: minutesOfDuration(row.duration) }
      : null;
  }
  if (!evidence || evidence.days.length === 0) {
    // A date without days (booked before attendance was kept): attended once it has ended.
    if (!row.end_date || row.end_date >= today) return null;
    return { at: endOfGermanDay(row.end_date), minutes: minutesOfDuration(row.duration) };
  }
  if (evidence.verdict !== 'COMPLETE' && evidence.verdict !== 'PARTIAL') return null;
  const lastDay = evidence.days.filter((day) => day.attendedMinutes > 0).at(-1);
  if (!lastDay || evidence.attendedMinutes <= 0) return null;
  return {
    at: endOfGermanDay(lastDay.day),
    minutes: Math.min(evidence.attendedMinutes, manualOrderLimits.maxMinutes),
  };
}

/**
 * The valid certificates of the positions `positionIds` (certificates/), by position: id,
 * SHA-256 and the public verification page.
 */
async function validCertificates(db: Db, positionIds: string[]) {
  const summaries = (await certificatesFor(db, positionIds)).filter(
    (certificate) => certificate.status === 'VALID',
  );
  const urls = new Map(
    summaries.length === 0
      ? []
      : (
          await queryRows<{ id: string; verify_url: string }>(
            db,
            sql`select id, document->>'verifyUrl' as verify_url from certificates
              where id = any(${`{${summaries.map((summary) => summary.id).join(',')}}`}::text[])`,
          )
        ).map((row) => [row.id, row.verify_url]),
  );
  const byPosition = new Map<string, FurtherTrainingItemSource['certificates']>();
  for (const summary of summaries) {
    byPosition.set(summary.positionId, [
      ...(byPosition.get(summary.positionId) ?? []),
      { id: summary.id, sha256: summary.sha256, verifyUrl: urls.get(summary.id) ?? null },
    ]);
  }
  return byPosition;
}

/**
 * The customer's attended bookings and manual orders at `now`: a course in a room or online by
 * its attendance evidence (COMPLETE or PARTIAL, the attended net minutes, the end of the last
 * attended day), self-study by its passed learning check, a manual order once its last day has
 * passed in Germany.
 */
async function creditedItems(
  db: Db,
  owner: FurtherTrainingOwner,
  now: Date,
): Promise<{ items: CreditedItem[]; sources: FurtherTrainingItemSource[] }> {
  const today = germanToday(now);
  const bookings = await queryRows<BookingRow>(
    db,
    sql`select p.id, p.name, p.organizer_name, p.course_type,
        p.start_date::text as start_date, p.end_date::text as end_date, p.scopes,
        p.title_scope_id, c.duration_value::text as duration,
        (o.placed_at at time zone 'Europe/Berlin')::date::text as placed_on
      from order_positions p
      join orders o on o.id = p.order_id
      join courses c on c.id = p.course_id
      where o.customer_id = ${owner.customerId} and o.domain = ${owner.domain}
        and o.status not in ('HELD', 'CANCELLED', 'EXPIRED')
        and p.status <> 'CANCELLED' and p.package_id is null
        and (p.course_type = 'SELF' or p.start_date <= ${today}::date)
      order by p.end_date, p.id`,
  );
  const ids = bookings.map((row) => row.id);
  const evidence = new Map(
    (await attendanceEvidence(db, ids, now)).map((entry) => [entry.positionId, entry]),
  );
  const certificates = await validCertificates(db, ids);
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
    const counted = attended(row, evidence.get(row.id), today);
    if (!counted || counted.minutes <= 0) continue;
    const scopeIds = row.scopes.map((scope) => scope.id);
    items.push({
      id: row.id,
      kind: 'BOOKING',
      at: counted.at,
      minutes: counted.minutes,
      format: row.course_type,
      learningCheckPassed: Boolean(evidence.get(row.id)?.learningCheck),
      scopeIds,
      assignedScopeId: row.title_scope_id,
      makeUpYear: null,
    });
    sources.push({
      itemId: row.id,
      title: row.name,
      organizer: row.organizer_name,
      startDate: row.start_date ?? row.placed_on,
      endDate: row.end_date ?? germanToday(new Date(counted.at)),
      scopeIds,
      assignedScopeId: row.title_scope_id,
      certificates: certificates.get(row.id) ?? [],
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
      certificates: [{ id: null, sha256: row.evidence_sha256, verifyUrl: null }],
    });
  }
  return { items, sources };
}

/** The engine's input for the customer at `now`, with each item's source. */
export async function customerFurtherTraining(
  db: Db,
  owner: FurtherTrainingOwner,
  now: Date,
): Promise<CustomerFurtherTraining> {
  const titles = await engineTitles(db, owner);
  const { items, sources } = await creditedItems(db, owner, now);
  return { titles, items, sources };
}
