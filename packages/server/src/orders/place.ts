/**
 * Placing an order (docs/booking.md, placing an order): one transaction that holds the checkout's cart
 * row, checks the checkout again against the catalogue now, takes the seats, counts the voucher,
 * books the credits, writes the order with a snapshot of its positions, reserves the invoice
 * number and keeps the invoice's data, writes the organizers' mails into the outbox and deletes
 * the checkout. Whatever fails throws, and the transaction leaves nothing behind. The invoice's
 * documents and the confirmation mail that carries them are rendered from the kept data after the
 * commit (invoices/stored-documents.ts), not while the seller's invoice counter is locked.
 *
 * A guest's order only holds its seats (status HELD, orders/guest-hold.ts): the invoice, the
 * mails and the provider payment wait for the confirmation of the billing address, and what they
 * are made of is kept with the hold (`OrderEffects`) until then.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMinutes, formatISO, max, parseISO } from 'date-fns';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  earlyStartConsentDays,
  isProviderPaymentMethod,
  maxGuestOrderSeats,
  taxLinesOf,
  taxNumberRequired,
  validCustomerStatus,
  withdrawalLastDay,
  type Cart,
  type CheckoutCustomer,
  type CourseType,
  type Locale,
  type PaymentMethod,
  type Seller,
} from '@kursmarkt/schemas';
import type { CartRow, CourseLine, Db, PackageLine } from '../booking/cart-data.ts';
import { customerUsesOf, loadCartContents } from '../booking/cart-data.ts';
import { cartView } from '../booking/cart-view.ts';
import { checkoutCustomerOf, paymentMethodsFor, prepaymentDeadline } from '../booking/checkout.ts';
import { voucherNotValid } from '../booking/vouchers.ts';
import type { AppTransaction } from '../db/client.ts';
import {
  cartPositions,
  carts,
  courseSchedules,
  creditLedger,
  customers,
  customerPackages,
  guestOrderHolds,
  invoices,
  orderPositions,
  orders,
  organizers,
  vouchers,
  voucherUses,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { InvoiceDocuments } from '../invoices/stored-documents.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { openPayment } from './provider-payment.ts';
import { orderDocumentData, type DocumentPosition } from './documents.ts';
import { cancellationLink, issueCancellationToken } from './cancellation-link.ts';
import { acceptOffers, heldOfferOf, newLinkToken } from '../waiting-list/offers.ts';
import { loadContentPage } from '../content/queries.ts';
import { reverseChargeConfirmed, vatIdCheckOf } from '../vat-ids/checks.ts';
import { nextInvoiceNumber } from './invoice-number.ts';
import { guestHoldMail, orderMails, placeText } from './mails.ts';

/** What an order's invoice, mails and provider payment are made from, after its transaction. */
export interface CompleteOrderContext {
  domain: string;
  /** The domain's name, for the mails. */
  siteName: string;
  /** The storefront's address, for the mail's cancellation link. */
  origin: string;
  seller: Seller;
  language: Locale;
  now: Date;
  /** Today in Germany by the app's clock. */
  today: string;
  outbox: Outbox;
  providerName: string | null;
  invoiceDocuments: InvoiceDocuments;
}

export interface PlaceOrderContext extends CompleteOrderContext {
  /** The methods the server's payment provider collects; none without a provider. */
  providerMethods: readonly PaymentMethod[];
  /** Minutes a guest's order holds its seats until the guest confirms the address. */
  guestHoldMinutes: number;
  input: { acceptTerms: true; earlyStartConsent: boolean; sumValue?: number | undefined };
}

/**
 * What an order's invoice, confirmation mail, organizers' mails and provider payment are made
 * from: made at once for a customer, kept with a guest's hold (as JSON) until the confirmation.
 */
