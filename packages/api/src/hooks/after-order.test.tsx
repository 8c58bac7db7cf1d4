import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CancellationQuote } from '@kursmarkt/schemas';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import {
  useCancelByLinkMutation,
  useCancellationLinkQuote,
  useLeaveWaitingListMutation,
  useWithdrawalMutation,
} from './after-order.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; authorization: string | null; body: unknown };

const fakeServer = (answer: (url: string) => Response) => {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return answer(String(input));
  });
  return { fetch, calls };
};

const onNotFound = vi.fn();
const wrapperFor =
  (fetch: typeof globalThis.fetch) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => undefined,
        onNotFound,
      })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

const orderId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const token = 'A'.repeat(43);
const quote: CancellationQuote = {
  orderId,
  orderNumber: 'KM-ABCD2345',
  status: 'PLACED',
  paid: false,
  withdrawalUntil: null,
  positions: [],
};

describe('the after-order hooks', () => {
  it("send a link's token in the body, never in the address", async () => {
    const server = fakeServer(() => json(200, quote));
    const { result } = renderHook(() => useCancellationLinkQuote({ orderId, token }), {
      wrapper: wrapperFor(server.fetch),
    });
    await waitFor(() => expect(result.current.data).toEqual(quote));
    expect(server.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/api\/order-cancellation\/quote$/),
        body: { orderId, token },
      }),
    ]);
    expect(server.calls[0]!.url).not.toContain(token);
  });

  it('cancel the chosen positions through the link', async () => {
    const server = fakeServer(() => json(201, {}));
    const { result } = renderHook(() => useCancelByLinkMutation({ orderId, token }), {
      wrapper: wrapperFor(server.fetch),
    });
    await act(() => result.current.trigger([orderId]));
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      body: { orderId, token, positionIds: [orderId] },
    });
  });

  it('explain a wrong link on the page instead of leaving it for the 404 page', async () => {
    const server = fakeServer(() => json(404, { code: 'NOT_FOUND', message: 'unknown' }));
    const { result } = renderHook(() => useLeaveWaitingListMutation(token), {
      wrapper: wrapperFor(server.fetch),
    });
    await expect(act(() => result.current.trigger())).rejects.toMatchObject({ status: 404 });
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('send a withdrawal as a POST of the order number and address', async () => {
    const server = fakeServer(() => json(202, { received: true }));
    const { result } = renderHook(() => useWithdrawalMutation(), {
      wrapper: wrapperFor(server.fetch),
    });
    await act(() => result.current.trigger({ orderNumber: 'KM-ABCD2345', email: 'a@b.de' }));
    expect(server.calls).toEqual([
      {
        url: expect.stringMatching(/\/api\/withdrawal$/),
        method: 'POST',
        authorization: null,
        body: { orderNumber: 'KM-ABCD2345', email: 'a@b.de' },
      },
    ]);
  });
});
