import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useCustomerOrders } from './customer-orders.ts';
import { useDeleteManualOrder, useManualOrders, useUpdateManualOrder } from './manual-orders.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const annaId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const courseId = '5b1c1f0e-7a2b-4c3d-8e9f-000000000001';
const input = {
  organizer: 'Anwaltsakademie Nord',
  title: 'Kündigungsschutz aktuell',
  startDate: '2027-02-04',
  endDate: '2027-02-04',
  hours: '7,5',
  format: 'PRESENT' as const,
  scopeId: '2',
};

function serverAnswering(swrConfig: SWRConfiguration = {}) {
  const calls: string[] = [];
  const cache = new Map();
  const fetch = vi.fn(async (request: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${String(request)}${init?.body ? ` ${String(init.body)}` : ''}`);
    const path = new URL(String(request), 'http://localhost').pathname;
    if (path === '/api/customer/orders')
      return json({ upcoming: [], moreUpcoming: false, years: [] });
    return json(method === 'PUT' ? { id: courseId } : []);
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => 'token-of-anna',
      })}
      swrConfig={{ provider: () => cache, dedupingInterval: 0, ...swrConfig }}
    >
      {children}
    </ApiProvider>
  );
  return { calls, wrapper };
}

describe("the customer's courses booked elsewhere", () => {
  it('changes and deletes one by its id, and Meine Kurse and the list load again after each', async () => {
    const { calls, wrapper } = serverAnswering();
    const { result } = renderHook(
      () => ({
        list: useManualOrders(annaId),
        orders: useCustomerOrders(annaId),
        update: useUpdateManualOrder(),
        remove: useDeleteManualOrder(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.orders.data).toBeDefined());
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    calls.length = 0;

    await act(() => result.current.update.trigger({ id: courseId, input }));
    expect(calls[0]).toBe(`PUT /api/order/manuel/${courseId} ${JSON.stringify(input)}`);
    await waitFor(() =>
      expect(calls.slice(1).sort()).toEqual([
        'GET /api/customer/orders?manuel=true',
        'GET /api/order/manuel',
      ]),
    );
    calls.length = 0;

    await act(() => result.current.remove.trigger(courseId));
    expect(calls[0]).toBe(`DELETE /api/order/manuel/${courseId}`);
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it('shows Meine Kurse anew after a change made while it was not shown, though the site keeps what it has', async () => {
    // The site's default: data already loaded is shown without asking again.
    const { calls, wrapper } = serverAnswering({ revalidateIfStale: false });
    const first = renderHook(() => useCustomerOrders(annaId), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    const form = renderHook(() => useUpdateManualOrder(), { wrapper });
    await act(() => form.result.current.trigger({ id: courseId, input }));
    form.unmount();
    calls.length = 0;

    const again = renderHook(() => useCustomerOrders(annaId), { wrapper });
    await waitFor(() => expect(calls).toEqual(['GET /api/customer/orders?manuel=true']));
    again.unmount();
  });
});
