import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ManualOrderInput } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * The signed-in customer's courses booked elsewhere (manual orders) with their certificates. A
 * change answers what it changed (a deletion the rest), which becomes the list's data; Meine
 * Kurse's bookings, which hold them too, load again after it.
 */

export type ManualOrdersResponse = ResponseOf<'getManualOrders'>;
export type ManualOrderResponse = ResponseOf<'getManualOrder'>;

/** GET /api/order/manuel: the courses booked elsewhere, the latest first. */
export const getManualOrders = (client: ApiClient) => client.request('getManualOrders');

/** GET /api/order/manuel/:id: one of them; 404 for one that is not the customer's. */
export const getManualOrder = (client: ApiClient, id: string) =>
  client.request('getManualOrder', { params: { id } });

/** POST /api/order/manuel: enters a course with its certificate `file` (multipart). */
export const postManualOrder = (client: ApiClient, input: ManualOrderInput, file: File) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) form.append(field, String(value));
  form.append('file', file);
  return client.upload('postManualOrder', form);
};

/** PUT /api/order/manuel/:id: changes its fields; the certificate stays. */
export const putManualOrder = (client: ApiClient, id: string, input: ManualOrderInput) =>
  client.request('putManualOrder', { params: { id }, body: input });

/** DELETE /api/order/manuel/:id: deletes it with its certificate; answers the rest. */
export const deleteManualOrder = (client: ApiClient, id: string) =>
  client.request('deleteManualOrder', { params: { id } });

export const manualOrdersKey = (customerId: string) => ['getManualOrders', customerId] as const;
export const manualOrderKey = (customerId: string, id: string) =>
  ['getManualOrder', customerId, id] as const;

/** The customer's courses booked elsewhere; `null` (not signed in yet) makes no call. */
export const useManualOrders = (
  customerId: string | null,
  config?: SWRConfiguration<ManualOrdersResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<ManualOrdersResponse, ApiRequestError, ReturnType<typeof manualOrdersKey> | null>(
    customerId === null ? null : manualOrdersKey(customerId),
    () => getManualOrders(client),
    config,
  );
};

/** One course booked elsewhere; `null` for the customer or the id makes no call. */
export const useManualOrder = (
  customerId: string | null,
  id: string | null,
  config?: SWRConfiguration<ManualOrderResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<ManualOrderResponse, ApiRequestError, ReturnType<typeof manualOrderKey> | null>(
    customerId === null || id === null ? null : manualOrderKey(customerId, id),
    ([, , shown]) => getManualOrder(client, shown),
    { shouldRetryOnError: false, ...config },
  );
};

/** Whether an SWR key is one of the lists that hold courses booked elsewhere. */
const holdsManualOrders = (key: unknown) =>
  Array.isArray(key) &&
  ['getManualOrders', 'getCustomerOrders', 'getCustomerOrdersOfYear'].includes(key[0] as string);

/** Makes the lists that hold the customer's courses booked elsewhere load again. */
function useReloadLists() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(holdsManualOrders), [mutate]);
}

/** Enters a course booked elsewhere: `trigger({ input, file })`; then the lists load again. */
export const useCreateManualOrder = () => {
  const client = useApiClient();
  const reload = useReloadLists();
  return useSWRMutation<
    ManualOrderResponse,
    ApiRequestError,
    string,
    { input: ManualOrderInput; file: File }
  >('postManualOrder', async (_, { arg }) => {
    const created = await postManualOrder(client, arg.input, arg.file);
    await reload();
    return created;
  });
};

/** Changes a course booked elsewhere: `trigger({ id, input })`; then the lists load again. */
export const useUpdateManualOrder = () => {
  const client = useApiClient();
  const reload = useReloadLists();
  return useSWRMutation<
    ManualOrderResponse,
    ApiRequestError,
    string,
    { id: string; input: ManualOrderInput }
  >('putManualOrder', async (_, { arg }) => {
    const changed = await putManualOrder(client, arg.id, arg.input);
    await reload();
    return changed;
  });
};

/** Deletes a course booked elsewhere: `trigger(id)`; then the lists load again. */
export const useDeleteManualOrder = () => {
  const client = useApiClient();
  const reload = useReloadLists();
  return useSWRMutation<ManualOrdersResponse, ApiRequestError, string, string>(
    'deleteManualOrder',
    async (_, { arg }) => {
      const rest = await deleteManualOrder(client, arg);
      await reload();
      return rest;
    },
  );
};
