import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

/*
 * The signed-in customer's cart on the server (docs/api.md, Cart; docs/booking.md, calls).
 * Every call answering the cart writes it into `useCart`'s cache and the item count into
 * `useCartCount`'s, so the cart page and the header show the change without another request.
 * A refusal is an `ApiRequestError` with the contract's code (`NOT_FOUND`, `SCHEDULE_FULL`, ...
 * of `cartRefusals`). Cart calls never open the 404 page: a position or course that is gone is
 * the cart page's to explain.
 */

export type CartResponse = ResponseOf<'getCart'>;
export type CartPositionChange = RequestInput<'putCart'>['body'];
export type CartPositionsInput = RequestInput<'postCart'>['body'];
export type CartWithNotAddedResponse = ResponseOf<'postCart'>;
export type CartValidationInput = RequestInput<'putValidateCart'>['body'];
export type CartValidationResponse = ResponseOf<'putValidateCart'>;
export type CartScopeChange = RequestInput<'patchOrderCartPosition'>['body'];
export type CartCustomerResponse = ResponseOf<'getCartCustomer'>;
export type PaymentMethodsResponse = ResponseOf<'getCartPaymentMethods'>;
export type GuestCartInput = RequestInput<'putGuestCart'>['body'];
export type GuestCartPriceResponse = ResponseOf<'putGuestCart'>;
export type CustomerPackagesQuery = NonNullable<RequestInput<'getCustomerPackages'>['query']>;
export type CustomerPackagesResponse = ResponseOf<'getCustomerPackages'>;
export type CustomerPackageResponse = ResponseOf<'getCustomerPackage'>;

const quiet = { redirectOnNotFound: false } as const;

/** GET /api/cart: the customer's cart on this domain (an empty one the first time). */
export const getCart = (client: ApiClient, language?: string) =>
  client.request('getCart', { query: { language } }, quiet);

export const cartKey = (language?: string) => ['getCart', language ?? null] as const;
type CartKey = ReturnType<typeof cartKey>;

/** The customer's cart; `enabled: false` (not signed in) makes no call. */
export const useCart = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<CartResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CartResponse, ApiRequestError, CartKey | null>(
    enabled ? cartKey(language) : null,
    ([, lang]) => getCart(client, lang ?? undefined),
    config,
  );
};

/** HEAD /api/cart: the number of positions, which the server sends as Content-Length. */
export const getCartCount = async (client: ApiClient) => (await client.head('headCart')) ?? 0;

export const cartCountKey = () => ['headCart'] as const;

/** The header's item count of the customer's cart; `enabled: false` makes no call. */
export const useCartCount = (
  enabled: boolean,
  config?: SWRConfiguration<number, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<number, ApiRequestError, ReturnType<typeof cartCountKey> | null>(
    enabled ? cartCountKey() : null,
    () => getCartCount(client),
    config,
  );
};

/** PUT /api/cart: adds one course date or package (a date already there takes the new price level). */
export const putCart = (client: ApiClient, position: CartPositionChange, language?: string) =>
  client.request('putCart', { body: position, query: { language } }, quiet);

/** POST /api/cart: adds several; those refused are in `notAdded` with their code. */
export const postCart = (client: ApiClient, input: CartPositionsInput, language?: string) =>
  client.request('postCart', { body: input, query: { language } }, quiet);

/** DELETE /api/cart/:id: removes a position. */
export const deleteCartPosition = (client: ApiClient, id: string, language?: string) =>
  client.request('deleteCartPosition', { params: { id }, query: { language } }, quiet);

/** DELETE /api/cart/:id/package: the position is paid with money again. */
export const deleteCartPositionPackage = (client: ApiClient, id: string, language?: string) =>
  client.request('deleteCartPositionPackage', { params: { id }, query: { language } }, quiet);

/** GET /api/cart/voucher/:code: enters a code; a refused one comes back in `rejectedVoucher`. */
export const enterCartVoucher = (client: ApiClient, code: string, language?: string) =>
  client.request('getCartVoucher', { params: { code }, query: { language } }, quiet);

/** DELETE /api/cart/voucher/:code: takes a code out of the cart. */
export const deleteCartVoucher = (client: ApiClient, code: string, language?: string) =>
  client.request('deleteCartVoucher', { params: { code }, query: { language } }, quiet);

/** PATCH /api/order/cart/:id: the scope (and category) a course position counts towards. */
export const patchCartPositionScope = (
  client: ApiClient,
  id: string,
  change: CartScopeChange,
  language?: string,
) =>
  client.request(
    'patchOrderCartPosition',
    { params: { id }, body: change, query: { language } },
    quiet,
  );

