import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';
import { cartCountKey } from './cart.ts';
import { proofForm, useIdempotentAttempt, useUploadProgress } from './checkout-support.ts';

/*
 * The signed-in customer's checkout (docs/api.md, Orders (customer); docs/booking.md, calls):
 * billing data, proofs, payment method, the summary, placing the order and the placed order.
 * A change of the billing data, payment method or a proof makes the summary load again; placing
 * the order empties the cart's caches. Refusals are `ApiRequestError`s with the contract's codes
 * (`CUSTOMER_INCOMPLETE`, `PRICE_CHANGED`, ... of the server's catalogue).
 */

export type OrderCustomerResponse = ResponseOf<'getOrderCustomer'>;
export type OrderCustomerInput = RequestInput<'putOrderCustomer'>['body'];
export type OrderPaymentResponse = ResponseOf<'getOrderPayment'>;
export type OrderPaymentInput = RequestInput<'putOrderPayment'>['body'];
export type OrderSummaryResponse = ResponseOf<'getOrderSummary'>;
export type PlaceOrderBody = RequestInput<'putOrder'>['body'];
export type OrderResponse = ResponseOf<'putOrder'>;
export type OrderPaymentInfoResponse = ResponseOf<'getOrderPaymentInfo'>;
export type ProofResponse = ResponseOf<'postOrderFileUpload'>;

const quiet = { redirectOnNotFound: false } as const;

/**
 * A step shows the checkout as it is now: a change made on another step (the payment method, a
 * proof) may have left an older copy in the cache, which the site otherwise keeps for the visit.
 */
const fresh = { revalidateIfStale: true } as const;

/** Every cached summary, whatever its language: they all change with the checkout. */
const isSummaryKey = (key: unknown) => Array.isArray(key) && key[0] === 'getOrderSummary';
/** Every cached cart of the customer, whatever its language. */
const isCartKey = (key: unknown) => Array.isArray(key) && key[0] === 'getCart';

/** GET /api/order/customer: the checkout's billing data with its verdict. */
export const getOrderCustomer = (client: ApiClient) =>
  client.request('getOrderCustomer', undefined, quiet);

export const orderCustomerKey = () => ['getOrderCustomer'] as const;
type OrderCustomerKey = ReturnType<typeof orderCustomerKey>;

/** The checkout's billing data; `enabled: false` makes no call. */
export const useOrderCustomer = (
  enabled: boolean,
  config?: SWRConfiguration<OrderCustomerResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderCustomerResponse, ApiRequestError, OrderCustomerKey | null>(
    enabled ? orderCustomerKey() : null,
    () => getOrderCustomer(client),
    { ...fresh, ...config },
  );
};

/** PUT /api/order/customer: sets the billing data; 422 names each field's path and code. */
export const putOrderCustomer = (client: ApiClient, customer: OrderCustomerInput) =>
  client.request('putOrderCustomer', { body: customer }, quiet);

/** Sets the billing data: `trigger(customer)`; the answer becomes `useOrderCustomer`'s data. */
export const useOrderCustomerMutation = (
  config?: SWRMutationConfiguration<
    OrderCustomerResponse,
    ApiRequestError,
    OrderCustomerKey,
    OrderCustomerInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    OrderCustomerResponse,
    ApiRequestError,
    OrderCustomerKey,
    OrderCustomerInput
  >(
    orderCustomerKey(),
    async (_key, { arg }) => {
      const state = await putOrderCustomer(client, arg);
      await mutate(isSummaryKey);
      return state;
    },
    { populateCache: true, revalidate: false, ...config },
  );
};

/** GET /api/order/payment: the chosen method and the seller's methods for this checkout. */
export const getOrderPayment = (client: ApiClient, language?: string) =>
  client.request('getOrderPayment', { query: { language } }, quiet);

export const orderPaymentKey = (language?: string) =>
  ['getOrderPayment', language ?? null] as const;
type OrderPaymentKey = ReturnType<typeof orderPaymentKey>;

/** The checkout's payment method and choices; `enabled: false` makes no call. */
export const useOrderPayment = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<OrderPaymentResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderPaymentResponse, ApiRequestError, OrderPaymentKey | null>(
    enabled ? orderPaymentKey(language) : null,
    ([, lang]) => getOrderPayment(client, lang ?? undefined),
    { ...fresh, ...config },
  );
};

/** PUT /api/order/payment: chooses the payment method. */
export const putOrderPayment = (client: ApiClient, input: OrderPaymentInput, language?: string) =>
  client.request('putOrderPayment', { body: input, query: { language } }, quiet);

