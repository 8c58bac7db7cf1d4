/**
 * Placing an order (docs/booking.md, placing an order): one transaction that holds the checkout's cart
 * row, checks the checkout again against the catalogue now, takes the seats, counts the voucher,
 * books the credits, writes the order with a snapshot of its positions, reserves the invoice
 * number and keeps the invoice's data with the order's mails, and deletes the checkout. Whatever
 * fails throws, and the transaction leaves nothing behind. The invoice's documents are rendered
 * from the kept data after the commit (invoices/stored-documents.ts), not while the seller's
 * invoice counter is locked, and the same job writes the confirmation that carries them and the
 * organizers' mails into the outbox.
 *
 * A guest's order only holds its seats (status HELD, orders/guest-hold.ts): the invoice, the
 * mails and the provider payment wait for the confirmation of the billing address, and what they
 * are made of is kept with the hold (`OrderEffects`) until then.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMinutes, formatISO, max, parseISO } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import type { CartContents, CartRow, CourseLine, PackageLine } from '../booking/cart-data.ts';
import { customerUsesOf, loadCartContents } from '../booking/cart-data.ts';
import { cartView } from '../booking/cart-view.ts';
import { checkoutCustomerOf, paymentMethodsFor, prepaymentDeadline } from '../booking/checkout.ts';
import { voucherNotValid } from '../booking/vouchers.ts';
import type { Db, Transaction } from '../db/client.ts';
import {
  carts,
  creditLedger,
  customerPackages,
  guestOrderHolds,
  orderPositions,
  orders,
  organizers,
  vouchers,
  voucherUses,
  type OrderPositionRow,
  type OrderRow,
  type PaymentRow,
  type Voucher,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { InvoiceDocuments } from '../invoices/stored-documents.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { openPayment } from './provider-payment.ts';
import { orderDocumentData, type DocumentPosition } from './documents.ts';
import { cancellationLink } from './cancellation-link.ts';
import { acceptOffers, newLinkToken } from '../waiting-list/offers.ts';
import { loadContentPage } from '../content/queries.ts';
import { reverseChargeConfirmed, vatIdCheckOf } from '../vat-ids/checks.ts';
import { issueOrderInvoice } from './invoice-number.ts';
import { billingColumnsOf } from './checkout-state.ts';
import { guestHoldMail, orderMails, placeText } from './mails.ts';
import { newAttendanceCode } from '../attendance/wall-time.ts';
import { ticketMail, type MailPerson } from './participant-mails.ts';
import { cancelledDates, positionError, takeOrderSeats } from '../seats/seats.ts';

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
  input: {
    acceptTerms: true;
    earlyStartConsent: boolean;
    sumValue?: number | undefined;
    /** Who attends a course position when not the customer, by the cart position's id. */
    participants?: { positionId: string; participant: MailPerson }[] | undefined;
  };
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
    /** Who attends when not the customer; absent or null: the customer. */
    participant?: MailPerson | null;
    /** The participant's ticket (a course position's); absent or null: none. */
    ticketCode?: string | null;
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