/** PUT /api/order/validate-cart: merges the guest's cart into the customer's and validates it. */
export const putValidateCart = (client: ApiClient, input: CartValidationInput, language?: string) =>
  client.request('putValidateCart', { body: input, query: { language } }, quiet);

/** PUT /api/cart/guest: the guest's local cart with its codes, priced and checked, nothing stored. */
export const putGuestCart = (client: ApiClient, input: GuestCartInput, language?: string) =>
  client.request('putGuestCart', { body: input, query: { language } }, quiet);

export const guestCartPriceKey = (input: GuestCartInput, language?: string) =>
  ['putGuestCart', JSON.stringify(input), language ?? null] as const;

/**
 * The guest's cart as the server prices it: the voucher applied (or why not), the discounts and
 * the total; `input: null` (no cart yet) makes no call. The previous answer stays while a changed
 * cart is priced.
 */
export const useGuestCartPrice = (
  input: GuestCartInput | null,
  language?: string,
  config?: SWRConfiguration<GuestCartPriceResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    GuestCartPriceResponse,
    ApiRequestError,
    ReturnType<typeof guestCartPriceKey> | null
  >(
    input ? guestCartPriceKey(input, language) : null,
    () => putGuestCart(client, input!, language),
    {
      keepPreviousData: true,
      ...config,
    },
  );
};

/**
 * Checks the guest's cart as it would be with a new code: `check(input)` answers the priced cart;
 * unless the code is refused, the answer becomes `useGuestCartPrice(input)`'s data, so the total
 * changes as soon as the cart keeps the code.
 */
export const useCheckGuestVoucher = (language?: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (input: GuestCartInput) => {
    const answer = await putGuestCart(client, input, language);
    if (!answer.rejectedVoucher) {
      await mutate(guestCartPriceKey(input, language), answer, { revalidate: false });
    }
    return answer;
  };
};

/**
 * A mutation whose answer is the cart: the answer becomes `useCart(language)`'s data and its
 * number of positions `useCartCount`'s, without another request.
 */
const useCartChange = <Arg, Data extends CartResponse>(
  language: string | undefined,
  call: (client: ApiClient, arg: Arg) => Promise<Data>,
  config?: SWRMutationConfiguration<Data, ApiRequestError, CartKey, Arg>,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Data, ApiRequestError, CartKey, Arg>(
    cartKey(language),
    async (_key, { arg }) => {
      const cart = await call(client, arg);
      await mutate(cartCountKey(), cart.positions.length, { revalidate: false });
      return cart;
    },
    { populateCache: true, revalidate: false, ...config },
  );
};

/** Adds one position: `trigger({ courseId, scheduleId, priceLevelId, packageIncluded? })` or `trigger({ packageId })`. */
export const useAddToCartMutation = (
  language?: string,
  config?: SWRMutationConfiguration<CartResponse, ApiRequestError, CartKey, CartPositionChange>,
) =>
  useCartChange<CartPositionChange, CartResponse>(
    language,
    (client, position) => putCart(client, position, language),
    config,
  );

/** Adds several positions: `trigger({ positions })`; the answer lists `notAdded`. */
export const useAddPositionsMutation = (
  language?: string,
  config?: SWRMutationConfiguration<
    CartWithNotAddedResponse,
    ApiRequestError,
    CartKey,
    CartPositionsInput
  >,
) =>
  useCartChange<CartPositionsInput, CartWithNotAddedResponse>(
    language,
    (client, input) => postCart(client, input, language),
    config,
  );

/** Removes a position: `trigger(positionId)`. */
export const useRemoveCartPositionMutation = (
  language?: string,
  config?: SWRMutationConfiguration<CartResponse, ApiRequestError, CartKey, string>,
) =>
  useCartChange<string, CartResponse>(
    language,
    (client, id) => deleteCartPosition(client, id, language),
    config,
  );

/** Pays a position with money instead of credits: `trigger(positionId)`. */
export const useRemovePositionPackageMutation = (
  language?: string,
  config?: SWRMutationConfiguration<CartResponse, ApiRequestError, CartKey, string>,
) =>
  useCartChange<string, CartResponse>(
    language,
    (client, id) => deleteCartPositionPackage(client, id, language),
    config,
  );

/** Enters a voucher code: `trigger(code)`; a code that does not apply is in `rejectedVoucher`. */
export const useEnterVoucherMutation = (
  language?: string,
  config?: SWRMutationConfiguration<CartResponse, ApiRequestError, CartKey, string>,
) =>
  useCartChange<string, CartResponse>(
    language,
    (client, code) => enterCartVoucher(client, code, language),
    config,
  );

/** Takes a voucher code out of the cart: `trigger(code)`. */
export const useRemoveVoucherMutation = (
  language?: string,
  config?: SWRMutationConfiguration<CartResponse, ApiRequestError, CartKey, string>,
) =>
  useCartChange<string, CartResponse>(
    language,
    (client, code) => deleteCartVoucher(client, code, language),
    config,
  );

