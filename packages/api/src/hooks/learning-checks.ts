import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { LearningCheckAnswers } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * The learning check of a booked self-study course: its state, an attempt started (or the open
 * one resumed) and an attempt submitted. Each change loads the state again, so Meine Kurse and
 * the page show the attempts left and the pass.
 */

export type LearningCheckResponse = ResponseOf<'getLearningCheck'>;
export type LearningCheckAttemptResponse = ResponseOf<'startLearningCheckAttempt'>;
export type LearningCheckResultResponse = ResponseOf<'submitLearningCheckAttempt'>;

/** Refusals the page explains itself (409, 400 at a field) rather than the 404 page. */
const quiet = { redirectOnNotFound: false } as const;

/** GET /api/learning-checks/:positionId: the state; 404 for anyone else's, 409 NOT_SELF_STUDY. */
export const getLearningCheck = (client: ApiClient, positionId: string) =>
  client.request('getLearningCheck', { params: { positionId } });

export const learningCheckKey = (positionId: string) => ['getLearningCheck', positionId] as const;

/** The learning check of a position; `null` makes no call. */
export const useLearningCheck = (
  positionId: string | null,
  config?: SWRConfiguration<LearningCheckResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<LearningCheckResponse, ApiRequestError, ReturnType<typeof learningCheckKey> | null>(
    positionId === null ? null : learningCheckKey(positionId),
    ([, id]) => getLearningCheck(client, id),
    config,
  );
};

/** POST /api/learning-checks/:positionId/attempts: starts an attempt, or answers the open one. */
export const startLearningCheckAttempt = (client: ApiClient, positionId: string) =>
  client.request('startLearningCheckAttempt', { params: { positionId } }, quiet);

/** PUT /api/learning-checks/:positionId/attempts/:attemptId: submits the answers; the result. */
export const submitLearningCheckAttempt = (
  client: ApiClient,
  positionId: string,
  attemptId: string,
  answers: LearningCheckAnswers,
) =>
  client.request(
    'submitLearningCheckAttempt',
    { params: { positionId, attemptId }, body: answers },
    quiet,
  );

/** Starts (or resumes) an attempt: `trigger()`; the state loads again. */
export const useStartLearningCheckAttempt = (positionId: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    LearningCheckAttemptResponse,
    ApiRequestError,
    readonly ['startLearningCheckAttempt', string]
  >(['startLearningCheckAttempt', positionId] as const, async () => {
    const attempt = await startLearningCheckAttempt(client, positionId);
    await mutate(learningCheckKey(positionId));
    return attempt;
  });
};

/** Submits an attempt: `trigger({ attemptId, answers })` resolves with its result. */
export const useSubmitLearningCheckAttempt = (positionId: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    LearningCheckResultResponse,
    ApiRequestError,
    readonly ['submitLearningCheckAttempt', string],
    { attemptId: string; answers: LearningCheckAnswers }
  >(['submitLearningCheckAttempt', positionId] as const, async (_key, { arg }) => {
    const result = await submitLearningCheckAttempt(client, positionId, arg.attemptId, arg.answers);
    await mutate(learningCheckKey(positionId));
    return result;
  });
};
