import { z } from 'zod';
import { isCountryIso, type CountryIso } from '../domain/countries.ts';
import { courseTypeSchema } from '../domain/enums.ts';
import {
  customerKinds,
  maxCartPositions,
  paymentMethods,
  positionVatCategories,
} from '../rules/cart-values.ts';
import { orderPositionStatuses, orderStatuses } from '../rules/order-values.ts';
import {
  cartPositionSchema,
  cartSchema,
  checkoutCustomerSchema,
  localCartPositionSchema,
  notAddedSchema,
  paymentMethodOptionSchema,
  voucherCodeSchema,
} from './cart.ts';
import { endpoint, fieldErrorParams } from './common.ts';
import { checkoutParticipantsSchema } from './order-positions.ts';
import { providerPaymentSchema } from './provider-payment.ts';
import { vatIdFieldSchema } from './vat-id-field.ts';
import { orderRoutes as routes } from './routes-order.ts';

/** Money: whole cents (EUR), including VAT. */
const cents = z.number().int().nonnegative();
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** German postal codes: five digits; elsewhere 3 to 10 letters, digits, spaces or hyphens. */
const germanZip = /^\d{5}$/;
const foreignZip = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/**
 * The checkout's billing data as the customer gives it (docs/booking.md, business customers): name,
 * last name, street, postal code (five digits in Germany), city, country and e-mail; a business
 * gives its company, and its VAT id when it is in another EU country than the seller (the
 * answer's `taxNumberRequired` tells; the order refuses without it).
 */
const checkoutCustomerFields = z.strictObject({
  customerKind: z.enum(customerKinds),
  name: requiredText(100),
  lastname: requiredText(100),
  company: optionalText(160),
  street: requiredText(120),
  zipCode: requiredText(10),
  city: requiredText(100),
  /** ISO 3166-1 alpha-3. */
  country: z
    .string()
    .refine(isCountryIso, {
      message: 'must be a country of the list',
      params: fieldErrorParams('NOT_ALLOWED'),
    })
    .transform((iso) => iso as CountryIso),
  email: z.email({ message: 'must be an e-mail address' }).max(254),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^(\+?[0-9][0-9 ()/-]{4,38}[0-9])?$/, 'must be a telephone number')
    .default(''),
  /** USt-IdNr. of a business customer, without spaces. */
  vatId: vatIdFieldSchema,
  /** Leitweg-ID or another buyer reference for the invoice (EN 16931 BT-10). */
  buyerReference: optionalText(100),
});

function billingRules(customer: z.output<typeof checkoutCustomerFields>, context: z.RefinementCtx) {
  const german = customer.country === 'DEU';
  if (!(german ? germanZip : foreignZip).test(customer.zipCode)) {
    context.addIssue({
      code: 'custom',
      path: ['zipCode'],
      message: german ? 'must be five digits' : 'must be a postal code',
      params: fieldErrorParams('INVALID_FORMAT'),
    });
  }
  if (customer.customerKind === 'BUSINESS' && customer.company === '') {
    context.addIssue({
      code: 'custom',
      path: ['company'],
      message: 'is required for a business',
      params: fieldErrorParams('REQUIRED'),
    });
  }
  if (customer.customerKind === 'CONSUMER' && customer.vatId !== '') {
    context.addIssue({
      code: 'custom',
      path: ['vatId'],
      message: 'is given by businesses only',
      params: fieldErrorParams('NOT_ALLOWED'),
    });
  }
}

export const checkoutCustomerInputSchema = checkoutCustomerFields.superRefine(billingRules);
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerInputSchema>;

/** The billing data with the rules' verdict on it. */
export const checkoutCustomerStateSchema = z.strictObject({
  customer: checkoutCustomerSchema,
  /** The billing data is complete. */
  validCustomerStatus: z.boolean(),
  /** A business in another EU country must give its VAT id. */
  taxNumberRequired: z.boolean(),
});
export type CheckoutCustomerState = z.infer<typeof checkoutCustomerStateSchema>;

