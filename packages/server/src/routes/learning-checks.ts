/**
 * The learning check of the signed-in customer's booked self-study courses (contract
 * routes-learning-checks.ts, learning-check/attempts.ts). Only the ordering customer reaches a
 * position: another's id answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import {
  findLearningCheck,
  startLearningCheckAttempt,
  submitLearningCheckAttempt,
  type LearningCheckOwner,
} from '../learning-check/attempts.ts';
import { route } from './contract.ts';

export function registerLearningCheckRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the learning checks');
  const ownerOf = async (request: FastifyRequest): Promise<LearningCheckOwner> => ({
    customerId: (await auth.requireCustomer(request)).customerId,
    domain: request.domain.config.id,
  });

  route(app, 'getLearningCheck', async (request) =>
    findLearningCheck(db, await ownerOf(request), request.params.positionId),
  );

  route(app, 'startLearningCheckAttempt', async (request) =>
    startLearningCheckAttempt(
      db,
      await ownerOf(request),
      request.params.positionId,
      app.clock.now(),
    ),
  );

  route(app, 'submitLearningCheckAttempt', async (request) =>
    submitLearningCheckAttempt(
      db,
      await ownerOf(request),
      request.params.positionId,
      request.params.attemptId,
      request.body,
      app.clock.now(),
    ),
  );
}
