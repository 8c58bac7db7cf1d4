/**
 * The payment calls (routes-payment.ts): the customer's and the guest's return from the
 * provider's page (validate-payment) and starting a left payment again, one handler each for
 * both, and the provider's webhook, whose raw body is what the provider signed.
 */
import type { FastifyInstance } from 'fastify';
import type { CheckoutIdentity } from '../booking/checkout-identity.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { CheckoutCalls } from '../orders/checkout.ts';
import { findOrder, orderView } from '../orders/order-view.ts';
import { findPayment, paymentOfOrder, providerPaymentView } from '../orders/provider-payment.ts';
import { WebhookSignatureError } from '../payments/provider.ts';
import { publicOriginOf } from '../plugins/domain.ts';
import { route, routeEach } from './contract.ts';

export function registerPaymentRoutes(
  app: FastifyInstance,
  { db, checkout }: { db: Db; checkout: CheckoutCalls },
) {
  const areaOf = (identity: CheckoutIdentity) =>
    identity.kind === 'customer' ? '/order' : '/guest-order';

  routeEach(
    app,
    ['putOrderValidatePayment', 'putGuestValidatePayment'],
    async (request, _reply, identity) => {
      const order = await checkout.orderOf(identity, request.body.orderId, app.clock.now());
      const found = await paymentOfOrder(db, order.id, request.body.paymentId);
      if (!found) throw notFound('The payment');
      const payment = await app.payments.validate(found);
      return {
        order: await orderView(db, (await findOrder(db, order.id))!, request.domain.config.seller),
        payment: providerPaymentView(payment),
      };
    },
  );

  routeEach(
    app,
    ['putOrderRestartPayment', 'putGuestRestartPayment'],
    async (request, _reply, identity) => {
      const payment = await findPayment(db, request.params.id);
      if (!payment) throw notFound('The payment');
      const order = await checkout.orderOf(identity, payment.orderId, app.clock.now());
      return providerPaymentView(
        await app.payments.restart(order, payment.id, {
          orderNumber: order.orderNumber,
          email: order.billingEmail,
          language: order.language,
          origin: publicOriginOf(request),
          area: areaOf(identity),
        }),
      );
    },
  );

  // The provider signs the bytes it sends: the body comes as it came, not parsed as JSON.
  route(
    app,
    'postPaymentWebhook',
    async (request) => {
      const provider = app.payments.provider;
      if (!provider) throw notFound('The payment webhook');
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The webhook takes application/json.');
      }
      let event;
      try {
        event = provider.parseWebhook(body, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        // Neither the body nor the signature is logged: only that it did not verify.
        request.log.warn({ reason: error.message }, 'payment webhook refused: signature');
        throw new AppError(
          'WEBHOOK_SIGNATURE_INVALID',
          'The body is not signed by the payment provider.',
        );
      }
      await app.payments.handleEvent(event);
      return { received: true as const };
    },
    { rawBody: true },
  );
}
