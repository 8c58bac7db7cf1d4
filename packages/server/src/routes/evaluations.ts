/**
 * The evaluation calls (contract routes-evaluations.ts, ADR 0061): the signed-in customer's
 * questionnaire of a booked course date, its submission and an order position's evaluation state
 * (evaluations/evaluations.ts; another customer's answers 404), and the sums of all evaluations
 * on the request's domain (evaluations/aggregates.ts) for an account with the realm role
 * `operator` only: a customer gets 403, anyone without sign-in 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EvaluationSubjectType } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { evaluationAggregate, evaluationSummaries } from '../evaluations/aggregates.ts';
import {
  orderEvaluation,
  scheduleEvaluation,
  submitEvaluation,
  type EvaluationOwner,
} from '../evaluations/evaluations.ts';
import { germanToday } from '../german-today.ts';
import { languageOf } from '../plugins/domain.ts';
import { route, type SignedIn } from './contract.ts';

/** The realm role of the seller's operators (the identity provider's, e.g. Keycloak's). */
const operatorRole = 'operator';

const requireOperator = ({ account }: SignedIn) => {
  if (!account.roles.includes(operatorRole)) {
    throw new AppError('FORBIDDEN', 'Only an operator of the seller reads evaluations.');
  }
};

export function registerEvaluationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const ownerOf = ({ customerId, domain }: SignedIn): EvaluationOwner => ({ customerId, domain });
  const contextOf = (request: FastifyRequest, language: string | undefined) => ({
    today: germanToday(app.clock.now()),
    language: languageOf(request, language),
  });

  route(app, 'getScheduleEvaluation', async (request, _reply, identity) =>
    scheduleEvaluation(
      db,
      ownerOf(identity),
      { ...request.params, ...request.query },
      contextOf(request, request.query.language),
    ),
  );

  route(app, 'putScheduleEvaluation', async (request, _reply, identity) =>
    submitEvaluation(db, ownerOf(identity), { ...request.params, ...request.query }, request.body, {
      ...contextOf(request, request.query.language),
      now: app.clock.now(),
    }),
  );

  route(app, 'getOrderEvaluation', async (request, _reply, identity) =>
    orderEvaluation(db, ownerOf(identity), request.params.id, germanToday(app.clock.now())),
  );

  const aggregate = (
    request: FastifyRequest & { query: { language?: string | undefined } },
    identity: SignedIn,
    type: EvaluationSubjectType,
    id: number,
  ) => {
    requireOperator(identity);
    return evaluationAggregate(
      db,
      identity.domain,
      type,
      id,
      languageOf(request, request.query.language),
    );
  };

  route(app, 'getCourseEvaluations', async (request, _reply, identity) =>
    aggregate(request, identity, 'COURSE', request.params.courseId),
  );

  route(app, 'getReferentEvaluations', async (request, _reply, identity) =>
    aggregate(request, identity, 'REFERENT', request.params.referentId),
  );

  route(app, 'getEvaluationsOfSubject', async (request, _reply, identity) =>
    aggregate(request, identity, request.params.type, request.params.id),
  );

  route(app, 'getEvaluationsOfType', async (request, _reply, identity) => {
    requireOperator(identity);
    return evaluationSummaries(db, identity.domain, request.params.type);
  });
}
