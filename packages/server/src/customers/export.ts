/**
 * Everything the product holds about a customer (GDPR Art. 15 and 20; ADR 0053): one part per
 * table, each the customer's rows of it, found by the customer's id or, for what a visitor can
 * leave without an account (the newsletter, the waiting list, a contact message), by the
 * customer's e-mail addresses. A table added later is one entry in `exportParts`; the test beside
 * this file fails while a table with a `customer_id` column, or one that refers to such a table
 * through its foreign keys (the attendance, learning checks, evaluations and certificates of the
 * customer's order positions), is in neither `exportParts` nor `notExported`.
 *
 * What is never exported: digests of secrets (columns ending in `_hash`, and `bytea` columns,
 * which hold nothing else here) and where the server keeps files (`storage_key`,
 * `document_key`): they are the product's keys, not the customer's data.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { CustomerExport } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  attendanceConfirmations,
  attendancePresences,
  bookmarks,
  carts,
  cartPositions,
  cartVouchers,
  certificates,
  contactRequests,
  creditLedger,
  customerPackages,
  customers,
  evaluations,
  favorites,
  furtherTrainingReminders,
  identityUsers,
  invoices,
  learningCheckAttemptOptions,
  learningCheckAttemptQuestions,
  learningCheckAttempts,
  learningCheckOptions,
  learningCheckQuestions,
  loginFailures,
  manualOrders,
  newsletterSubscriptions,
  oidcPayloads,
  orderCancellations,
  orderPositions,
  orderStatusChanges,
  orderWithdrawals,
  orders,
  outboxMails,
  orderDunning,
  orderLedger,
  paymentRefunds,
  payments,
  specialistTitles,
  uploads,
  vatIdChecks,
  voucherUses,
  waitingListOffers,
  waitingListRequests,
  writtenExams,
} from '../db/schema.ts';

/** Whose data: the customer's id and sign-in addresses (lower case). */
export interface DataSubject {
  customerId: string;
  emails: string[];
}

/** One part of the export: the rows of `table` that `rowsOf` selects for the customer. */
export interface ExportPart {
  table: PgTable;
  /** The condition on `table` that finds the customer's rows. */
  rowsOf: (db: Db, who: DataSubject) => SQL | undefined;
  /** Only these columns, named as given; without it every column but the hidden ones. */
  columns?: Record<string, PgColumn | SQL.Aliased>;
}

/** Rows whose `column` names the customer. */
const ownedBy = (column: PgColumn) => (_db: Db, who: DataSubject) => eq(column, who.customerId);
/** Rows whose `column` (an e-mail address) is one of the customer's. */
const addressedTo = (column: PgColumn) => (_db: Db, who: DataSubject) =>
  inArray(sql`lower(${column})`, who.emails);

/** The ids of some of the customer's rows, as a subquery. */
type IdsOf = (db: Db, who: DataSubject) => SQLWrapper;
/** The part of `column`'s table: its rows whose `column` is one of the ids `idsOf` selects. */
const within = (column: PgColumn, idsOf: IdsOf): ExportPart => ({
  table: column.table,
  rowsOf: (db, who) => inArray(column, idsOf(db, who)),
});

const ordersOf: IdsOf = (db, who) =>
  db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, who.customerId));
/** The part of `column`'s table: its rows that belong to one of the customer's orders. */
const ofOrders = (column: PgColumn) => within(column, ordersOf);
const cartsOf: IdsOf = (db, who) =>
  db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, who.customerId));
/** The positions of the customer's orders: a participant's attendance, checks and certificates. */
const positionsOf: IdsOf = (db, who) =>
  db
    .select({ id: orderPositions.id })
    .from(orderPositions)
    .where(inArray(orderPositions.orderId, ordersOf(db, who)));
const attemptsOf: IdsOf = (db, who) =>
  db
    .select({ id: learningCheckAttempts.id })
    .from(learningCheckAttempts)
    .where(inArray(learningCheckAttempts.orderPositionId, positionsOf(db, who)));
/** The questions drawn in the customer's attempts at learning checks. */
const attemptQuestionsOf: IdsOf = (db, who) =>
  db
    .select({ id: learningCheckAttemptQuestions.id })
    .from(learningCheckAttemptQuestions)
    .where(inArray(learningCheckAttemptQuestions.attemptId, attemptsOf(db, who)));

/** The accounts of the embedded identity provider that sign the customer in (ids as text). */
const accountsOf = (db: Db, who: DataSubject) =>
  db
    .select({ id: sql`${identityUsers.id}::text` })
    .from(identityUsers)
    .where(eq(identityUsers.customerId, who.customerId));

/**
 * Every part of the export, in the order of the documents; the key names the part in the JSON
 * and its heading in the PDF (customers/export-messages.ts).
 */
