import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { GuestCredentials, RequestInput, RequestOptions, ResponseOf } from '../types.ts';
import { cartCountKey } from './cart.ts';
import { proofForm, useIdempotentAttempt, useUploadProgress } from './checkout-support.ts';

/*
 * One checkout for the signed-in customer and the guest (docs/api.md, Orders; docs/booking.md,
 * calls): billing data, proofs, payment method, the summary, placing the order and the placed
 * order. Who checks out is the checkout's identity: the customer's calls carry the bearer token
 * to `/api/order/…`, a guest's carry the checkout's X-Order and X-Auth (never in a URL) to
 * `/api/guest-order/…`. The answers have the same shape; the guest's billing data also carries
 * the cart and what could not be taken over. The cache keys name the identity (the guest's
 * checkout by its id, never its token), so a customer's and a guest's checkout never share an
 * entry. A change of the billing data, payment method or a proof makes the summary load again;
 * placing the order empties the customer's cart caches. Refusals are `ApiRequestError`s with the
 * contract's codes (`CUSTOMER_INCOMPLETE`, `PRICE_CHANGED`, ... of the server's catalogue).
 */

/** Who checks out: the signed-in customer, or a guest by the credentials of the opened checkout. */
export type CheckoutIdentity = { kind: 'customer' } | { kind: 'guest'; guest: GuestCredentials };

/** The signed-in customer's checkout. */
export const customerCheckout: CheckoutIdentity = { kind: 'customer' };

/** A guest's checkout, opened by `useOpenGuestCheckout`. */
export const guestCheckout = (guest: GuestCredentials): CheckoutIdentity => ({
  kind: 'guest',
  guest,
});

export type CheckoutDataResponse = ResponseOf<'getOrderCustomer'> | ResponseOf<'getGuestCheckout'>;
export type CheckoutDataInput = RequestInput<'putOrderCustomer'>['body'];
export type CheckoutPaymentResponse = ResponseOf<'getOrderPayment'>;
export type CheckoutPaymentInput = RequestInput<'putOrderPayment'>['body'];
export type CheckoutSummaryResponse = ResponseOf<'getOrderSummary'>;
/** Placing an order; `challenge` only when the server asked a guest for a proof of work. */
export type PlaceOrderBody = RequestInput<'putGuestOrder'>['body'];
export type OrderResponse = ResponseOf<'putOrder'>;
export type OrderPaymentInfoResponse = ResponseOf<'getOrderPaymentInfo'>;
export type ProofResponse = ResponseOf<'postOrderFileUpload'>;
export type GuestCheckoutResponse = ResponseOf<'getGuestCheckout'>;
export type GuestCheckoutInput = RequestInput<'putGuestCheckout'>['body'];
export type GuestOrderChallengeResponse = ResponseOf<'getGuestOrderChallenge'>;

/** The guest's checkout as its first call answers it, with the credentials it opened. */
export type OpenedGuestCheckout = {
  checkout: GuestCheckoutResponse;
  credentials: GuestCredentials;
};

/** What an identity's calls carry: a 404 stays on the page; a guest's credentials as headers. */
const optionsFor = (identity: CheckoutIdentity): RequestOptions =>
  identity.kind === 'guest'
    ? { redirectOnNotFound: false, guest: identity.guest }
    : { redirectOnNotFound: false };

/** What names the identity in a cache key: the customer, or the guest's checkout by its id. */
export const checkoutScope = (identity: CheckoutIdentity) =>
  identity.kind === 'guest' ? `guest:${identity.guest.order}` : 'customer';

/**
 * A step shows the checkout as it is now: a change made on another step (the payment method, a
 * proof) may have left an older copy in the cache, which the site otherwise keeps for the visit.
 */
const fresh = { revalidateIfStale: true } as const;

