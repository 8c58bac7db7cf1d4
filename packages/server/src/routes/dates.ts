/**
 * An organizer cancels or moves a date (contract routes-dates.ts, docs/decisions/0074): each is
 * one unit of work of back-office/dates.ts, recorded in the audit trail with the caller `route()`
 * resolved from the contract's right (`dates` CHANGE).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelDate, moveDate, type DateContext } from '../back-office/dates.ts';
import type { Db } from '../db/client.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';
import { route } from './contract.ts';

export function registerDateRoutes(
  app: FastifyInstance,
  options: { db: Db; waitingList: (now: Date) => WaitingListContext },
) {
  const { db } = options;
  const contextOf = (request: FastifyRequest): DateContext => {
    const now = app.clock.now();
    return {
      now,
      site: { siteName: request.domain.config.name, seller: request.domain.config.seller },
      outbox: app.outbox,
      jobs: app.jobs,
      invoiceDocuments: app.invoiceDocuments,
      waitingList: options.waitingList(now),
    };
  };

  route(app, 'postDateCancellation', async (request, _reply, { actor }) =>
    cancelDate(db, { ...request.params, ...request.body }, contextOf(request), actor),
  );

  route(app, 'postDateMove', async (request, _reply, { actor }) =>
    moveDate(db, { ...request.params, ...request.body }, contextOf(request), actor),
  );
}