/** Refuses a cart with a date its organizer cancelled since it was added (the positions named). */
function refuseCancelledDates(view: Cart) {
  const cancelled = view.positions.filter((position) => position.problem === 'SCHEDULE_CANCELLED');
  if (cancelled.length > 0) throw cancelledDates(cancelled.map((position) => position.id));
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

/** What placing an order wrote: the order's answer is made from it without reading it again. */
export interface PlacedOrder {
  order: OrderRow;
  /** In their order. */
  positions: OrderPositionRow[];
  /** None while a guest's order is held. */
  invoice: IssuedInvoice | null;
  /** The payment to start at the provider, if it collects the order. */
  payment: PaymentRow | undefined;
}

/** The invoice a placed order was issued. */
export interface IssuedInvoice {
  id: string;
  number: string;
}

/**
 * Places the order of `cart` (locked by the caller) and answers what it wrote. Throws an AppError for
 * every reason the checkout cannot be ordered as it is. The steps: check the checkout, take the
 * seats, count the voucher, write the order, book the credits, close the checkout, then issue
 * what the order is for good (a guest's order: hold it until the address is confirmed).
 */
export async function placeOrder(
  tx: Transaction,
  cart: CartRow,
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const checkout = await checkCheckout(tx, cart, context);
  const takenOffers = await takeOrderSeats(
    tx,
    checkout.courses,
    {
      schedules: checkout.contents.heldSchedules,
      addresses: [checkout.customer.email, ...checkout.contents.offerAddresses],
    },
    context.now,
  );
  const voucher = await countVoucher(tx, cart, checkout);
  const written = await writeOrder(tx, cart, checkout, voucher, context);
  await acceptOffers(tx, takenOffers, written.orderId, context.now);
  await bookCredits(tx, cart, checkout, written.positionIds, context.now);
  await closeCheckout(tx, cart, checkout, voucher, written.orderId, context.now);
  const effects = orderEffects(checkout, written, context);
  const placed = { order: written.order, positions: written.positions };
  if (cart.customerId === null) {
    await holdForGuest(tx, written.orderId, effects, context);
    return { ...placed, invoice: null, payment: undefined };
  }
  const completed = await completeOrder(tx, written.orderId, effects, context, {
    organizerEmails: organizerEmailsOf(checkout),
    terms: checkout.contents.terms,
  });
  return { ...placed, ...completed };
}

/** A checkout checked for ordering: its contents, view, customer and payment terms. */
interface CheckedCheckout {
  contents: CartContents;
  view: Cart;
  customer: CheckoutCustomer;
  vatIdCheck: Awaited<ReturnType<typeof vatIdCheckOf>>;
  courses: CourseLine[];
  packageLines: PackageLine[];
  consentNeeded: boolean;
  /** Who attends a course position when not the customer, by cart position id. */
  participants: Map<string, MailPerson>;
  paymentMethod: PaymentMethod | null;
  paymentDeadline: string | null;
  dueDate: string | null;
}

/** Step 1: the checkout read again and checked against the catalogue and the rules now. */
async function checkCheckout(
  tx: Transaction,
  cart: CartRow,
  context: PlaceOrderContext,
): Promise<CheckedCheckout> {
  const { seller, language, today, input } = context;
  const contents = await loadCartContents(tx, cart, language, 'order');
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
  refuseIncompleteCustomer(cart, customer, seller, courses, packageLines);
  refuseProblems(view, input.sumValue);
  const missingProofs = courses.filter((line) => line.proofRequired && !line.proofUploadId);
  if (missingProofs.length > 0) {
    throw positionError(
      'PROOF_MISSING',
      'A course asks for a proof that is not uploaded.',
      missingProofs.map((line) => line.id),
    );
  }
  const participants = participantsOf(input.participants, courses, customer);
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
  const payment = paymentTermsOf(cart, contents, view, context);
  return {
    contents,
    view,
    customer,
    vatIdCheck,
    courses,
    packageLines,
    consentNeeded,
    participants,
    ...payment,
  };
}

/**
 * The participants named for the checkout's course positions, by cart position id: refuses one
 * for a position that is not a course of the checkout; one who is the customer (the billing
 * address) is no other participant.
 */
function participantsOf(
  named: PlaceOrderContext['input']['participants'],
  courses: readonly CourseLine[],
  customer: CheckoutCustomer,
): Map<string, MailPerson> {
  const participants = new Map<string, MailPerson>();
  for (const [index, { positionId, participant }] of (named ?? []).entries()) {
    if (!courses.some((line) => line.id === positionId)) {
      throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
        {
          path: `body.participants.${index}.positionId`,
          code: 'NOT_ALLOWED',
          message: 'must be a course position of the checkout',
        },
      ]);
    }
    if (participant.email.toLowerCase() !== customer.email.toLowerCase()) {
      participants.set(positionId, participant);
    }
  }
  return participants;
}

/** Refuses billing data that is not complete, and what a guest cannot order. */
function refuseIncompleteCustomer(
  cart: CartRow,
  customer: CheckoutCustomer,
  seller: Seller,
  courses: readonly CourseLine[],
  packageLines: readonly PackageLine[],
) {
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
}

/** Refuses the problems the cart's view finds now, and a total that changed since the summary. */
function refuseProblems(view: Cart, sumValue: number | undefined) {
  // A full date is found by the seat update, which is what decides under concurrency.
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
  if (sumValue !== undefined && sumValue !== view.sumValue) {
    throw new AppError('PRICE_CHANGED', 'The total changed since the summary: look at it again.');
  }
}