/** Every cached entry of `resource` of this identity's checkout, whatever its language. */
const keysOf = (resource: string, identity: CheckoutIdentity) => {
  const scope = checkoutScope(identity);
  return (key: unknown) => Array.isArray(key) && key[0] === resource && key[1] === scope;
};
/** Every cached cart of the customer, whatever its language. */
const isCartKey = (key: unknown) => Array.isArray(key) && key[0] === 'getCart';

/** GET /api/order/customer or /api/guest-order/guest: the billing data with its verdict. */
export const getCheckoutData = (
  client: ApiClient,
  identity: CheckoutIdentity,
  language?: string,
): Promise<CheckoutDataResponse> =>
  identity.kind === 'guest'
    ? client.request('getGuestCheckout', { query: { language } }, optionsFor(identity))
    : client.request('getOrderCustomer', undefined, optionsFor(identity));

export const checkoutDataKey = (identity: CheckoutIdentity, language?: string) =>
  ['checkoutData', checkoutScope(identity), language ?? null] as const;
type CheckoutDataKey = ReturnType<typeof checkoutDataKey>;

/** The checkout's billing data; `identity: null` (not known yet) makes no call. */
export const useCheckoutData = (
  identity: CheckoutIdentity | null,
  language?: string,
  config?: SWRConfiguration<CheckoutDataResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CheckoutDataResponse, ApiRequestError, CheckoutDataKey | null>(
    identity ? checkoutDataKey(identity, language) : null,
    () => getCheckoutData(client, identity!, language),
    { ...fresh, ...config },
  );
};

/** PUT /api/order/customer or /api/guest-order/guest: sets the billing data; 422 per field. */
export const putCheckoutData = (
  client: ApiClient,
  identity: CheckoutIdentity,
  input: CheckoutDataInput,
  language?: string,
): Promise<CheckoutDataResponse> =>
  identity.kind === 'guest'
    ? client.request('putGuestCheckout', { body: input, query: { language } }, optionsFor(identity))
    : client.request('putOrderCustomer', { body: input }, optionsFor(identity));

/**
 * Sets the billing data: `trigger(customer)`; the answer becomes `useCheckoutData`'s data, the
 * summary and the payment choice load again. Without an identity (a guest's checkout not opened
 * yet) there is nothing to change: `useOpenGuestCheckout` opens it.
 */
export const useCheckoutDataMutation = (
  identity: CheckoutIdentity | null,
  language?: string,
  config?: SWRMutationConfiguration<
    CheckoutDataResponse,
    ApiRequestError,
    CheckoutDataKey | null,
    CheckoutDataInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    CheckoutDataResponse,
    ApiRequestError,
    CheckoutDataKey | null,
    CheckoutDataInput
  >(
    identity ? checkoutDataKey(identity, language) : null,
    async (_key, { arg }) => {
      const state = await putCheckoutData(client, identity!, arg, language);
      await mutate(keysOf('checkoutSummary', identity!));
      await mutate(keysOf('checkoutPayment', identity!));
      return state;
    },
    { populateCache: true, revalidate: false, ...config },
  );
};

/**
 * PUT /api/guest-order/guest without credentials: opens a guest's checkout with the billing data
 * and the local cart's positions and voucher codes, and resolves with the credentials the
 * answer's X-Order and X-Auth headers carry.
 */
export const openGuestCheckout = async (
  client: ApiClient,
  input: GuestCheckoutInput,
  language?: string,
): Promise<OpenedGuestCheckout> => {
  let credentials: GuestCredentials | null = null;
  const checkout = await client.request(
    'putGuestCheckout',
    { body: input, query: { language } },
    {
      redirectOnNotFound: false,
      onHeaders: (headers) => {
        const order = headers.get('x-order');
        const auth = headers.get('x-auth');
        if (order && auth) credentials = { order, auth };
      },
    },
  );
  if (!credentials) throw new Error('The guest checkout was opened without X-Order and X-Auth.');
  return { checkout, credentials };
};

/**
 * Opens a guest's checkout: `trigger(input)` resolves with the checkout and its credentials; the
 * checkout becomes `useCheckoutData(guestCheckout(credentials))`'s data without a call.
 */
