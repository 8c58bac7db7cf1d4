import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

/*
 * The signed-in customer's data to take and to delete (ADR 0053): everything held about them as
 * JSON or PDF, loaded on a click and handed to the browser as a file, and the account's deletion.
 */

export type CustomerExportResponse = ResponseOf<'getCustomerExport'>;
export type CustomerDeletion = RequestInput<'deleteCustomer'>['body'];
export type CustomerDeletedResponse = ResponseOf<'deleteCustomer'>;

/** GET /api/customers/{id}/export: everything held about the customer, machine-readable. */
export const getCustomerExport = (client: ApiClient, id: string) =>
  client.request('getCustomerExport', { params: { id } }, { redirectOnNotFound: false });

/** GET /api/customers/{id}/export/pdf: the same as a PDF in `language`. */
export const getCustomerExportPdf = (client: ApiClient, id: string, language?: string) =>
  client.request(
    'getCustomerExportPdf',
    { params: { id }, query: { language } },
    { redirectOnNotFound: false },
  );

/** DELETE /api/customers/{id}: deletes the account, confirmed with its e-mail address. */
export const deleteCustomer = (client: ApiClient, id: string, deletion: CustomerDeletion) =>
  client.request(
    'deleteCustomer',
    { params: { id }, body: deletion },
    { redirectOnNotFound: false },
  );

/** Loads the export: `trigger()` resolves with the data. */
export const useCustomerExport = (id: string) => {
  const client = useApiClient();
  return useSWRMutation<CustomerExportResponse, ApiRequestError, readonly [string, string]>(
    ['getCustomerExport', id] as const,
    () => getCustomerExport(client, id),
  );
};

/** Loads the export's PDF: `trigger()` resolves with its Blob. */
export const useCustomerExportPdf = (id: string, language?: string) => {
  const client = useApiClient();
  return useSWRMutation<Blob, ApiRequestError, readonly [string, string, string | null]>(
    ['getCustomerExportPdf', id, language ?? null] as const,
    () => getCustomerExportPdf(client, id, language),
  );
};

/** Deletes the account: `trigger({ email })` resolves with what was kept. */
export const useDeleteCustomerMutation = (id: string) => {
  const client = useApiClient();
  return useSWRMutation<
    CustomerDeletedResponse,
    ApiRequestError,
    readonly [string, string],
    CustomerDeletion
  >(['deleteCustomer', id] as const, (_key, { arg }) => deleteCustomer(client, id, arg));
};
