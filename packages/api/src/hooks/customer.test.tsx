import { act, renderHook, waitFor } from '@testing-library/react';
import type { Country, Customer } from '@kursmarkt/schemas';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import {
  getPasswordChangeUrl,
  useCountries,
  type CustomerChange,
  useCustomer,
  usePasswordChangeUrl,
  useUpdateCustomerMutation,
} from './customer.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; authorization: string | null; body: unknown };

/** A fake server: answers by method and URL and records each call with its bearer header. */
const fakeServer = (answer: (method: string, url: string, body: unknown) => Response) => {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ url: String(input), method, authorization, body });
    return answer(method, String(input), body);
  });
  return { fetch, calls };
};

const wrapperFor =
  (fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => 'access-token-of-anna',
        ...options,
      })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

const annaId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const anna: Customer = {
  id: annaId,
  email: 'anna.berger@example.com',
  name: 'Anna',
  lastname: 'Berger',
  street: '',
  city: '',
  zipCode: '',
  country: 'DEU',
  company: '',
  vatId: '',
  buyerReference: '',
};
const change = {
  name: 'Anna',
  lastname: 'Berger',
  street: 'Schildergasse 12',
  city: 'Köln',
  zipCode: '50667',
  country: 'DEU',
} satisfies CustomerChange;
const countries: Country[] = [
  { iso: 'DEU', iso2: 'DE', name: 'Deutschland', priority: 1 },
  { iso: 'AFG', iso2: 'AF', name: 'Afghanistan', priority: 0 },
];

describe('the customer hooks', () => {
  it('useCustomer loads the record with the bearer token', async () => {
    const { fetch, calls } = fakeServer(() => json(200, anna));
    const { result } = renderHook(() => useCustomer(annaId), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toEqual(anna));
    expect(calls).toEqual([
      {
        url: `/api/customers/${annaId}`,
        method: 'GET',
        authorization: 'Bearer access-token-of-anna',
        body: undefined,
      },
    ]);
  });

  it('useCustomer makes no call while the customer id is not known', async () => {
    const { fetch } = fakeServer(() => json(200, anna));
    const { result } = renderHook(() => useCustomer(null), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("useCustomer exposes a 403 for another customer's id, without retrying", async () => {
    const { fetch } = fakeServer(() =>
      json(403, { code: 'FORBIDDEN', message: 'This belongs to another customer.' }),
    );
    const { result } = renderHook(() => useCustomer(annaId), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.error?.code).toBe('FORBIDDEN');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('useUpdateCustomerMutation puts the change and shows the stored record in useCustomer', async () => {
    const stored = { ...anna, ...change };
    const { fetch, calls } = fakeServer((method) => json(200, method === 'PUT' ? stored : anna));
    const { result } = renderHook(
      () => ({ customer: useCustomer(annaId), update: useUpdateCustomerMutation(annaId) }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.customer.data).toEqual(anna));
    await act(async () => {
      await result.current.update.trigger(change);
    });
    await waitFor(() => expect(result.current.customer.data).toEqual(stored));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET /api/customers/${annaId}`,
      `PUT /api/customers/${annaId}`,
    ]);
    expect(calls[1]).toMatchObject({ body: change, authorization: 'Bearer access-token-of-anna' });
  });

  it('useUpdateCustomerMutation exposes the field problems of a 422 and keeps the record', async () => {
    const details = [
      {
        path: 'body.zipCode',
        code: 'INVALID_FORMAT',
        message: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
      },
    ];
    const { fetch } = fakeServer((method) =>
      method === 'PUT'
        ? json(422, { code: 'VALIDATION_FAILED', message: 'The body is not valid.', details })
        : json(200, anna),
    );
    const { result } = renderHook(
      () => ({ customer: useCustomer(annaId), update: useUpdateCustomerMutation(annaId) }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.customer.data).toEqual(anna));
    await act(async () => {
      await result.current.update.trigger({ ...change, zipCode: '5066' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.update.error?.status).toBe(422));
    expect(result.current.update.error?.details).toEqual(details);
    expect(result.current.customer.data).toEqual(anna);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('useCountries loads the list in the language asked for, without a bearer token', async () => {
    const { fetch, calls } = fakeServer(() => json(200, countries));
    const { result } = renderHook(() => useCountries('en'), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toEqual(countries));
    expect(calls).toEqual([
      { url: '/api/countries?language=en', method: 'GET', authorization: null, body: undefined },
    ]);
  });

  it('usePasswordChangeUrl answers the address of the password page', async () => {
    const url = 'https://recht.kursmarkt.test/realms/kursmarkt/account/password';
    const { fetch, calls } = fakeServer(() => json(200, { url }));
    const { result } = renderHook(() => usePasswordChangeUrl(), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toBe(url));
    expect(calls[0]).toMatchObject({
      url: '/api/customers/password',
      authorization: 'Bearer access-token-of-anna',
    });
  });

  it('usePasswordChangeUrl makes no call while disabled', async () => {
    const { fetch } = fakeServer(() => json(200, { url: 'https://example.test' }));
    renderHook(() => usePasswordChangeUrl(false), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('getPasswordChangeUrl starts the login when the session is gone', async () => {
    const onLoginRequired = vi.fn();
    const { fetch } = fakeServer(() =>
      json(401, { code: 'UNAUTHORIZED', message: 'The access token is not valid.' }),
    );
    const client = createApiClient({
      fetch,
      retryDelay: () => 0,
      getAccessToken: async () => 'expired',
      refreshSession: async () => false,
      onLoginRequired,
    });
    await expect(getPasswordChangeUrl(client)).rejects.toMatchObject({ status: 401 });
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });
});