export const useOpenGuestCheckout = (
  language?: string,
  config?: SWRMutationConfiguration<
    OpenedGuestCheckout,
    ApiRequestError,
    readonly ['openGuestCheckout'],
    GuestCheckoutInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    OpenedGuestCheckout,
    ApiRequestError,
    readonly ['openGuestCheckout'],
    GuestCheckoutInput
  >(
    ['openGuestCheckout'] as const,
    async (_key, { arg }) => {
      const opened = await openGuestCheckout(client, arg, language);
      const identity = guestCheckout(opened.credentials);
      await mutate(checkoutDataKey(identity, language), opened.checkout, { revalidate: false });
      return opened;
    },
    config,
  );
};

/** GET …/payment: the chosen method and the seller's methods for this checkout. */
export const getCheckoutPayment = (
  client: ApiClient,
  identity: CheckoutIdentity,
  language?: string,
): Promise<CheckoutPaymentResponse> =>
  identity.kind === 'guest'
    ? client.request('getGuestPayment', { query: { language } }, optionsFor(identity))
    : client.request('getOrderPayment', { query: { language } }, optionsFor(identity));

export const checkoutPaymentKey = (identity: CheckoutIdentity, language?: string) =>
  ['checkoutPayment', checkoutScope(identity), language ?? null] as const;
type CheckoutPaymentKey = ReturnType<typeof checkoutPaymentKey>;

/** The checkout's payment method and choices; `identity: null` makes no call. */
export const useCheckoutPayment = (
  identity: CheckoutIdentity | null,
  language?: string,
  config?: SWRConfiguration<CheckoutPaymentResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CheckoutPaymentResponse, ApiRequestError, CheckoutPaymentKey | null>(
    identity ? checkoutPaymentKey(identity, language) : null,
    () => getCheckoutPayment(client, identity!, language),
    { ...fresh, ...config },
  );
};

/** PUT …/payment: chooses the payment method; 422 for a method not offered. */
export const putCheckoutPayment = (
  client: ApiClient,
  identity: CheckoutIdentity,
  input: CheckoutPaymentInput,
  language?: string,
): Promise<CheckoutPaymentResponse> =>
  identity.kind === 'guest'
    ? client.request('putGuestPayment', { body: input, query: { language } }, optionsFor(identity))
    : client.request('putOrderPayment', { body: input, query: { language } }, optionsFor(identity));

/** Chooses the payment method: `trigger({ paymentMethod })`; the answer becomes `useCheckoutPayment`'s. */
export const useCheckoutPaymentMutation = (
  identity: CheckoutIdentity,
  language?: string,
  config?: SWRMutationConfiguration<
    CheckoutPaymentResponse,
    ApiRequestError,
    CheckoutPaymentKey,
    CheckoutPaymentInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    CheckoutPaymentResponse,
    ApiRequestError,
    CheckoutPaymentKey,
    CheckoutPaymentInput
  >(
    checkoutPaymentKey(identity, language),
    async (_key, { arg }) => {
      const payment = await putCheckoutPayment(client, identity, arg, language);
      await mutate(keysOf('checkoutSummary', identity));
      return payment;
    },
    { populateCache: true, revalidate: false, ...config },
  );
};

/** GET /api/order/summary or /api/guest-order/guest-summary: what the summary shows. */
export const getCheckoutSummary = (
  client: ApiClient,
  identity: CheckoutIdentity,
  language?: string,
): Promise<CheckoutSummaryResponse> =>
  identity.kind === 'guest'
    ? client.request('getGuestSummary', { query: { language } }, optionsFor(identity))
    : client.request('getOrderSummary', { query: { language } }, optionsFor(identity));

export const checkoutSummaryKey = (identity: CheckoutIdentity, language?: string) =>
  ['checkoutSummary', checkoutScope(identity), language ?? null] as const;

