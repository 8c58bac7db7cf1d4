/**
 * An organizer cancels or moves a date (docs/decisions/0074-a-cancelled-date-settles-its-orders.md).
 *
 * Cancelling is one unit of work per date: the orders with a booked position on the date are
 * locked first (in id order, as every cancellation locks its order before the date's seats), then
 * the date; the date is marked cancelled (no longer bookable, ADR 0035), its waiting list is
 * cleared and told, and every booked position on it is cancelled free of charge through the
 * cancellation engine (cancellation/cancel.ts: the cancellation invoice, the refund through the
 * payment provider or left due for the operator's transfer, the credits back to their package,
 * the customer's mail in the order's language). The settlement's counts are kept with the date,
 * so a repeated call changes nothing and answers them again. An order placed on the date between
 * reading its orders and locking the date makes the unit of work start again.
 *
 * Moving keeps the bookings: the date's days (and its attendance days) move, the positions'
 * copies of the days follow (the calendar entry is made from them), and every customer is told,
 * with a calendar entry, that the booking may be cancelled free of charge for `moveFreeDays` days.
 */
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DateCancellationSummary, DateMove, DateMoveBody, Seller } from '@kursmarkt/schemas';
import { cancelPositions } from '../cancellation/cancel.ts';
import {
  dateMovedMail,
  organizerDateCancelledMail,
  participantDateCancelledMail,
  waitingListDateCancelledMail,
} from '../cancellation/date-mails.ts';
import type { Db, Transaction } from '../db/client.ts';
import {
  courseSchedules,
  courses,
  dateCancellations,
  dateMoves,
  orderCancellations,
  orderPositions,
  orders,
  organizers,
  scheduleDays,
  waitingListOffers,
  waitingListRequests,
} from '../db/schema.ts';
import { lockDateSeats, lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { icsForCourse } from '../invoices/ics.ts';
import type { InvoiceDocuments } from '../invoices/stored-documents.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { releaseSeats } from '../seats/seats.ts';
import { changeOfferStatus, type WaitingListContext } from '../waiting-list/offers.ts';
import { recordAudit, type AuditActor } from './audit.ts';

/** How long the customers of a moved date may cancel free of charge, from the day of the move. */
const moveFreeDays = 14;

/** Orders open to cancelling (cancellation/cancel.ts); a guest's unconfirmed hold is not yet one. */
const openStatuses = ['PLACED', 'AWAITING_PAYMENT', 'PAID'] as const;

export interface DateContext {
  now: Date;
  /** Whose name and legal details the organizer's mail carries: the back office's domain. */
  site: { siteName: string; seller: Seller };
  outbox: Outbox;
  jobs: Jobs;
  invoiceDocuments: InvoiceDocuments;
  waitingList: WaitingListContext;
}

/** The date `scheduleId` of a course of `organizerId`; 404 for any other. */
async function dateOf(tx: Transaction, organizerId: number, scheduleId: number) {
  const [schedule] = await tx
    .select({
      id: courseSchedules.id,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
      cancelledAt: courseSchedules.cancelledAt,
      courseName: courses.name,
      organizerEmail: organizers.email,
    })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .innerJoin(organizers, eq(organizers.id, courses.organizerId))
    .where(and(eq(courseSchedules.id, scheduleId), eq(courses.organizerId, organizerId)));
  if (!schedule) throw notFound('The date');
  return schedule;
}

/** The ids of the open orders with a booked position on the date, in id order. */
async function ordersOnDate(tx: Transaction, scheduleId: number) {
  const rows = await tx
    .selectDistinct({ id: orderPositions.orderId })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(orderPositions.scheduleId, scheduleId),
        eq(orderPositions.status, 'BOOKED'),
        inArray(orders.status, [...openStatuses]),
      ),
    );
  return rows.map(({ id }) => id).sort();
}

const storedSummary = async (tx: Transaction, scheduleId: number) => {
  const [stored] = await tx
    .select({ summary: dateCancellations.summary })
    .from(dateCancellations)
    .where(eq(dateCancellations.scheduleId, scheduleId));
  return stored?.summary as DateCancellationSummary | undefined;
};

