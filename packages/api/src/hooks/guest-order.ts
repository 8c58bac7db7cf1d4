import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { GuestCredentials, RequestInput, ResponseOf } from '../types.ts';
import { proofForm, useIdempotentAttempt, useUploadProgress } from './checkout-support.ts';

/*
 * A guest's checkout (docs/api.md, Orders (guest)): the first call opens it with the
 * guest's billing data, local positions and voucher codes and answers its credentials in the
 * X-Order and X-Auth headers; every later call sends them back as headers (never in a URL).
 * The caller keeps the credentials and passes them in; the cache keys hold the checkout's id,
 * never the token. Refusals are `ApiRequestError`s with the contract's codes.
 */

export type GuestCheckoutResponse = ResponseOf<'getGuestCheckout'>;
export type GuestCheckoutInput = RequestInput<'putGuestCheckout'>['body'];
export type GuestPaymentResponse = ResponseOf<'getGuestPayment'>;
export type GuestPaymentInput = RequestInput<'putGuestPayment'>['body'];
export type GuestSummaryResponse = ResponseOf<'getGuestSummary'>;
export type PlaceGuestOrderBody = RequestInput<'putGuestOrder'>['body'];
export type GuestOrderResponse = ResponseOf<'putGuestOrder'>;
export type GuestPaymentInfoResponse = ResponseOf<'getGuestPaymentInfo'>;

/** The guest's checkout as the first or a later billing-data call answers it, with its credentials. */
export type OpenedGuestCheckout = {
  checkout: GuestCheckoutResponse;
  credentials: GuestCredentials;
};

const quietFor = (guest: GuestCredentials) => ({ redirectOnNotFound: false, guest }) as const;

/**
 * A step shows the checkout as it is now: a change made on another step (the payment method, a
 * proof) may have left an older copy in the cache, which the site otherwise keeps for the visit.
 */
const fresh = { revalidateIfStale: true } as const;

/** Every cached summary of the guest's checkouts, whatever its language. */
const isGuestSummaryKey = (key: unknown) => Array.isArray(key) && key[0] === 'getGuestSummary';
/** Every cached payment choice of the guest's checkouts, whatever its language. */
const isGuestPaymentKey = (key: unknown) => Array.isArray(key) && key[0] === 'getGuestPayment';

/**
 * PUT /api/guest-order/guest. Without `guest` it opens a checkout with the billing data and
 * the local cart's positions and voucher codes, and resolves with the credentials the answer's
 * X-Order and X-Auth headers carry; with `guest` it changes the billing data of that checkout.
 */
export const putGuestCheckout = async (
  client: ApiClient,
  input: GuestCheckoutInput,
  guest: GuestCredentials | null,
  language?: string,
): Promise<OpenedGuestCheckout> => {
  let answered: GuestCredentials | null = null;
  const checkout = await client.request(
    'putGuestCheckout',
    { body: input, query: { language } },
    {
      redirectOnNotFound: false,
      ...(guest ? { guest } : {}),
      onHeaders: (headers) => {
        const order = headers.get('x-order');
        const auth = headers.get('x-auth');
        if (order && auth) answered = { order, auth };
      },
    },
  );
  const credentials = answered ?? guest;
  if (!credentials) throw new Error('The guest checkout was opened without X-Order and X-Auth.');
  return { checkout, credentials };
};

/** GET /api/guest-order/guest: the guest's billing data, verdict and cart. */
export const getGuestCheckout = (client: ApiClient, guest: GuestCredentials, language?: string) =>
  client.request('getGuestCheckout', { query: { language } }, quietFor(guest));

export const guestCheckoutKey = (checkoutId: string, language?: string) =>
  ['getGuestCheckout', checkoutId, language ?? null] as const;

/** The guest's checkout; `guest: null` (none opened yet) makes no call. */
export const useGuestCheckout = (
  guest: GuestCredentials | null,
  language?: string,
  config?: SWRConfiguration<GuestCheckoutResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<GuestCheckoutResponse, ApiRequestError, ReturnType<typeof guestCheckoutKey> | null>(
    guest ? guestCheckoutKey(guest.order, language) : null,
    () => getGuestCheckout(client, guest!, language),
    { ...fresh, ...config },
  );
};