/** Chooses the payment method: `trigger({ paymentMethod })`; the answer becomes `useOrderPayment`'s. */
export const useOrderPaymentMutation = (
  language?: string,
  config?: SWRMutationConfiguration<
    OrderPaymentResponse,
    ApiRequestError,
    OrderPaymentKey,
    OrderPaymentInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<OrderPaymentResponse, ApiRequestError, OrderPaymentKey, OrderPaymentInput>(
    orderPaymentKey(language),
    async (_key, { arg }) => {
      const payment = await putOrderPayment(client, arg, language);
      await mutate(isSummaryKey);
      return payment;
    },
    { populateCache: true, revalidate: false, ...config },
  );
};

/** GET /api/order/summary: everything the summary page shows before ordering. */
export const getOrderSummary = (client: ApiClient, language?: string) =>
  client.request('getOrderSummary', { query: { language } }, quiet);

export const orderSummaryKey = (language?: string) =>
  ['getOrderSummary', language ?? null] as const;

/** The checkout's summary; `enabled: false` makes no call. */
export const useOrderSummary = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<OrderSummaryResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderSummaryResponse, ApiRequestError, ReturnType<typeof orderSummaryKey> | null>(
    enabled ? orderSummaryKey(language) : null,
    ([, lang]) => getOrderSummary(client, lang ?? undefined),
    { ...fresh, ...config },
  );
};

/** PUT /api/order: places the checkout's order under `idempotencyKey`. */
export const putOrder = (
  client: ApiClient,
  input: PlaceOrderBody,
  idempotencyKey: string,
  language?: string,
) => client.request('putOrder', { body: input, query: { language } }, { ...quiet, idempotencyKey });

/** GET /api/order/:id: one of the customer's orders with positions and payment. */
export const getOrder = (client: ApiClient, id: string) =>
  client.request('getOrder', { params: { id } });

export const orderKey = (id: string) => ['getOrder', id] as const;

/** One placed order; `id: null` makes no call. */
export const useOrder = (
  id: string | null,
  config?: SWRConfiguration<OrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderResponse, ApiRequestError, ReturnType<typeof orderKey> | null>(
    id ? orderKey(id) : null,
    ([, orderId]) => getOrder(client, orderId),
    config,
  );
};

/**
 * Places the order: `trigger({ acceptTerms: true, earlyStartConsent, cartId, sumValue })`. One
 * `Idempotency-Key` per attempt: a press after a network error or 5xx sends the same key, so the
 * server answers with the order it may have placed instead of placing a second. On success the
 * cart is empty (its caches say so) and the order is `useOrder(order.id)`'s data.
 */
export const usePlaceOrderMutation = (
  language?: string,
  config?: SWRMutationConfiguration<
    OrderResponse,
    ApiRequestError,
    readonly ['putOrder'],
    PlaceOrderBody
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const attempt = useIdempotentAttempt();
  return useSWRMutation<OrderResponse, ApiRequestError, readonly ['putOrder'], PlaceOrderBody>(
    ['putOrder'] as const,
    async (_key, { arg }) => {
      const order = await attempt((key) => putOrder(client, arg, key, language));
      await mutate(orderKey(order.id), order, { revalidate: false });
      await mutate(cartCountKey(), 0, { revalidate: false });
      await mutate(isCartKey);
      return order;
    },
    config,
  );
};

/** GET /api/order/payment/:id: the bank transfer of one of the customer's orders. */
export const getOrderPaymentInfo = (client: ApiClient, id: string) =>
  client.request('getOrderPaymentInfo', { params: { id } });

export const orderPaymentInfoKey = (id: string) => ['getOrderPaymentInfo', id] as const;

/** The bank transfer of an order; `id: null` makes no call. */
export const useOrderPaymentInfo = (
  id: string | null,
  config?: SWRConfiguration<OrderPaymentInfoResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    OrderPaymentInfoResponse,
    ApiRequestError,
    ReturnType<typeof orderPaymentInfoKey> | null
  >(
    id ? orderPaymentInfoKey(id) : null,
    ([, orderId]) => getOrderPaymentInfo(client, orderId),
    config,
  );
};

/** POST /api/order/file-upload: the proof of a cart position, reporting the bytes sent. */
export const uploadOrderProof = (
  client: ApiClient,
  positionId: string,
  file: File,
  onProgress?: (sent: number, total: number) => void,
) => client.upload('postOrderFileUpload', proofForm(positionId, file), onProgress);

/**
 * Uploads proofs: `upload(positionId, file)` resolves with the proof and makes the summary and
 * cart load again; `progress` follows the upload under way, `error` is the last refusal
 * (`UNSUPPORTED_MEDIA_TYPE`, `PAYLOAD_TOO_LARGE`, ...) with the position it belongs to.
 */
export const useProofUpload = () => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const send = useCallback(
    (positionId: string, file: File, onProgress: (sent: number, total: number) => void) =>
      uploadOrderProof(client, positionId, file, onProgress),
    [client],
  );
  const after = useCallback(async () => {
    await mutate(isSummaryKey);
    await mutate(isCartKey);
  }, [mutate]);
  return useUploadProgress(send, after);
};
