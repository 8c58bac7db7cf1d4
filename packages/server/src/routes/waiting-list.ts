/** The waiting list's link calls (contract routes-after-order.ts): the offer, its decline, leaving. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { languageOf } from '../plugins/domain.ts';
import { route } from './contract.ts';
import { declineOffer, leaveWaitingList, offerOfToken } from '../waiting-list/links.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';

const limit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export function registerWaitingListRoutes(
  app: FastifyInstance,
  options: { db: Db; waitingList: (now: Date) => WaitingListContext },
) {
  const { db } = options;
  route(
    app,
    'postWaitingListOffer',
    async (request) =>
      offerOfToken(db, request.body.token, languageOf(request, request.query.language)),
    limit,
  );
  route(
    app,
    'postWaitingListOfferDecline',
    async (request) =>
      declineOffer(
        db,
        request.body.token,
        languageOf(request, request.query.language),
        options.waitingList(app.clock.now()),
      ),
    limit,
  );
  route(
    app,
    'postWaitingListLeave',
    async (request) => {
      await leaveWaitingList(db, request.body.token, options.waitingList(app.clock.now()));
      return { left: true as const };
    },
    limit,
  );
}