export interface OrderEffects {
  /** The status the order has once placed for good. */
  status: 'PLACED' | 'AWAITING_PAYMENT' | 'PAID';
  orderNumber: string;
  language: Locale;
  customer: CheckoutCustomer;
  paymentMethod: PaymentMethod | null;
  dueDate: string | null;
  totalCents: number;
  /** When the consumer agreed to an early start (ISO), or null. */
  earlyStartConsentAt: string | null;
  documentPositions: DocumentPosition[];
  mailPositions: {
    name: string;
    organizerId: number;
    organizerName: string;
    startDate: string | null;
    endDate: string | null;
    city: string | null;
    courseType: CourseType | null;
    paidCents: number;
    packageIncluded: boolean;
  }[];
}

/**
 * The storefront's page that confirms a guest's address and places the held order for good, with
 * the one-time token in the fragment (as the cancellation link's: no log or proxy sees it).
 */
const guestConfirmationLink = (origin: string, orderId: string, token: string) =>
  `${origin}/guest-order/${orderId}/confirm#${token}`;

/** A placed guest order stays open with the checkout's token this long after its last course. */
const guestOrderDays = 90;

const dayAfter = (day: string, days: number) =>
  formatISO(addDays(parseISO(day), days), { representation: 'date' });

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `<prefix>-<8 random base32 characters>`: 40 random bits, unguessable and unique enough. */
function newOrderNumber(prefix: string) {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let index = 7; index >= 0; index -= 1)
    text += base32[Number((bits >> BigInt(index * 5)) & 31n)];
  return `${prefix}-${text}`;
}

/** The SQLSTATE of a database error, from node-postgres or PGlite (also when drizzle wraps it). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A refusal that names the cart position it is about. */
const positionError = (
  code:
    | 'SCHEDULE_FULL'
    | 'SCHEDULE_ENDED'
    | 'SCHEDULE_CANCELLED'
    | 'PRICE_LEVEL_EXPIRED'
    | 'CREDITS_EXHAUSTED'
    | 'PROOF_MISSING',
  message: string,
  positions: readonly string[],
) =>
  new AppError(
    code,
    message,
    positions.map((id) => ({ path: `positions.${id}`, code: 'NOT_ALLOWED' as const, message })),
  );

const cancelledDates = (positions: readonly string[]) =>
  positionError('SCHEDULE_CANCELLED', 'The organizer cancelled a date of the cart.', positions);

/** Refuses a cart with a date its organizer cancelled since it was added (the positions named). */
function refuseCancelledDates(view: Cart) {
  const cancelled = view.positions.filter((position) => position.problem === 'SCHEDULE_CANCELLED');
  if (cancelled.length > 0) throw cancelledDates(cancelled.map((position) => position.id));
}

/** Why the seat update took no seat of `line`'s date: cancelled since the cart's check, or full. */
async function seatRefusal(tx: AppTransaction, line: { id: string; scheduleId: number }) {
  const [schedule] = await tx
    .select({ cancelledAt: courseSchedules.cancelledAt })
    .from(courseSchedules)
    .where(eq(courseSchedules.id, line.scheduleId));
  return schedule?.cancelledAt
    ? cancelledDates([line.id])
    : positionError('SCHEDULE_FULL', 'A date of the cart has no seat left.', [line.id]);
}

/**
 * Whether a consumer must agree to an early start: a course of the order starts within
 * `earlyStartConsentDays` of today (German days, by the app's clock).
 */
export function needsEarlyStartConsent(
  customerKind: 'CONSUMER' | 'BUSINESS',
  startDates: readonly string[],
  today: string,
) {
  if (customerKind !== 'CONSUMER') return false;
  const last = dayAfter(today, earlyStartConsentDays);
  return startDates.some((day) => day <= last);
}

/**
 * Places the order of `cart` (locked by the caller) and answers its id. Throws an AppError for
 * every reason the checkout cannot be ordered as it is.
 */
