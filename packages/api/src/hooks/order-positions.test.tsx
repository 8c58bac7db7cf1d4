import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useCustomerOrders } from './customer-orders.ts';
import { useOrderPosition, useOrderPositionMutation } from './order-positions.ts';

const positionId = '0b7e4f2a-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
const annaId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const sven = { firstName: 'Sven', lastName: 'Vertreter', email: 'sven@kanzlei.example' };
const position = (participant: typeof sven) => ({
  id: positionId,
  orderId: '1b7e4f2a-3c1d-4e5f-8a9b-1c2d3e4f5a6b',
  orderNumber: 'KM-ABCDEFGH',
  name: 'Arbeitsrecht online',
  organizerName: 'Akademie Eins',
  startDate: '2027-04-01',
  endDate: '2027-04-01',
  status: 'BOOKED',
  participant,
  participantIsCustomer: false,
  participantChangeable: true,
});

describe('the participant of an order position', () => {
  it('sends the substitute, shows the answer and loads the bookings again', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);
      const body = String(input).includes('/customer/orders')
        ? { upcoming: [], moreUpcoming: false, years: [] }
        : position(method === 'PATCH' ? sven : { ...sven, firstName: 'Clara' });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ApiProvider
        client={createApiClient({ fetch, retryDelay: () => 0, getAccessToken: async () => 't' })}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
      >
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(
      () => ({
        position: useOrderPosition(positionId),
        bookings: useCustomerOrders(annaId),
        change: useOrderPositionMutation(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.position.data?.participant.firstName).toBe('Clara'));
    await waitFor(() => expect(result.current.bookings.data).toBeDefined());
    calls.length = 0;

    await act(() =>
      result.current.change.trigger({ id: positionId, change: { participant: sven } }),
    );

    expect(result.current.position.data?.participant).toEqual(sven);
    expect(calls).toEqual([
      `PATCH /api/order/position/${positionId} ${JSON.stringify({ participant: sven })}`,
      'GET /api/customer/orders?manuel=true',
    ]);
  });
});
