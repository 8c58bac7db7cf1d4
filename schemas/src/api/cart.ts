import { z } from 'zod';
import { countryCodes, type CountryIso } from '../domain/countries.ts';
import { courseTypeSchema, searchTypeSchema } from '../domain/enums.ts';
import {
  cartRefusals,
  customerKinds,
  maxCartPositions,
  paymentMethods,
  positionProblems,
  positionVatCategories,
  voucherKinds,
  voucherRefusals,
} from '../rules/cart-values.ts';
import { maxId } from '../rules/paths.ts';
import { namedEntrySchema } from './catalogue.ts';
import { endpoint, fieldErrorParams } from './common.ts';
import { cartRoutes as routes } from './routes-cart.ts';
import { guestCartRoutes } from './routes-guest-cart.ts';

const id = z.number().int().positive().max(maxId);
const idText = z.coerce.number().int().positive().max(maxId);
/** Money: whole cents (EUR), including VAT. */
const cents = z.number().int().nonnegative();
/** Course hours and package credits, e.g. 2.5 or 15. */
const hours = z.number();
const positionIdParams = z.strictObject({ id: z.uuid() });

/** A voucher code as typed: letters, digits, hyphens and underscores; case does not matter. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, hyphens or underscores');

const courseKeys = ['courseId', 'scheduleId', 'priceLevelId'] as const;
const courseOnlyKeys = [...courseKeys, 'packageIncluded', 'scopeId', 'categoryId'] as const;

/**
 * A position to add: a course date `{ courseId, scheduleId, priceLevelId, packageIncluded?,
 * scopeId?, categoryId? }` or a credit package `{ packageId }`.
 */
export const cartPositionInputSchema = z
  .strictObject({
    courseId: id.optional(),
    scheduleId: id.optional(),
    priceLevelId: id.optional(),
    /** Paid with package credits instead of money. @default false */
    packageIncluded: z.boolean().optional(),
    /** The scope the course counts towards for the customer (one of the course's). */
    scopeId: id.nullable().optional(),
    /** The scope category of that scope. */
    categoryId: id.nullable().optional(),
    packageId: id.optional(),
  })
  .superRefine((position, context) => {
    if (position.packageId !== undefined) {
      for (const key of courseOnlyKeys) {
        if (position[key] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'must not be given with packageId',
            params: fieldErrorParams('NOT_ALLOWED'),
          });
        }
      }
      return;
    }
    for (const key of courseKeys) {
      if (position[key] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required for a course (or give packageId)',
          params: fieldErrorParams('REQUIRED'),
        });
      }
    }
  });
export type CartPositionInput = z.output<typeof cartPositionInputSchema>;

const optionalId = id.nullable().optional();

/**
 * A position of the guest's cart as the browser keeps it (docs/entities-and-states.md, Cart position
 * (local)): a course date (`courseId`, `courseScheduleId`, `priceLevelId`) or, without a date, a
 * package (`packageId`). `course` is what the browser knew of the course; the server reads the
 * catalogue and ignores it, as it ignores the `packageId` beside a date.
 */
export const localCartPositionSchema = z
  .strictObject({
    courseId: optionalId,
    packageId: optionalId,
    priceLevelId: optionalId,
    courseScheduleId: optionalId,
    scopeId: optionalId,
    categoryId: optionalId,
    packageIncluded: z.boolean().optional(),
    course: z
      .object({
        id: z.number().optional(),
        durationValue: z.number().optional(),
        type: z.string().max(20).optional(),
        organizer: z.object({ id: z.number().optional() }).optional(),
        professionalScopes: z
          .array(z.object({ id: z.number().optional() }))
          .max(100)
          .optional(),
      })
      .nullable()
      .optional(),
    voucher: z
      .object({
        voucherCode: voucherCodeSchema.optional(),
        voucherValue: z.number().optional(),
        voucherValueType: z.enum(voucherKinds).optional(),
      })
      .nullable()
      .optional(),
  })
  .superRefine((position, context) => {
    if (position.courseScheduleId == null && position.packageId != null) return;
    for (const key of ['courseId', 'courseScheduleId', 'priceLevelId'] as const) {
      if (position[key] == null) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required for a course (or give packageId)',
          params: fieldErrorParams('REQUIRED'),
        });
      }
    }
  });