/** Chooses a course position's scope: `trigger({ id, scopeId, categoryId })`. */
export const useCartPositionScopeMutation = (
  language?: string,
  config?: SWRMutationConfiguration<
    CartResponse,
    ApiRequestError,
    CartKey,
    CartScopeChange & { id: string }
  >,
) =>
  useCartChange<CartScopeChange & { id: string }, CartResponse>(
    language,
    (client, { id, ...change }) => patchCartPositionScope(client, id, change, language),
    config,
  );

export const validateCartKey = () => ['putValidateCart'] as const;

/**
 * The header's cart validation after sign-in: `trigger({ positions, voucherCodes })` with the
 * guest's cart (empty lists when there is none). The validated cart becomes `useCart(language)`'s
 * data and its count `useCartCount`'s.
 */
export const useValidateCartMutation = (
  language?: string,
  config?: SWRMutationConfiguration<
    CartValidationResponse,
    ApiRequestError,
    ReturnType<typeof validateCartKey>,
    CartValidationInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    CartValidationResponse,
    ApiRequestError,
    ReturnType<typeof validateCartKey>,
    CartValidationInput
  >(
    validateCartKey(),
    async (_key, { arg }) => {
      const validation = await putValidateCart(client, arg, language);
      await mutate(cartKey(language), validation.cart, { revalidate: false });
      await mutate(cartCountKey(), validation.cart.positions.length, { revalidate: false });
      return validation;
    },
    config,
  );
};

/** GET /api/cart/customer: the checkout's billing data. */
export const getCartCustomer = (client: ApiClient) => client.request('getCartCustomer');

export const cartCustomerKey = () => ['getCartCustomer'] as const;

/** The checkout's billing data; `enabled: false` makes no call. */
export const useCartCustomer = (
  enabled: boolean,
  config?: SWRConfiguration<CartCustomerResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CartCustomerResponse, ApiRequestError, ReturnType<typeof cartCustomerKey> | null>(
    enabled ? cartCustomerKey() : null,
    () => getCartCustomer(client),
    config,
  );
};

/** GET /api/cart/payment-methods: the seller's methods for this cart; none when nothing is to pay. */
export const getCartPaymentMethods = (client: ApiClient, language?: string) =>
  client.request('getCartPaymentMethods', { query: { language } });

export const cartPaymentMethodsKey = (language?: string) =>
  ['getCartPaymentMethods', language ?? null] as const;

/** The payment methods of the cart; `enabled: false` makes no call. */
export const useCartPaymentMethods = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<PaymentMethodsResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    PaymentMethodsResponse,
    ApiRequestError,
    ReturnType<typeof cartPaymentMethodsKey> | null
  >(
    enabled ? cartPaymentMethodsKey(language) : null,
    ([, lang]) => getCartPaymentMethods(client, lang ?? undefined),
    config,
  );
};

/** GET /api/customer/packages: the customer's credit packages with the credits left. */
export const getCustomerPackages = (client: ApiClient, query: CustomerPackagesQuery = {}) =>
  client.request('getCustomerPackages', { query });

export const customerPackagesKey = (query: CustomerPackagesQuery = {}) =>
  [
    'getCustomerPackages',
    query.organizerId ?? null,
    query.type ?? null,
    query.scope?.join(',') ?? null,
  ] as const;

/** The customer's credit packages, optionally of one organizer, type or scopes; `enabled: false` makes no call. */
export const useCustomerPackages = (
  enabled: boolean,
  query: CustomerPackagesQuery = {},
  config?: SWRConfiguration<CustomerPackagesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CustomerPackagesResponse,
    ApiRequestError,
    ReturnType<typeof customerPackagesKey> | null
  >(enabled ? customerPackagesKey(query) : null, () => getCustomerPackages(client, query), config);
};

/** GET /api/customer/packages/:id: one package with every change of its credits; 404 for another's. */
export const getCustomerPackage = (client: ApiClient, id: string, language?: string) =>
  client.request('getCustomerPackage', { params: { id }, query: { language } });

export const customerPackageKey = (id: string, language?: string) =>
  ['getCustomerPackage', id, language ?? null] as const;

/** One of the customer's credit packages with its ledger; `null` makes no call. */
export const useCustomerPackage = (
  id: string | null,
  language?: string,
  config?: SWRConfiguration<CustomerPackageResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CustomerPackageResponse,
    ApiRequestError,
    ReturnType<typeof customerPackageKey> | null
  >(
    id === null ? null : customerPackageKey(id, language),
    ([, packageId, lang]) => getCustomerPackage(client, packageId, lang ?? undefined),
    config,
  );
};