export async function placeOrder(
  tx: AppTransaction,
  cart: CartRow,
  context: PlaceOrderContext,
): Promise<string> {
  const { seller, language, now, today, input } = context;
  const contents = await loadCartContents(tx, cart, language);
  if (contents.lines.length === 0) throw new AppError('CART_EMPTY', 'The cart is empty.');
  const customer = await checkoutCustomerOf(tx, cart);
  const vatIdCheck = await vatIdCheckOf(tx, cart);
  const view = cartView(contents, {
    today,
    reverseCharge: reverseChargeConfirmed(customer, seller, vatIdCheck),
  });
  const courses = contents.lines.filter((line): line is CourseLine => line.kind === 'course');
  const packageLines = contents.lines.filter(
    (line): line is PackageLine => line.kind === 'package',
  );

  if (!validCustomerStatus(customer)) {
    throw new AppError('CUSTOMER_INCOMPLETE', 'The billing data is not complete.');
  }
  if (taxNumberRequired(customer, seller.country)) {
    throw new AppError(
      'CUSTOMER_INCOMPLETE',
      'A business in another EU country gives its VAT id.',
      [{ path: 'customer.vatId', code: 'REQUIRED', message: 'is required for reverse charge' }],
    );
  }
  if (cart.customerId === null && packageLines.length > 0) {
    throw new AppError(
      'PACKAGE_NEEDS_ACCOUNT',
      'A credit package is bought with a customer account: sign in to buy it.',
    );
  }
  if (cart.customerId === null && courses.length > maxGuestOrderSeats) {
    throw new AppError('VALIDATION_FAILED', 'A guest order takes only a few seats.', [
      {
        path: 'positions',
        code: 'TOO_LONG',
        message: `a guest order takes at most ${maxGuestOrderSeats} seats: sign in to book more`,
      },
    ]);
  }
  // A full date is found by the seat update below, which is what decides under concurrency.
  const refusals = {
    SCHEDULE_ENDED: 'A date of the cart is over.',
    PRICE_LEVEL_EXPIRED: 'The booking deadline of a price level of the cart has passed.',
    CREDITS_EXHAUSTED: 'A package has too few credits left for its courses.',
  } as const;
  for (const code of ['SCHEDULE_ENDED', 'PRICE_LEVEL_EXPIRED', 'CREDITS_EXHAUSTED'] as const) {
    const affected = view.positions.filter((position) => position.problem === code);
    if (affected.length > 0) {
      throw positionError(
        code,
        refusals[code],
        affected.map((position) => position.id),
      );
    }
  }
  refuseCancelledDates(view);
  if (view.rejectedVoucher) {
    throw voucherNotValid(view.rejectedVoucher);
  }
  if (input.sumValue !== undefined && input.sumValue !== view.sumValue) {
    throw new AppError('PRICE_CHANGED', 'The total changed since the summary: look at it again.');
  }

  const proofs = new Map(
    (
      await tx
        .select({ id: cartPositions.id, proofUploadId: cartPositions.proofUploadId })
        .from(cartPositions)
        .where(and(eq(cartPositions.cartId, cart.id), isNotNull(cartPositions.proofUploadId)))
    ).map((row) => [row.id, row.proofUploadId]),
  );
  const missingProofs = courses.filter((line) => line.proofRequired && !proofs.has(line.id));
  if (missingProofs.length > 0) {
    throw positionError(
      'PROOF_MISSING',
      'A course asks for a proof that is not uploaded.',
      missingProofs.map((line) => line.id),
    );
  }
  const consentNeeded = needsEarlyStartConsent(
    customer.customerKind,
    courses.map((line) => line.startDate),
    today,
  );
  if (consentNeeded && !input.earlyStartConsent) {
    throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
      {
        path: 'body.earlyStartConsent',
        code: 'REQUIRED',
        message:
          'a course starts within 14 days: agree to its start before the withdrawal period ends',
      },
    ]);
  }

  let paymentMethod: PaymentMethod | null = null;
  let paymentDeadline: string | null = null;
  let dueDate: string | null = null;
  if (view.sumValue > 0) {
    const offered = paymentMethodsFor(
      seller,
      view,
      contents,
      today,
      language,
      context.providerMethods,
    );
    paymentMethod = cart.paymentMethod;
    if (!paymentMethod || !offered.some((option) => option.method === paymentMethod)) {
      throw new AppError('PAYMENT_METHOD_REQUIRED', 'Choose one of the payment methods offered.');
    }
    if (paymentMethod === 'PREPAYMENT') {
      paymentDeadline = prepaymentDeadline(seller, today, contents);
      dueDate = paymentDeadline;
    } else if (isProviderPaymentMethod(paymentMethod)) {
      // Paid at the provider within the hour; unpaid, the order expires after today.
      paymentDeadline = today;
      dueDate = today;
    } else {
      dueDate = dayAfter(today, seller.paymentTermDays);
    }
  }

  // Seats: one conditional update per date, in the order of their ids, so that two orders of
  // the same dates wait for each other instead of deadlocking. A seat a waiting-list offer holds
  // for the checkout's address is the order's already.
  const offerAddresses = [customer.email, ...(await accountEmailOf(tx, cart.customerId))];
  const takenOffers: string[] = [];
  for (const line of [...courses].sort((a, b) => a.scheduleId - b.scheduleId)) {
    const offerId = await heldOfferOf(tx, line.scheduleId, offerAddresses, now);
    if (offerId) {
      takenOffers.push(offerId);
      continue;
    }
    const [taken] = await tx
      .update(courseSchedules)
      .set({ booked: sql`${courseSchedules.booked} + 1` })
      .where(
        and(
          eq(courseSchedules.id, line.scheduleId),
          sql`${courseSchedules.booked} + 1 <= ${courseSchedules.seats}`,
          // A cancellation committed while this order ran (the cart's check read it before).
          isNull(courseSchedules.cancelledAt),
        ),
      )
      .returning({ id: courseSchedules.id });
    if (!taken) throw await seatRefusal(tx, line);
  }

  const orderId = randomUUID();
  const voucher = contents.voucher?.voucher;
  const voucherApplies = voucher !== undefined && view.cartVoucher !== null;
  if (voucherApplies) {
    const [counted] = await tx
      .update(vouchers)
      .set({ uses: sql`${vouchers.uses} + 1` })
      .where(
        and(
          eq(vouchers.id, voucher.id),
          sql`(${vouchers.maxUses} is null or ${vouchers.uses} < ${vouchers.maxUses})`,
        ),
      )
      .returning({ id: vouchers.id });
    if (!counted) {
      throw voucherNotValid({ code: voucher.code, reason: 'VOUCHER_USED_UP' });
    }
    // The voucher's row is locked now: the uses counted below include every committed order.
    if (
      voucher.maxUsesPerCustomer !== null &&
      (await customerUsesOf(tx, voucher.id, cart)) >= voucher.maxUsesPerCustomer
    ) {
      throw voucherNotValid({ code: voucher.code, reason: 'VOUCHER_ALREADY_USED' });
    }
  }

  const positionsById = new Map(view.positions.map((position) => [position.id, position]));
  const taxes = taxLinesOf(
    view.positions.map((position) => ({
      vatCategory: position.vatCategory,
      vatRate: position.vatRate,
      vatExemptionReason: position.vatExemptionReason,
      grossValue: position.discountPriceValue,
    })),
  );
  const netCents = taxes.reduce((sum, line) => sum + line.netValue, 0);
  const taxCents = taxes.reduce((sum, line) => sum + line.taxValue, 0);
  const creditsUsed = courses
    .filter((line) => line.packageIncluded)
    .reduce((sum, line) => sum + line.durationValue, 0);
  const lastDay = courses.reduce(
    (last, line) => (line.endDate > last ? line.endDate : last),
    today,
  );
  const guest = cart.customerId === null;
  const status =
    view.sumValue === 0
      ? 'PAID'
      : paymentMethod === 'PREPAYMENT' || isProviderPaymentMethod(paymentMethod)
        ? 'AWAITING_PAYMENT'
        : 'PLACED';

  const orderNumber = newOrderNumber(seller.invoicePrefix);
  await tx.insert(orders).values({
    id: orderId,
    orderNumber,
    domain: context.domain,
    sellerId: seller.id,
    cartId: cart.id,
    customerId: cart.customerId,
    guestTokenHash: cart.customerId === null ? cart.guestTokenHash : null,
    guestExpiresAt:
      cart.customerId === null
        ? max([
            addDays(parseISO(`${lastDay}T00:00:00Z`), guestOrderDays),
            addDays(now, guestOrderDays),
          ])
        : null,
    language,
    status: guest ? 'HELD' : status,
    paymentMethod,
    paymentDeadline,
    dueDate,
    customerKind: customer.customerKind,
    billingName: customer.name,
    billingLastname: customer.lastname,
    billingCompany: customer.company,
    billingStreet: customer.street,
    billingZip: customer.zipCode,
    billingCity: customer.city,
    billingCountry: customer.country,
    billingEmail: customer.email,
    billingPhone: customer.phone,
    vatId: customer.vatId,
    buyerReference: customer.buyerReference,
    vatIdCheckId: vatIdCheck?.vatId === customer.vatId ? vatIdCheck.id : null,
    totalCents: view.sumValue,
    netCents,
    taxCents,
    creditsUsed,
    voucherId: voucherApplies ? voucher.id : null,
    voucherCode: voucherApplies ? voucher.code : null,
    earlyStartConsent: consentNeeded && input.earlyStartConsent,
    termsAcceptedAt: now,
    placedAt: now,
  });

  await acceptOffers(tx, takenOffers, orderId, now);

  // Packages first: a course of the same order may be paid with a package bought in it.
  const boughtPackages = new Map<string, string>();
  const positionIds = new Map(contents.lines.map((line) => [line.id, randomUUID()]));
  const ordered = [...packageLines, ...courses];
  await tx.insert(orderPositions).values(
    ordered.map((line, index) => {
      const position = positionsById.get(line.id)!;
      const common = {
        id: positionIds.get(line.id)!,
        orderId,
        position: index + 1,
        name: line.name,
        organizerId: line.organizerId,
        organizerName: line.organizerName,
        scopes: line.scopes,
        priceCents: position.priceValue,
        paidCents: position.discountPriceValue,
        netCents: position.netPriceValue,
        vatCategory: position.vatCategory,
        vatRateBp: position.vatRate,
        vatExemptionReason: position.vatExemptionReason,
      };
      if (line.kind === 'package') {
        return {
          ...common,
          packageId: line.packageId,
          discountCents: 0,
          packageIncluded: false,
          credits: line.creditValue,
        };
      }
      return {
        ...common,
        courseId: line.courseId,
        scheduleId: line.scheduleId,
        priceLevelId: line.priceLevelId,
        priceLevelName:
          line.priceLevels.find((level) => level.id === line.priceLevelId)?.name ?? null,
        courseType: line.courseType,
        scopeId: line.scopeId,
        categoryId: line.categoryId,
        startDate: line.startDate,
        endDate: line.endDate,
        city: line.city?.name ?? null,
        discountCents: line.packageIncluded ? 0 : position.priceValue - position.discountPriceValue,
        packageIncluded: line.packageIncluded,
        credits: line.packageIncluded ? line.durationValue : 0,
        voucherCode: position.voucher?.voucherCode ?? null,
        proofUploadId: proofs.get(line.id) ?? null,
      };
    }),
  );

  // The packages whose credits are booked stay locked until the commit, so that the ledger's
  // balance check sees every other order's entries.
  const usedPackages = courses.flatMap((line) =>
    line.creditCustomerPackageId ? [line.creditCustomerPackageId] : [],
  );
  if (usedPackages.length > 0) {
    await tx
      .select({ id: customerPackages.id })
      .from(customerPackages)
      .where(inArray(customerPackages.id, [...new Set(usedPackages)].sort()))
      .orderBy(customerPackages.id)
      .for('update');
  }
  try {
    for (const line of packageLines) {
      const [owned] = await tx
        .insert(customerPackages)
        .values({
          customerId: cart.customerId!,
          packageId: line.packageId,
          orderPositionId: positionIds.get(line.id)!,
          createdAt: now,
        })
        .returning({ id: customerPackages.id });
      boughtPackages.set(line.id, owned!.id);
      await tx.insert(creditLedger).values({
        customerPackageId: owned!.id,
        delta: line.creditValue,
        reason: 'PURCHASE',
        orderPositionId: positionIds.get(line.id)!,
        createdAt: now,
      });
    }
    for (const line of courses.filter((entry) => entry.packageIncluded)) {
      const customerPackageId =
        line.creditCustomerPackageId ?? boughtPackages.get(line.creditPackagePositionId ?? '');
      if (!customerPackageId) throw new Error(`Course position ${line.id} has no credit source`);
      await tx.insert(creditLedger).values({
        customerPackageId,
        delta: -line.durationValue,
        reason: 'BOOKING',
        orderPositionId: positionIds.get(line.id)!,
        createdAt: now,
      });
      await tx
        .update(orderPositions)
        .set({ creditCustomerPackageId: customerPackageId })
        .where(eq(orderPositions.id, positionIds.get(line.id)!));
    }
  } catch (error) {
    // The ledger's trigger refuses an entry that leaves a package below zero.
    if (sqlStateOf(error) === '23514') {
      throw new AppError(
        'CREDITS_EXHAUSTED',
        'A package has too few credits left for its courses.',
      );
    }
    throw error;
  }

  if (voucherApplies) {
    await tx.insert(voucherUses).values({
      voucherId: voucher.id,
      orderId,
      customerId: cart.customerId,
      email: customer.email.trim().toLowerCase(),
      createdAt: now,
    });
  }

  await tx.delete(carts).where(eq(carts.id, cart.id));

  const effects: OrderEffects = {
    status,
    orderNumber,
    language,
    customer,
    paymentMethod,
    dueDate,
    totalCents: view.sumValue,
    earlyStartConsentAt: consentNeeded && input.earlyStartConsent ? now.toISOString() : null,
    documentPositions: ordered.map((line) => {
      const position = positionsById.get(line.id)!;
      const course = line.kind === 'course' ? line : null;
      // Self-study has no days to put in a calendar.
      const dated = course !== null && course.courseType !== 'SELF';
      return {
        id: positionIds.get(line.id)!,
        name: line.name,
        organizerName: line.organizerName,
        startDate: dated ? course.startDate : null,
        endDate: dated ? course.endDate : null,
        place: course ? placeText(language, course.courseType, course.city?.name ?? null) : '',
        listPriceCents: position.priceValue,
        payableCents: position.discountPriceValue,
        vatCategory: position.vatCategory,
        vatExemptionReason: position.vatExemptionReason,
      };
    }),
    mailPositions: ordered.map((line) => {
      const position = positionsById.get(line.id)!;
      return {
        name: line.name,
        organizerId: line.organizerId,
        organizerName: line.organizerName,
        startDate: line.kind === 'course' ? line.startDate : null,
        endDate: line.kind === 'course' ? line.endDate : null,
        city: line.kind === 'course' ? (line.city?.name ?? null) : null,
        courseType: line.kind === 'course' ? line.courseType : null,
        paidCents: position.discountPriceValue,
        packageIncluded: line.kind === 'course' && line.packageIncluded,
      };
    }),
  };
  if (guest) {
    const { token, hash } = newLinkToken();
    await tx.insert(guestOrderHolds).values({
      orderId,
      tokenHash: hash,
      expiresAt: addMinutes(now, context.guestHoldMinutes),
      effects,
      createdAt: now,
    });
    await context.outbox.write(
      tx,
      guestHoldMail({
        language,
        seller,
        siteName: context.siteName,
        orderNumber,
        minutes: context.guestHoldMinutes,
        link: guestConfirmationLink(context.origin, orderId, token),
        customer,
      }),
    );
    return orderId;
  }
  await completeOrder(tx, orderId, effects, context);
  return orderId;
}

