/**
 * The value lists of booking (docs/booking.md): payment methods, VAT treatments, voucher kinds and the
 * codes a cart gives for what it refuses. Free of the schema library, for browser code; the zod
 * enums of the contract and the domain configuration are built from these.
 */

/**
 * How an order is paid; a domain's seller offers some of them (`seller.paymentMethods`). Card and
 * SEPA Direct Debit go through the payment provider and are offered only where the server has one
 * configured.
 */
export const paymentMethods = ['INVOICE', 'PREPAYMENT', 'CARD', 'SEPA_DEBIT'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The methods a payment provider collects (packages/server/src/payments). */
export const providerPaymentMethods = ['CARD', 'SEPA_DEBIT'] as const;
export type ProviderPaymentMethod = (typeof providerPaymentMethods)[number];
export const isProviderPaymentMethod = (
  method: PaymentMethod | null,
): method is ProviderPaymentMethod => method === 'CARD' || method === 'SEPA_DEBIT';

/**
 * The VAT treatment of a course or package: `STANDARD` (19 %) or `EXEMPT` with its legal reason
 * (e.g. `§ 4 Nr. 21 UStG`). Prices are gross.
 */
export const vatCategories = ['STANDARD', 'EXEMPT'] as const;
export type VatCategory = (typeof vatCategories)[number];

/**
 * The VAT treatment of a position in a checkout or an order: the catalogue's, or `REVERSE_CHARGE`
 * for a business in another EU member state than the seller's that gave its VAT id (0 %, EN 16931
 * category AE, "Steuerschuldnerschaft des Leistungsempfängers"): it pays the net amounts.
 */
export const positionVatCategories = [...vatCategories, 'REVERSE_CHARGE'] as const;
export type PositionVatCategory = (typeof positionVatCategories)[number];

/** The VAT rate of each treatment in basis points (1900 = 19 %). */
export const vatRateBasisPoints: Readonly<Record<PositionVatCategory, number>> = {
  STANDARD: 1900,
  EXEMPT: 0,
  REVERSE_CHARGE: 0,
};

/** Who buys: a consumer, or a business (company name; a VAT id for reverse charge in the EU). */
export const customerKinds = ['CONSUMER', 'BUSINESS'] as const;
export type CustomerKind = (typeof customerKinds)[number];

/** A voucher takes off a fixed amount (cents) or a percentage (basis points). */
export const voucherKinds = ['FIXED', 'PERCENT'] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** Why a voucher code does not apply to a cart (`rejectedVoucher.reason`), in the order checked. */
export const voucherRefusals = [
  /** No voucher has this code on this domain. */
  'VOUCHER_UNKNOWN',
  /** Its first day has not come (Europe/Berlin days). */
  'VOUCHER_NOT_YET_VALID',
  /** Its last day has passed. */
  'VOUCHER_EXPIRED',
  /** It has been used as often as it may be. */
  'VOUCHER_USED_UP',
  /** The customer has used it as often as one customer may. */
  'VOUCHER_ALREADY_USED',
  /** No course of the cart is of its organizers, scopes or course types. */
  'VOUCHER_NOT_APPLICABLE',
] as const;
export type VoucherRefusal = (typeof voucherRefusals)[number];

/**
 * Why a position was not added to a cart (`notAdded[].code`, and the error code of a refused
 * `PUT /api/cart`).
 */
export const cartRefusals = [
  /** The course, date, price level or package does not exist. */
  'NOT_FOUND',
  /** The date is not one of the course's. */
  'SCHEDULE_NOT_OF_COURSE',
  /** The price level is not one of the date's. */
  'PRICE_LEVEL_NOT_OF_SCHEDULE',
  /** The price level's booking deadline has passed (an early-bird price). */
  'PRICE_LEVEL_EXPIRED',
  /** The date is over. */
  'SCHEDULE_ENDED',
  /** Every seat of the date is taken. */
  'SCHEDULE_FULL',
  /** The organizer cancelled the date. */
  'SCHEDULE_CANCELLED',
  /** The scope chosen is not one of the course's, or the category not the scope's. */
  'SCOPE_NOT_OF_COURSE',
  /** To be paid with credits, but no package of the customer or the cart fits it with enough credits. */
  'NO_FITTING_PACKAGE',
  /** The cart holds `maxCartPositions` already. */
  'CART_LIMIT_REACHED',
] as const;
export type CartRefusal = (typeof cartRefusals)[number];

/** The most positions a cart holds. */
export const maxCartPositions = 50;

/**
 * Why a course position of a cart cannot be ordered as it is: its date is over, full, or
 * cancelled by its organizer, or the booking deadline of its price level (an early-bird price)
 * has passed since it was added.
 */
export const positionProblems = [
  'SCHEDULE_ENDED',
  'SCHEDULE_FULL',
  'SCHEDULE_CANCELLED',
  'PRICE_LEVEL_EXPIRED',
] as const;
export type PositionProblem = (typeof positionProblems)[number];
