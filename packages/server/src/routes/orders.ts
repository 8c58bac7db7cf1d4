import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckoutCustomer } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { germanToday } from '../german-today.ts';
import { checkoutCalls } from '../orders/checkout.ts';
import type { CheckoutContext } from '../orders/checkout-state.ts';
import { loadPaymentInfo, orderView } from '../orders/order-view.ts';
import { confirmGuestOrder } from '../orders/guest-hold.ts';
import { guestOrderLimits, type GuestOrderLimitValues } from '../orders/guest-limits.ts';
import { languageOf, publicOriginOf } from '../plugins/domain.ts';
import { downloadName } from '../uploads/uploads.ts';
import { registerPaymentRoutes } from './payments.ts';
import { route, routeEach } from './contract.ts';

/**
 * The checkout and order calls (docs/api.md, Orders customer and guest): one handler per pair of
 * calls, registered under the customer's and the guest's contract entry. `route()` hands it who
 * calls (the customer, or the guest `X-Order` and `X-Auth` open); orders/checkout.ts does what
 * differs between the two.
 */
export function registerOrderRoutes(
  app: FastifyInstance,
  { db, guestLimits }: { db: Db; guestLimits?: GuestOrderLimitValues | undefined },
) {
  const limits = guestOrderLimits({
    db,
    now: () => app.clock.now(),
    log: app.log,
    limits: guestLimits,
  });
  const checkout = checkoutCalls({
    db,
    vatIds: app.vatIds,
    uploads: app.uploads,
    payments: app.payments,
    limits,
  });

  const contextOf = (request: FastifyRequest, language?: string): CheckoutContext => {
    const now = app.clock.now();
    return {
      seller: request.domain.config.seller,
      language: languageOf(request, language),
      today: germanToday(now),
      now,
      providerMethods: app.payments.methods,
    };
  };

  /** What completing an order takes of the request's domain and the app. */
  const orderContextOf = (request: FastifyRequest, language?: string) => ({
    ...contextOf(request, language),
    domain: request.domain.config.id,
    siteName: request.domain.config.name,
    origin: publicOriginOf(request),
    outbox: app.outbox,
    providerName: app.payments.provider?.name ?? null,
    invoiceDocuments: app.invoiceDocuments,
  });

  // --- The checkout: one handler for the customer's call and the guest's --------------------

  routeEach(app, ['getOrderCustomer', 'getGuestCheckout'], async (request, _reply, identity) =>
    checkout.data(
      identity,
      // The customer's call takes no language: its answer has no texts of the cart.
      contextOf(request, identity.kind === 'guest' ? request.query?.language : undefined),
    ),
  );

  route(app, 'putOrderCustomer', async (request, _reply, identity) =>
    checkout.setData(identity, request.body as CheckoutCustomer, contextOf(request)),
  );

  // Without X-Order and X-Auth it opens a checkout; with them it is the guest's billing data.
  route(
    app,
    'putGuestCheckout',
    async (request, reply, identity) => {
      const context = contextOf(request, request.query.language);
      const { positions, voucherCodes, ...customer } = request.body;
      if (identity) return checkout.setData(identity, customer as CheckoutCustomer, context);
      const opened = await checkout.openGuestCheckout(
        { customer: customer as CheckoutCustomer, positions, voucherCodes },
        { ...context, domain: request.domain.config.id },
      );
      reply.header('x-order', opened.answer.cart.id).header('x-auth', opened.token);
      return opened.answer;
    },
    { guest: true },
  );

  routeEach(app, ['getOrderPayment', 'getGuestPayment'], async (request, _reply, identity) =>
    checkout.payment(identity, contextOf(request, request.query.language)),
  );

  routeEach(app, ['putOrderPayment', 'putGuestPayment'], async (request, _reply, identity) =>
    checkout.choose(
      identity,
      request.body.paymentMethod,
      contextOf(request, request.query.language),
    ),
  );

  routeEach(app, ['getOrderSummary', 'getGuestSummary'], async (request, _reply, identity) =>
    checkout.summary(identity, contextOf(request, request.query.language)),
  );

  routeEach(
    app,
    ['postOrderFileUpload', 'postGuestFileUpload'],
    async (request, _reply, identity) =>
      checkout.storeProof(identity, request.body, contextOf(request)),
  );

  routeEach(
    app,
    ['getOrderPositionDocument', 'getGuestPositionDocument'],
    async (request, _reply, identity) => {
      const { upload, content } = await checkout.proof(
        identity,
        request.params.id,
        request.params.docId,
        app.clock.now(),
      );
      return { content, mediaType: upload.mediaType, fileName: downloadName(upload) };
    },
  );

  // --- The order ----------------------------------------------------------------------------

  routeEach(app, ['putOrder', 'putGuestOrder'], async (request, _reply, identity) =>
    checkout.place(identity, {
      ...orderContextOf(request, request.query.language),
      guestHoldMinutes: request.domain.config.guestHoldMinutes,
      ip: request.ip,
      input: request.body,
    }),
  );

  routeEach(app, ['getOrder', 'getGuestOrder'], async (request, _reply, identity) =>
    orderView(
      db,
      await checkout.orderOf(identity, request.params.id, app.clock.now()),
      request.domain.config.seller,
    ),
  );

  routeEach(
    app,
    ['getOrderPaymentInfo', 'getGuestPaymentInfo'],
    async (request, _reply, identity) =>
      loadPaymentInfo(
        db,
        await checkout.orderOf(identity, request.params.id, app.clock.now()),
        request.domain.config.seller,
      ),
  );

  // --- The guest's hold (ADR 0039) --------------------------------------------------------

  route(app, 'getGuestOrderChallenge', async () => limits.challenge(), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });

  route(
    app,
    'postGuestOrderConfirmation',
    async (request) => {
      const context = orderContextOf(request, request.query.language);
      const order = await confirmGuestOrder(db, request.params.id, request.body.token, context);
      await checkout.startPayment(order, { origin: context.origin, area: '/guest-order' });
      return orderView(db, order, context.seller);
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  registerPaymentRoutes(app, { db, checkout });
}
