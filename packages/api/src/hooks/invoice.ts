import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { InvoiceFormat } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { GuestCredentials, ResponseOf } from '../types.ts';

/*
 * The invoices of the caller's orders (docs/api.md, Documents): the Factur-X PDF or its
 * EN 16931 XML alone, as issued. The call carries the bearer token or the guest's headers, so a
 * page downloads the document through the client and hands the browser the Blob.
 */

/** What to download: the invoice's id (the order's `invoiceId`) and the document. */
export type InvoiceDownload = { id: string; format: InvoiceFormat };

/**
 * GET /api/customer-invoice/{id}: the document as a Blob, with the bearer token, or with a
 * guest's X-Order and X-Auth when `guest` is given; a 404 stays on the page.
 */
export const getCustomerInvoice = (
  client: ApiClient,
  { id, format }: InvoiceDownload,
  guest: GuestCredentials | null = null,
) =>
  client.request(
    'getCustomerInvoice',
    { params: { id }, query: { format } },
    { redirectOnNotFound: false, ...(guest ? { guest } : {}) },
  );

/** The key names the guest's checkout (never its token), so a customer's and a guest's differ. */
const invoiceDownloadKey = (guest: GuestCredentials | null) =>
  ['getCustomerInvoice', guest?.order ?? null] as const;
type InvoiceDownloadKey = ReturnType<typeof invoiceDownloadKey>;

/**
 * Loads an invoice's document: `trigger({ id, format })` resolves with its Blob. The customer's
 * by default; a guest passes the checkout's credentials, which go with each call.
 */
export const useInvoiceDownload = (
  guest: GuestCredentials | null = null,
  config?: SWRMutationConfiguration<Blob, ApiRequestError, InvoiceDownloadKey, InvoiceDownload>,
) => {
  const client = useApiClient();
  return useSWRMutation<Blob, ApiRequestError, InvoiceDownloadKey, InvoiceDownload>(
    invoiceDownloadKey(guest),
    (_key, { arg }) => getCustomerInvoice(client, arg, guest),
    config,
  );
};

export type CustomerInvoicesResponse = ResponseOf<'getCustomerInvoices'>;

/** GET /api/customer/invoices: the signed-in customer's invoices (of `year` when given). */
export const getCustomerInvoices = (client: ApiClient, year?: number) =>
  client.request('getCustomerInvoices', { query: year === undefined ? {} : { year } });

/** The key names the customer, so another sign-in never sees the data. */
export const customerInvoicesKey = (customerId: string, year?: number) =>
  ['getCustomerInvoices', customerId, year ?? null] as const;

/**
 * The invoices of the customer `customerId`, the newest first (of `year` when given); `null`
 * (not signed in yet) makes no call.
 */
export const useCustomerInvoices = (
  customerId: string | null,
  year?: number,
  config?: SWRConfiguration<CustomerInvoicesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CustomerInvoicesResponse,
    ApiRequestError,
    ReturnType<typeof customerInvoicesKey> | null
  >(
    customerId === null ? null : customerInvoicesKey(customerId, year),
    () => getCustomerInvoices(client, year),
    config,
  );
};
