import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';
import { orderKey } from './order.ts';

/*
 * Paying an order through the payment provider (routes-payment.ts): after the customer comes
 * back from the provider's page, the storefront asks how the payment went; a payment that was
 * left, expired or failed is started again for the same order.
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

/** PUT /api/order/{paymentId}: the payment to continue with (the same, or a new one). */
export const putOrderRestartPayment = (client: ApiClient, paymentId: string, language?: string) =>
  client.request('putOrderRestartPayment', { params: { paymentId }, query: { language } }, quiet);

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