/** An order placed on the date while its orders were locked: the unit of work starts again. */
class OrdersChanged extends Error {}

/** How often the unit of work starts again when orders keep arriving: then the caller retries. */
const attempts = 5;

/**
 * Cancels the date `scheduleId` of `organizerId` with `reason` and settles every order on it
 * (see above); answers what was done, or what was done before when the date was cancelled so
 * already. `audit`: the person who did it (none for the catalogue import).
 */
export async function cancelDate(
  db: Db,
  input: { organizerId: number; scheduleId: number; reason: string; notifyOrganizer: boolean },
  context: DateContext,
  audit?: AuditActor,
): Promise<DateCancellationSummary> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withUnitOfWork(db, (tx) => cancelDateIn(tx, input, context, audit));
    } catch (error) {
      if (!(error instanceof OrdersChanged) || attempt === attempts) throw error;
    }
  }
}

/** `cancelDate`'s unit of work. */
async function cancelDateIn(
  tx: Transaction,
  input: { organizerId: number; scheduleId: number; reason: string; notifyOrganizer: boolean },
  context: DateContext,
  audit?: AuditActor,
): Promise<DateCancellationSummary> {
  const { now } = context;
  const schedule = await dateOf(tx, input.organizerId, input.scheduleId);
  const done = await storedSummary(tx, schedule.id);
  if (done) return done;
  const orderIds = await ordersOnDate(tx, schedule.id);
  const locked = [];
  for (const id of orderIds) locked.push((await lockOrder(tx, id))!);
  const seats = (await lockDateSeats(tx, schedule.id))!;
  // Cancelled by another call while this one waited for the locks: its answer.
  const meanwhile = await storedSummary(tx, schedule.id);
  if (meanwhile) return meanwhile;
  if (seats.startDate <= germanToday(now)) {
    throw new AppError('SCHEDULE_ENDED', 'The date has begun; it can no longer be cancelled.');
  }
  const again = await ordersOnDate(tx, schedule.id);
  if (again.some((id) => !orderIds.includes(id))) throw new OrdersChanged();

  // No longer bookable: every seat taken from now on is refused (seats/seats.ts).
  const cancelledAt = schedule.cancelledAt ?? now;
  await tx.update(courseSchedules).set({ cancelledAt }).where(eq(courseSchedules.id, schedule.id));

  const waitingListCleared = await clearWaitingList(tx, schedule, input.reason, context);

  let positionsCancelled = 0;
  let ordersAffected = 0;
  let creditsReturned = 0;
  const cancellationIds: string[] = [];
  for (const order of locked) {
    const site = context.waitingList.siteOf(order.domain);
    if (!site) throw new Error(`The domain ${order.domain} of order ${order.id} is not configured`);
    const positions = await tx
      .select()
      .from(orderPositions)
      .where(
        and(
          eq(orderPositions.orderId, order.id),
          eq(orderPositions.scheduleId, schedule.id),
          eq(orderPositions.status, 'BOOKED'),
        ),
      )
      .orderBy(asc(orderPositions.position));
    // Cancelled by its customer while this call waited for the order's lock: nothing left here.
    if (positions.length === 0) continue;
    ordersAffected += 1;
    const cancellation = await cancelPositions(
      tx,
      order,
      { positionIds: positions.map(({ id }) => id), kind: 'DATE', reason: input.reason },
      {
        seller: site.seller,
        siteName: site.siteName,
        now,
        outbox: context.outbox,
        invoiceDocuments: context.invoiceDocuments,
        jobs: context.jobs,
        waitingList: context.waitingList,
      },
    );
    cancellationIds.push(cancellation.id);
    positionsCancelled += positions.length;
    creditsReturned += positions.filter(
      (position) => position.creditCustomerPackageId !== null && position.credits > 0,
    ).length;
    await tellParticipants(tx, order, positions, schedule, input.reason, site, context.outbox);
  }

  const refunds =
    cancellationIds.length === 0
      ? []
      : await tx
          .select({
            status: orderCancellations.refundStatus,
            cents: orderCancellations.refundCents,
          })
          .from(orderCancellations)
          .where(inArray(orderCancellations.id, cancellationIds));
  const summary: DateCancellationSummary = {
    scheduleId: schedule.id,
    cancelledAt: cancelledAt.toISOString(),
    reason: input.reason,
    positionsCancelled,
    ordersAffected,
    providerRefunds: refunds.filter(({ status }) => status === 'REFUNDED').length,
    refundListEntries: refunds.filter(({ status }) => status === 'DUE').length,
    refundValue: refunds.reduce((sum, { cents }) => sum + cents, 0),
    creditsReturned,
    waitingListCleared,
  };
  await tx
    .insert(dateCancellations)
    .values({ scheduleId: schedule.id, reason: input.reason, cancelledAt, summary });

  // A date nobody had booked or waited for needs no summary (the catalogue import's, mostly).
  if (input.notifyOrganizer && (positionsCancelled > 0 || waitingListCleared > 0)) {
    await context.outbox.write(
      tx,
      organizerDateCancelledMail({
        ...context.site,
        to: schedule.organizerEmail,
        course: schedule.courseName,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        reason: input.reason,
        summary,
      }),
    );
  }
  if (audit) {
    await recordAudit(
      tx,
      audit,
      {
        area: 'dates',
        objectType: 'schedule',
        objectId: schedule.id,
        action: 'cancelDate',
        before: {
          cancelledAt: schedule.cancelledAt?.toISOString() ?? null,
          booked: seats.booked,
          bookedPositions: positionsCancelled,
          orders: ordersAffected,
          waitingList: waitingListCleared,
        },
        after: {
          cancelledAt: summary.cancelledAt,
          booked: (await lockDateSeats(tx, schedule.id))!.booked,
          bookedPositions: 0,
          cancelledPositions: positionsCancelled,
          providerRefunds: summary.providerRefunds,
          refundListEntries: summary.refundListEntries,
          creditsReturned,
          waitingList: 0,
        },
        reason: input.reason,
      },
      now,
    );
  }
  return summary;
}