/**
 * Opens the guest's checkout or changes its billing data: `trigger(input)` resolves with the
 * checkout and its credentials, which become `useGuestCheckout(credentials)`'s data; the
 * summary and payment choice load again.
 */
export const useGuestCheckoutMutation = (
  guest: GuestCredentials | null,
  language?: string,
  config?: SWRMutationConfiguration<
    OpenedGuestCheckout,
    ApiRequestError,
    readonly ['putGuestCheckout'],
    GuestCheckoutInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    OpenedGuestCheckout,
    ApiRequestError,
    readonly ['putGuestCheckout'],
    GuestCheckoutInput
  >(
    ['putGuestCheckout'] as const,
    async (_key, { arg }) => {
      const opened = await putGuestCheckout(client, arg, guest, language);
      await mutate(guestCheckoutKey(opened.credentials.order, language), opened.checkout, {
        revalidate: false,
      });
      await mutate(isGuestSummaryKey);
      await mutate(isGuestPaymentKey);
      return opened;
    },
    config,
  );
};

/** GET /api/guest-order/guest-summary: everything the guest's summary shows before ordering. */
export const getGuestSummary = (client: ApiClient, guest: GuestCredentials, language?: string) =>
  client.request('getGuestSummary', { query: { language } }, quietFor(guest));

export const guestSummaryKey = (checkoutId: string, language?: string) =>
  ['getGuestSummary', checkoutId, language ?? null] as const;

/** The guest checkout's summary; `guest: null` makes no call. */
export const useGuestSummary = (
  guest: GuestCredentials | null,
  language?: string,
  config?: SWRConfiguration<GuestSummaryResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<GuestSummaryResponse, ApiRequestError, ReturnType<typeof guestSummaryKey> | null>(
    guest ? guestSummaryKey(guest.order, language) : null,
    () => getGuestSummary(client, guest!, language),
    { ...fresh, ...config },
  );
};

/** GET /api/guest-order/payment: the chosen method and the seller's methods for this checkout. */
export const getGuestPayment = (client: ApiClient, guest: GuestCredentials, language?: string) =>
  client.request('getGuestPayment', { query: { language } }, quietFor(guest));

export const guestPaymentKey = (checkoutId: string, language?: string) =>
  ['getGuestPayment', checkoutId, language ?? null] as const;
type GuestPaymentKey = ReturnType<typeof guestPaymentKey>;

/** The guest checkout's payment method and choices; `guest: null` makes no call. */
export const useGuestPayment = (
  guest: GuestCredentials | null,
  language?: string,
  config?: SWRConfiguration<GuestPaymentResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<GuestPaymentResponse, ApiRequestError, GuestPaymentKey | null>(
    guest ? guestPaymentKey(guest.order, language) : null,
    () => getGuestPayment(client, guest!, language),
    { ...fresh, ...config },
  );
};

/** PUT /api/guest-order/payment: chooses the payment method. */
export const putGuestPayment = (
  client: ApiClient,
  guest: GuestCredentials,
  input: GuestPaymentInput,
  language?: string,
) => client.request('putGuestPayment', { body: input, query: { language } }, quietFor(guest));

/** Chooses the payment method: `trigger({ paymentMethod })`; the answer becomes `useGuestPayment`'s. */
export const useGuestPaymentMutation = (
  guest: GuestCredentials,
  language?: string,
  config?: SWRMutationConfiguration<
    GuestPaymentResponse,
    ApiRequestError,
    GuestPaymentKey,
    GuestPaymentInput
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<GuestPaymentResponse, ApiRequestError, GuestPaymentKey, GuestPaymentInput>(
    guestPaymentKey(guest.order, language),
    async (_key, { arg }) => {
      const payment = await putGuestPayment(client, guest, arg, language);
      await mutate(isGuestSummaryKey);
      return payment;
    },
    { populateCache: true, revalidate: false, ...config },
  );
};

/** PUT /api/guest-order: places the guest's order under `idempotencyKey`. */
export const putGuestOrder = (
  client: ApiClient,
  guest: GuestCredentials,
  input: PlaceGuestOrderBody,
  idempotencyKey: string,
  language?: string,
) =>
  client.request(
    'putGuestOrder',
    { body: input, query: { language } },
    { ...quietFor(guest), idempotencyKey },
  );

