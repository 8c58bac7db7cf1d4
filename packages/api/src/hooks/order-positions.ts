import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { OrderPositionChange } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * One course position of the signed-in customer's orders: its participant, and a substitute
 * named for it. A change answers the position, which replaces `useOrderPosition`'s data; the
 * customer's bookings ("Meine Kurse") load again, since each carries its participant. A booked
 * course with days is downloaded as a calendar entry.
 */

export type OrderPositionResponse = ResponseOf<'getOrderPosition'>;

/** Refusals a page explains itself (409, and 404 for a position gone meanwhile). */
const quiet = { redirectOnNotFound: false } as const;

/** GET /api/order/position/:id: the position with its participant; 404 for anyone else's. */
export const getOrderPosition = (client: ApiClient, id: string) =>
  client.request('getOrderPosition', { params: { id } });

export const orderPositionKey = (id: string) => ['getOrderPosition', id] as const;

/** One position with its participant; `null` makes no call. */
export const useOrderPosition = (
  id: string | null,
  config?: SWRConfiguration<OrderPositionResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderPositionResponse, ApiRequestError, ReturnType<typeof orderPositionKey> | null>(
    id === null ? null : orderPositionKey(id),
    ([, positionId]) => getOrderPosition(client, positionId),
    config,
  );
};

/**
 * PATCH /api/order/position/:id: changes the position (a substitute participant); 409
 * COURSE_BEGUN or POSITION_CANCELLED when it can no longer change.
 */
export const patchOrderPosition = (client: ApiClient, id: string, change: OrderPositionChange) =>
  client.request('patchOrderPosition', { params: { id }, body: change }, quiet);

/** Whether an SWR key is one of the customer's booking lists. */
const isBookingList = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'getCustomerOrders' || key[0] === 'getCustomerOrdersOfYear');

/**
 * Changes a position: `trigger({ id, change })`; its answer becomes `useOrderPosition(id)`'s
 * data, and the booking lists load again.
 */
export const useOrderPositionMutation = () => {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    OrderPositionResponse,
    ApiRequestError,
    readonly ['patchOrderPosition'],
    { id: string; change: OrderPositionChange }
  >(['patchOrderPosition'] as const, async (_key, { arg }) => {
    const position = await patchOrderPosition(client, arg.id, arg.change);
    await mutate(orderPositionKey(arg.id), position, { revalidate: false });
    await mutate(isBookingList);
    return position;
  });
};

/** GET /api/order/position/:id/calendar: the booked course's days as an iCalendar Blob. */
export const getOrderPositionCalendar = (client: ApiClient, id: string) =>
  client.request('getOrderPositionCalendar', { params: { id } }, quiet);

/** Loads a position's calendar entry: `trigger(id)` resolves with its Blob. */
export const useOrderPositionCalendar = () => {
  const client = useApiClient();
  return useSWRMutation<Blob, ApiRequestError, readonly ['getOrderPositionCalendar'], string>(
    ['getOrderPositionCalendar'] as const,
    (_key, { arg }) => getOrderPositionCalendar(client, arg),
  );
};