/** The checkout's payment: the method chosen and the methods it may choose from. */
export const checkoutPaymentSchema = z.strictObject({
  /** Null until one is chosen, and when nothing is to be paid. */
  paymentMethod: z.enum(paymentMethods).nullable(),
  /** The seller's methods for this checkout; none when nothing is to be paid. */
  methods: z.array(paymentMethodOptionSchema),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const checkoutPaymentInputSchema = z.strictObject({
  paymentMethod: z.enum(paymentMethods),
});

/** The VAT of one rate over the positions: net sum, tax, and what they add up to. */
export const taxLineSchema = z.strictObject({
  vatCategory: z.enum(positionVatCategories),
  /** Basis points: 1900 is 19 %. */
  vatRate: z.number().int().nonnegative(),
  /** Why no VAT is charged; null for STANDARD. */
  vatExemptionReason: z.string().nullable(),
  netValue: cents,
  taxValue: cents,
  /** The positions' gross sum at this rate. */
  grossValue: cents,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** A position of the summary: the cart's position with its proof and the course's proof hint. */
export const summaryPositionSchema = cartPositionSchema.extend({
  /** What the proof must show, in the request language; null when none is asked. */
  proofHint: z.string().nullable(),
  /** The proof uploaded for it, if any. */
  proof: z
    .strictObject({ id: z.uuid(), originalName: z.string(), mediaType: z.string() })
    .nullable(),
});

/**
 * The withdrawal notice (Widerrufsbelehrung) in the request language, as the confirmation mail
 * carries it: a title and its sections (Widerrufsrecht, Folgen des Widerrufs), each a heading and
 * its paragraphs; the seller is named as the addressee of a withdrawal.
 */
export const withdrawalNoticeSchema = z.strictObject({
  title: z.string(),
  sections: z.array(z.strictObject({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type WithdrawalNotice = z.infer<typeof withdrawalNoticeSchema>;

/**
 * Everything the summary page shows before "zahlungspflichtig bestellen" (docs/booking.md,
 * storefront; issue 21 item 11): the positions with dates, place, format and VAT, the totals
 * per rate, the billing data, the payment method, and which legal texts and consents apply.
 */
export const orderSummarySchema = z.strictObject({
  /** The cart's id: `PUT /api/order` may send it to find the order a second tab placed. */
  cartId: z.uuid(),
  positions: z.array(summaryPositionSchema),
  cartVoucher: cartSchema.shape.cartVoucher,
  rejectedVoucher: cartSchema.shape.rejectedVoucher,
  sumValue: cents,
  netSumValue: cents,
  /** Per VAT rate, STANDARD first. */
  taxes: z.array(taxLineSchema),
  customer: checkoutCustomerSchema,
  validCustomerStatus: z.boolean(),
  taxNumberRequired: z.boolean(),
  paymentMethod: z.enum(paymentMethods).nullable(),
  paymentStep: z.boolean(),
  verificationStep: z.boolean(),
  /** Positions whose course asks for a proof that is not uploaded yet. */
  missingProofs: z.array(z.uuid()),
  /** A consumer buys: the withdrawal information (Widerrufsbelehrung) is shown. */
  withdrawalApplies: z.boolean(),
  /** The withdrawal notice a consumer reads before ordering; null for a business. */
  withdrawalNotice: withdrawalNoticeSchema.nullable(),
  /**
   * A consumer books a course that starts within 14 days: the order needs the consent to start
   * before the withdrawal period ends.
   */
  earlyStartConsentRequired: z.boolean(),
  /** The storefront paths of the terms (AGB) and the privacy policy. */
  termsPath: z.string().startsWith('/'),
  privacyPath: z.string().startsWith('/'),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * What placing an order takes: the terms accepted, the early-start consent where the summary
 * asks for it, and optionally the cart's id and the total the customer saw, so that a second tab
 * gets the order the first placed, and a changed price refuses the order instead of charging it.
 */
export const placeOrderInputSchema = z.strictObject({
  acceptTerms: z.literal(true, {
    message: 'the terms must be accepted',
  }),
  /** The consent to start a course within the withdrawal period. @default false */
  earlyStartConsent: z.boolean().default(false),
  /** The cart's id from the summary. */
  cartId: z.uuid().optional(),
  /** The total the summary showed, in cents. */
  sumValue: cents.optional(),
  /**
   * Who attends a course position, when not the customer (the billing name and address): the
   * cart position's id and the participant. Positions not named are attended by the customer.
   */
  participants: checkoutParticipantsSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

/**
 * A guest's order: as a customer's, with the solved proof-of-work challenge when the server asked
 * for one (`CHALLENGE_REQUIRED`): the altcha payload, base64 JSON of challenge and solution.
 */
export const placeGuestOrderInputSchema = placeOrderInputSchema.extend({
  challenge: z.string().max(4096).optional(),
});
export type PlaceGuestOrderInput = z.input<typeof placeGuestOrderInputSchema>;

/**
 * A proof-of-work challenge (altcha, PBKDF2): the browser finds the counter whose derived key
 * starts with `keyPrefix`; the server's signature makes it tamper-proof and one-time.
 */
export const guestOrderChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** `expires`: when the challenge ends, in seconds since 1970 by the server's clock. */
    data: z.strictObject({ expires: z.number().int() }),
  }),
  signature: z.string(),
});
export type GuestOrderChallenge = z.infer<typeof guestOrderChallengeSchema>;

/** The confirmation link of a guest's held order: its token. */
export const guestOrderConfirmationSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of the link'),
});

/** The bank transfer an order asks for. */
export const paymentInfoSchema = z.strictObject({
  orderId: z.uuid(),
  /** Null when nothing is to be paid. */
  paymentMethod: z.enum(paymentMethods).nullable(),
  status: z.enum(orderStatuses),
  amountValue: cents,
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
  /** The transfer's reference: the invoice number. */
  reference: z.string(),
  /** The last day to pay: the prepayment deadline or the invoice's due date; null when paid. */
  dueDate: z.iso.date().nullable(),
  /** The latest payment through the provider (card, SEPA Direct Debit); null for other methods. */
  provider: providerPaymentSchema.nullable(),
  /**
   * The GiroCode (EPC QR code: account, amount, reference) as an SVG image, while a transfer is
   * due; null otherwise.
   */
  giroCode: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** A position of an order, as it was ordered (a snapshot). */
export const orderPositionSchema = z.strictObject({
  id: z.uuid(),
  courseId: z.number().int().nullable(),
  scheduleId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  name: z.string(),
  organizerId: z.number().int(),
  organizer: z.string(),
  courseType: courseTypeSchema.nullable(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  city: z.string().nullable(),
  priceValue: cents,
  discountValue: cents,
  /** What was paid for it (0 when paid with credits). */
  paidValue: cents,
  netValue: cents,
  vatCategory: z.enum(positionVatCategories),
  vatRate: z.number().int().nonnegative(),
  vatExemptionReason: z.string().nullable(),
  packageIncluded: z.boolean(),
  /** Hours of credits it used (a course) or holds (a package). */
  credits: z.number(),
  voucherCode: z.string().nullable(),
  /** The proof uploaded for it. */
  proofId: z.uuid().nullable(),
  status: z.enum(orderPositionStatuses),
});
export type OrderPosition = z.infer<typeof orderPositionSchema>;

/** An order (docs/entities-and-states.md, Order). Money in cents, including VAT. */
export const orderSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  /** Null while a guest's order is HELD: the invoice comes with the confirmation. */
  invoiceNumber: z.string().nullable(),
  /** The invoice's id, for `GET /api/customer-invoice/{id}`; null while HELD. */
  invoiceId: z.uuid().nullable(),
  status: z.enum(orderStatuses),
  /** Until when a HELD guest order waits for the confirmation link; null otherwise. */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  language: z.enum(['de', 'en']),
  placedAt: z.iso.datetime({ offset: true }),
  paymentMethod: z.enum(paymentMethods).nullable(),
  /** The prepayment's last day; null otherwise. */
  paymentDeadline: z.iso.date().nullable(),
  customer: checkoutCustomerSchema,
  positions: z.array(orderPositionSchema),
  totalValue: cents,
  netValue: cents,
  taxValue: cents,
  taxes: z.array(taxLineSchema),
  creditsUsed: z.number(),
  voucherCode: z.string().nullable(),
  payment: paymentInfoSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** A guest's checkout: its billing data and verdict, the cart, and what could not be taken over. */
export const guestCheckoutSchema = checkoutCustomerStateSchema.extend({
  cart: cartSchema,
  notAdded: z.array(notAddedSchema),
});
export type GuestCheckout = z.infer<typeof guestCheckoutSchema>;

/** An uploaded proof of a position. */
export const positionProofSchema = z.strictObject({
  positionId: z.uuid(),
  id: z.uuid(),
  originalName: z.string(),
  mediaType: z.string(),
  size: z.number().int().positive(),
});
export type PositionProof = z.infer<typeof positionProofSchema>;

const idParams = z.strictObject({ id: z.uuid() });
const documentParams = z.strictObject({ id: z.uuid(), docId: z.uuid() });
/** The bytes of a proof; the browser client reads them as a Blob. */
const fileResponse = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);
/** A proof is at most 10 MB; the multipart envelope adds a little. */
export const maxProofBytes = 10 * 1024 * 1024;

/** What a proof may be: a PDF, JPEG or PNG (by its content) of at most `maxProofBytes`. */
const proofUpload = {
  maxBytes: maxProofBytes,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

/** The multipart body of a proof: the cart position it is for, and the file. */
const proofUploadBody = z.strictObject({
  positionId: z.uuid().describe('The cart position (of the checkout) the proof is for'),
  file: z
    .file()
    .max(proofUpload.maxBytes)
    .mime([...proofUpload.mediaTypes])
    .describe('The proof: a PDF, JPEG or PNG of at most 10 MB'),
});

/** The checkout and order endpoints: each route of routes-order.ts with its schemas. */
export const orderEndpoints = {
  getOrderCustomer: endpoint({
    ...routes.getOrderCustomer,
    summary:
      "The checkout's billing data (the customer's record until the checkout changes it) with validCustomerStatus and taxNumberRequired",
    response: checkoutCustomerStateSchema,
  }),
  putOrderCustomer: endpoint({
    ...routes.putOrderCustomer,
    summary: "Sets the checkout's billing data; 422 with the field's path and code",
    body: checkoutCustomerInputSchema,
    bodyLimit: 4 * 1024,
    response: checkoutCustomerStateSchema,
  }),
  getOrderPayment: endpoint({
    ...routes.getOrderPayment,
    summary: "The checkout's payment method and the seller's methods for it",
    query: languageQuery,
    response: checkoutPaymentSchema,
  }),
  putOrderPayment: endpoint({
    ...routes.putOrderPayment,
    summary:
      'Chooses the payment method; 422 at body.paymentMethod for a method not offered for this checkout',
    query: languageQuery,
    body: checkoutPaymentInputSchema,
    bodyLimit: 1024,
    response: checkoutPaymentSchema,
  }),
  getOrderSummary: endpoint({
    ...routes.getOrderSummary,
    summary:
      'The summary before ordering: positions with dates, place, format, price, net and VAT, totals per rate, billing data, payment method, and the legal texts and consents that apply',
    query: languageQuery,
    response: orderSummarySchema,
  }),
  postOrderFileUpload: endpoint({
    ...routes.postOrderFileUpload,
    summary:
      'Uploads the proof of a cart position (multipart: positionId, file; PDF, JPEG or PNG up to 10 MB)',
    status: 201,
    body: proofUploadBody,
    upload: proofUpload,
    bodyLimit: maxProofBytes + 64 * 1024,
    response: positionProofSchema,
  }),
  getOrderPositionDocument: endpoint({
    ...routes.getOrderPositionDocument,
    summary:
      "The proof of one of the customer's cart or order positions; 404 for anything not theirs",
    params: documentParams,
    /** A PDF, JPEG or PNG, as it was uploaded. */
    produces: 'application/octet-stream',
    response: fileResponse,
  }),
  putOrder: endpoint({
    ...routes.putOrder,
    summary:
      'Places the order of the checkout in one transaction (seats, voucher, credits, invoice number, mails); with an Idempotency-Key a repeat gets the same answer. 409 SCHEDULE_FULL, SCHEDULE_CANCELLED and others leave nothing behind',
    query: languageQuery,
    body: placeOrderInputSchema,
    bodyLimit: 32 * 1024,
    status: 201,
    response: orderSchema,
  }),
  getOrder: endpoint({
    ...routes.getOrder,
    summary: "One of the customer's orders with positions and payment; 404 for another's",
    params: idParams,
    response: orderSchema,
  }),
  getOrderPaymentInfo: endpoint({
    ...routes.getOrderPaymentInfo,
    summary: "The bank transfer of one of the customer's orders: amount, bank, reference, due date",
    params: idParams,
    response: paymentInfoSchema,
  }),
  putGuestCheckout: endpoint({
    ...routes.putGuestCheckout,
    summary:
      "A guest's billing data. Without X-Order/X-Auth it opens a checkout with the guest's positions and voucher codes and answers the headers X-Order and X-Auth; with them it changes the billing data. 409 VOUCHER_NOT_VALID names a voucher code that does not apply (details[0].message: the reason) and opens nothing",
    query: languageQuery,
    body: checkoutCustomerFields
      .extend({
        positions: z.array(localCartPositionSchema).max(maxCartPositions).default([]),
        voucherCodes: z.array(voucherCodeSchema).max(10).default([]),
      })
      .superRefine(billingRules),
    bodyLimit: 64 * 1024,
    response: guestCheckoutSchema,
  }),
  getGuestCheckout: endpoint({
    ...routes.getGuestCheckout,
    summary: "The guest's checkout: billing data, verdict and cart",
    query: languageQuery,
    response: guestCheckoutSchema,
  }),
  getGuestSummary: endpoint({
    ...routes.getGuestSummary,
    summary: "The summary of the guest's checkout before ordering",
    query: languageQuery,
    response: orderSummarySchema,
  }),
  postGuestFileUpload: endpoint({
    ...routes.postGuestFileUpload,
    summary: "Uploads the proof of a position of the guest's checkout",
    status: 201,
    body: proofUploadBody,
    upload: proofUpload,
    bodyLimit: maxProofBytes + 64 * 1024,
    response: positionProofSchema,
  }),
  getGuestPositionDocument: endpoint({
    ...routes.getGuestPositionDocument,
    summary: "The proof of a position of the guest's checkout or order",
    params: documentParams,
    /** A PDF, JPEG or PNG, as it was uploaded. */
    produces: 'application/octet-stream',
    response: fileResponse,
  }),
  getGuestPayment: endpoint({
    ...routes.getGuestPayment,
    summary: "The guest checkout's payment method and the seller's methods for it",
    query: languageQuery,
    response: checkoutPaymentSchema,
  }),
  putGuestPayment: endpoint({
    ...routes.putGuestPayment,
    summary: "Chooses the guest checkout's payment method",
    query: languageQuery,
    body: checkoutPaymentInputSchema,
    bodyLimit: 1024,
    response: checkoutPaymentSchema,
  }),
  putGuestOrder: endpoint({
    ...routes.putGuestOrder,
    summary:
      "Places the guest's order as HELD: its seats are held for the domain's guestHoldMinutes and one mail with a confirmation link goes to the billing address; the invoice and its mails follow the confirmation. X-Order and X-Auth then open the order. Past the limits per client, address or date the answer is 403 CHALLENGE_REQUIRED (details: body.challenge) until a solved challenge of GET /api/guest-order/challenge comes along; 422 for more seats than a guest order takes",
    query: languageQuery,
    body: placeGuestOrderInputSchema,
    bodyLimit: 32 * 1024,
    status: 201,
    response: orderSchema,
  }),
  getGuestOrderChallenge: endpoint({
    ...routes.getGuestOrderChallenge,
    summary:
      'A proof-of-work challenge (altcha) for a guest order the server asked to be proved; solved once, it is accepted once',
    response: guestOrderChallengeSchema,
  }),
  postGuestOrderConfirmation: endpoint({
    ...routes.postGuestOrderConfirmation,
    summary:
      "Confirms a guest's held order with the mail link's token and places it for good: invoice, confirmation mail, organizers' mails, the provider payment to start. 404 for a wrong id or token; 409 HOLD_EXPIRED after the hold time",
    query: languageQuery,
    params: idParams,
    body: guestOrderConfirmationSchema,
    bodyLimit: 1024,
    response: orderSchema,
  }),
  getGuestOrder: endpoint({
    ...routes.getGuestOrder,
    summary: "The guest's order (X-Auth, the checkout's token); 404 for any other",
    params: idParams,
    response: orderSchema,
  }),
  getGuestPaymentInfo: endpoint({
    ...routes.getGuestPaymentInfo,
    summary: "The bank transfer of the guest's order",
    params: idParams,
    response: paymentInfoSchema,
  }),
} as const;
