/**
 * Courses booked elsewhere (contract routes-manual-orders.ts): the signed-in customer's manual
 * orders on the request's domain (orders/manual-orders.ts). Another customer's id answers 404,
 * as an unknown one does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import {
  createManualOrder,
  deleteManualOrder,
  findManualOrder,
  listManualOrders,
  updateManualOrder,
  type ManualOrderOwner,
} from '../orders/manual-orders.ts';
import { languageOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

export function registerManualOrderRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the courses booked elsewhere');
  const ownerOf = async (
    request: FastifyRequest,
    language: string | undefined,
  ): Promise<ManualOrderOwner> => ({
    customerId: (await auth.requireCustomer(request)).customerId,
    domain: request.domain.config.id,
    language: languageOf(request, language),
  });
  const what = 'The course booked elsewhere';

  route(app, 'getManualOrders', async (request) =>
    listManualOrders(db, await ownerOf(request, request.query.language)),
  );

  route(app, 'postManualOrder', async (request) => {
    const { file, ...fields } = request.body;
    return createManualOrder(
      db,
      app.uploads,
      await ownerOf(request, request.query.language),
      fields,
      file,
      app.clock.now(),
    );
  });

  route(app, 'getManualOrder', async (request) => {
    const found = await findManualOrder(
      db,
      await ownerOf(request, request.query.language),
      request.params.id,
    );
    if (!found) throw notFound(what);
    return found;
  });

  route(app, 'putManualOrder', async (request) => {
    const changed = await updateManualOrder(
      db,
      await ownerOf(request, request.query.language),
      request.params.id,
      request.body,
      app.clock.now(),
    );
    if (!changed) throw notFound(what);
    return changed;
  });

  route(app, 'deleteManualOrder', async (request) => {
    const owner = await ownerOf(request, request.query.language);
    if (!(await deleteManualOrder(db, app.uploads, owner, request.params.id))) {
      throw notFound(what);
    }
    return listManualOrders(db, owner);
  });
}
