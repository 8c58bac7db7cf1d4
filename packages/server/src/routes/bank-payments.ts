/**
 * Payments from the bank (contract routes-bank-payments.ts, ADR 0073): the statement import, the
 * open bank rows and their assignment by an operator, money booked by hand on an order, its
 * ledger, and its dunning stopped. `route()` resolves the caller's right before a handler runs.
 */
import type { FastifyInstance } from 'fastify';
import {
  assignBankRow,
  bankRowsOf,
  bookManualPayment,
  importStatement,
  orderLedgerOf,
} from '../back-office/bank-payments.ts';
import { setDunningStopped } from '../back-office/dunning.ts';
import type { LedgerMails } from '../back-office/ledger.ts';
import type { Db } from '../db/client.ts';
import { route } from './contract.ts';

export function registerBankPaymentRoutes(
  app: FastifyInstance,
  { db, mails }: { db: Db; mails: LedgerMails },
) {
  route(app, 'postBankStatement', async (request, _reply, { actor }) =>
    importStatement(db, actor, request.body.content, mails, app.clock.now()),
  );

  route(app, 'getBankRows', async (request) => bankRowsOf(db, request.query.state));

  route(app, 'postBankRowAssignment', async (request, _reply, { actor }) =>
    assignBankRow(db, actor, request.params.rowId, request.body, mails, app.clock.now()),
  );

  route(app, 'postOrderPayment', async (request, _reply, { actor }) =>
    bookManualPayment(db, actor, request.params.orderId, request.body, mails, app.clock.now()),
  );

  route(app, 'getOrderLedger', async (request, _reply, { actor }) =>
    orderLedgerOf(db, actor, request.params.orderId),
  );

  route(app, 'postOrderDunning', async (request, _reply, { actor }) =>
    setDunningStopped(db, actor, request.params.orderId, request.body, app.clock.now()),
  );
}
