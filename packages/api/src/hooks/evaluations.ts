import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { CourseEvaluation, EvaluationSubjectType } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * The participants' evaluations (Teilnehmer-Feedback, ADR 0061): an order position's evaluation
 * state, the questionnaire of a booked course date and its submission, whose answer replaces
 * both; and the operators' sums by course, speaker, organizer or type.
 */

export type OrderEvaluationResponse = ResponseOf<'getOrderEvaluation'>;
export type ScheduleEvaluationResponse = ResponseOf<'getScheduleEvaluation'>;

/** Refusals a page explains itself (409, and 404 for a position that is not the customer's). */
const quiet = { redirectOnNotFound: false } as const;

/** A booked course date, and which of the customer's positions of it (and part of the course). */
export type EvaluatedDate = {
  courseId: number;
  scheduleId: number;
  positionId?: string | undefined;
  moduleId?: string | undefined;
};

/** GET /api/order/evaluation/:id: the evaluation state of an order position (404: the 404 page). */
export const getOrderEvaluation = (client: ApiClient, id: string) =>
  client.request('getOrderEvaluation', { params: { id } });

export const orderEvaluationKey = (id: string) => ['getOrderEvaluation', id] as const;

/** The evaluation state of an order position; `null` makes no call. */
export const useOrderEvaluation = (
  id: string | null,
  config?: SWRConfiguration<OrderEvaluationResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    OrderEvaluationResponse,
    ApiRequestError,
    ReturnType<typeof orderEvaluationKey> | null
  >(
    id === null ? null : orderEvaluationKey(id),
    ([, positionId]) => getOrderEvaluation(client, positionId),
    config,
  );
};

const dateParts = ({ courseId, scheduleId, positionId, moduleId }: EvaluatedDate) => ({
  params: { courseId, scheduleId },
  query: { positionId, moduleId },
});

/** GET /api/courses/:courseId/schedule/:scheduleId/evaluation: the questionnaire and state. */
export const getScheduleEvaluation = (client: ApiClient, date: EvaluatedDate) =>
  client.request('getScheduleEvaluation', dateParts(date), quiet);

export const scheduleEvaluationKey = (date: EvaluatedDate) =>
  [
    'getScheduleEvaluation',
    date.courseId,
    date.scheduleId,
    date.positionId ?? null,
    date.moduleId ?? null,
  ] as const;

/** The questionnaire of a booked course date with the customer's state; `null` makes no call. */
export const useScheduleEvaluation = (
  date: EvaluatedDate | null,
  config?: SWRConfiguration<ScheduleEvaluationResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    ScheduleEvaluationResponse,
    ApiRequestError,
    ReturnType<typeof scheduleEvaluationKey> | null
  >(
    date === null ? null : scheduleEvaluationKey(date),
    () => getScheduleEvaluation(client, date!),
    config,
  );
};

/**
 * PUT /api/evaluations/courses/:courseId/schedules/:scheduleId: submits the evaluation; 409
 * EVALUATION_SUBMITTED, EVALUATION_NOT_YET or EVALUATION_NOT_POSSIBLE when it cannot be taken,
 * 422 with each refused answer's path.
 */
export const putScheduleEvaluation = (
  client: ApiClient,
  date: EvaluatedDate,
  evaluation: CourseEvaluation,
) => client.request('putScheduleEvaluation', { ...dateParts(date), body: evaluation }, quiet);

/**
 * Submits an evaluation: `trigger({ date, evaluation })`; its answer becomes the questionnaire's
 * data and the position's evaluation state.
 */
export const useScheduleEvaluationSubmit = () => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    ScheduleEvaluationResponse,
    ApiRequestError,
    readonly ['putScheduleEvaluation'],
    { date: EvaluatedDate; evaluation: CourseEvaluation }
  >(['putScheduleEvaluation'] as const, async (_key, { arg }) => {
    const answer = await putScheduleEvaluation(client, arg.date, arg.evaluation);
    await mutate(scheduleEvaluationKey(arg.date), answer, { revalidate: false });
    const { positionId, courseId, scheduleId, state, submittedAt, availableFrom } = answer;
    await mutate(
      orderEvaluationKey(positionId),
      { positionId, courseId, scheduleId, state, submittedAt, availableFrom },
      { revalidate: false },
    );
    return answer;
  });
};

/** GET /api/evaluations/courses/:courseId: a course's evaluations summed up (operators). */
export const useCourseEvaluations = (courseId: number | null) => {
  const client = useApiClient();
  return useSWR<ResponseOf<'getCourseEvaluations'>, ApiRequestError>(
    courseId === null ? null : ['getCourseEvaluations', courseId],
    () => client.request('getCourseEvaluations', { params: { courseId: courseId! } }),
  );
};

/** GET /api/evaluations/referents/:referentId: a speaker's grades summed up (operators). */
export const useReferentEvaluations = (referentId: number | null) => {
  const client = useApiClient();
  return useSWR<ResponseOf<'getReferentEvaluations'>, ApiRequestError>(
    referentId === null ? null : ['getReferentEvaluations', referentId],
    () => client.request('getReferentEvaluations', { params: { referentId: referentId! } }),
  );
};

/** GET /api/evaluations/types/:type: every subject of a type with evaluations (operators). */
export const useEvaluationsOfType = (type: EvaluationSubjectType | null) => {
  const client = useApiClient();
  return useSWR<ResponseOf<'getEvaluationsOfType'>, ApiRequestError>(
    type === null ? null : ['getEvaluationsOfType', type],
    () => client.request('getEvaluationsOfType', { params: { type: type! } }),
  );
};

/** GET /api/evaluations/types/:type/:id: one subject's evaluations summed up (operators). */
export const useEvaluationsOfSubject = (
  subject: { type: EvaluationSubjectType; id: number } | null,
) => {
  const client = useApiClient();
  return useSWR<ResponseOf<'getEvaluationsOfSubject'>, ApiRequestError>(
    subject === null ? null : ['getEvaluationsOfSubject', subject.type, subject.id],
    () => client.request('getEvaluationsOfSubject', { params: subject! }),
  );
};
