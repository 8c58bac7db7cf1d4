/**
 * One position of the signed-in customer's orders (contract routes-order-positions.ts): its
 * participant, and a substitute named for it (orders/participants.ts). Only the ordering
 * customer reaches a position: another's id answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { germanToday } from '../german-today.ts';
import {
  changeOrderPosition,
  findParticipantPosition,
  positionCalendar,
  type PositionOwner,
} from '../orders/participants.ts';
import { route } from './contract.ts';

export function registerOrderPositionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the order positions');
  const ownerOf = async (request: FastifyRequest): Promise<PositionOwner> => ({
    customerId: (await auth.requireCustomer(request)).customerId,
    domain: request.domain.config.id,
  });

  route(app, 'getOrderPosition', async (request) =>
    findParticipantPosition(
      db,
      await ownerOf(request),
      request.params.id,
      germanToday(app.clock.now()),
    ),
  );

  route(app, 'patchOrderPosition', async (request) =>
    changeOrderPosition(db, await ownerOf(request), request.params.id, request.body, {
      today: germanToday(app.clock.now()),
      seller: request.domain.config.seller,
      siteName: request.domain.config.name,
      outbox: app.outbox,
    }),
  );

  const calendarType = 'text/calendar; charset=utf-8';
  route(
    app,
    'getOrderPositionCalendar',
    async (request) => {
      const { ics, orderNumber } = await positionCalendar(
        db,
        await ownerOf(request),
        request.params.id,
        app.clock.now(),
      );
      return { content: Buffer.from(ics), mediaType: calendarType, fileName: `${orderNumber}.ics` };
    },
    {
      mediaTypes: {
        description: 'The calendar entry, as an attachment named by the order number',
        types: [calendarType],
      },
    },
  );
}