/**
 * Makes what a placed order is for good in its transaction: the provider payment to open, the
 * cancellation link, the invoice number and the invoice's data, the confirmation mail and the
 * organizers' mails (the documents and the confirmation rendered after the commit).
 */
export async function completeOrder(
  tx: AppTransaction,
  orderId: string,
  effects: OrderEffects,
  context: CompleteOrderContext,
) {
  const { seller, now, today } = context;
  const { language, customer, paymentMethod, dueDate, status, orderNumber } = effects;
  if (isProviderPaymentMethod(paymentMethod) && context.providerName) {
    await openPayment(
      tx,
      {
        orderId,
        provider: context.providerName,
        method: paymentMethod,
        amountCents: effects.totalCents,
      },
      now,
    );
  }
  const cancelToken = await issueCancellationToken(tx, orderId, now);
  // What needs no invoice number comes before the seller's counter, whose row stays locked until
  // the commit: every order of the seller waits for it.
  const organizerEmails = await organizerEmailsOf(tx, [
    ...new Set(effects.mailPositions.map((position) => position.organizerId)),
  ]);
  const withdrawalEnds = withdrawalLastDay(customer.customerKind, today);
  const terms = withdrawalEnds === null ? undefined : await loadContentPage(tx, 'terms', language);

  const invoiceNumber = await nextInvoiceNumber(tx, seller, today);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      sellerId: seller.id,
      number: invoiceNumber,
      kind: 'INVOICE',
      orderId,
      issuedAt: now,
      totalCents: effects.totalCents,
    })
    .returning({ id: invoices.id });

  const documents = orderDocumentData({
    language,
    domain: context.domain,
    now,
    today,
    seller,
    customer,
    orderNumber,
    invoiceNumber,
    // The provider collects the amount: the invoice asks for no transfer.
    payment:
      paymentMethod === null || isProviderPaymentMethod(paymentMethod)
        ? { method: 'PAID' }
        : { method: paymentMethod, dueDate: dueDate! },
    positions: effects.documentPositions,
  });
  const [confirmation, ...organizerMails] = orderMails({
    consumer:
      withdrawalEnds === null
        ? null
        : {
            withdrawalLastDay: withdrawalEnds,
            terms: terms ? { title: terms.title, body: terms.body } : null,
            earlyStartConsentAt:
              effects.earlyStartConsentAt === null ? null : new Date(effects.earlyStartConsentAt),
          },
    giroCode: documents.giroCode,
    language,
    siteName: context.siteName,
    seller,
    orderNumber,
    invoiceNumber,
    status,
    paymentMethod,
    dueDate,
    totalCents: effects.totalCents,
    customer,
    positions: effects.mailPositions,
    cancelLink: cancellationLink(context.origin, orderId, cancelToken),
    organizerEmails,
  });
  await context.invoiceDocuments.issue(tx, invoice!.id, {
    invoice: documents.invoice,
    mail: { mail: confirmation!, calendar: documents.calendar },
  });
  for (const mail of organizerMails) await context.outbox.write(tx, mail);
}

/** The signed-in customer's own address, beside the checkout's billing address. */
async function accountEmailOf(db: Db, customerId: string | null) {
  if (customerId === null) return [];
  const rows = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return rows.map((row) => row.email);
}

async function organizerEmailsOf(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: organizers.id, email: organizers.email })
    .from(organizers)
    .where(inArray(organizers.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}
