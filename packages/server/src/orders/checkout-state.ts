/**
 * The checkout's steps before the order, for a customer's cart and a guest's checkout alike:
 * billing data with the rules' verdict, the payment method, the proof of a position, and the
 * summary the order page shows.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  hasWithdrawalRight,
  taxLinesOf,
  type CheckoutCustomer,
  type CheckoutPayment,
  type Locale,
  type OrderSummary,
  type PaymentMethod,
  type Seller,
} from '@kursmarkt/schemas';
import { loadCartContents, type CartRow, type CourseLine } from '../booking/cart-data.ts';
import type { Db } from '../db/client.ts';
import { cartView } from '../booking/cart-view.ts';
import { checkoutCustomerOf, customerStatusOf, paymentMethodsFor } from '../booking/checkout.ts';
import { cartPositions, carts, courses, uploads } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { reverseChargeConfirmed, vatIdCheckOf } from '../vat-ids/checks.ts';
import { needsEarlyStartConsent } from './place.ts';
import { withdrawalNotice } from './withdrawal-notice.ts';

export interface CheckoutContext {
  seller: Seller;
  language: Locale;
  /** Today in Germany by the app's clock. */
  today: string;
  now: Date;
  /** The methods the server's payment provider collects; none without one. */
  providerMethods: readonly PaymentMethod[];
}

/** The billing data with `validCustomerStatus` and `taxNumberRequired`. */
export async function customerState(db: Db, cart: CartRow, seller: Seller) {
  const customer = await checkoutCustomerOf(db, cart);
  return { customer, ...customerStatusOf(customer, seller) };
}

/** The billing columns a cart and an order keep of the checkout's customer data. */
export function billingColumnsOf(customer: CheckoutCustomer) {
  return {
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
  };
}

/** Writes the checkout's billing data into the cart row. */
export async function setCheckoutCustomer(
  db: Db,
  cart: CartRow,
  customer: CheckoutCustomer,
  now: Date,
): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({
      ...billingColumnsOf(customer),
      updatedAt: now,
    })
    .where(eq(carts.id, cart.id))
    .returning();
  return row!;
}

/** The payment method chosen and the methods the seller offers for the checkout now. */
export async function checkoutPayment(
  db: Db,
  cart: CartRow,
  context: CheckoutContext,
): Promise<CheckoutPayment> {
  const contents = await loadCartContents(db, cart, context.language);
  const view = cartView(contents, { today: context.today });
  const methods = paymentMethodsFor(
    context.seller,
    view,
    contents,
    context.today,
    context.language,
    context.providerMethods,
  );
  const chosen = methods.some((option) => option.method === cart.paymentMethod)
    ? cart.paymentMethod
    : null;
  return { paymentMethod: chosen, methods };
}

/** Chooses the payment method; 422 at `body.paymentMethod` for one not offered now. */
export async function choosePayment(
  db: Db,
  cart: CartRow,
  method: PaymentMethod,
  context: CheckoutContext,
): Promise<CheckoutPayment> {
  const { methods } = await checkoutPayment(db, cart, context);
  if (!methods.some((option) => option.method === method)) {
    throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
      {
        path: 'body.paymentMethod',
        code: 'NOT_ALLOWED',
        message:
          methods.length === 0
            ? 'nothing is to be paid'
            : `must be one of ${methods.map((option) => option.method).join(', ')}`,
      },
    ]);
  }
  await db
    .update(carts)
    .set({ paymentMethod: method, updatedAt: context.now })
    .where(eq(carts.id, cart.id));
  return { paymentMethod: method, methods };
}

/** The storefront's paths of the terms and the privacy policy (docs/routes-and-screens.md). */
const legalPaths = { termsPath: '/agb', privacyPath: '/datenschutz' } as const;

/** Everything the summary page shows before the order is placed. */
export async function checkoutSummary(
  db: Db,
  cart: CartRow,
  context: CheckoutContext,
): Promise<OrderSummary> {
  const contents = await loadCartContents(db, cart, context.language);
  const state = await customerState(db, cart, context.seller);
  const view = cartView(contents, {
    today: context.today,
    reverseCharge: reverseChargeConfirmed(
      state.customer,
      context.seller,
      await vatIdCheckOf(db, cart),
    ),
  });
  const payment = await checkoutPayment(db, cart, context);
  const courseLines = contents.lines.filter((line): line is CourseLine => line.kind === 'course');
  const extra =
    courseLines.length === 0
      ? []
      : await db
          .select({
            id: cartPositions.id,
            proofHintDe: courses.proofHintDe,
            proofHintEn: courses.proofHintEn,
            uploadId: uploads.id,
            originalName: uploads.originalName,
            mediaType: uploads.mediaType,
          })
          .from(cartPositions)
          .innerJoin(courses, eq(courses.id, cartPositions.courseId))
          .leftJoin(uploads, eq(uploads.id, cartPositions.proofUploadId))
          .where(
            and(
              eq(cartPositions.cartId, cart.id),
              inArray(
                cartPositions.id,
                courseLines.map((line) => line.id),
              ),
            ),
          );
  const extraOf = new Map(extra.map((row) => [row.id, row]));
  const positions = view.positions.map((position) => {
    const row = extraOf.get(position.id);
    const hint = context.language === 'de' ? row?.proofHintDe : row?.proofHintEn;
    return {
      ...position,
      proofHint: position.proofRequired ? (hint ?? null) : null,
      proof:
        row?.uploadId && row.originalName && row.mediaType
          ? { id: row.uploadId, originalName: row.originalName, mediaType: row.mediaType }
          : null,
    };
  });
  return {
    cartId: cart.id,
    positions,
    cartVoucher: view.cartVoucher,
    rejectedVoucher: view.rejectedVoucher,
    sumValue: view.sumValue,
    netSumValue: view.netSumValue,
    taxes: taxLinesOf(
      view.positions.map((position) => ({
        vatCategory: position.vatCategory,
        vatRate: position.vatRate,
        vatExemptionReason: position.vatExemptionReason,
        grossValue: position.discountPriceValue,
      })),
    ),
    customer: state.customer,
    validCustomerStatus: state.validCustomerStatus,
    taxNumberRequired: state.taxNumberRequired,
    paymentMethod: view.sumValue > 0 ? payment.paymentMethod : null,
    paymentStep: view.paymentStep,
    verificationStep: view.verificationStep,
    missingProofs: positions
      .filter((position) => position.proofRequired && position.proof === null)
      .map((position) => position.id),
    withdrawalApplies: hasWithdrawalRight(state.customer.customerKind),
    withdrawalNotice: hasWithdrawalRight(state.customer.customerKind)
      ? withdrawalNotice(context.language, context.seller)
      : null,
    earlyStartConsentRequired: needsEarlyStartConsent(
      state.customer.customerKind,
      courseLines.map((line) => line.startDate),
      context.today,
    ),
    ...legalPaths,
  };
}

/**
 * Links an upload to a course position of the cart as its proof; false when the cart has no
 * course position of this id.
 */
export async function attachProof(db: Db, cart: CartRow, positionId: string, uploadId: string) {
  const updated = await db
    .update(cartPositions)
    .set({ proofUploadId: uploadId })
    .where(
      and(
        eq(cartPositions.id, positionId),
        eq(cartPositions.cartId, cart.id),
        // A package has nothing to prove.
        isNotNull(cartPositions.courseId),
      ),
    )
    .returning({ id: cartPositions.id });
  return updated.length > 0;
}
