import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { AttendanceScanBody } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * Attendance (docs/decisions/0059-attendance-as-evidence.md): a booked course's ticket for its
 * customer (Meine Kurse), and for the seller's operators the door scan and a date's days with
 * their check-in codes.
 */

export type OrderPositionTicketResponse = ResponseOf<'getOrderPositionTicket'>;
export type AttendanceScanResponse = ResponseOf<'postAttendanceScan'>;
export type AttendanceScheduleDaysResponse = ResponseOf<'getAttendanceScheduleDays'>;

/** Refusals a page explains itself (404 unknown, 409 no course day today). */
const quiet = { redirectOnNotFound: false } as const;

/** GET /api/order/position/:id/ticket: the ticket's code and QR code; 404 for anyone else's. */
export const getOrderPositionTicket = (client: ApiClient, id: string) =>
  client.request('getOrderPositionTicket', { params: { id } }, quiet);

/** Loads a booked course position's ticket: `trigger(id)` resolves with its code and QR code. */
export const useOrderPositionTicket = () => {
  const client = useApiClient();
  return useSWRMutation<
    OrderPositionTicketResponse,
    ApiRequestError,
    readonly ['getOrderPositionTicket'],
    string
  >(['getOrderPositionTicket'] as const, (_key, { arg }) => getOrderPositionTicket(client, arg));
};

/** POST /api/attendance/scan: an operator's scan of a ticket at the door. */
export const postAttendanceScan = (client: ApiClient, scan: AttendanceScanBody) =>
  client.request('postAttendanceScan', { body: scan }, quiet);

/** Scans a ticket: `trigger({ ticketCode, direction })` resolves with who and which day. */
export const useAttendanceScan = () => {
  const client = useApiClient();
  return useSWRMutation<
    AttendanceScanResponse,
    ApiRequestError,
    readonly ['postAttendanceScan'],
    AttendanceScanBody
  >(['postAttendanceScan'] as const, (_key, { arg }) => postAttendanceScan(client, arg));
};

/** GET /api/attendance/schedules/:scheduleId/days: a date's days with their check-in codes. */
export const getAttendanceScheduleDays = (client: ApiClient, scheduleId: number) =>
  client.request('getAttendanceScheduleDays', { params: { scheduleId } }, quiet);

/** A course date's days for an operator; `null` makes no call. */
export const useAttendanceScheduleDays = (
  scheduleId: number | null,
  config?: SWRConfiguration<AttendanceScheduleDaysResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    AttendanceScheduleDaysResponse,
    ApiRequestError,
    readonly ['getAttendanceScheduleDays', number] | null
  >(
    scheduleId === null ? null : (['getAttendanceScheduleDays', scheduleId] as const),
    ([, id]) => getAttendanceScheduleDays(client, id),
    config,
  );
};