/**
 * Clears the date's waiting list: its open offers close (their held seats go back), each request
 * goes and its person is told, in the domain's first language; how many requests went.
 */
async function clearWaitingList(
  tx: Transaction,
  schedule: { id: number; courseName: string; startDate: string; endDate: string },
  reason: string,
  context: DateContext,
) {
  const open = await tx
    .select({ id: waitingListOffers.id })
    .from(waitingListOffers)
    .where(
      and(eq(waitingListOffers.scheduleId, schedule.id), eq(waitingListOffers.status, 'OFFERED')),
    );
  const closed = await changeOfferStatus(
    tx,
    open.map(({ id }) => id),
    'OFFERED',
    'WITHDRAWN',
    context.now,
  );
  if (closed.length > 0) await releaseSeats(tx, schedule.id, closed.length);
  const requests = await tx
    .delete(waitingListRequests)
    .where(eq(waitingListRequests.scheduleId, schedule.id))
    .returning();
  for (const request of requests.sort((a, b) => a.id - b.id)) {
    const site = context.waitingList.siteOf(request.domain);
    if (!site) continue;
    await context.outbox.write(
      tx,
      waitingListDateCancelledMail({
        language: site.language,
        siteName: site.siteName,
        seller: site.seller,
        to: request.email,
        name: request.name,
        course: schedule.courseName,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        reason,
      }),
    );
  }
  return requests.length;
}

/**
 * Tells each participant named on the cancelled positions who is not the customer (the customer
 * has the cancellation's mail), once per address, in the order's language.
 */
