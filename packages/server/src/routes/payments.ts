/**
 * The payment calls (routes-payment.ts): the customer's and the guest's return from the
 * provider's page (validate-payment), starting a left payment again, and the provider's webhook,
 * whose raw body is what the provider signed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/client.ts';
import { payments, type OrderRow, type PaymentRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { findOrder, orderView } from '../orders/order-view.ts';
import { publicOriginOf } from '../plugins/domain.ts';
import { route } from './contract.ts';
import { latestPaymentOf, providerPaymentView } from '../orders/provider-payment.ts';
import { WebhookSignatureError } from '../payments/provider.ts';

type Area = '/order' | '/guest-order';

const startContext = (request: FastifyRequest, order: OrderRow, area: Area) => ({
  orderNumber: order.orderNumber,
  email: order.billingEmail,
  language: order.language,
  origin: publicOriginOf(request),
  area,
});

/**
 * Starts the payment of a just placed order at the provider, when it is paid through one (the one
 * `written` by the order's transaction, or its latest), and answers it as started.
 */
export async function startOrderPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
  area: Area,
  written?: { payment: PaymentRow | undefined },
) {
  const payment = written ? written.payment : await latestPaymentOf(app.database.db, order.id);
  return payment && app.payments.startPayment(payment, startContext(request, order, area));
}

/** The webhook takes at most this much: Stripe's events are a few kB. */
const webhookBodyLimit = 256 * 1024;

export function registerPaymentRoutes(
  app: FastifyInstance,
  options: {
    db: AppDatabase;
    customerOrder: (request: FastifyRequest, id: string) => Promise<OrderRow>;
    guestOrder: (request: FastifyRequest, id: string) => Promise<OrderRow>;
  },
) {
  const { db } = options;

  /** The payment `paymentId` of `order`; 404 for any other. */
  async function paymentOf(order: OrderRow, paymentId: string) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.orderId, order.id)));
    if (!payment) throw notFound('The payment');
    return payment;
  }

  const validate = async (request: FastifyRequest, order: OrderRow, paymentId: string) => {
    const payment = await app.payments.validate(await paymentOf(order, paymentId));
    return {
      order: await orderView(db, (await findOrder(db, order.id))!, request.domain.config.seller),
      payment: providerPaymentView(payment),
    };
  };

  route(app, 'putOrderValidatePayment', async (request) =>
    validate(
      request,
      await options.customerOrder(request, request.body.orderId),
      request.body.paymentId,
    ),
  );

  route(app, 'putGuestValidatePayment', async (request) =>
    validate(
      request,
      await options.guestOrder(request, request.body.orderId),
      request.body.paymentId,
    ),
  );

  const restart = async (
    request: FastifyRequest,
    paymentId: string,
    openOrder: (orderId: string) => Promise<OrderRow>,
    area: Area,
  ) => {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw notFound('The payment');
    const order = await openOrder(payment.orderId);
    return providerPaymentView(
      await app.payments.restart(order, paymentId, startContext(request, order, area)),
    );
  };

  route(app, 'putOrderRestartPayment', async (request) =>
    restart(request, request.params.id, (id) => options.customerOrder(request, id), '/order'),
  );

  route(app, 'putGuestRestartPayment', async (request) =>
    restart(request, request.params.id, (id) => options.guestOrder(request, id), '/guest-order'),
  );

  // The provider signs the bytes it sends: the body is kept as it came, not parsed as JSON.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      { bodyLimit: webhookBodyLimit, schema: { operationId: 'postPaymentWebhook' } },
      async (request, reply) => {
        const provider = app.payments.provider;
        if (!provider) throw notFound('The payment webhook');
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The webhook takes application/json.');
        }
        let event;
        try {
          event = provider.parseWebhook(request.body, request.headers);
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
        return reply.status(200).send({ received: true });
      },
    );
  });
}