/** GET /api/guest-order/:id: the guest's placed order, opened by the checkout's credentials. */
export const getGuestOrder = (client: ApiClient, guest: GuestCredentials, id: string) =>
  client.request('getGuestOrder', { params: { id } }, quietFor(guest));

export const guestOrderKey = (id: string) => ['getGuestOrder', id] as const;

/** The guest's placed order; `guest` or `id` null makes no call. */
export const useGuestOrder = (
  guest: GuestCredentials | null,
  id: string | null,
  config?: SWRConfiguration<GuestOrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<GuestOrderResponse, ApiRequestError, ReturnType<typeof guestOrderKey> | null>(
    guest && id ? guestOrderKey(id) : null,
    ([, orderId]) => getGuestOrder(client, guest!, orderId),
    config,
  );
};

/**
 * Places the guest's order: `trigger({ acceptTerms: true, earlyStartConsent, cartId, sumValue })`,
 * with one `Idempotency-Key` per attempt as `usePlaceOrderMutation` does; the order becomes
 * `useGuestOrder(guest, order.id)`'s data without a call.
 */
export const usePlaceGuestOrderMutation = (
  guest: GuestCredentials,
  language?: string,
  config?: SWRMutationConfiguration<
    GuestOrderResponse,
    ApiRequestError,
    readonly ['putGuestOrder'],
    PlaceGuestOrderBody
  >,
) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const attempt = useIdempotentAttempt();
  return useSWRMutation<
    GuestOrderResponse,
    ApiRequestError,
    readonly ['putGuestOrder'],
    PlaceGuestOrderBody
  >(
    ['putGuestOrder'] as const,
    async (_key, { arg }) => {
      const order = await attempt((key) => putGuestOrder(client, guest, arg, key, language));
      await mutate(guestOrderKey(order.id), order, { revalidate: false });
      return order;
    },
    config,
  );
};

/** GET /api/guest-order/payment/:id: the bank transfer of the guest's order. */
export const getGuestPaymentInfo = (client: ApiClient, guest: GuestCredentials, id: string) =>
  client.request('getGuestPaymentInfo', { params: { id } }, quietFor(guest));

export const guestPaymentInfoKey = (id: string) => ['getGuestPaymentInfo', id] as const;

/** The bank transfer of the guest's order; `guest` or `id` null makes no call. */
export const useGuestPaymentInfo = (
  guest: GuestCredentials | null,
  id: string | null,
  config?: SWRConfiguration<GuestPaymentInfoResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    GuestPaymentInfoResponse,
    ApiRequestError,
    ReturnType<typeof guestPaymentInfoKey> | null
  >(
    guest && id ? guestPaymentInfoKey(id) : null,
    ([, orderId]) => getGuestPaymentInfo(client, guest!, orderId),
    config,
  );
};

/** POST /api/guest-order/file-upload: the proof of a position of the guest's checkout. */
export const uploadGuestProof = (
  client: ApiClient,
  guest: GuestCredentials,
  positionId: string,
  file: File,
  onProgress?: (sent: number, total: number) => void,
) => client.upload('postGuestFileUpload', proofForm(positionId, file), onProgress, { guest });

/**
 * Uploads the guest's proofs as `useProofUpload` does the customer's: `upload(positionId, file)`,
 * `progress` and `error`; the guest's summary loads again afterwards.
 */
export const useGuestProofUpload = (guest: GuestCredentials) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const send = useCallback(
    (positionId: string, file: File, onProgress: (sent: number, total: number) => void) =>
      uploadGuestProof(client, guest, positionId, file, onProgress),
    [client, guest],
  );
  const after = useCallback(() => mutate(isGuestSummaryKey), [mutate]);
  return useUploadProgress(send, after);
};

/**
 * GET /api/guest-order/position/:id/document/:docId: the proof the guest uploaded, as a Blob
 * (the token travels in the headers, so the browser cannot follow a plain link to it).
 */
export const getGuestProofDocument = (
  client: ApiClient,
  guest: GuestCredentials,
  positionId: string,
  documentId: string,
) =>
  client.request(
    'getGuestPositionDocument',
    { params: { id: positionId, docId: documentId } },
    quietFor(guest),
  );

export type GuestOrderChallengeResponse = ResponseOf<'getGuestOrderChallenge'>;

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
  config?: SWRConfiguration<GuestOrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    GuestOrderResponse,
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