export const exportParts = {
  customer: { table: customers, rowsOf: (_db, who) => eq(customers.id, who.customerId) },
  account: { table: identityUsers, rowsOf: ownedBy(identityUsers.customerId) },
  signIns: {
    table: oidcPayloads,
    rowsOf: (db, who) =>
      and(
        eq(oidcPayloads.kind, 'Session'),
        inArray(sql`${oidcPayloads.payload}->>'accountId'`, accountsOf(db, who)),
      ),
    // A session's ids open it: only when it began and until when it lasts.
    columns: {
      signedInAt: sql`to_timestamp((${oidcPayloads.payload}->>'loginTs')::bigint)`
        .mapWith(oidcPayloads.expiresAt)
        .as('signed_in_at'),
      expiresAt: oidcPayloads.expiresAt,
    },
  },
  signInFailures: { table: loginFailures, rowsOf: addressedTo(loginFailures.email) },
  carts: { table: carts, rowsOf: ownedBy(carts.customerId) },
  cartPositions: within(cartPositions.cartId, cartsOf),
  cartVouchers: within(cartVouchers.cartId, cartsOf),
  orders: { table: orders, rowsOf: ownedBy(orders.customerId) },
  orderPositions: ofOrders(orderPositions.orderId),
  orderStatusChanges: ofOrders(orderStatusChanges.orderId),
  invoices: ofOrders(invoices.orderId),
  cancellations: ofOrders(orderCancellations.orderId),
  withdrawals: ofOrders(orderWithdrawals.orderId),
  payments: ofOrders(payments.orderId),
  paymentBookings: ofOrders(orderLedger.orderId),
  paymentReminders: ofOrders(orderDunning.orderId),
  refunds: {
    table: paymentRefunds,
    rowsOf: (db, who) =>
      inArray(
        paymentRefunds.paymentId,
        db
          .select({ id: payments.id })
          .from(payments)
          .where(inArray(payments.orderId, ordersOf(db, who))),
      ),
  },
  vatIdChecks: {
    table: vatIdChecks,
    rowsOf: (db, who) =>
      inArray(
        vatIdChecks.id,
        db
          .select({ id: orders.vatIdCheckId })
          .from(orders)
          .where(and(eq(orders.customerId, who.customerId), isNotNull(orders.vatIdCheckId))),
      ),
  },
  attendancePresences: within(attendancePresences.positionId, positionsOf),
  attendanceConfirmations: within(attendanceConfirmations.positionId, positionsOf),
  learningCheckAttempts: within(learningCheckAttempts.orderPositionId, positionsOf),
  learningCheckQuestions: {
    ...within(learningCheckAttemptQuestions.attemptId, attemptsOf),
    // Each question as it was asked, and whether it was answered right.
    columns: {
      id: learningCheckAttemptQuestions.id,
      attemptId: learningCheckAttemptQuestions.attemptId,
      position: learningCheckAttemptQuestions.position,
      question:
        sql<string>`(select ${learningCheckQuestions.text} from ${learningCheckQuestions} where ${learningCheckQuestions.id} = ${learningCheckAttemptQuestions.questionId})`.as(
          'question',
        ),
      correct: learningCheckAttemptQuestions.correct,
    },
  },
  learningCheckAnswers: {
    ...within(learningCheckAttemptOptions.attemptQuestionId, attemptQuestionsOf),
    // Each option as it was shown and whether it was chosen; never whether it is correct.
    columns: {
      id: learningCheckAttemptOptions.id,
      attemptQuestionId: learningCheckAttemptOptions.attemptQuestionId,
      position: learningCheckAttemptOptions.position,
      option:
        sql<string>`(select ${learningCheckOptions.text} from ${learningCheckOptions} where ${learningCheckOptions.id} = ${learningCheckAttemptOptions.optionId})`.as(
          'option',
        ),
      chosen: learningCheckAttemptOptions.chosen,
    },
  },
  evaluations: within(evaluations.orderPositionId, positionsOf),
  certificates: within(certificates.positionId, positionsOf),
  writtenExams: within(writtenExams.positionId, positionsOf),
  voucherUses: { table: voucherUses, rowsOf: ownedBy(voucherUses.customerId) },
  creditPackages: { table: customerPackages, rowsOf: ownedBy(customerPackages.customerId) },
  creditLedger: {
    table: creditLedger,
    rowsOf: (db, who) =>
      inArray(
        creditLedger.customerPackageId,
        db
          .select({ id: customerPackages.id })
          .from(customerPackages)
          .where(eq(customerPackages.customerId, who.customerId)),
      ),
  },
  bookmarks: { table: bookmarks, rowsOf: ownedBy(bookmarks.customerId) },
  favorites: { table: favorites, rowsOf: ownedBy(favorites.customerId) },
  manualOrders: { table: manualOrders, rowsOf: ownedBy(manualOrders.customerId) },
  specialistTitles: { table: specialistTitles, rowsOf: ownedBy(specialistTitles.customerId) },
  furtherTrainingReminders: {
    table: furtherTrainingReminders,
    rowsOf: ownedBy(furtherTrainingReminders.customerId),
  },
  uploads: { table: uploads, rowsOf: ownedBy(uploads.ownerCustomerId) },
  newsletter: {
    table: newsletterSubscriptions,
    rowsOf: addressedTo(newsletterSubscriptions.email),
  },
  waitingList: { table: waitingListRequests, rowsOf: addressedTo(waitingListRequests.email) },
  waitingListOffers: { table: waitingListOffers, rowsOf: addressedTo(waitingListOffers.email) },
  contactRequests: { table: contactRequests, rowsOf: addressedTo(contactRequests.email) },
  mails: {
    table: outboxMails,
    rowsOf: addressedTo(outboxMails.recipient),
    // The mails the product sent the customer lately (kept 30 days): what and when.
    columns: {
      subject: outboxMails.subject,
      status: outboxMails.status,
      createdAt: outboxMails.createdAt,
      sentAt: outboxMails.sentAt,
    },
  },
} satisfies Record<string, ExportPart>;

