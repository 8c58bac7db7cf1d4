/**
 * The invoice and order-status calls (contract routes-invoice.ts): the signed-in customer's
 * invoices in one list (invoices/customer-invoices.ts; only the caller's own on the request's
 * domain, there is no id to ask for another's), the owner downloads an invoice as issued (the
 * Factur-X PDF or its CII XML), and an operator records a change of an order's status through
 * the state machine (orders/status.ts); a cancellation goes through the cancellation engine
 * (cancellation/), with its cancellation invoice and refund.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import { ownsOrder } from '../booking/checkout-identity.ts';
import type { Db } from '../db/client.ts';
import { cancelOrderAsOperator } from '../cancellation/calls.ts';
import { notFound } from '../errors.ts';
import { customerInvoices } from '../invoices/customer-invoices.ts';
import { findInvoiceWithOrder } from '../orders/order-view.ts';
import { markPaidAsOperator } from '../back-office/bank-payments.ts';
import type { LedgerMails } from '../back-office/ledger.ts';
import { changeStatusAsOperator, statusChangesOf } from '../orders/status.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';
import { route } from './contract.ts';

const mediaTypes = {
  pdf: 'application/pdf',
  xml: 'application/xml; charset=utf-8',
} as const;

export function registerInvoiceRoutes(
  app: FastifyInstance,
  {
    db,
    mails,
    waitingList,
  }: { db: Db; mails: LedgerMails; waitingList: (now: Date) => WaitingListContext },
) {
  const auth = customerAuthOf(app, 'the customer invoices');

  route(app, 'getCustomerInvoices', async (request) => {
    const { customerId } = await auth.requireCustomer(request);
    return customerInvoices(db, {
      customerId,
      domain: request.domain.config.id,
      year: request.query.year,
    });
  });

  // The owner: the signed-in customer of this domain, or the guest whose headers open the order.
  route(
    app,
    'getCustomerInvoice',
    async (request, _reply, identity) => {
      const found = await findInvoiceWithOrder(db, request.params.id);
      if (!found || !ownsOrder(identity, found.order, app.clock.now())) {
        throw notFound('The invoice');
      }
      const { format } = request.query;
      const content = await app.invoiceDocuments.read(found.invoice, format);
      if (!content) throw notFound('The invoice');
      return {
        content,
        mediaType: mediaTypes[format],
        fileName: `${found.invoice.number}.${format}`,
      };
    },
    {
      mediaTypes: {
        description: 'The invoice as issued, as an attachment with its number as file name',
        types: Object.values(mediaTypes),
      },
    },
  );

  route(app, 'postOrderStatus', async (request, _reply, { account, domain }) => {
    const { id, status } = request.body;
    const operator = `${account.subject} <${account.email}>`;
    const now = app.clock.now();
    // Paid goes through the order's ledger (ADR 0073): the money, the status, the mail; a
    // cancellation through the cancellation engine.
    const paid =
      status === 'PAID'
        ? await markPaidAsOperator(db, { orderId: id, operator, domain }, mails, now)
        : null;
    const result =
      status === 'PAID'
        ? paid && { order: paid, changes: await statusChangesOf(db, id) }
        : status === 'CANCELLED'
          ? await cancelAsOperator(request, id, operator, now)
          : await changeStatusAsOperator(db, id, status, operator, domain, now);
    if (!result) throw notFound('The order');
    return {
      id,
      status: result.order.status,
      changes: result.changes.map((change) => ({
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        actorKind: change.actorKind,
        actor: change.actor,
        changedAt: change.changedAt.toISOString(),
      })),
    };
  });

  /** A cancellation through the engine; answers the order and its changes as a status change. */
  async function cancelAsOperator(
    request: FastifyRequest,
    orderId: string,
    operator: string,
    now: Date,
  ) {
    const domain = request.domain.config;
    return cancelOrderAsOperator(
      db,
      { domain: domain.id, orderId, operator },
      {
        seller: domain.seller,
        siteName: domain.name,
        now,
        outbox: app.outbox,
        jobs: app.jobs,
        invoiceDocuments: app.invoiceDocuments,
        waitingList: waitingList(now),
      },
      request.log,
    );
  }
}
