import useSWRMutation from 'swr/mutation';
import type { DateCancellationBody, DateMoveBody } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * An organizer cancels or moves a date in the back office (docs/decisions/0074). Both calls take
 * an Idempotency-Key (the client sends one, the same on its retries).
 */

export type DateCancellationResponse = ResponseOf<'postDateCancellation'>;
export type DateMoveResponse = ResponseOf<'postDateMove'>;

/** Refusals a page explains itself. */
const quiet = { redirectOnNotFound: false } as const;

/** POST …/schedules/:scheduleId/cancellation: cancels the date and settles its orders. */
export const postDateCancellation = (
  client: ApiClient,
  organizerId: number,
  scheduleId: number,
  body: DateCancellationBody,
) => client.request('postDateCancellation', { params: { organizerId, scheduleId }, body }, quiet);

/** Cancels a date: `trigger({ reason, notifyOrganizer })` resolves with the settlement's counts. */
export const useCancelDate = (organizerId: number, scheduleId: number) => {
  const client = useApiClient();
  return useSWRMutation<
    DateCancellationResponse,
    ApiRequestError,
    readonly ['postDateCancellation', number, number],
    DateCancellationBody
  >(['postDateCancellation', organizerId, scheduleId] as const, (_key, { arg }) =>
    postDateCancellation(client, organizerId, scheduleId, arg),
  );
};

/** POST …/schedules/:scheduleId/move: moves the date, its participants are told. */
export const postDateMove = (
  client: ApiClient,
  organizerId: number,
  scheduleId: number,
  body: DateMoveBody,
) => client.request('postDateMove', { params: { organizerId, scheduleId }, body }, quiet);

/** Moves a date: `trigger({ startDate, endDate, reason })` resolves with the move. */
export const useMoveDate = (organizerId: number, scheduleId: number) => {
  const client = useApiClient();
  return useSWRMutation<
    DateMoveResponse,
    ApiRequestError,
    readonly ['postDateMove', number, number],
    DateMoveBody
  >(['postDateMove', organizerId, scheduleId] as const, (_key, { arg }) =>
    postDateMove(client, organizerId, scheduleId, arg),
  );
};
