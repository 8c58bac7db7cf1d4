/**
 * The deletion of a customer's account (GDPR Art. 17; ADR 0053), in one unit of work: the sign-in
 * account and its sessions, the carts, the Merkzettel, the newsletter, the waiting lists, the
 * contact messages, failed sign-ins and the mails sent go, and of the courses booked the
 * attendance records and the learning checks' attempts; evaluations lose their position and free
 * text, so they count in the sums as anyone's; the customer record is emptied and marked
 * deleted, so the account's tokens open nothing; uploads no order refers to lose their name and
 * are removed with their file by the hourly clean-up (uploads/cleanup.ts).
 *
 * What stays for the retention period (§ 147 AO, § 14b UStG: ten years): the orders with their
 * billing data as the invoices print it, their positions, invoices, cancellations, payments and
 * status history, the credit packages and their ledger, and the voucher uses those orders count.
 * The certificates of attendance stay with the written exams they name: the participant proves
 * their further training with them (§ 15 FAO), and the chamber verifies them by their id.
 *
 * While an order is still to be paid, or a booked date is still to come, the account is not
 * deleted (409 `OPEN_BOOKINGS`): the customer cancels first or waits until it is over.
 */
import { and, eq, exists, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CustomerDeleted } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import {
  attendanceConfirmations,
  attendancePresences,
  bookmarks,
  carts,
  contactRequests,
  customers,
  evaluations,
  favorites,
  furtherTrainingReminders,
  identityUsers,
  invoices,
  learningCheckAttempts,
  loginFailures,
  manualOrders,
  specialistTitles,
  newsletterSubscriptions,
  orderPositions,
  orders,
  outboxMails,
  uploads,
} from '../db/schema.ts';
import { lockCustomer, withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { freeTextQuestionIds } from '../evaluations/questionnaire.ts';
import { endSessions } from '../identity/adapter.ts';
import { leaveWaitingListsOf } from '../waiting-list/links.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';

/** Order statuses in which money is still owed, or a guest's hold still open. */
const unsettled = ['PLACED', 'AWAITING_PAYMENT', 'HELD'] as const;

/**
 * The customer's orders that keep the account: one still to be paid, or one with a booked date
 * that ends today or later (a self-study course without dates counts as held).
 */
async function openOrderNumbers(tx: Transaction, customerId: string, today: string) {
  const rows = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        or(
          inArray(orders.status, [...unsettled]),
          and(
            eq(orders.status, 'PAID'),
            exists(
              tx
                .select({ id: orderPositions.id })
                .from(orderPositions)
                .where(
                  and(
                    eq(orderPositions.orderId, orders.id),
                    eq(orderPositions.status, 'BOOKED'),
                    gte(
                      sql`coalesce(${orderPositions.endDate}, ${orderPositions.startDate})`,
                      today,
                    ),
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .orderBy(orders.placedAt);
  return rows.map((row) => row.orderNumber);
}

/** The e-mail address does not confirm the deletion: said at the field, as a form's refusal. */
const notConfirmed = () =>
  new AppError('VALIDATION_FAILED', 'The body is not valid.', [
    {
      path: 'body.email',
      code: 'NOT_ALLOWED',
      message: 'This is not the e-mail address of the account.',
    },
  ]);

/**
 * Deletes the account of `customerId`, confirmed with its e-mail address `email`; answers when and
 * the invoices kept, or undefined when there is no account (or it is deleted already).
 */
export async function deleteCustomerAccount(
  db: Db,
  customerId: string,
  email: string,
  waitingList: WaitingListContext,
): Promise<CustomerDeleted | undefined> {
  const now = waitingList.now;
  return withUnitOfWork(db, async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer || customer.deletedAt !== null) return undefined;
    const accounts = await tx
      .select({ id: identityUsers.id, email: identityUsers.email })
      .from(identityUsers)
      .where(eq(identityUsers.customerId, customerId));
    const emails = [
      ...new Set(
        [customer.email, ...accounts.map((account) => account.email)]
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (!emails.includes(email.trim().toLowerCase())) throw notConfirmed();

    // The carts go before the orders are looked at: an order being placed from one holds its
    // lock, and is seen once it is committed.
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    const open = await openOrderNumbers(tx, customerId, germanToday(now));
    if (open.length > 0) {
      throw new AppError(
        'OPEN_BOOKINGS',
        `Orders ${open.join(', ')} are still to be paid or to be held: cancel them first, or delete the account after the last date.`,
      );
    }

    const addressed = (column: PgColumn) => inArray(sql`lower(${column})`, emails);
    await tx.delete(bookmarks).where(eq(bookmarks.customerId, customerId));
    await tx.delete(favorites).where(eq(favorites.customerId, customerId));
    // Their certificates are then uploads no row refers to: the hourly clean-up removes them.
    await tx.delete(manualOrders).where(eq(manualOrders.customerId, customerId));
    await tx.delete(specialistTitles).where(eq(specialistTitles.customerId, customerId));
    await tx
      .delete(furtherTrainingReminders)
      .where(eq(furtherTrainingReminders.customerId, customerId));
    const positions = tx
      .select({ id: orderPositions.id })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .where(eq(orders.customerId, customerId));
    // What was attended and answered goes; the certificates keep what they certified.
    await tx.delete(attendancePresences).where(inArray(attendancePresences.positionId, positions));
    await tx
      .delete(attendanceConfirmations)
      .where(inArray(attendanceConfirmations.positionId, positions));
    // Their drawn questions and shown options go with them (on delete cascade).
    await tx
      .delete(learningCheckAttempts)
      .where(inArray(learningCheckAttempts.orderPositionId, positions));
    await tx
      .update(evaluations)
      .set({
        orderPositionId: null,
        answers: sql`${evaluations.answers} - array[${sql.join(
          freeTextQuestionIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
      })
      .where(inArray(evaluations.orderPositionId, positions));
    await tx.delete(newsletterSubscriptions).where(addressed(newsletterSubscriptions.email));
    await leaveWaitingListsOf(tx, emails, waitingList);
    await tx.delete(contactRequests).where(addressed(contactRequests.email));
    await tx.delete(loginFailures).where(addressed(loginFailures.email));
    // Sent and failed mails go; one still to leave (an invoice's) is sent, then deleted after 30 days.
    await tx
      .delete(outboxMails)
      .where(
        and(addressed(outboxMails.recipient), inArray(outboxMails.status, ['SENT', 'FAILED'])),
      );
    for (const account of accounts) {
      await endSessions(tx, account.id);
      await tx.delete(identityUsers).where(eq(identityUsers.id, account.id));
    }
    await tx
      .update(uploads)
      .set({ originalName: '' })
      .where(
        and(
          eq(uploads.ownerCustomerId, customerId),
          notExists(
            tx
              .select({ id: orderPositions.id })
              .from(orderPositions)
              .where(eq(orderPositions.proofUploadId, uploads.id)),
          ),
        ),
      );
    await tx
      .update(customers)
      .set({
        email: '',
        name: '',
        lastname: '',
        street: '',
        city: '',
        zipCode: '',
        company: '',
        vatId: '',
        buyerReference: '',
        updatedAt: now,
        deletedAt: now,
      })
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));

    const kept = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.customerId, customerId))
      .orderBy(invoices.issuedAt, invoices.number);
    return { deletedAt: now.toISOString(), keptInvoices: kept.map((row) => row.number) };
  });
}