/** The payment method (one of those offered), its deadline and the invoice's due date. */
function paymentTermsOf(
  cart: CartRow,
  contents: CartContents,
  view: Cart,
  context: PlaceOrderContext,
) {
  const { seller, today, language } = context;
  if (view.sumValue === 0) return { paymentMethod: null, paymentDeadline: null, dueDate: null };
  const offered = paymentMethodsFor(
    seller,
    view,
    contents,
    today,
    language,
    context.providerMethods,
  );
  const paymentMethod = cart.paymentMethod;
  if (!paymentMethod || !offered.some((option) => option.method === paymentMethod)) {
    throw new AppError('PAYMENT_METHOD_REQUIRED', 'Choose one of the payment methods offered.');
  }
  if (paymentMethod === 'PREPAYMENT') {
    const paymentDeadline = prepaymentDeadline(seller, today, contents);
    return { paymentMethod, paymentDeadline, dueDate: paymentDeadline };
  }
  // Paid at the provider within the hour; unpaid, the order expires after today.
  if (isProviderPaymentMethod(paymentMethod))
    return { paymentMethod, paymentDeadline: today, dueDate: today };
  return {
    paymentMethod,
    paymentDeadline: null,
    dueDate: dayAfter(today, seller.paymentTermDays),
  };
}

/** The cart's voucher if it applies to the order. */
type AppliedVoucher = Voucher | null;

/** Step 3: counts a use of the cart's voucher, if it applies; refuses one used up. */
async function countVoucher(
  tx: Transaction,
  cart: CartRow,
  checkout: CheckedCheckout,
): Promise<AppliedVoucher> {
  const voucher = checkout.contents.voucher?.voucher;
  if (voucher === undefined || checkout.view.cartVoucher === null) return null;
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
  return voucher;
}

/** What writing the order made: its ids, number, status and positions in order. */
interface WrittenOrder {
  orderId: string;
  orderNumber: string;
  status: OrderEffects['status'];
  /** The order position's id of each cart position. */
  positionIds: Map<string, string>;
  /** Packages first: a course of the same order may be paid with a package bought in it. */
  ordered: (CourseLine | PackageLine)[];
  order: OrderRow;
  /** The rows of `ordered`, in their order. */
  positions: OrderPositionRow[];
}

/** Step 4: the order row and its positions, a snapshot of the checkout. */
async function writeOrder(
  tx: Transaction,
  cart: CartRow,
  checkout: CheckedCheckout,
  voucher: AppliedVoucher,
  context: PlaceOrderContext,
): Promise<WrittenOrder> {
  const { seller, now, today } = context;
  const { view, customer, courses, paymentMethod } = checkout;
  const taxes = taxLinesOf(
    view.positions.map((position) => ({
      vatCategory: position.vatCategory,
      vatRate: position.vatRate,
      vatExemptionReason: position.vatExemptionReason,
      grossValue: position.discountPriceValue,
    })),
  );
  const lastDay = courses.reduce(
    (last, line) => (line.endDate > last ? line.endDate : last),
    today,
  );
  const status =
    view.sumValue === 0
      ? 'PAID'
      : paymentMethod === 'PREPAYMENT' || isProviderPaymentMethod(paymentMethod)
        ? 'AWAITING_PAYMENT'
        : 'PLACED';
  const guest = cart.customerId === null;
  const orderId = randomUUID();
  const orderNumber = newOrderNumber(seller.invoicePrefix);
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      orderNumber,
      domain: context.domain,
      sellerId: seller.id,
      cartId: cart.id,
      customerId: cart.customerId,
      guestTokenHash: guest ? cart.guestTokenHash : null,
      guestExpiresAt: guest
        ? max([
            addDays(parseISO(`${lastDay}T00:00:00Z`), guestOrderDays),
            addDays(now, guestOrderDays),
          ])
        : null,
      language: context.language,
      status: guest ? 'HELD' : status,
      paymentMethod,
      paymentDeadline: checkout.paymentDeadline,
      dueDate: checkout.dueDate,
      ...billingColumnsOf(customer),
      vatIdCheckId: checkout.vatIdCheck?.vatId === customer.vatId ? checkout.vatIdCheck.id : null,
      totalCents: view.sumValue,
      netCents: taxes.reduce((sum, line) => sum + line.netValue, 0),
      taxCents: taxes.reduce((sum, line) => sum + line.taxValue, 0),
      creditsUsed: courses
        .filter((line) => line.packageIncluded)
        .reduce((sum, line) => sum + line.durationValue, 0),
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      earlyStartConsent: checkout.consentNeeded && context.input.earlyStartConsent,
      termsAcceptedAt: now,
      placedAt: now,
    })
    .returning();
  const positionIds = new Map(checkout.contents.lines.map((line) => [line.id, randomUUID()]));
  const ordered = [...checkout.packageLines, ...courses];
  const positions = await tx
    .insert(orderPositions)
    .values(ordered.map((line, index) => positionRow(line, index, orderId, checkout, positionIds)))
    .returning();
  positions.sort((first, second) => first.position - second.position);
  return { orderId, orderNumber, status, positionIds, ordered, order: order!, positions };
}

