import { z } from 'zod';
import { endpoint } from './common.ts';
import { orderSchema } from './order.ts';
import { providerPaymentSchema } from './provider-payment.ts';
import { paymentRoutes as routes } from './routes-payment.ts';

export { providerPaymentSchema, type ProviderPayment } from './provider-payment.ts';

/** The order and the payment the customer came back from the provider's page with. */
const validatePaymentInputSchema = z.strictObject({
  orderId: z.uuid(),
  paymentId: z.uuid(),
});

/** How the payment went, with the order as it is now (PAID once the provider has the money). */
export const paymentResultSchema = z.strictObject({
  order: orderSchema,
  payment: providerPaymentSchema,
});

/**
 * The payment's id. The path is the one of the order call beside it (`GET /api/order/{id}`), so
 * the parameter has the same name there and here.
 */
const paymentParams = z.strictObject({ id: z.uuid().describe("The payment's id") });
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });

/** The payment endpoints: each route of routes-payment.ts with its schemas. */
export const paymentEndpoints = {
  putOrderValidatePayment: endpoint({
    ...routes.putOrderValidatePayment,
    summary:
      "Asks the provider how the payment of one of the customer's orders went and settles the order once (as the webhook does); 404 for another's order or payment",
    query: languageQuery,
    body: validatePaymentInputSchema,
    bodyLimit: 1024,
    response: paymentResultSchema,
  }),
  putOrderRestartPayment: endpoint({
    ...routes.putOrderRestartPayment,
    summary:
      'The payment to continue with: the same while it is open at the provider, else a new one for the same order while it awaits payment; 409 PAYMENT_NOT_RESTARTABLE when the order does not',
    params: paymentParams,
    query: languageQuery,
    response: providerPaymentSchema,
  }),
  putGuestValidatePayment: endpoint({
    ...routes.putGuestValidatePayment,
    summary: "Validates the payment of the guest's order, as PUT /api/order/validate-payment does",
    query: languageQuery,
    body: validatePaymentInputSchema,
    bodyLimit: 1024,
    response: paymentResultSchema,
  }),
  putGuestRestartPayment: endpoint({
    ...routes.putGuestRestartPayment,
    summary: "The payment of the guest's order to continue with, as PUT /api/order/{id}",
    params: paymentParams,
    query: languageQuery,
    response: providerPaymentSchema,
  }),
  postPaymentWebhook: endpoint({
    ...routes.postPaymentWebhook,
    summary:
      "The payment provider's events (raw body, signature checked); each event is handled once. 400 WEBHOOK_SIGNATURE_INVALID for a body the provider did not sign",
    // Stripe's events are a few kB.
    bodyLimit: 256 * 1024,
    response: z.strictObject({ received: z.literal(true) }),
  }),
} as const;
