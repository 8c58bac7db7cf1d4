import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useStaffOrders } from './back-office-orders.ts';

const wrapperFor =
  (fetch: typeof globalThis.fetch) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({ fetch, retryDelay: () => 0, getAccessToken: async () => 'token' })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

describe('useStaffOrders', () => {
  it('asks for the organizer’s orders with the filter, and nothing without one', async () => {
    const seen: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response(JSON.stringify({ orders: [], next: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { result, rerender } = renderHook(
      ({ query }: { query: { q: string; limit: number } | null }) => useStaffOrders(7, query),
      {
        wrapper: wrapperFor(fetch),
        initialProps: { query: null as { q: string; limit: number } | null },
      },
    );
    expect(result.current.data).toBeUndefined();
    expect(seen).toEqual([]);
    rerender({ query: { q: 'Musterman', limit: 25 } });
    await waitFor(() => expect(result.current.data).toEqual({ orders: [], next: null }));
    expect(seen).toEqual(['/api/backoffice/organizers/7/orders?q=Musterman&limit=25']);
  });
});
