import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';
import { checkoutOrderKey, checkoutScope, type CheckoutIdentity } from './checkout.ts';

/*
 * Paying an order through the payment provider (routes-payment.ts): after the customer comes
 * back from the provider's page, the storefront asks how the payment went; a payment that was
 * left, expired or failed is started again for the same order. The customer's calls go to
 * `/api/order/…` with the bearer token, a guest's to `/api/guest-order/…` with the checkout's
 * credentials (X-Order, X-Auth), as the checkout's other hooks do (`CheckoutIdentity`).
 */

export type ValidatePaymentInput = RequestInput<'putOrderValidatePayment'>['body'];
export type PaymentResultResponse = ResponseOf<'putOrderValidatePayment'>;
export type ProviderPaymentResponse = ResponseOf<'putOrderRestartPayment'>;

const optionsFor = (identity: CheckoutIdentity) =>
  identity.kind === 'guest'
    ? ({ redirectOnNotFound: false, guest: identity.guest } as const)
    : ({ redirectOnNotFound: false } as const);

/** PUT …/validate-payment: the order and its payment after the provider's page. */
export const putValidatePayment = (
  client: ApiClient,
  identity: CheckoutIdentity,
  input: ValidatePaymentInput,
  language?: string,
): Promise<PaymentResultResponse> =>
  identity.kind === 'guest'
    ? client.request(
        'putGuestValidatePayment',
        { body: input, query: { language } },
        optionsFor(identity),
      )
    : client.request(
        'putOrderValidatePayment',
        { body: input, query: { language } },
        optionsFor(identity),
      );

/** PUT …/{id} (the payment's id): the payment to continue with (the same, or a new one). */
export const putRestartPayment = (
  client: ApiClient,
  identity: CheckoutIdentity,
  paymentId: string,
  language?: string,
): Promise<ProviderPaymentResponse> =>
  identity.kind === 'guest'
    ? client.request(
        'putGuestRestartPayment',
        { params: { id: paymentId }, query: { language } },
        optionsFor(identity),
      )
    : client.request(
        'putOrderRestartPayment',
        { params: { id: paymentId }, query: { language } },
        optionsFor(identity),
      );

/**
 * Validates the payment: `trigger({ orderId, paymentId })`; the answer's order becomes
 * `useCheckoutOrder(identity, orderId)`'s data.
 */
export const useValidatePaymentMutation = (identity: CheckoutIdentity, language?: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    PaymentResultResponse,
    ApiRequestError,
    readonly ['validatePayment', string],
    ValidatePaymentInput
  >(['validatePayment', checkoutScope(identity)] as const, async (_key, { arg }) => {
    const result = await putValidatePayment(client, identity, arg, language);
    await mutate(checkoutOrderKey(identity, result.order.id), result.order, { revalidate: false });
    return result;
  });
};

/** Starts the payment again: `trigger(paymentId)` answers the payment with its page. */
export const useRestartPaymentMutation = (identity: CheckoutIdentity, language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    ProviderPaymentResponse,
    ApiRequestError,
    readonly ['restartPayment', string],
    string
  >(['restartPayment', checkoutScope(identity)] as const, (_key, { arg }) =>
    putRestartPayment(client, identity, arg, language),
  );
};