/** The checkout's summary; `identity: null` makes no call. */
export const useCheckoutSummary = (
  identity: CheckoutIdentity | null,
  language?: string,
  config?: SWRConfiguration<CheckoutSummaryResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CheckoutSummaryResponse,
    ApiRequestError,
    ReturnType<typeof checkoutSummaryKey> | null
  >(
    identity ? checkoutSummaryKey(identity, language) : null,
    () => getCheckoutSummary(client, identity!, language),
    { ...fresh, ...config },
  );
};

/** PUT /api/order or /api/guest-order: places the checkout's order under `idempotencyKey`. */
export const putCheckoutOrder = (
  client: ApiClient,
  identity: CheckoutIdentity,
  input: PlaceOrderBody,
  idempotencyKey: string,
  language?: string,
): Promise<OrderResponse> => {
  const options = { ...optionsFor(identity), idempotencyKey };
  if (identity.kind === 'guest') {
    return client.request('putGuestOrder', { body: input, query: { language } }, options);
  }
  // A customer is never asked for a proof of work.
  const { challenge, ...body } = input;
  return client.request('putOrder', { body, query: { language } }, options);
};

/** GET /api/order/:id or /api/guest-order/:id: a placed order with positions and payment. */
export const getCheckoutOrder = (
  client: ApiClient,
  identity: CheckoutIdentity,
  id: string,
): Promise<OrderResponse> =>
  identity.kind === 'guest'
    ? client.request('getGuestOrder', { params: { id } }, optionsFor(identity))
    : client.request('getOrder', { params: { id } });

export const checkoutOrderKey = (identity: CheckoutIdentity, id: string) =>
  ['checkoutOrder', checkoutScope(identity), id] as const;

/** One placed order; `identity` or `id` null makes no call. */
export const useCheckoutOrder = (
  identity: CheckoutIdentity | null,
  id: string | null,
  config?: SWRConfiguration<OrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderResponse, ApiRequestError, ReturnType<typeof checkoutOrderKey> | null>(
    identity && id ? checkoutOrderKey(identity, id) : null,
    ([, , orderId]) => getCheckoutOrder(client, identity!, orderId),
    config,
  );
};

/**
 * Places the order: `trigger({ acceptTerms: true, earlyStartConsent, cartId, sumValue })`. One
 * `Idempotency-Key` per attempt: a press after a network error or 5xx sends the same key, so the
 * server answers with the order it may have placed instead of placing a second. The order becomes
 * `useCheckoutOrder(identity, order.id)`'s data without a call; the customer's cart is empty
 * afterwards (its caches say so).
 */
export const usePlaceOrder = (
  identity: CheckoutIdentity,
  language?: string,
  config?: SWRMutationConfiguration<
    OrderResponse,
    ApiRequestError,
    readonly ['placeOrder', string],
    PlaceOrderBody
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const attempt = useIdempotentAttempt();
  return useSWRMutation<
    OrderResponse,
    ApiRequestError,
    readonly ['placeOrder', string],
    PlaceOrderBody
  >(
    ['placeOrder', checkoutScope(identity)] as const,
    async (_key, { arg }) => {
      const order = await attempt((key) => putCheckoutOrder(client, identity, arg, key, language));
      await mutate(checkoutOrderKey(identity, order.id), order, { revalidate: false });
      if (identity.kind === 'customer') {
        await mutate(cartCountKey(), 0, { revalidate: false });
        await mutate(isCartKey);
      }
      return order;
    },
    config,
  );
};

/** GET …/payment/:id: the bank transfer of a placed order. */
export const getCheckoutPaymentInfo = (
  client: ApiClient,
  identity: CheckoutIdentity,
  id: string,
): Promise<OrderPaymentInfoResponse> =>
  identity.kind === 'guest'
    ? client.request('getGuestPaymentInfo', { params: { id } }, optionsFor(identity))
    : client.request('getOrderPaymentInfo', { params: { id } });

export const checkoutPaymentInfoKey = (identity: CheckoutIdentity, id: string) =>
  ['checkoutPaymentInfo', checkoutScope(identity), id] as const;