export type LocalCartPositionInput = z.output<typeof localCartPositionSchema>;

/** The voucher that discounts a position, as the local position names it. */
export const positionVoucherSchema = z.strictObject({
  voucherCode: z.string(),
  /** Cents for FIXED, basis points (1000 = 10 %) for PERCENT. */
  voucherValue: z.number().int().positive(),
  voucherValueType: z.enum(voucherKinds),
});

/** One price level of a position's date, to choose from. */
export const cartPriceLevelSchema = z.strictObject({ id, name: z.string(), priceValue: cents });

/**
 * A position of the server's cart (docs/entities-and-states.md, Cart position (server)): a course date or
 * a credit package, with what the cart page shows. Money in cents, including VAT.
 */
export const cartPositionSchema = z.strictObject({
  id: z.uuid(),
  /** Null for a package. */
  courseId: id.nullable(),
  /** Null for a course. */
  packageId: id.nullable(),
  pricelevelId: id.nullable(),
  scheduleId: id.nullable(),
  /** The scope the course counts towards, when the customer chose one. */
  scopeId: id.nullable(),
  /** The course's (or package's) scopes. */
  scopeIds: z.array(id),
  categoryId: id.nullable(),
  /** Paid with package credits: it costs `durationValue` credits and no money. */
  packageIncluded: z.boolean(),
  /** The course's hours; for a package, the credits (hours) it holds. */
  durationValue: hours,
  /** The course's search type; the package's educational type. */
  type: searchTypeSchema,
  organizerId: id,
  name: z.string(),
  /** The organizer's name. */
  organizer: z.string(),
  /** Null for a package. */
  courseType: courseTypeSchema.nullable(),
  /** The scopes by name, in the request language. */
  scopes: z.array(namedEntrySchema),
  /** The list price: the chosen price level's, or the package's. */
  priceValue: cents,
  /** What the position costs: the list price less the voucher's discount; 0 when paid with credits. */
  discountPriceValue: cents,
  /** `discountPriceValue` without VAT. */
  netPriceValue: cents,
  vatCategory: z.enum(positionVatCategories),
  /** Basis points: 1900 is 19 %. */
  vatRate: z.number().int().nonnegative(),
  /** Why no VAT is charged (e.g. `§ 4 Nr. 21 UStG`); null for STANDARD. */
  vatExemptionReason: z.string().nullable(),
  /**
   * Credits left after this position: of the package that pays it (a course paid with credits)
   * or of the package itself after the cart's courses it pays; null for a course paid with money.
   */
  remainingCredits: hours.nullable(),
  /** Whether a package of the customer or of the cart could pay it with credits (or does). */
  creditsAvailable: z.boolean(),
  /**
   * For a course paid with money that a package could pay: the credits that package (the one
   * paying with credits would take) has left before it, shown before the customer chooses;
   * null otherwise.
   */
  availableCredits: hours.nullable(),
  /** The voucher that discounts this position, if any. */
  voucher: positionVoucherSchema.nullable(),
  /** The date's first and last day; null for a package. */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  /** Where a PRESENT course takes place. */
  city: namedEntrySchema.nullable(),
  /** The date's price levels to choose from; empty for a package. */
  priceLevels: z.array(cartPriceLevelSchema),
  /** The course page; null for a package. */
  detailPath: z.string().startsWith('/').nullable(),
  /** The course asks for a proof (e.g. admission as a lawyer) before it is ordered. */
  proofRequired: z.boolean(),
  /**
   * Why the position cannot be ordered as it is: its date is over or full, or the package that
   * was to pay it has too few credits left. Null when it can.
   */
  problem: z.enum([...positionProblems, 'CREDITS_EXHAUSTED']).nullable(),
});
export type CartPosition = z.infer<typeof cartPositionSchema>;

