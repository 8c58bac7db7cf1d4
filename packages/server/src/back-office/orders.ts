/**
 * The back office's orders (docs/decisions/0075-back-office-orders.md): an organizer's staff
 * see the orders that hold at least one of the organizer's positions, and of them only those
 * positions. The search matches the stored lower-case search columns by substring and by
 * trigram word similarity (pg_trgm's `<%`, indexed), so a misspelt name is found; pages are
 * keyset pages over (placed_at, id), newest first.
 */
import { and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { allows } from '@kursmarkt/schemas/rules';
import type { OrderFilter, SavedOrderFilter, StaffOrder, StaffOrderPage } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  auditEntries,
  invoices,
  orderPositions,
  orders,
  orderStatusChanges,
  outboxMails,
  payments,
  savedOrderFilters,
  uploads,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './access.ts';
import { auditEntryAnswer } from './audit.ts';

/** A page's cursor: the last row's placing time and id, base64url. */
const cursorOf = (placedAt: Date, id: string) =>
  Buffer.from(`${placedAt.toISOString()}|${id}`).toString('base64url');

function readCursor(cursor: string): { placedAt: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const placedAt = new Date(at ?? '');
  if (Number.isNaN(+placedAt) || !/^[0-9a-f-]{36}$/.test(id ?? '')) return undefined;
  return { placedAt, id: id! };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organizer's positions of the order in the outer query. */
const organizerPosition = (organizerId: number, ...more: (SQL | undefined)[]) =>
  and(eq(orderPositions.orderId, orders.id), eq(orderPositions.organizerId, organizerId), ...more);

/** The conditions `filter` sets on the organizer's orders. */
function orderConditions(db: Db, organizerId: number, filter: OrderFilter): SQL[] {
  const position = (...more: (SQL | undefined)[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orderPositions)
        .where(organizerPosition(organizerId, ...more)),
    );
  const conditions: SQL[] = [
    position(
      filter.courseId === undefined ? undefined : eq(orderPositions.courseId, filter.courseId),
      filter.scheduleId === undefined
        ? undefined
        : eq(orderPositions.scheduleId, filter.scheduleId),
    ),
  ];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.paymentState) {
    conditions.push(
      sql`(select ${payments.state} from ${payments} where ${payments.orderId} = ${orders.id} order by ${payments.createdAt} desc limit 1) = ${filter.paymentState}`,
    );
  }
  if (filter.from) {
    conditions.push(
      sql`${orders.placedAt} >= (${filter.from}::date)::timestamp at time zone 'Europe/Berlin'`,
    );
  }
  if (filter.until) {
    conditions.push(
      sql`${orders.placedAt} < (${filter.until}::date + 1)::timestamp at time zone 'Europe/Berlin'`,
    );
  }
  if (filter.q) {
    const term = filter.q.toLowerCase();
    const like = likePattern(term);
    // Only a name is matched by similarity: numbers and addresses share too many trigrams
    // (every `@example.com`) to be told apart by them.
    const name = !/[\d@]/.test(term);
    conditions.push(
      or(
        sql`${orders.searchText} like ${like}`,
        name ? sql`${term} <% ${orders.searchText}` : undefined,
        position(
          or(
            sql`${orderPositions.participantSearch} like ${like}`,
            name ? sql`${term} <% ${orderPositions.participantSearch}` : undefined,
          ),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(and(eq(invoices.orderId, orders.id), sql`lower(${invoices.number}) = ${term}`)),
        ),
      )!,
    );
  }
  return conditions;
}

/** The query of one page of the organizer's orders that `filter` selects, newest first. */
export function orderPageQuery(
  db: Db,
  organizerId: number,
  filter: OrderFilter & { after?: string | undefined; limit: number },
) {
  const conditions = orderConditions(db, organizerId, filter);
  const cursor = filter.after === undefined ? undefined : readCursor(filter.after);
  if (cursor) {
    conditions.push(
      sql`(${orders.placedAt}, ${orders.id}) < (${cursor.placedAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      billingName: orders.billingName,
      billingLastname: orders.billingLastname,
      billingCompany: orders.billingCompany,
      billingEmail: orders.billingEmail,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(filter.limit + 1);
}

/** One page of the organizer's orders that `filter` selects, newest first. */
export async function searchOrders(
  db: Db,
  organizerId: number,
  filter: OrderFilter & { after?: string | undefined; limit: number },
): Promise<StaffOrderPage> {
  const rows = await orderPageQuery(db, organizerId, filter);
  const page = rows.slice(0, filter.limit);
  const positions =
    page.length === 0
      ? []
      : await db
          .select({
            orderId: orderPositions.orderId,
            name: orderPositions.name,
            paidCents: orderPositions.paidCents,
          })
          .from(orderPositions)
          .where(
            and(
              eq(orderPositions.organizerId, organizerId),
              inArray(
                orderPositions.orderId,
                page.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(orderPositions.position));
  const last = page.at(-1);
  return {
    orders: page.map((row) => {
      const own = positions.filter((position) => position.orderId === row.id);
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        placedAt: row.placedAt.toISOString(),
        status: row.status,
        paymentMethod: row.paymentMethod,
        customer: {
          name: `${row.billingName} ${row.billingLastname}`.trim(),
          company: row.billingCompany,
          email: row.billingEmail,
        },
        positions: own.length,
        courses: [...new Set(own.map((position) => position.name))],
        totalCents: own.reduce((sum, position) => sum + position.paidCents, 0),
      };
    }),
    next: rows.length > filter.limit && last ? cursorOf(last.placedAt, last.id) : null,
  };
}

/**
 * The order `orderId` if it holds a position of the actor's organizer (404 otherwise), with
 * whether the actor may see what concerns the whole order: its documents and payments are the
 * operator's when it also holds another organizer's positions (ADR 0072).
 */
async function organizerOrder(db: Db, actor: Actor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('The order');
  const positions = await db
    .select({ position: orderPositions, proofName: uploads.originalName })
    .from(orderPositions)
    .leftJoin(uploads, eq(uploads.id, orderPositions.proofUploadId))
    .where(eq(orderPositions.orderId, orderId))
    .orderBy(asc(orderPositions.position));
  const own = positions.filter(({ position }) => position.organizerId === actor.organizerId);
  if (own.length === 0) throw notFound('The order');
  const shared = own.length < positions.length;
  return { order, own, shared, wholeOrder: !shared || actor.role === 'OPERATOR' };
}

/** The order as the actor's organizer sees it (docs/decisions/0075). */
export async function staffOrder(db: Db, actor: Actor, orderId: string): Promise<StaffOrder> {
  const { order, own, shared, wholeOrder } = await organizerOrder(db, actor, orderId);
  const documents = wholeOrder
    ? await db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number))
    : [];
  const history = await db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
  const participantEmails = own.flatMap(({ position }) =>
    position.participantEmail === null ? [] : [position.participantEmail],
  );
  // The outbox keeps no order id: the order's mails are those to its addresses naming its number.
  const mails = await db
    .select({
      subject: outboxMails.subject,
      recipient: outboxMails.recipient,
      createdAt: outboxMails.createdAt,
      status: outboxMails.status,
    })
    .from(outboxMails)
    .where(
      and(
        inArray(outboxMails.recipient, [order.billingEmail, ...participantEmails]),
        sql`${outboxMails.createdAt} >= ${order.placedAt.toISOString()}::timestamptz`,
        sql`position(${order.orderNumber} in ${outboxMails.text}) > 0`,
      ),
    )
    .orderBy(asc(outboxMails.createdAt), asc(outboxMails.id));
  const seesPayments = wholeOrder && allows(actor.rights, 'payments', 'VIEW');
  const paymentRows = seesPayments
    ? await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt))
    : [];
  const audit = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.objectType, 'order'),
        eq(auditEntries.objectId, orderId),
        eq(auditEntries.organizerId, actor.organizerId),
      ),
    )
    .orderBy(desc(auditEntries.at));
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    status: order.status,
    language: order.language,
    customer: {
      name: `${order.billingName} ${order.billingLastname}`.trim(),
      company: order.billingCompany,
      email: order.billingEmail,
      phone: order.billingPhone,
    },
    sharedWithOtherOrganizers: shared,
    positions: own.map(({ position, proofName }) => ({
      id: position.id,
      name: position.name,
      courseId: position.courseId,
      scheduleId: position.scheduleId,
      startDate: position.startDate,
      endDate: position.endDate,
      status: position.status,
      priceCents: position.priceCents,
      discountCents: position.discountCents,
      paidCents: position.paidCents,
      participant:
        position.participantEmail !== null
          ? {
              firstName: position.participantFirstName ?? '',
              lastName: position.participantLastName ?? '',
              email: position.participantEmail,
            }
          : {
              firstName: order.billingName,
              lastName: order.billingLastname,
              email: order.billingEmail,
            },
      proof:
        position.proofUploadId === null
          ? null
          : { uploadId: position.proofUploadId, fileName: proofName ?? '' },
    })),
    totalCents: own.reduce((sum, { position }) => sum + position.paidCents, 0),
    documents: documents.map((invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      totalCents: invoice.totalCents,
      href: `/api/backoffice/organizers/${actor.organizerId}/orders/${orderId}/invoices/${invoice.id}`,
    })),
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      actorKind: change.actorKind,
      changedAt: change.changedAt.toISOString(),
    })),
    mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
    ...(seesPayments
      ? {
          payments: paymentRows.map((payment) => ({
            id: payment.id,
            method: payment.method,
            state: payment.state,
            amountCents: payment.amountCents,
            createdAt: payment.createdAt.toISOString(),
            settledAt: payment.settledAt?.toISOString() ?? null,
          })),
        }
      : {}),
    audit: audit.map(auditEntryAnswer),
  };
}

/** The invoice `invoiceId` of the order, when the actor sees the order's documents; else 404. */
export async function staffOrderInvoice(db: Db, actor: Actor, orderId: string, invoiceId: string) {
  const { wholeOrder } = await organizerOrder(db, actor, orderId);
  const [invoice] = wholeOrder
    ? await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)))
    : [];
  if (!invoice) throw notFound('The invoice');
  return invoice;
}

/** The staff member's saved order filters for the organizer, by name. */
export async function savedFiltersOf(db: Db, actor: Actor): Promise<SavedOrderFilter[]> {
  const rows = await db
    .select()
    .from(savedOrderFilters)
    .where(
      and(
        eq(savedOrderFilters.email, actor.email),
        eq(savedOrderFilters.organizerId, actor.organizerId),
      ),
    )
    .orderBy(asc(savedOrderFilters.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    filter: row.filter as OrderFilter,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Saves `filter` under `name` for the staff member (replacing one of that name). */
export async function saveFilter(
  db: Db,
  actor: Actor,
  input: { name: string; filter: OrderFilter },
  now: Date,
) {
  await db
    .insert(savedOrderFilters)
    .values({
      email: actor.email,
      organizerId: actor.organizerId,
      name: input.name,
      filter: input.filter,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [savedOrderFilters.email, savedOrderFilters.organizerId, savedOrderFilters.name],
      set: { filter: input.filter, createdAt: now },
    });
  return savedFiltersOf(db, actor);
}

/** Deletes the staff member's saved filter `filterId` (another's stays). */
export async function deleteFilter(db: Db, actor: Actor, filterId: string) {
  await db
    .delete(savedOrderFilters)
    .where(
      and(
        eq(savedOrderFilters.id, filterId),
        eq(savedOrderFilters.email, actor.email),
        eq(savedOrderFilters.organizerId, actor.organizerId),
      ),
    );
  return savedFiltersOf(db, actor);
}
