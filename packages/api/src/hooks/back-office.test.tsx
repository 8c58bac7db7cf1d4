import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useOrganizerRights, useSetOrganizerRights } from './back-office.ts';

const rights = {
  orders: 'VIEW',
  payments: 'NONE',
  catalogue: 'NONE',
  dates: 'NONE',
  exports: 'NONE',
} as const;

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

describe('useSetOrganizerRights', () => {
  it('shows the staff the server answered without asking again', async () => {
    const answers = [[], [{ email: 'nina@example.com', rights }]];
    const seen: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify(answers.shift()), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { result } = renderHook(
      () => ({ list: useOrganizerRights(7), set: useSetOrganizerRights(7) }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(async () => {
      await result.current.set.trigger({
        email: 'nina@example.com',
        rights,
        reason: 'Joins the team',
      });
    });
    expect(result.current.list.data).toEqual([{ email: 'nina@example.com', rights }]);
    expect(seen).toEqual([
      'GET /api/backoffice/organizers/7/rights',
      'PUT /api/backoffice/organizers/7/rights',
    ]);
  });
});