/**
 * Tables of the customer's (with a customer's id, or reached from one through foreign keys) that
 * the export leaves out on purpose, each with the reason.
 */
export const notExported: Partial<Record<string, string>> = {
  password_reset_tokens: "Digests of one-time links' secrets: the product's keys.",
  email_verification_tokens: "Digests of one-time links' secrets: the product's keys.",
  order_cancellation_tokens: "The digest of the cancellation link's secret: the product's key.",
  guest_order_holds:
    "A guest order's hold until its confirmation: the link's digest and the order's invoice and mails still to be made, which the orders' and invoices' parts hold once made.",
  pending_invoice_documents:
    "An invoice's PDF and XML until the file storage has them: the invoices' part holds the invoice.",
  pending_invoice_renders:
    "An invoice's data until its documents are rendered: the invoices' part holds the invoice.",
  second_factor_challenges:
    "A sign-in between password and one-time code, for ten minutes: the account's part holds the account.",
};

/**
 * Columns that are the product's keys, never the customer's data: where files are kept, the
 * saved searches' unsubscribe tokens (a link that works without sign-in), and a back-office
 * account's second-factor secret (a file must not carry it).
 */
const internalColumns = new Set([
  'storage_key',
  'document_key',
  'alert_token',
  'totp_secret',
  'totp_last_step',
]);

/** The columns of `table` the export shows: all but digests, bytes and file locations. */
export function shownColumns(table: PgTable): Record<string, PgColumn> {
  const shown: Record<string, PgColumn> = {};
  for (const [key, column] of Object.entries(table) as [string, unknown][]) {
    if (!isColumnOf(table, column)) continue;
    const hidden =
      column.name.endsWith('_hash') ||
      column.getSQLType() === 'bytea' ||
      internalColumns.has(column.name);
    if (!hidden) shown[key] = column;
  }
  return shown;
}

const isColumnOf = (table: PgTable, value: unknown): value is PgColumn =>
  getTableConfig(table).columns.includes(value as PgColumn);

/** A value as JSON keeps it: instants as ISO 8601 strings. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The customer's rows of one part. */
async function rowsOfPart(db: Db, part: ExportPart, who: DataSubject) {
  const columns: Record<string, PgColumn | SQL.Aliased> = part.columns ?? shownColumns(part.table);
  const [first] = getTableConfig(part.table).columns;
  const rows = await db
    .select(columns)
    .from(part.table)
    .where(part.rowsOf(db, who))
    .orderBy(asc(first!));
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])),
  );
}

/** The customer's sign-in addresses: the record's and the identity account's, in lower case. */
async function subjectOf(db: Db, customerId: string): Promise<DataSubject | undefined> {
  const found = await db
    .select({ customer: customers.email, account: identityUsers.email })
    .from(customers)
    .leftJoin(identityUsers, eq(identityUsers.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (found.length === 0) return undefined;
  const emails = new Set(
    found.flatMap(({ customer, account }) => [customer, account ?? '']).filter(Boolean),
  );
  return { customerId, emails: [...emails].map((email) => email.toLowerCase()) };
}

/** Everything the product holds about the customer `now`; undefined when there is no record. */
export async function exportCustomerData(
  db: Db,
  customerId: string,
  now: Date,
): Promise<CustomerExport | undefined> {
  const who = await subjectOf(db, customerId);
  if (!who) return undefined;
  const parts: CustomerExport['parts'] = [];
  for (const [name, part] of Object.entries(exportParts) as [string, ExportPart][]) {
    parts.push({
      name,
      table: getTableConfig(part.table).name,
      rows: await rowsOfPart(db, part, who),
    });
  }
  return { customerId, exportedAt: now.toISOString(), parts };
}
