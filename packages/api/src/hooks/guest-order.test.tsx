import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  customerState,
  FakeXhr,
  fakeServer,
  json,
  networkDown,
  order,
  payment,
  placing,
  summary,
  wrapperFor,
} from './checkout-test-support.tsx';
import {
  getGuestProofDocument,
  guestSummaryKey,
  useGuestCheckout,
  useGuestCheckoutMutation,
  useGuestOrder,
  useGuestPayment,
  useGuestPaymentInfo,
  useGuestPaymentMutation,
  useGuestProofUpload,
  useGuestSummary,
  usePlaceGuestOrderMutation,
} from './guest-order.ts';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';

const guest = { order: summary.cartId, auth: 'k'.repeat(43) };
const checkout = {
  ...customerState,
  cart: {
    id: summary.cartId,
    positions: [],
    cartVoucher: null,
    rejectedVoucher: null,
    unusedVoucher: null,
    voucherCodes: ['WILLKOMMEN10'],
    sumValue: 0,
    netSumValue: 0,
    verificationStep: false,
    paymentStep: true,
  },
  notAdded: [],
};
const opening = {
  ...customerState.customer,
  positions: [{ courseId: 17, courseScheduleId: 3, priceLevelId: 31 }],
  voucherCodes: ['WILLKOMMEN10'],
};
const withCredentials = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-order': guest.order, 'x-auth': guest.auth },
  });