/** The order position of a cart line, as the checkout's view prices it. */
function positionRow(
  line: CourseLine | PackageLine,
  index: number,
  orderId: string,
  checkout: CheckedCheckout,
  positionIds: Map<string, string>,
): typeof orderPositions.$inferInsert {
  const position = checkout.view.positions.find((entry) => entry.id === line.id)!;
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
    priceLevelName: line.priceLevels.find((level) => level.id === line.priceLevelId)?.name ?? null,
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
    proofUploadId: line.proofUploadId,
    ...participantColumns(checkout.participants.get(line.id)),
    ticketCode: newAttendanceCode(),
  };
}

/** A position's participant columns: all null when the customer attends. */
const participantColumns = (participant: MailPerson | undefined) => ({
  participantFirstName: participant?.firstName ?? null,
  participantLastName: participant?.lastName ?? null,
  participantEmail: participant?.email ?? null,
});

/**
 * Step 5: the packages bought get their credits, the courses paid with credits take theirs. The
 * packages whose credits are booked stay locked until the commit, so that the ledger's balance
 * check sees every other order's entries; the ledger's trigger refuses an entry that leaves a
 * package below zero.
 */
async function bookCredits(
  tx: Transaction,
  cart: CartRow,
  checkout: CheckedCheckout,
  positionIds: Map<string, string>,
  now: Date,
) {
  const paidWithCredits = checkout.courses.filter((line) => line.packageIncluded);
  if (checkout.packageLines.length === 0 && paidWithCredits.length === 0) return;
  const usedPackages = paidWithCredits.flatMap((line) =>
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
  const boughtPackages = new Map<string, string>();
  try {
    for (const line of checkout.packageLines) {
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
    for (const line of paidWithCredits) {
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
    if (sqlStateOf(error) === '23514') {
      throw new AppError(
        'CREDITS_EXHAUSTED',
        'A package has too few credits left for its courses.',
      );
    }
    throw error;
  }
}

/** Step 6: the voucher's use recorded, the checkout deleted. */
async function closeCheckout(
  tx: Transaction,
  cart: CartRow,
  checkout: CheckedCheckout,
  voucher: AppliedVoucher,
  orderId: string,
  now: Date,
) {
  if (voucher) {
    await tx.insert(voucherUses).values({
      voucherId: voucher.id,
      orderId,
      customerId: cart.customerId,
      email: checkout.customer.email.trim().toLowerCase(),
      createdAt: now,
    });
  }
  await tx.delete(carts).where(eq(carts.id, cart.id));
}

/** What the order's invoice, mails and provider payment are made from. */
function orderEffects(
  checkout: CheckedCheckout,
  written: WrittenOrder,
  context: PlaceOrderContext,
): OrderEffects {
  const { language, now, input } = context;
  const priced = (line: CourseLine | PackageLine) =>
    checkout.view.positions.find((position) => position.id === line.id)!;
  const ticketCodes = new Map(written.positions.map((row) => [row.id, row.ticketCode]));
  return {
    status: written.status,
    orderNumber: written.orderNumber,
    language,
    customer: checkout.customer,
    paymentMethod: checkout.paymentMethod,
    dueDate: checkout.dueDate,
    totalCents: checkout.view.sumValue,
    earlyStartConsentAt:
      checkout.consentNeeded && input.earlyStartConsent ? now.toISOString() : null,
    documentPositions: written.ordered.map((line) => {
      const position = priced(line);
      const course = line.kind === 'course' ? line : null;
      // Self-study has no days to put in a calendar.
      const dated = course !== null && course.courseType !== 'SELF';
      return {
        id: written.positionIds.get(line.id)!,
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
    mailPositions: written.ordered.map((line) => ({
      name: line.name,
      organizerId: line.organizerId,
      organizerName: line.organizerName,
      startDate: line.kind === 'course' ? line.startDate : null,
      endDate: line.kind === 'course' ? line.endDate : null,
      city: line.kind === 'course' ? (line.city?.name ?? null) : null,
      courseType: line.kind === 'course' ? line.courseType : null,
      paidCents: priced(line).discountPriceValue,
      packageIncluded: line.kind === 'course' && line.packageIncluded,
      participant: checkout.participants.get(line.id) ?? null,
      ticketCode: ticketCodes.get(written.positionIds.get(line.id)!) ?? null,
    })),
  };
}

/** The organizers' addresses of the checkout's lines, read with the cart. */
const organizerEmailsOf = (checkout: CheckedCheckout) =>
  new Map(checkout.contents.lines.map((line) => [line.organizerId, line.organizerEmail]));

/**
 * Step 7 for a guest: the order holds its seats until the guest confirms the address; what the
 * order is made of is kept with the hold, and the guest gets the link to confirm.
 */
async function holdForGuest(
  tx: Transaction,
  orderId: string,
  effects: OrderEffects,
  context: PlaceOrderContext,
) {
  const { token, hash } = newLinkToken();
  await tx.insert(guestOrderHolds).values({
    orderId,
    tokenHash: hash,
    expiresAt: addMinutes(context.now, context.guestHoldMinutes),
    effects,
    createdAt: context.now,
  });
  await context.outbox.write(
    tx,
    guestHoldMail({
      language: context.language,
      seller: context.seller,
      siteName: context.siteName,
      orderNumber: effects.orderNumber,
      minutes: context.guestHoldMinutes,
      link: guestConfirmationLink(context.origin, orderId, token),
      customer: effects.customer,
    }),
  );
}

/** What the checkout's read brought that completing its order needs, so it is not read again. */
interface ReadWithCheckout {
  organizerEmails: Map<number, string>;
  /** The terms, null when there are none; undefined when the checkout's read did not need them. */
  terms: { title: string; body: string } | null | undefined;
}

/**
 * Makes what a placed order is for good in its transaction: the provider payment to open, the
 * cancellation link, the invoice number and the invoice's data, the confirmation mail and the
 * organizers' mails (the documents rendered after the commit by the job that then writes the
 * mails into the outbox).
 */
export async function completeOrder(
  tx: Transaction,
  orderId: string,
  effects: OrderEffects,
  context: CompleteOrderContext,
  readWithCheckout?: ReadWithCheckout,
): Promise<{ invoice: IssuedInvoice; payment: PaymentRow | undefined }> {
  const { seller, now, today } = context;
  const { language, customer, paymentMethod, dueDate, status, orderNumber } = effects;
  let payment: PaymentRow | undefined;
  if (isProviderPaymentMethod(paymentMethod) && context.providerName) {
    payment = await openPayment(
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
  const cancellation = newLinkToken();
  // What needs no invoice number comes before the seller's counter, whose row stays locked until
  // the commit: every order of the seller waits for it.
  const organizerEmails =
    readWithCheckout?.organizerEmails ??
    (await readOrganizerEmails(tx, [
      ...new Set(effects.mailPositions.map((position) => position.organizerId)),
    ]));
  const withdrawalEnds = withdrawalLastDay(customer.customerKind, today);
  const terms =
    withdrawalEnds === null
      ? null
      : readWithCheckout?.terms !== undefined
        ? readWithCheckout.terms
        : ((await loadContentPage(tx, 'terms', language)) ?? null);

  const invoice = await issueOrderInvoice(tx, seller, today, {
    orderId,
    issuedAt: now,
    totalCents: effects.totalCents,
    cancellationTokenHash: cancellation.hash,
  });
  const invoiceNumber = invoice.number;

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
            terms: terms && { title: terms.title, body: terms.body },
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
    cancelLink: cancellationLink(context.origin, orderId, cancellation.token),
    organizerEmails,
  });
  // Each participant other than the customer gets the ticket; the invoice stays with the customer.
  const tickets = effects.mailPositions.flatMap((position) =>
    position.participant
      ? [
          ticketMail(
            {
              language,
              seller,
              siteName: context.siteName,
              orderNumber,
              customer: {
                firstName: customer.name,
                lastName: customer.lastname,
                email: customer.email,
              },
              position,
            },
            position.participant,
          ),
        ]
      : [],
  );
  await context.invoiceDocuments.issue(tx, invoice.id, {
    invoice: documents.invoice,
    mail: { mail: confirmation!, calendar: documents.calendar, tickets: ticketsOf(effects) },
    alongside: [...organizerMails, ...tickets],
  });
  return { invoice, payment };
}

/** The tickets whose QR codes the confirmation carries: the in-person courses'. */
const ticketsOf = (effects: OrderEffects) =>
  effects.mailPositions.flatMap((position) =>
    position.courseType === 'PRESENT' && position.ticketCode ? [position.ticketCode] : [],
  );

async function readOrganizerEmails(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: organizers.id, email: organizers.email })
    .from(organizers)
    .where(inArray(organizers.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}
