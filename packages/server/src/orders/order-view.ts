/** An order as the API answers it (contract `orderSchema`), read from its rows. */
import { and, asc, eq } from 'drizzle-orm';
import {
  isCountryIso,
  taxLinesOf,
  type Order,
  type PaymentInfo,
  type Seller,
} from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  guestOrderHolds,
  invoices,
  orderPositions,
  orders,
  type OrderPositionRow,
  type OrderRow,
  type PaymentRow,
} from '../db/schema.ts';
import { transferGiroCodeSvg } from '../invoices/girocode.ts';
import { latestPaymentOf, providerPaymentView } from './provider-payment.ts';

/** The order `id`; undefined when there is none. */
export async function findOrder(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** The order placed from the checkout `cartId`; undefined when there is none. */
export async function findOrderOfCart(db: Db, cartId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return order;
}

/** The order's invoice (not a cancellation's); none while a guest's order is HELD. */
async function invoiceOf(db: Db, orderId: string) {
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')))
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
  return invoice;
}

/** The invoice `id` with the order it was issued for; undefined when there is none. */
export async function findInvoiceWithOrder(db: Db, id: string) {
  const [found] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id));
  return found;
}

/** Until when a HELD guest order waits for its confirmation link. */
async function holdExpiryOf(db: Db, order: OrderRow) {
  if (order.status !== 'HELD') return null;
  const [hold] = await db
    .select({ expiresAt: guestOrderHolds.expiresAt })
    .from(guestOrderHolds)
    .where(eq(guestOrderHolds.orderId, order.id));
  return hold ? hold.expiresAt.toISOString() : null;
}

/**
 * The bank transfer the order asks for, with its GiroCode while it is due, or its payment
 * through the provider.
 */
async function paymentInfoOf(
  order: OrderRow,
  seller: Seller,
  invoiceNumber: string,
  provider: PaymentRow | undefined,
): Promise<PaymentInfo> {
  const due =
    (order.paymentMethod === 'INVOICE' || order.paymentMethod === 'PREPAYMENT') &&
    (order.status === 'PLACED' || order.status === 'AWAITING_PAYMENT') &&
    order.totalCents > 0;
  const giroCode = due
    ? await transferGiroCodeSvg({
        bank: { holder: seller.bank.accountHolder, iban: seller.bank.iban, bic: seller.bank.bic },
        cents: order.totalCents,
        reference: invoiceNumber,
      })
    : undefined;
  return {
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    status: order.status,
    amountValue: order.totalCents,
    accountHolder: seller.bank.accountHolder,
    iban: seller.bank.iban,
    bic: seller.bank.bic,
    bankName: seller.bank.bankName,
    reference: invoiceNumber,
    dueDate: order.status === 'PAID' ? null : order.dueDate,
    provider: provider ? providerPaymentView(provider) : null,
    giroCode: giroCode ?? null,
  };
}

/** The payment info of `order`. */
export async function loadPaymentInfo(db: Db, order: OrderRow, seller: Seller) {
  return paymentInfoOf(
    order,
    seller,
    (await invoiceOf(db, order.id))?.number ?? order.orderNumber,
    await latestPaymentOf(db, order.id),
  );
}

/** An order's positions (in their order), invoice and latest payment, as read or just written. */
export interface OrderParts {
  positions: OrderPositionRow[];
  invoice: { id: string; number: string } | null | undefined;
  payment: PaymentRow | undefined;
}

/** The positions, invoice and latest payment of `order`, read. */
async function readOrderParts(db: Db, orderId: string): Promise<OrderParts> {
  const positions = await db
    .select()
    .from(orderPositions)
    .where(eq(orderPositions.orderId, orderId))
    .orderBy(asc(orderPositions.position));
  return {
    positions,
    invoice: await invoiceOf(db, orderId),
    payment: await latestPaymentOf(db, orderId),
  };
}

/**
 * The answer for `order`, with its positions and payment; `parts` when the caller has them (the
 * transaction that placed the order wrote them), read otherwise.
 */
export async function orderView(
  db: Db,
  order: OrderRow,
  seller: Seller,
  parts?: OrderParts,
): Promise<Order> {
  const { positions: rows, invoice, payment } = parts ?? (await readOrderParts(db, order.id));
  const positions = rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    scheduleId: row.scheduleId,
    packageId: row.packageId,
    name: row.name,
    organizerId: row.organizerId,
    organizer: row.organizerName,
    courseType: row.courseType,
    startDate: row.startDate,
    endDate: row.endDate,
    city: row.city,
    priceValue: row.priceCents,
    discountValue: row.discountCents,
    paidValue: row.paidCents,
    netValue: row.netCents,
    vatCategory: row.vatCategory,
    vatRate: row.vatRateBp,
    vatExemptionReason: row.vatExemptionReason,
    packageIncluded: row.packageIncluded,
    credits: row.credits,
    voucherCode: row.voucherCode,
    proofId: row.proofUploadId,
    status: row.status,
  }));
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    invoiceNumber: invoice?.number ?? null,
    invoiceId: invoice?.id ?? null,
    status: order.status,
    holdExpiresAt: await holdExpiryOf(db, order),
    language: order.language,
    placedAt: order.placedAt.toISOString(),
    paymentMethod: order.paymentMethod,
    paymentDeadline: order.paymentDeadline,
    customer: {
      customerKind: order.customerKind,
      name: order.billingName,
      lastname: order.billingLastname,
      company: order.billingCompany,
      street: order.billingStreet,
      zipCode: order.billingZip,
      city: order.billingCity,
      country: isCountryIso(order.billingCountry) ? order.billingCountry : 'DEU',
      email: order.billingEmail,
      phone: order.billingPhone,
      vatId: order.vatId,
      buyerReference: order.buyerReference,
    },
    positions,
    totalValue: order.totalCents,
    netValue: order.netCents,
    taxValue: order.taxCents,
    taxes: taxLinesOf(
      rows.map((row) => ({
        vatCategory: row.vatCategory,
        vatRate: row.vatRateBp,
        vatExemptionReason: row.vatExemptionReason,
        grossValue: row.paidCents,
      })),
    ),
    creditsUsed: order.creditsUsed,
    voucherCode: order.voucherCode,
    payment: await paymentInfoOf(
      order,
      seller,
      // A HELD order has no invoice yet, and nothing is due: its number names the order.
      invoice?.number ?? order.orderNumber,
      payment,
    ),
  };
}