/** The bank transfer of a placed order; `identity` or `id` null makes no call. */
export const useCheckoutPaymentInfo = (
  identity: CheckoutIdentity | null,
  id: string | null,
  config?: SWRConfiguration<OrderPaymentInfoResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    OrderPaymentInfoResponse,
    ApiRequestError,
    ReturnType<typeof checkoutPaymentInfoKey> | null
  >(
    identity && id ? checkoutPaymentInfoKey(identity, id) : null,
    ([, , orderId]) => getCheckoutPaymentInfo(client, identity!, orderId),
    config,
  );
};

/** POST …/file-upload: the proof of a position of the checkout, reporting the bytes sent. */
export const uploadCheckoutProof = (
  client: ApiClient,
  identity: CheckoutIdentity,
  positionId: string,
  file: File,
  onProgress?: (sent: number, total: number) => void,
): Promise<ProofResponse> =>
  identity.kind === 'guest'
    ? client.upload('postGuestFileUpload', proofForm(positionId, file), onProgress, {
        guest: identity.guest,
      })
    : client.upload('postOrderFileUpload', proofForm(positionId, file), onProgress);

/**
 * Uploads proofs: `upload(positionId, file)` resolves with the proof and makes the summary (and
 * the customer's cart) load again; `progress` follows the upload under way, `error` is the last
 * refusal (`UNSUPPORTED_MEDIA_TYPE`, `PAYLOAD_TOO_LARGE`, ...) with the position it belongs to.
 */
export const useCheckoutProofUpload = (identity: CheckoutIdentity) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const send = useCallback(
    (positionId: string, file: File, onProgress: (sent: number, total: number) => void) =>
      uploadCheckoutProof(client, identity, positionId, file, onProgress),
    [client, identity],
  );
  const after = useCallback(async () => {
    await mutate(keysOf('checkoutSummary', identity));
    if (identity.kind === 'customer') await mutate(isCartKey);
  }, [mutate, identity]);
  return useUploadProgress(send, after);
};

/**
 * GET …/position/:id/document/:docId: an uploaded proof as a Blob (a guest's token travels in the
 * headers, so the browser cannot follow a plain link to it).
 */
export const getCheckoutProofDocument = (
  client: ApiClient,
  identity: CheckoutIdentity,
  positionId: string,
  documentId: string,
): Promise<Blob> =>
  identity.kind === 'guest'
    ? client.request(
        'getGuestPositionDocument',
        { params: { id: positionId, docId: documentId } },
        optionsFor(identity),
      )
    : client.request(
        'getOrderPositionDocument',
        { params: { id: positionId, docId: documentId } },
        optionsFor(identity),
      );

/** GET /api/guest-order/challenge: a proof-of-work challenge for the next guest order. */
export const getGuestOrderChallenge = (client: ApiClient) =>
  client.request('getGuestOrderChallenge', {});

/**
 * POST /api/guest-order/:id/confirm: the mail link's confirmation of a held guest order, which
 * places it for good; opening the link again within the hold time answers the same order.
 */
export const postGuestOrderConfirmation = (
  client: ApiClient,
  id: string,
  token: string,
  language?: string,
) =>
  client.request(
    'postGuestOrderConfirmation',
    { params: { id }, body: { token }, query: { language } },
    { redirectOnNotFound: false },
  );

/**
 * The confirmation of the held guest order `id` with the link's `token`, made once when the link's
 * page opens (never again on focus); `token` null makes no call.
 */
export const useGuestOrderConfirmation = (
  id: string,
  token: string | null,
  language?: string,
  config?: SWRConfiguration<OrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    OrderResponse,
    ApiRequestError,
    readonly ['postGuestOrderConfirmation', string, string] | null
  >(
    token ? (['postGuestOrderConfirmation', id, token] as const) : null,
    ([, orderId, linkToken]) => postGuestOrderConfirmation(client, orderId, linkToken, language),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
      ...config,
    },
  );
};
