/**
 * The cancellation and withdrawal calls (contract routes-after-order.ts): the signed-in
 * customer's own orders on the request's domain, the cancellation link of the order's mail, and
 * the withdrawal, which answers the same whether its data match an order or not. Each change is
 * one transaction with the order's row locked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { AppDatabase } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';
import { route } from './contract.ts';
import {
  cancellationQuote,
  cancelPositions,
  lockOrder,
  type CancellationContext,
} from '../cancellation/cancel.ts';
import { lockOrderOfLink } from '../cancellation/link.ts';
import { refundCancellation } from '../cancellation/refund.ts';
import { receiveWithdrawal } from '../cancellation/withdrawal.ts';

export function registerCancellationRoutes(
  app: FastifyInstance,
  options: {
    db: AppDatabase;
    waitingList: (now: Date) => WaitingListContext;
    /** Without sign-in configured, the customer's calls are not served. */
    customers: boolean;
  },
) {
  const { db } = options;
  const contextOf = (request: FastifyRequest): CancellationContext => {
    const now = app.clock.now();
    return {
      seller: request.domain.config.seller,
      siteName: request.domain.config.name,
      now,
      outbox: app.outbox,
      jobs: app.jobs,
      invoiceDocuments: app.invoiceDocuments,
      waitingList: options.waitingList(now),
    };
  };

  if (options.customers) {
    const auth = customerAuthOf(app, 'the cancellation');
    /** The customer's order `id` on this domain, locked; 404 for anything else. */
    const lockCustomerOrder = async (
      tx: Parameters<Parameters<AppDatabase['transaction']>[0]>[0],
      request: FastifyRequest,
      id: string,
    ) => {
      const { customerId } = await auth.requireCustomer(request);
      const order = await lockOrder(tx, id);
      if (!order || order.customerId !== customerId || order.domain !== request.domain.config.id)
        throw notFound('The order');
      return order;
    };

    route(app, 'getOrderCancellation', async (request) =>
      db.transaction(async (tx) =>
        cancellationQuote(
          tx,
          await lockCustomerOrder(tx, request, request.params.id),
          app.clock.now(),
        ),
      ),
    );

    route(app, 'postOrderCancellation', async (request) => {
      const context = contextOf(request);
      const cancellation = await db.transaction(async (tx) =>
        cancelPositions(
          tx,
          await lockCustomerOrder(tx, request, request.params.id),
          { positionIds: request.body.positionIds, kind: 'CUSTOMER' },
          context,
        ),
      );
      await refundCancellation(db, cancellation.id, request.log);
      return cancellation;
    });
  }

  const lockLinkOrder = async (
    tx: Parameters<Parameters<AppDatabase['transaction']>[0]>[0],
    request: FastifyRequest,
    link: { orderId: string; token: string },
  ) => {
    const order = await lockOrderOfLink(tx, link.orderId, link.token);
    if (order.domain !== request.domain.config.id) throw notFound('The order');
    return order;
  };

  route(
    app,
    'postCancellationLinkQuote',
    async (request) =>
      db.transaction(async (tx) =>
        cancellationQuote(tx, await lockLinkOrder(tx, request, request.body), app.clock.now()),
      ),
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(
    app,
    'postCancellationLink',
    async (request) => {
      const context = contextOf(request);
      const cancellation = await db.transaction(async (tx) =>
        cancelPositions(
          tx,
          await lockLinkOrder(tx, request, request.body),
          { positionIds: request.body.positionIds, kind: 'GUEST' },
          context,
        ),
      );
      await refundCancellation(db, cancellation.id, request.log);
      return cancellation;
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  route(
    app,
    'postWithdrawal',
    async (request) => {
      await receiveWithdrawal(
        db,
        { domain: request.domain.config.id, ...request.body },
        contextOf(request),
        request.log,
      );
      return { received: true as const };
    },
    // Like the other public forms: an order number is not guessed one request at a time.
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );
}
