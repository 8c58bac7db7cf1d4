import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
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

/** POST /api/attendance/schedules/:scheduleId/import: an online date's participant report (CSV text). */
export const postAttendanceImport = (client: ApiClient, scheduleId: number, csv: string) =>
  client.request('postAttendanceImport', { params: { scheduleId }, body: csv }, quiet);

/** Imports a participant report: `trigger({ scheduleId, csv })` resolves with the counts. */
export const useAttendanceImport = () => {
  const client = useApiClient();
  return useSWRMutation<
    ResponseOf<'postAttendanceImport'>,
    ApiRequestError,
    readonly ['postAttendanceImport'],
    { scheduleId: number; csv: string }
  >(['postAttendanceImport'] as const, (_key, { arg }) =>
    postAttendanceImport(client, arg.scheduleId, arg.csv),
  );
};

export type AttendanceCheckResponse = ResponseOf<'getAttendanceCheck'>;

/** GET /api/attendance/check/:dayCode: the signed-in participant's state on the day. */
export const getAttendanceCheck = (client: ApiClient, dayCode: string) =>
  client.request('getAttendanceCheck', { params: { dayCode } }, quiet);

export const attendanceCheckKey = (dayCode: string) => ['getAttendanceCheck', dayCode] as const;

/** The participant's state on the day of `dayCode`; `null` makes no call. */
export const useAttendanceCheck = (
  dayCode: string | null,
  config?: SWRConfiguration<AttendanceCheckResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    AttendanceCheckResponse,
    ApiRequestError,
    ReturnType<typeof attendanceCheckKey> | null
  >(
    dayCode === null ? null : attendanceCheckKey(dayCode),
    ([, code]) => getAttendanceCheck(client, code),
    config,
  );
};

/** POST /api/attendance/check/:dayCode: checks in (IN) or out (OUT). */
export const postAttendanceCheck = (client: ApiClient, dayCode: string, direction: 'IN' | 'OUT') =>
  client.request('postAttendanceCheck', { params: { dayCode }, body: { direction } }, quiet);

/** Checks in or out: `trigger(direction)`; the answer becomes `useAttendanceCheck`'s data. */
export const useAttendanceCheckIn = (dayCode: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    AttendanceCheckResponse,
    ApiRequestError,
    readonly ['postAttendanceCheck', string],
    'IN' | 'OUT'
  >(['postAttendanceCheck', dayCode] as const, async (_key, { arg }) => {
    const state = await postAttendanceCheck(client, dayCode, arg);
    await mutate(attendanceCheckKey(dayCode), state, { revalidate: false });
    return state;
  });
};

/** POST /api/attendance/check/:dayCode/confirmations: "Ich bin anwesend". */
export const postAttendanceConfirmation = (client: ApiClient, dayCode: string) =>
  client.request('postAttendanceConfirmation', { params: { dayCode } }, quiet);

/** Confirms presence: `trigger()`; the answer becomes `useAttendanceCheck`'s data. */
export const useAttendanceConfirmation = (dayCode: string) => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    AttendanceCheckResponse,
    ApiRequestError,
    readonly ['postAttendanceConfirmation', string]
  >(['postAttendanceConfirmation', dayCode] as const, async () => {
    const state = await postAttendanceConfirmation(client, dayCode);
    await mutate(attendanceCheckKey(dayCode), state, { revalidate: false });
    return state;
  });
};
