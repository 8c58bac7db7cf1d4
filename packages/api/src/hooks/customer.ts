import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

/*
 * The signed-in customer's data (the bearer token is attached by the client) and the public
 * country list of the address form. The customer id is the token's `customerId` claim; another
 * customer's id answers 403.
 */

export type CustomerResponse = ResponseOf<'getCustomer'>;
export type CustomerChange = RequestInput<'putCustomer'>['body'];
export type CountriesResponse = ResponseOf<'getCountries'>;
export type PasswordChangeResponse = ResponseOf<'getPasswordChangeUrl'>;

/** GET /api/customers/:id: name, address and sign-in address of the signed-in customer. */
export const getCustomer = (client: ApiClient, id: string) =>
  client.request('getCustomer', { params: { id } });

export const customerKey = (id: string) => ['getCustomer', id] as const;

/** The customer record `id`; `null` (not signed in yet) makes no call. */
export const useCustomer = (
  id: string | null,
  config?: SWRConfiguration<CustomerResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CustomerResponse, ApiRequestError, ReturnType<typeof customerKey> | null>(
    id === null ? null : customerKey(id),
    ([, customerId]) => getCustomer(client, customerId),
    config,
  );
};

/** PUT /api/customers/:id: stores name and address; answers the stored record. */
export const putCustomer = (client: ApiClient, id: string, change: CustomerChange) =>
  client.request('putCustomer', { params: { id }, body: change });

/**
 * Changes the customer record `id`: `trigger({ name, lastname, street, city, zipCode, country })`.
 * The stored record the server answers replaces `useCustomer(id)`'s data, so every view of it
 * shows the change without another request. A 422 (`error.status === 422`) names each field
 * in `error.details` (`path` like `body.zipCode`, `message` in German).
 */
export const useUpdateCustomerMutation = (
  id: string | null,
  config?: SWRMutationConfiguration<
    CustomerResponse,
    ApiRequestError,
    ReturnType<typeof customerKey> | null,
    CustomerChange
  >,
) => {
  const client = useApiClient();
  return useSWRMutation<
    CustomerResponse,
    ApiRequestError,
    ReturnType<typeof customerKey> | null,
    CustomerChange
  >(
    id === null ? null : customerKey(id),
    ([, customerId], { arg }) => putCustomer(client, customerId, arg),
    { populateCache: true, revalidate: false, ...config },
  );
};

/** GET /api/countries: every country, the six of priority 1 first, named in `language`. */
export const getCountries = (client: ApiClient, language?: string) =>
  client.request('getCountries', { query: { language } });

export const countriesKey = (language?: string) => ['getCountries', language ?? null] as const;

/** The country list of the address form; it changes only with the language, so no revalidation. */
export const useCountries = (
  language?: string,
  config?: SWRConfiguration<CountriesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CountriesResponse, ApiRequestError, ReturnType<typeof countriesKey>>(
    countriesKey(language),
    ([, lang]) => getCountries(client, lang ?? undefined),
    { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, ...config },
  );
};

/** GET /api/customers/password: the identity provider's page where the password is changed. */
export const getPasswordChangeUrl = async (client: ApiClient) =>
  (await client.request('getPasswordChangeUrl')).url;

export const passwordChangeUrlKey = () => ['getPasswordChangeUrl'] as const;

/** GET /api/customers/email: the identity provider's page where the e-mail address is changed. */
export const getEmailChangeUrl = async (client: ApiClient) =>
  (await client.request('getEmailChangeUrl')).url;

/** The password page's address for a link; `enabled: false` (signed out) makes no call. */
export const usePasswordChangeUrl = (
  enabled = true,
  config?: SWRConfiguration<string, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<string, ApiRequestError, ReturnType<typeof passwordChangeUrlKey> | null>(
    enabled ? passwordChangeUrlKey() : null,
    () => getPasswordChangeUrl(client),
    config,
  );
};
