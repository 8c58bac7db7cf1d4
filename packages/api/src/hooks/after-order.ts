import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';
import { checkoutOrderKey, customerCheckout } from './checkout.ts';

/*
 * After the order (issue 22): the cancellation of the customer's order or through the mail's
 * cancellation link, the withdrawal without sign-in, and the waiting-list offer and leave links.
 * The links' tokens come from the page's fragment and go in the request body, never in a URL.
 * Refusals are `ApiRequestError`s with the contract's codes (`NOT_CANCELLABLE`, 404 for a wrong
 * link).
 */

export type CancellationQuoteResponse = ResponseOf<'getOrderCancellation'>;
export type CancellationResponse = ResponseOf<'postOrderCancellation'>;
export type CancellationLinkInput = RequestInput<'postCancellationLinkQuote'>['body'];
export type WithdrawalInput = RequestInput<'postWithdrawal'>['body'];
export type WaitingListOfferResponse = ResponseOf<'postWaitingListOffer'>;

/** Link calls answer 404 on the page itself, not by leaving it for /404. */
const quiet = { redirectOnNotFound: false } as const;

/** GET /api/order/{id}/cancellation: what cancelling would cost today. */
export const getOrderCancellation = (client: ApiClient, id: string) =>
  client.request('getOrderCancellation', { params: { id } }, quiet);

export const orderCancellationKey = (id: string) => ['getOrderCancellation', id] as const;

/** The cancellation quote of the customer's order; `id: null` makes no call. */
export const useOrderCancellation = (
  id: string | null,
  config?: SWRConfiguration<CancellationQuoteResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CancellationQuoteResponse,
    ApiRequestError,
    ReturnType<typeof orderCancellationKey> | null
  >(id ? orderCancellationKey(id) : null, ([, orderId]) => getOrderCancellation(client, orderId), {
    revalidateOnFocus: false,
    ...config,
  });
};

/** POST /api/order/{id}/cancellation: cancels positions (all that can be when none are named). */
export const postOrderCancellation = (
  client: ApiClient,
  id: string,
  positionIds?: readonly string[],
) =>
  client.request(
    'postOrderCancellation',
    { params: { id }, body: positionIds ? { positionIds: [...positionIds] } : {} },
    quiet,
  );

/** Cancels: `trigger(positionIds?)`; the order and its quote load again. */
export const useCancelOrderMutation = (id: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    CancellationResponse,
    ApiRequestError,
    readonly ['postOrderCancellation', string],
    readonly string[] | undefined
  >(['postOrderCancellation', id] as const, async (_key, { arg }) => {
    const cancellation = await postOrderCancellation(client, id, arg);
    await Promise.all([
      mutate(orderCancellationKey(id)),
      mutate(checkoutOrderKey(customerCheckout, id)),
    ]);
    return cancellation;
  });
};

/** POST /api/order-cancellation/quote: the quote of the mail's cancellation link. */
export const postCancellationLinkQuote = (client: ApiClient, link: CancellationLinkInput) =>
  client.request('postCancellationLinkQuote', { body: link }, quiet);

/** The quote of a cancellation link; `link: null` makes no call. */
export const useCancellationLinkQuote = (
  link: CancellationLinkInput | null,
  config?: SWRConfiguration<CancellationQuoteResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CancellationQuoteResponse,
    ApiRequestError,
    readonly ['postCancellationLinkQuote', string, string] | null
  >(
    link ? (['postCancellationLinkQuote', link.orderId, link.token] as const) : null,
    ([, orderId, token]) => postCancellationLinkQuote(client, { orderId, token }),
    { revalidateOnFocus: false, ...config },
  );
};

/** POST /api/order-cancellation: cancels through the mail's link. */
export const postCancellationLink = (
  client: ApiClient,
  link: CancellationLinkInput,
  positionIds?: readonly string[],
) =>
  client.request(
    'postCancellationLink',
    { body: { ...link, ...(positionIds ? { positionIds: [...positionIds] } : {}) } },
    quiet,
  );

/** Cancels through the link: `trigger(positionIds?)`. */
export const useCancelByLinkMutation = (link: CancellationLinkInput) => {
  const client = useApiClient();
  return useSWRMutation<
    CancellationResponse,
    ApiRequestError,
    readonly ['postCancellationLink', string],
    readonly string[] | undefined
  >(['postCancellationLink', link.orderId] as const, (_key, { arg }) =>
    postCancellationLink(client, link, arg),
  );
};

/** POST /api/withdrawal: the same answer whether the data match an order or not. */
export const postWithdrawal = (client: ApiClient, input: WithdrawalInput) =>
  client.request('postWithdrawal', { body: input });

/** Sends a withdrawal: `trigger({ orderNumber, email })`. */
export const useWithdrawalMutation = () => {
  const client = useApiClient();
  return useSWRMutation<
    ResponseOf<'postWithdrawal'>,
    ApiRequestError,
    readonly ['postWithdrawal'],
    WithdrawalInput
  >(['postWithdrawal'] as const, (_key, { arg }) => postWithdrawal(client, arg));
};

/** POST /api/waiting-list/offer: the offer of the mail's link. */
export const postWaitingListOffer = (client: ApiClient, token: string, language?: string) =>
  client.request(
    'postWaitingListOffer',
    { body: { token }, ...(language ? { query: { language } } : {}) },
    quiet,
  );

export const waitingListOfferKey = (token: string, language?: string) =>
  ['postWaitingListOffer', token, language] as const;

/** The offer of a link; `token: null` makes no call. */
export const useWaitingListOffer = (token: string | null, language?: string) => {
  const client = useApiClient();
  return useSWR<
    WaitingListOfferResponse,
    ApiRequestError,
    ReturnType<typeof waitingListOfferKey> | null
  >(
    token ? waitingListOfferKey(token, language) : null,
    ([, offerToken, lang]) => postWaitingListOffer(client, offerToken, lang),
    { revalidateOnFocus: false },
  );
};

/** Declines the offer: `trigger()`; the answer becomes the offer's data. */
export const useDeclineOfferMutation = (token: string, language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    WaitingListOfferResponse,
    ApiRequestError,
    ReturnType<typeof waitingListOfferKey>
  >(waitingListOfferKey(token, language), () =>
    client.request(
      'postWaitingListOfferDecline',
      { body: { token }, ...(language ? { query: { language } } : {}) },
      quiet,
    ),
  );
};

/** Leaves the waiting list with the mail's link: `trigger()`. */
export const useLeaveWaitingListMutation = (token: string) => {
  const client = useApiClient();
  return useSWRMutation<
    ResponseOf<'postWaitingListLeave'>,
    ApiRequestError,
    readonly ['postWaitingListLeave', string]
  >(['postWaitingListLeave', token] as const, () =>
    client.request('postWaitingListLeave', { body: { token } }, quiet),
  );
};
