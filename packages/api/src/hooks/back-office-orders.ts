import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { OrderFilter, StaffCancellationBody } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { InputArgs, ResponseOf } from '../types.ts';

/*
 * The back office's orders (docs/decisions/0075): an organizer's order search, one order, saved
 * filters, a staff cancellation, and the door's participant list and scan.
 */

export type StaffOrdersResponse = ResponseOf<'getStaffOrders'>;
export type StaffOrdersQuery = NonNullable<InputArgs<'getStaffOrders'>[0]>['query'];
export type StaffOrderResponse = ResponseOf<'getStaffOrder'>;
export type SavedOrderFiltersResponse = ResponseOf<'getSavedOrderFilters'>;
export type ScheduleParticipantsResponse = ResponseOf<'getScheduleParticipants'>;
export type StaffScanBody = NonNullable<InputArgs<'postStaffAttendanceScan'>[0]>['body'];

/** Refusals a page explains itself. */
const quiet = { redirectOnNotFound: false } as const;

/** GET /api/backoffice/organizers/:organizerId/orders: one page of the organizer's orders. */
export const getStaffOrders = (client: ApiClient, organizerId: number, query: StaffOrdersQuery) =>
  client.request('getStaffOrders', { params: { organizerId }, query }, quiet);

/** The organizer's orders `query` selects; `null` makes no call. */
export const useStaffOrders = (
  organizerId: number,
  query: StaffOrdersQuery | null,
  config?: SWRConfiguration<StaffOrdersResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    StaffOrdersResponse,
    ApiRequestError,
    readonly ['getStaffOrders', number, StaffOrdersQuery] | null
  >(
    query === null ? null : (['getStaffOrders', organizerId, query] as const),
    ([, id, filter]) => getStaffOrders(client, id, filter),
    config,
  );
};

export const staffOrderKey = (organizerId: number, orderId: string) =>
  ['getStaffOrder', organizerId, orderId] as const;

/** GET .../orders/:orderId: one order as the organizer's staff see it. */
export const getStaffOrder = (client: ApiClient, organizerId: number, orderId: string) =>
  client.request('getStaffOrder', { params: { organizerId, orderId } }, quiet);

/** One order of the organizer; `null` makes no call. */
export const useStaffOrder = (
  organizerId: number,
  orderId: string | null,
  config?: SWRConfiguration<StaffOrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<StaffOrderResponse, ApiRequestError, ReturnType<typeof staffOrderKey> | null>(
    orderId === null ? null : staffOrderKey(organizerId, orderId),
    ([, id, order]) => getStaffOrder(client, id, order),
    config,
  );
};

/** POST .../orders/:orderId/cancellations: staff cancel the organizer's positions. */
export const postStaffOrderCancellation = (
  client: ApiClient,
  organizerId: number,
  orderId: string,
  body: StaffCancellationBody,
) =>
  client.request('postStaffOrderCancellation', { params: { organizerId, orderId }, body }, quiet);

/** Cancels positions: `trigger(body)`, then the order is read again. */
export const useCancelStaffOrderPositions = (organizerId: number, orderId: string) => {
  const client = useApiClient();
  return useSWRMutation<
    ResponseOf<'postStaffOrderCancellation'>,
    ApiRequestError,
    ReturnType<typeof staffOrderKey>,
    StaffCancellationBody
  >(staffOrderKey(organizerId, orderId), (_key, { arg }) =>
    postStaffOrderCancellation(client, organizerId, orderId, arg),
  );
};

const savedFiltersKey = (organizerId: number) => ['getSavedOrderFilters', organizerId] as const;

/** The caller's saved order filters for the organizer. */
export const useSavedOrderFilters = (
  organizerId: number,
  config?: SWRConfiguration<SavedOrderFiltersResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<SavedOrderFiltersResponse, ApiRequestError, ReturnType<typeof savedFiltersKey>>(
    savedFiltersKey(organizerId),
    ([, id]) => client.request('getSavedOrderFilters', { params: { organizerId: id } }, quiet),
    config,
  );
};

/** Saves a filter under a name: `trigger({ name, filter })` answers the caller's filters. */
export const useSaveOrderFilter = (organizerId: number) => {
  const client = useApiClient();
  return useSWRMutation<
    SavedOrderFiltersResponse,
    ApiRequestError,
    ReturnType<typeof savedFiltersKey>,
    { name: string; filter: OrderFilter }
  >(
    savedFiltersKey(organizerId),
    (_key, { arg }) =>
      client.request('postSavedOrderFilter', { params: { organizerId }, body: arg }, quiet),
    { populateCache: true, revalidate: false },
  );
};

/** Deletes a saved filter: `trigger(filterId)` answers the rest. */
export const useDeleteOrderFilter = (organizerId: number) => {
  const client = useApiClient();
  return useSWRMutation<
    SavedOrderFiltersResponse,
    ApiRequestError,
    ReturnType<typeof savedFiltersKey>,
    string
  >(
    savedFiltersKey(organizerId),
    (_key, { arg }) =>
      client.request('deleteSavedOrderFilter', { params: { organizerId, filterId: arg } }, quiet),
    { populateCache: true, revalidate: false },
  );
};

const participantsKey = (organizerId: number, scheduleId: number) =>
  ['getScheduleParticipants', organizerId, scheduleId] as const;

/** A date's participants for the door; `null` makes no call. */
export const useScheduleParticipants = (
  organizerId: number,
  scheduleId: number | null,
  config?: SWRConfiguration<ScheduleParticipantsResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    ScheduleParticipantsResponse,
    ApiRequestError,
    ReturnType<typeof participantsKey> | null
  >(
    scheduleId === null ? null : participantsKey(organizerId, scheduleId),
    ([, id, schedule]) =>
      client.request(
        'getScheduleParticipants',
        { params: { organizerId: id, scheduleId: schedule } },
        quiet,
      ),
    config,
  );
};

/** Checks a participant in or out: `trigger({ ticketCode | positionId, direction })`. */
export const useStaffScan = (organizerId: number) => {
  const client = useApiClient();
  return useSWRMutation<
    ResponseOf<'postStaffAttendanceScan'>,
    ApiRequestError,
    readonly ['postStaffAttendanceScan', number],
    StaffScanBody
  >(['postStaffAttendanceScan', organizerId] as const, (_key, { arg }) =>
    client.request('postStaffAttendanceScan', { params: { organizerId }, body: arg }, quiet),
  );
};
