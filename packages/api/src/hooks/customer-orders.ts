import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * The signed-in customer's bookings ("Meine Kurse"): the upcoming ones with the years that hold
 * past ones, and the past ones of one year, each a call of its own, so a page asks for a year
 * only when it shows it. The keys name the customer, so another sign-in never sees the data.
 * Both ask with `manuel=true`: the courses the customer booked elsewhere are among the bookings,
 * marked `manual` (hooks/manual-orders.ts changes them).
 */

export type CustomerOrdersResponse = ResponseOf<'getCustomerOrders'>;
export type CustomerOrdersOfYearResponse = ResponseOf<'getCustomerOrdersOfYear'>;

/** GET /api/customer/orders: the upcoming bookings (at most `size`) and the past years. */
export const getCustomerOrders = (client: ApiClient, size?: number) =>
  client.request('getCustomerOrders', {
    query: size === undefined ? { manuel: true } : { size, manuel: true },
  });

/** GET /api/customer/orders/:year: the past bookings of `year`, the latest first. */
export const getCustomerOrdersOfYear = (client: ApiClient, year: number) =>
  client.request('getCustomerOrdersOfYear', { params: { year }, query: { manuel: true } });

/**
 * The bookings load again each time a page shows them, whatever the site's default: an order, a
 * cancellation or a course entered elsewhere on another page changes them while no hook shows
 * them, and a change's reload reaches only the hooks on the page.
 */
const fresh = { revalidateIfStale: true } as const;

export const customerOrdersKey = (customerId: string, size?: number) =>
  ['getCustomerOrders', customerId, size ?? null] as const;
export const customerOrdersOfYearKey = (customerId: string, year: number) =>
  ['getCustomerOrdersOfYear', customerId, year] as const;

/** The upcoming bookings of the customer `customerId`; `null` (not signed in yet) makes no call. */
export const useCustomerOrders = (
  customerId: string | null,
  size?: number,
  config?: SWRConfiguration<CustomerOrdersResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CustomerOrdersResponse,
    ApiRequestError,
    ReturnType<typeof customerOrdersKey> | null
  >(
    customerId === null ? null : customerOrdersKey(customerId, size),
    () => getCustomerOrders(client, size),
    { ...fresh, ...config },
  );
};

/** The past bookings of `year`; `null` for the customer or the year makes no call. */
export const useCustomerOrdersOfYear = (
  customerId: string | null,
  year: number | null,
  config?: SWRConfiguration<CustomerOrdersOfYearResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CustomerOrdersOfYearResponse,
    ApiRequestError,
    ReturnType<typeof customerOrdersOfYearKey> | null
  >(
    customerId === null || year === null ? null : customerOrdersOfYearKey(customerId, year),
    ([, , shown]) => getCustomerOrdersOfYear(client, shown),
    { ...fresh, ...config },
  );
};
