import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { exampleOrder } from '../order/fixtures.ts';
import { loadPage, renderInSite } from '../session/render-support.tsx';
import GuestConfirmPage from './GuestConfirmPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Sent = { method: string; path: string; body: unknown };

/** The server of the confirmation link: `answer` answers the confirmation. */
function api(answer: (request: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return answer(request);
  });
  return { fetch, sent };
}

const linkToken = 'L'.repeat(43);

/** Opens the confirmation link in a new page load of a browser without a session. */
function openLink(fetch: typeof globalThis.fetch) {
  loadPage({ signedIn: false });
  renderInSite(
    <Routes>
      <Route path="/guest-order/:orderId/confirm" element={<GuestConfirmPage />} />
    </Routes>,
    { path: `/guest-order/${exampleOrder.id}/confirm#${linkToken}`, fetch },
  );
}

describe("the guest's confirmation link", () => {
  it('confirms the held order with the token of the link and says it is placed', async () => {
    const { fetch, sent } = api(({ method, path }) =>
      method === 'POST' && path === `/api/guest-order/${exampleOrder.id}/confirm`
        ? json(200, exampleOrder)
        : json(404, { code: 'NOT_FOUND', message: 'not found' }),
    );
    openLink(fetch);
    expect(
      await screen.findByText(
        new RegExp(`Ihre Bestellung ${exampleOrder.orderNumber} ist verbindlich`),
      ),
    ).toBeInTheDocument();
    const confirming = sent.filter((request) => request.path.endsWith('/confirm'));
    expect(confirming).toHaveLength(1);
    expect(confirming[0]!.body).toEqual({ token: linkToken });
  });

  it('says when the hold time is over', async () => {
    const { fetch } = api(() =>
      json(409, { code: 'HOLD_EXPIRED', message: 'The order was not confirmed in time.' }),
    );
    openLink(fetch);
    expect(await screen.findByText(/Zeit für die Bestätigung ist abgelaufen/)).toBeInTheDocument();
  });
});