describe('the guest checkout hooks', () => {
  it("useGuestCheckoutMutation opens the checkout without headers, with the local positions and voucher codes, and keeps the answer's X-Order and X-Auth", async () => {
    const { fetch, calls } = fakeServer(() => withCredentials(checkout));
    const { result } = renderHook(
      () => {
        const open = useGuestCheckoutMutation(null, 'de');
        return { open, checkout: useGuestCheckout(open.data?.credentials ?? null, 'de') };
      },
      { wrapper: wrapperFor(fetch) },
    );
    let opened: unknown;
    await act(async () => {
      opened = await result.current.open.trigger(opening);
    });
    expect(opened).toEqual({ checkout, credentials: guest });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/guest-order/guest?language=de',
      body: opening,
      guest: { order: null, auth: null },
    });
    // The answer is the checkout's data at once: no second call to read it.
    await waitFor(() => expect(result.current.checkout.data).toEqual(checkout));
    expect(calls).toHaveLength(1);
  });

  it('useGuestCheckoutMutation with credentials changes the billing data of that checkout, sending them as headers', async () => {
    const { fetch, calls } = fakeServer(() => json(200, checkout));
    const { result } = renderHook(() => useGuestCheckoutMutation(guest, 'en'), {
      wrapper: wrapperFor(fetch),
    });
    let opened: unknown;
    await act(async () => {
      opened = await result.current.trigger(customerState.customer);
    });
    expect(opened).toEqual({ checkout, credentials: guest });
    expect(calls[0]).toMatchObject({ method: 'PUT', guest });
  });

  it('the guest reads send X-Order and X-Auth, never the token in the URL, and make no call without credentials', async () => {
    const { fetch, calls } = fakeServer((_method, url) =>
      url.startsWith('/api/guest-order/guest-summary')
        ? json(200, summary)
        : url.startsWith('/api/guest-order/payment')
          ? json(200, { paymentMethod: null, methods: [] })
          : json(200, checkout),
    );
    const none = renderHook(
      () => [useGuestCheckout(null), useGuestSummary(null), useGuestPayment(null)],
      { wrapper: wrapperFor(fetch) },
    );
    expect(none.result.current.map((state) => state.data)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(calls).toHaveLength(0);

    const { result } = renderHook(
      () => ({
        checkout: useGuestCheckout(guest, 'de').data,
        summary: useGuestSummary(guest, 'de').data,
        payment: useGuestPayment(guest, 'de').data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.summary).toEqual(summary));
    await waitFor(() => expect(result.current.checkout).toEqual(checkout));
    await waitFor(() =>
      expect(result.current.payment).toEqual({ paymentMethod: null, methods: [] }),
    );
    expect(calls.map(({ url }) => url).sort()).toEqual([
      '/api/guest-order/guest-summary?language=de',
      '/api/guest-order/guest?language=de',
      '/api/guest-order/payment?language=de',
    ]);
    for (const call of calls) {
      expect(call.guest).toEqual(guest);
      expect(call.url).not.toContain(guest.auth);
      expect(call.authorization).toBe('Bearer access-token-of-anna');
    }
  });

  it('useGuestPaymentMutation chooses the method and makes the summary load again', async () => {
    const methods = [{ method: 'INVOICE', name: 'Rechnung', description: '' }];
    const { fetch, calls } = fakeServer((method, url) =>
      url.startsWith('/api/guest-order/guest-summary')
        ? json(200, summary)
        : json(200, { paymentMethod: method === 'PUT' ? 'INVOICE' : null, methods }),
    );
    const { result } = renderHook(
      () => ({
        summary: useGuestSummary(guest, 'de'),
        choose: useGuestPaymentMutation(guest, 'de'),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.summary.data).toEqual(summary));
    await act(async () => {
      await result.current.choose.trigger({ paymentMethod: 'INVOICE' });
    });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/guest-order/guest-summary?language=de',
      'PUT /api/guest-order/payment?language=de',
      'GET /api/guest-order/guest-summary?language=de',
    ]);
    expect(calls[1]).toMatchObject({ body: { paymentMethod: 'INVOICE' }, guest });
  });

  it('usePlaceGuestOrderMutation sends one Idempotency-Key per attempt with the credentials, and makes the order useGuestOrder data', async () => {
    let answers: (() => Response)[] = [];
    const { fetch, calls } = fakeServer(() => (answers.shift() ?? networkDown)());
    const { result } = renderHook(
      () => ({
        place: usePlaceGuestOrderMutation(guest, 'de'),
        order: useGuestOrder(guest, order.id, { revalidateOnMount: false }).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await act(async () => {
      await result.current.place.trigger(placing).catch(() => undefined);
    });
    answers = [() => json(409, { code: 'PRICE_CHANGED', message: 'A price changed.' })];
    await act(async () => {
      await result.current.place.trigger(placing).catch(() => undefined);
    });
    answers = [() => json(201, order)];
    await act(async () => {
      await result.current.place.trigger(placing);
    });
    const keys = calls.map((call) => call.idempotencyKey);
    // Three tries of the dead network and the refusal share a key; the next attempt has its own.
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[4]).not.toBe(keys[0]);
    expect(calls[4]).toMatchObject({
      method: 'PUT',
      url: '/api/guest-order?language=de',
      body: placing,
      guest,
    });
    expect(result.current.order).toEqual(order);
    expect(calls).toHaveLength(5);
  });

  it('useGuestOrder and useGuestPaymentInfo read the placed order with the credentials', async () => {
    const { fetch, calls } = fakeServer((_method, url) =>
      url.startsWith('/api/guest-order/payment/') ? json(200, payment) : json(200, order),
    );
    const { result } = renderHook(
      () => ({
        order: useGuestOrder(guest, order.id).data,
        payment: useGuestPaymentInfo(guest, order.id).data,
        none: useGuestOrder(null, order.id).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.order).toEqual(order));
    await waitFor(() => expect(result.current.payment).toEqual(payment));
    expect(result.current.none).toBeUndefined();
    expect(calls.map(({ url, guest: sent }) => [url, sent])).toEqual(
      expect.arrayContaining([
        [`/api/guest-order/${order.id}`, guest],
        [`/api/guest-order/payment/${order.id}`, guest],
      ]),
    );
    expect(calls).toHaveLength(2);
  });

  it("useGuestProofUpload sends the proof with X-Order and X-Auth, reports progress and makes the guest's summary load again", async () => {
    FakeXhr.sent = [];
    const proof = {
      positionId: '0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b',
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      originalName: 'zulassung.pdf',
      mediaType: 'application/pdf',
      size: 1000,
    };
    const { fetch, calls } = fakeServer(() => json(200, summary));
    const { result } = renderHook(
      () => ({ summary: useGuestSummary(guest, 'de'), proofs: useGuestProofUpload(guest) }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.summary.data).toEqual(summary));
    const file = new File(['%PDF-1.7'], 'zulassung.pdf', { type: 'application/pdf' });
    let uploaded: Promise<unknown> = Promise.resolve();
    act(() => {
      uploaded = result.current.proofs.upload(proof.positionId, file);
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const sent = FakeXhr.sent[0] as FakeXhr;
    act(() => sent.progress(250, 1000));
    expect(result.current.proofs.progress).toEqual({ positionId: proof.positionId, share: 0.25 });
    await act(async () => {
      sent.respond(201, proof);
      await uploaded;
    });
    await expect(uploaded).resolves.toEqual(proof);
    expect(sent.url).toBe('/api/guest-order/file-upload');
    expect([sent.headers['x-order'], sent.headers['x-auth']]).toEqual([guest.order, guest.auth]);
    expect(sent.form?.get('positionId')).toBe(proof.positionId);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url).toBe('/api/guest-order/guest-summary?language=de');
  });

  it('getGuestProofDocument reads the proof with the credentials in the headers', async () => {
    const pdf = new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    const { fetch, calls } = fakeServer(() => pdf);
    const proof = await getGuestProofDocument(
      createApiClient({ fetch }),
      guest,
      '0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b',
      '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(await (proof as Blob).text()).toBe('%PDF-1.7');
    expect(calls[0]).toMatchObject({
      url: '/api/guest-order/position/0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b/document/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      guest,
    });
  });
});

describe('the guest checkout steps', () => {
  it('load the summary again on each step, even where the site keeps data for the visit', async () => {
    const stale = { ...summary, paymentMethod: null };
    const { fetch, calls } = fakeServer(() => json(200, summary));
    const { result } = renderHook(() => useGuestSummary(guest, 'de').data, {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <ApiProvider
          client={createApiClient({ fetch })}
          swrConfig={{
            provider: () => new Map(),
            revalidateIfStale: false,
            fallback: { [unstable_serialize(guestSummaryKey(guest.order, 'de'))]: stale },
          }}
        >
          {children}
        </ApiProvider>
      ),
    });
    await waitFor(() => expect(result.current).toEqual(summary));
    expect(calls.map(({ url }) => url)).toEqual(['/api/guest-order/guest-summary?language=de']);
  });
});
