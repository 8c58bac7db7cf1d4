import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { GuestCredentials, RequestInput, ResponseOf } from '../types.ts';
import { guestOrderKey } from './guest-order.ts';
import { orderKey } from './order.ts';

/*
 * Paying an order through the payment provider (routes-payment.ts): after the customer comes
 * back from the provider's page, the storefront asks how the payment went; a payment that was
 * left, expired or failed is started again for the same order. A guest's calls carry the
 * checkout's credentials (X-Order, X-Auth), passed in per call as the other guest hooks do.
 */

export type ValidatePaymentInput = RequestInput<'putOrderValidatePayment'>['body'];
export type PaymentResultResponse = ResponseOf<'putOrderValidatePayment'>;
export type ProviderPaymentResponse = ResponseOf<'putOrderRestartPayment'>;

const quiet = { redirectOnNotFound: false } as const;

/** PUT /api/order/validate-payment: the order and its payment after the provider's page. */
export const putOrderValidatePayment = (
  client: ApiClient,
  input: ValidatePaymentInput,
  language?: string,
) => client.request('putOrderValidatePayment', { body: input, query: { language } }, quiet);

/** PUT /api/order/{id} (the payment's id): the payment to continue with (the same, or a new one). */
export const putOrderRestartPayment = (client: ApiClient, paymentId: string, language?: string) =>
  client.request(
    'putOrderRestartPayment',
    { params: { id: paymentId }, query: { language } },
    quiet,
  );

/** Validates the payment: `trigger({ orderId, paymentId })`; the order's cache takes the answer. */
export const useValidatePaymentMutation = (language?: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    PaymentResultResponse,
    ApiRequestError,
    readonly ['putOrderValidatePayment'],
    ValidatePaymentInput
  >(['putOrderValidatePayment'] as const, async (_key, { arg }) => {
    const result = await putOrderValidatePayment(client, arg, language);
    await mutate(orderKey(result.order.id), result.order, { revalidate: false });
    return result;
  });
};

/** Starts the payment again: `trigger(paymentId)` answers the payment with its page. */
export const useRestartPaymentMutation = (language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    ProviderPaymentResponse,
    ApiRequestError,
    readonly ['putOrderRestartPayment'],
    string
  >(['putOrderRestartPayment'] as const, (_key, { arg }) =>
    putOrderRestartPayment(client, arg, language),
  );
};

const quietFor = (guest: GuestCredentials) => ({ redirectOnNotFound: false, guest }) as const;

/** PUT /api/guest-order/validate-payment: the guest's order and its payment after the provider. */
export const putGuestValidatePayment = (
  client: ApiClient,
  guest: GuestCredentials,
  input: ValidatePaymentInput,
  language?: string,
) =>
  client.request('putGuestValidatePayment', { body: input, query: { language } }, quietFor(guest));

/** PUT /api/guest-order/{id}: the payment of the guest's order to continue with. */
export const putGuestRestartPayment = (
  client: ApiClient,
  guest: GuestCredentials,
  paymentId: string,
  language?: string,
) =>
  client.request(
    'putGuestRestartPayment',
    { params: { id: paymentId }, query: { language } },
    quietFor(guest),
  );

/**
 * Validates the guest's payment: `trigger({ orderId, paymentId })` with the credentials;
 * `useGuestOrder(guest, orderId)` takes the answer's order.
 */
export const useGuestValidatePaymentMutation = (guest: GuestCredentials, language?: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    PaymentResultResponse,
    ApiRequestError,
    readonly ['putGuestValidatePayment', string],
    ValidatePaymentInput
  >(['putGuestValidatePayment', guest.order] as const, async (_key, { arg }) => {
    const result = await putGuestValidatePayment(client, guest, arg, language);
    await mutate(guestOrderKey(result.order.id), result.order, { revalidate: false });
    return result;
  });
};

/** Starts the guest's payment again: `trigger(paymentId)` answers the payment with its page. */
export const useGuestRestartPaymentMutation = (guest: GuestCredentials, language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    ProviderPaymentResponse,
    ApiRequestError,
    readonly ['putGuestRestartPayment', string],
    string
  >(['putGuestRestartPayment', guest.order] as const, (_key, { arg }) =>
    putGuestRestartPayment(client, guest, arg, language),
  );
};