/** The cart's voucher: what it is and what it takes off in all. */
export const cartVoucherSchema = z.strictObject({
  code: z.string(),
  kind: z.enum(voucherKinds),
  /** Cents for FIXED, basis points (1000 = 10 %) for PERCENT. */
  value: z.number().int().positive(),
  /** Cents taken off the cart. */
  discountValue: cents,
});
export type CartVoucher = z.infer<typeof cartVoucherSchema>;

/** A code that does not apply, and why. */
export const rejectedVoucherSchema = z.strictObject({
  code: z.string(),
  reason: z.enum(voucherRefusals),
});
export type RejectedVoucher = z.infer<typeof rejectedVoucherSchema>;

/** The cart (docs/entities-and-states.md, Cart). Money in cents, including VAT. */
export const cartSchema = z.strictObject({
  /** The cart's id (the storefront keeps it as `rf-cart`). */
  id: z.uuid(),
  /** In the order they were added. */
  positions: z.array(cartPositionSchema),
  /** The voucher that applies (one per cart). */
  cartVoucher: cartVoucherSchema.nullable(),
  /** The last code that does not apply, with the reason. */
  rejectedVoucher: rejectedVoucherSchema.nullable(),
  /** A valid voucher that discounts nothing now, e.g. every position it fits is paid with credits. */
  unusedVoucher: cartVoucherSchema.nullable(),
  /** The codes entered and kept. */
  voucherCodes: z.array(z.string()),
  /** What the cart costs: the sum of the positions' `discountPriceValue`. */
  sumValue: cents,
  /** `sumValue` without VAT. */
  netSumValue: cents,
  /** A position's course asks for a proof: the checkout has an upload step. */
  verificationStep: z.boolean(),
  /** Something is to be paid (`sumValue` > 0): the checkout has a payment step. */
  paymentStep: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** A position that was not added, named by its date or package, and why. */
export const notAddedSchema = z.strictObject({
  scheduleId: id.nullable(),
  packageId: id.nullable(),
  code: z.enum(cartRefusals),
});
export type NotAdded = z.infer<typeof notAddedSchema>;

export const cartWithNotAddedSchema = cartSchema.extend({ notAdded: z.array(notAddedSchema) });
export type CartWithNotAdded = z.infer<typeof cartWithNotAddedSchema>;

/** The cart validation the header runs after sign-in (docs/entities-and-states.md, Cart validation result). */
export const cartValidationSchema = z.strictObject({
  cart: cartSchema,
  cartEmpty: z.boolean(),
  /** The guest's cart had positions, which are now in the customer's (or in `notAdded`). */
  merged: z.boolean(),
  /** The checkout's billing data is complete. */
  validCustomerStatus: z.boolean(),
  /** A business in another EU country must give its VAT id. */
  taxNumberRequired: z.boolean(),
  /** The guest's positions that could not be added, and why. */
  notAdded: z.array(notAddedSchema),
});
export type CartValidation = z.infer<typeof cartValidationSchema>;

/** The checkout's billing data (the customer's record until the checkout changes it). */
export const checkoutCustomerSchema = z.strictObject({
  customerKind: z.enum(customerKinds),
  name: z.string(),
  lastname: z.string(),
  /** The company of a business customer; empty for a consumer. */
  company: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-3. */
  country: z.enum(Object.keys(countryCodes) as [CountryIso, ...CountryIso[]]),
  email: z.string(),
  phone: z.string(),
  /** USt-IdNr. of a business customer. */
  vatId: z.string(),
  /** Leitweg-ID or other buyer reference for the invoice. */
  buyerReference: z.string(),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

export const paymentMethodOptionSchema = z.strictObject({
  method: z.enum(paymentMethods),
  /** In the request language, e.g. "Rechnung", "Vorkasse". */
  name: z.string(),
  /** In the request language: when and how it is paid. */
  description: z.string(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

/** A credit package the customer bought, with what is left of it. */
export const customerPackageSchema = z.strictObject({
  /** The purchase's id. */
  id: z.uuid(),
  packageId: id,
  name: z.string(),
  /** The package's educational type (a search type). */
  type: searchTypeSchema,
  organizerId: id,
  organizer: z.string(),
  scopeIds: z.array(id),
  /** The credits (hours) it held when bought. */
  creditValue: hours,
  /** The credits left: bought, less used, plus given back. */
  remainingCredits: hours,
  purchasedAt: z.iso.datetime({ offset: true }),
  /** The last German day its credits pay courses (docs/booking.md, package credits). */
  expiresOn: z.iso.date(),
  /** Its last day is before today: what is left pays no new course. */
  expired: z.boolean(),
});
export type CustomerPackage = z.infer<typeof customerPackageSchema>;

/** Why a package's credits changed: bought, a booking used them, given back. */
const creditReasonSchema = z.enum(['PURCHASE', 'BOOKING', 'REMOVAL', 'CANCELLATION']);

/** One change of a package's credits (the ledger is append-only: a restore is a new entry). */
const creditLedgerEntrySchema = z.strictObject({
  id,
  /** Hours: + bought or given back, − used. */
  delta: hours,
  reason: creditReasonSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** The order position it belongs to, as the customer's bookings name it; null for a gift. */
  booking: z
    .strictObject({
      orderId: z.uuid(),
      orderNumber: z.string(),
      /** The course's or package's name at the time of the order. */
      name: z.string(),
      /** The course's first day; null for a package or a course without dates. */
      startDate: z.iso.date().nullable(),
    })
    .nullable(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

/** A credit package with every change of its credits, oldest first. */
const customerPackageDetailSchema = customerPackageSchema.extend({
  /** Its scopes' names, in the request's language. */
  scopes: z.array(namedEntrySchema),
  ledger: z.array(creditLedgerEntrySchema),
});
export type CustomerPackageDetail = z.infer<typeof customerPackageDetailSchema>;

const languageQuery = z.strictObject({ language: z.string().max(10).optional() });
const voucherParams = z.strictObject({ code: voucherCodeSchema });
/**
 * `scope=3`, `scope=3&scope=7` (docs/api.md) or `scope=3,7`, as the API client sends every
 * array; the forms may be mixed, and an empty item is left out as `commaList` does.
 */
const repeatedId = z.preprocess(
  (value) =>
    value === undefined
      ? value
      : (Array.isArray(value) ? value : [value]).flatMap((part) =>
          typeof part === 'string'
            ? part
                .split(',')
                .map((text) => text.trim())
                .filter(Boolean)
            : [part],
        ),
  z.array(idText).max(50),
);

/** The cart endpoints: each route of routes-cart.ts with its schemas. */
export const cartEndpoints = {
  getCart: endpoint({
    ...routes.getCart,
    summary: "The signed-in customer's cart on this domain (an empty one the first time)",
    query: languageQuery,
    response: cartSchema,
  }),
  putCart: endpoint({
    ...routes.putCart,
    summary:
      'Adds one course date or package; a date already in the cart takes the new price level and package flag instead. 404 for an unknown id, 422 for a date not of the course or a price level not of the date, 409 for a date that is over, full or cancelled (SCHEDULE_CANCELLED), a price level whose booking deadline has passed (PRICE_LEVEL_EXPIRED, naming body.priceLevelId), or credits that do not cover it',
    query: languageQuery,
    body: cartPositionInputSchema,
    bodyLimit: 4 * 1024,
    response: cartSchema,
  }),
  postCart: endpoint({
    ...routes.postCart,
    summary:
      'Adds several course dates or packages in order; those that cannot be added are listed in notAdded with the reason',
    query: languageQuery,
    body: z.strictObject({
      positions: z.array(cartPositionInputSchema).min(1).max(maxCartPositions),
    }),
    bodyLimit: 32 * 1024,
    response: cartWithNotAddedSchema,
  }),
  headCart: endpoint({
    ...routes.headCart,
    summary: 'The number of positions in the cart, as Content-Length; no body',
    response: z.null(),
  }),
  deleteCartPosition: endpoint({
    ...routes.deleteCartPosition,
    summary:
      'Removes a position; courses its package paid with credits are paid by another fitting package or with money',
    params: positionIdParams,
    query: languageQuery,
    response: cartSchema,
  }),
  deleteCartPositionPackage: endpoint({
    ...routes.deleteCartPositionPackage,
    summary: 'The course position is paid with money again; its credits are not used',
    params: positionIdParams,
    query: languageQuery,
    response: cartSchema,
  }),
  deleteGuestCartPosition: endpoint({
    ...routes.deleteGuestCartPosition,
    summary:
      "Removes a position of a guest's checkout (headers X-Order and X-Auth); 404 for another checkout's position or token",
    params: positionIdParams,
    query: languageQuery,
    response: cartSchema,
  }),
  getCartVoucher: endpoint({
    ...routes.getCartVoucher,
    summary:
      "Enters a voucher code: it replaces the cart's voucher when it applies, else it is answered in rejectedVoucher with the reason and the cart keeps its voucher",
    params: voucherParams,
    query: languageQuery,
    response: cartSchema,
  }),
  deleteCartVoucher: endpoint({
    ...routes.deleteCartVoucher,
    summary: 'Removes a voucher code from the cart (nothing happens for a code it does not hold)',
    params: voucherParams,
    query: languageQuery,
    response: cartSchema,
  }),
  getCartCustomer: endpoint({
    ...routes.getCartCustomer,
    summary: "The checkout's billing data: the customer's record until the checkout changes it",
    response: checkoutCustomerSchema,
  }),
  getCartPaymentMethods: endpoint({
    ...routes.getCartPaymentMethods,
    summary:
      "The payment methods of the domain's seller for this cart, in the request language; none when nothing is to be paid",
    query: languageQuery,
    response: z.array(paymentMethodOptionSchema),
  }),
  patchOrderCartPosition: endpoint({
    ...routes.patchOrderCartPosition,
    summary:
      'Chooses the scope (and its category) a course position counts towards; null clears it. 422 for a scope not of the course or a category not of the scope',
    params: positionIdParams,
    query: languageQuery,
    body: z.strictObject({
      scopeId: id.nullable().optional(),
      categoryId: id.nullable().optional(),
    }),
    bodyLimit: 1024,
    response: cartSchema,
  }),
  putValidateCart: endpoint({
    ...routes.putValidateCart,
    summary:
      "Merges the guest's cart into the customer's (a date already there takes the guest's price level and package flag) and validates it; the header runs it after sign-in",
    query: languageQuery,
    body: z.strictObject({
      positions: z
        .array(localCartPositionSchema)
        .max(maxCartPositions * 2)
        .default([]),
      voucherCodes: z.array(voucherCodeSchema).max(10).default([]),
    }),
    bodyLimit: 64 * 1024,
    response: cartValidationSchema,
  }),
  putGuestCart: endpoint({
    ...guestCartRoutes.putGuestCart,
    summary:
      "A guest's cart from browser storage with the voucher codes entered, priced and checked as the checkout would take it (cartVoucher, rejectedVoucher with its reason, discounts, sumValue); nothing is stored, and the ids in the answer name nothing",
    query: languageQuery,
    body: z.strictObject({
      positions: z.array(localCartPositionSchema).max(maxCartPositions * 2),
      voucherCodes: z.array(voucherCodeSchema).max(10).default([]),
    }),
    bodyLimit: 64 * 1024,
    response: cartWithNotAddedSchema,
  }),
  getCustomerPackages: endpoint({
    ...routes.getCustomerPackages,
    summary:
      "The signed-in customer's credit packages with the credits left, optionally of one organizer, type or scopes",
    query: z.strictObject({
      organizerId: idText.optional(),
      type: searchTypeSchema.optional(),
      /** Packages with at least one of these scopes. */
      scope: repeatedId.optional(),
    }),
    response: z.array(customerPackageSchema),
  }),
  getCustomerPackage: endpoint({
    ...routes.getCustomerPackage,
    summary:
      "One of the signed-in customer's credit packages with its scopes and every change of its credits (the bookings that used them, what was given back); another customer's answers 404",
    params: z.strictObject({ id: z.uuid() }),
    query: languageQuery,
    response: customerPackageDetailSchema,
  }),
} as const;