async function tellParticipants(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  positions: ReadonlyArray<typeof orderPositions.$inferSelect>,
  schedule: { courseName: string; startDate: string; endDate: string },
  reason: string,
  site: { siteName: string; seller: Seller },
  outbox: Outbox,
) {
  const told = new Set([order.billingEmail.toLowerCase()]);
  for (const position of positions) {
    const email = position.participantEmail?.trim();
    if (!email || told.has(email.toLowerCase())) continue;
    told.add(email.toLowerCase());
    await outbox.write(
      tx,
      participantDateCancelledMail({
        ...site,
        language: order.language,
        to: email,
        name: `${position.participantFirstName ?? ''} ${position.participantLastName ?? ''}`.trim(),
        course: schedule.courseName,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        reason,
      }),
    );
  }
}

/** The job that settles the orders of dates the catalogue import cancelled. */
export const settleCancelledDatesJob = 'dates.settle-cancelled';

/**
 * The reason told for a date the catalogue import cancelled (its file names none), in German and
 * English, since the customers' languages differ.
 */
export const importedCancellationReason =
  'Der Veranstalter hat den Termin abgesagt. / The organizer has cancelled the date.';

/**
 * Settles each date the catalogue import cancelled (`course_schedules.cancelled_at` set, no
 * settlement yet) through `cancelDate`, each in its own unit of work; how many. The import runs
 * outside the server (the catalogue CLI), without its outbox, jobs and domains; the date is no
 * longer bookable from the import's commit, and this job settles it within minutes.
 */
async function settleCancelledDates(db: Db, context: () => DateContext) {
  const due = await db
    .select({ scheduleId: courseSchedules.id, organizerId: courses.organizerId })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .leftJoin(dateCancellations, eq(dateCancellations.scheduleId, courseSchedules.id))
    .where(
      and(
        isNotNull(courseSchedules.cancelledAt),
        isNull(dateCancellations.scheduleId),
        // A date that had begun when the import cancelled it keeps its orders: the organizer's.
        gt(courseSchedules.startDate, germanToday(context().now)),
      ),
    )
    .orderBy(asc(courseSchedules.id));
  for (const { scheduleId, organizerId } of due) {
    await cancelDate(
      db,
      { scheduleId, organizerId, reason: importedCancellationReason, notifyOrganizer: true },
      context(),
    );
  }
  return due.length;
}

/** Defines the job that settles dates the catalogue import cancelled, every five minutes. */
export function defineCancelledDateSettlement(options: {
  db: Db;
  jobs: Jobs;
  context: () => DateContext;
  log: { info(object: object, message: string): void };
}) {
  options.jobs.define({
    name: settleCancelledDatesJob,
    cron: '*/5 * * * *',
    async handler() {
      const settled = await settleCancelledDates(options.db, options.context);
      if (settled > 0) options.log.info({ settled }, 'cancelled dates settled');
    },
  });
}

const shiftDay = (day: string, days: number) =>
  formatISO(addDays(parseISO(day), days), { representation: 'date' });

/**
 * Moves the date `scheduleId` of `organizerId` to the days of `body`, in one unit of work with the
 * date locked; answers the move. Refuses a cancelled date (SCHEDULE_CANCELLED), one that has begun
 * or new days that are not in the future (SCHEDULE_ENDED), and a change of its length when it has
 * attendance days (those move by the same number of days as its start).
 */
