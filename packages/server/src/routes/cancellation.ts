/**
 * The cancellation and withdrawal calls (contract routes-after-order.ts): the signed-in
 * customer's own orders on the request's domain, the cancellation link of the order's mail, and
 * the withdrawal, which answers the same whether its data match an order or not. Each is one
 * unit of work of cancellation/ with the order's row locked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';
import { route } from './contract.ts';
import type { CancellationContext } from '../cancellation/cancel.ts';
import {
  cancelCustomerOrder,
  cancelLinkedOrder,
  quoteCustomerCancellation,
  quoteLinkedCancellation,
} from '../cancellation/calls.ts';
import { receiveWithdrawal } from '../cancellation/withdrawal.ts';

export function registerCancellationRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
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
    /** The signed-in customer's order `orderId` on this domain (401 without sign-in). */
    const customerOrder = async (request: FastifyRequest, orderId: string) => ({
      customerId: (await auth.requireCustomer(request)).customerId,
      domain: request.domain.config.id,
      orderId,
    });

    route(app, 'getOrderCancellation', async (request) =>
      quoteCustomerCancellation(
        db,
        await customerOrder(request, request.params.id),
        app.clock.now(),
      ),
    );

    route(app, 'postOrderCancellation', async (request) => {
      const context = contextOf(request);
      return cancelCustomerOrder(
        db,
        {
          ...(await customerOrder(request, request.params.id)),
          positionIds: request.body.positionIds,
        },
        context,
        request.log,
      );
    });
  }

  route(
    app,
    'postCancellationLinkQuote',
    async (request) =>
      quoteLinkedCancellation(
        db,
        {
          domain: request.domain.config.id,
          orderId: request.body.orderId,
          token: request.body.token,
        },
        app.clock.now(),
      ),
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(
    app,
    'postCancellationLink',
    async (request) =>
      cancelLinkedOrder(
        db,
        {
          domain: request.domain.config.id,
          orderId: request.body.orderId,
          token: request.body.token,
          positionIds: request.body.positionIds,
        },
        contextOf(request),
        request.log,
      ),
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
