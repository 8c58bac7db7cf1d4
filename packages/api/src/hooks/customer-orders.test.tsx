import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useCustomerOrders, useCustomerOrdersOfYear } from './customer-orders.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const serverAnswering = (body: unknown) => {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(
      `${init?.method ?? 'GET'} ${String(input)} ${new Headers(init?.headers).get('authorization')}`,
    );
    return json(body);
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => 'token-of-anna',
      })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );
  return { urls, wrapper };
};

const annaId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe("the customer's bookings", () => {
  it('asks for the upcoming bookings with the bearer token and the size given', async () => {
    const answer = { upcoming: [], moreUpcoming: false, years: [{ year: 2026, bookings: 3 }] };
    const { urls, wrapper } = serverAnswering(answer);
    const { result } = renderHook(() => useCustomerOrders(annaId, 20), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(urls).toEqual(['GET /api/customer/orders?size=20&manuel=true Bearer token-of-anna']);
  });

  it('asks for one year when it is given, and for nothing before the customer is known', async () => {
    const { urls, wrapper } = serverAnswering([]);
    const { result, rerender } = renderHook(
      ({ customer, year }: { customer: string | null; year: number | null }) =>
        useCustomerOrdersOfYear(customer, year),
      {
        wrapper,
        initialProps: { customer: null as string | null, year: 2026 as number | null },
      },
    );
    expect(result.current.data).toBeUndefined();
    expect(urls).toEqual([]);

    rerender({ customer: annaId, year: 2026 });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(urls).toEqual(['GET /api/customer/orders/2026?manuel=true Bearer token-of-anna']);
  });
});