export async function moveDate(
  db: Db,
  input: { organizerId: number; scheduleId: number } & DateMoveBody,
  context: DateContext,
  audit: AuditActor,
): Promise<DateMove> {
  const { now } = context;
  const today = germanToday(now);
  return withUnitOfWork(db, async (tx) => {
    const schedule = await dateOf(tx, input.organizerId, input.scheduleId);
    const orderIds = await ordersOnDate(tx, schedule.id);
    const locked = [];
    for (const id of orderIds) locked.push((await lockOrder(tx, id))!);
    const seats = (await lockDateSeats(tx, schedule.id))!;
    if (seats.cancelledAt !== null) {
      throw new AppError('SCHEDULE_CANCELLED', 'The date is cancelled.');
    }
    if (seats.startDate <= today || input.startDate <= today) {
      throw new AppError('SCHEDULE_ENDED', 'Only a date to come moves to days to come.', [
        {
          path: 'startDate',
          code: 'NOT_ALLOWED',
          message: 'The date has begun or the new start is not after today.',
        },
      ]);
    }
    const offset = differenceInCalendarDays(
      parseISO(input.startDate),
      parseISO(schedule.startDate),
    );
    const days = await tx
      .select({ id: scheduleDays.id, day: scheduleDays.day })
      .from(scheduleDays)
      .where(eq(scheduleDays.scheduleId, schedule.id))
      .orderBy(offset > 0 ? desc(scheduleDays.day) : asc(scheduleDays.day));
    if (days.length > 0 && shiftDay(schedule.endDate, offset) !== input.endDate) {
      throw new AppError('VALIDATION_FAILED', 'A date with attendance days keeps its length.', [
        {
          path: 'endDate',
          code: 'NOT_ALLOWED',
          message: `With its attendance days the date ends on ${shiftDay(schedule.endDate, offset)}.`,
        },
      ]);
    }
    // Day by day from the far end, so that no two days of the date meet on one day.
    for (const day of days) {
      await tx
        .update(scheduleDays)
        .set({
          day: shiftDay(day.day, offset),
          startsAt: sql`(${scheduleDays.startsAt} at time zone 'Europe/Berlin' + ${`${offset} days`}::interval) at time zone 'Europe/Berlin'`,
          endsAt: sql`(${scheduleDays.endsAt} at time zone 'Europe/Berlin' + ${`${offset} days`}::interval) at time zone 'Europe/Berlin'`,
        })
        .where(eq(scheduleDays.id, day.id));
    }
    await tx
      .update(courseSchedules)
      .set({ startDate: input.startDate, endDate: input.endDate })
      .where(eq(courseSchedules.id, schedule.id));
    const moved = await tx
      .update(orderPositions)
      .set({ startDate: input.startDate, endDate: input.endDate })
      .where(and(eq(orderPositions.scheduleId, schedule.id), eq(orderPositions.status, 'BOOKED')))
      .returning();
    const freeUntil = shiftDay(today, moveFreeDays);
    await tx.insert(dateMoves).values({
      scheduleId: schedule.id,
      fromStartDate: schedule.startDate,
      fromEndDate: schedule.endDate,
      toStartDate: input.startDate,
      toEndDate: input.endDate,
      reason: input.reason,
      freeUntil,
      movedAt: now,
    });
    const encoder = new TextEncoder();
    for (const order of locked) {
      const site = context.waitingList.siteOf(order.domain);
      const positions = moved.filter((position) => position.orderId === order.id);
      if (!site || positions.length === 0) continue;
      await context.outbox.write(
        tx,
        dateMovedMail({
          ...site,
          language: order.language,
          to: order.billingEmail,
          name: `${order.billingName} ${order.billingLastname}`.trim(),
          course: schedule.courseName,
          from: { startDate: schedule.startDate, endDate: schedule.endDate },
          moved: { startDate: input.startDate, endDate: input.endDate },
          reason: input.reason,
          freeUntil,
          // The same uid as the order's calendar entry: a calendar replaces the entry.
          calendar: positions.map((position, index) => ({
            fileName: `kurs-${index + 1}.ics`,
            mediaType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: encoder.encode(
              icsForCourse({
                uid: `${position.id}@${order.domain}`,
                stamp: now,
                summary: position.name,
                location: position.city ?? site.siteName,
                dates: { start: input.startDate, end: input.endDate },
              }),
            ),
          })),
        }),
      );
    }
    await recordAudit(
      tx,
      audit,
      {
        area: 'dates',
        objectType: 'schedule',
        objectId: schedule.id,
        action: 'moveDate',
        before: { startDate: schedule.startDate, endDate: schedule.endDate },
        after: { startDate: input.startDate, endDate: input.endDate, freeUntil },
        reason: input.reason,
      },
      now,
    );
    return {
      scheduleId: schedule.id,
      from: { startDate: schedule.startDate, endDate: schedule.endDate },
      to: { startDate: input.startDate, endDate: input.endDate },
      freeUntil,
      participantsTold: locked.length,
    };
  });
}
