import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useCartCount } from './cart.ts';
import {
  checkoutSummaryKey,
  customerCheckout,
  getCheckoutProofDocument,
  guestCheckout,
  useCheckoutData,
  useCheckoutDataMutation,
  useCheckoutOrder,
  useCheckoutPayment,
  useCheckoutPaymentInfo,
  useCheckoutPaymentMutation,
  useCheckoutProofUpload,
  useCheckoutSummary,
  useOpenGuestCheckout,
  usePlaceOrder,
  type CheckoutIdentity,
} from './checkout.ts';
import {
  customer,
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

const guest = { order: summary.cartId, auth: 'k'.repeat(43) };
const guestData = {
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

type Call = ReturnType<typeof fakeServer>['calls'][number];

/** Each identity with where its calls go, what they carry and its billing data's answer. */
const identities = [
  {
    who: 'the customer',
    identity: customerCheckout,
    data: customerState,
    dataUrl: '/api/order/customer',
    summaryUrl: '/api/order/summary?language=de',
    base: '/api/order',
    /** The bearer token, no guest headers. */
    carries: (call: Call) => {
      expect(call.authorization).toBe('Bearer access-token-of-anna');
      expect(call.guest).toEqual({ order: null, auth: null });
    },
    uploadHeaders: { authorization: 'Bearer access-token-of-anna' },
  },
  {
    who: 'a guest',
    identity: guestCheckout(guest),
    data: guestData,
    dataUrl: '/api/guest-order/guest?language=de',
    summaryUrl: '/api/guest-order/guest-summary?language=de',
    base: '/api/guest-order',
    /** X-Order and X-Auth, the token never in the URL. */
    carries: (call: Call) => {
      expect(call.guest).toEqual(guest);
      expect(call.url).not.toContain(guest.auth);
    },
    uploadHeaders: { 'x-order': guest.order, 'x-auth': guest.auth },
  },
];

describe.each(identities)('the checkout hooks of $who', (who) => {
  const { identity } = who;
  const isSummary = (url: string) => url === who.summaryUrl;

  it('useCheckoutData loads the billing data with the identity, and makes no call without one', async () => {
    const { fetch, calls } = fakeServer(() => json(200, who.data));
    renderHook(() => useCheckoutData(null, 'de'), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();

    const { result } = renderHook(() => useCheckoutData(identity, 'de'), {
      wrapper: wrapperFor(fetch),
    });
    await waitFor(() => expect(result.current.data).toEqual(who.data));
    expect(calls.map(({ method, url }) => [method, url])).toEqual([['GET', who.dataUrl]]);
    who.carries(calls[0]!);
  });

  it('useCheckoutDataMutation puts the billing data, shows the answer and loads the summary again', async () => {
    const business = { ...customer, customerKind: 'BUSINESS' as const, company: 'Berg Recht' };
    const answered = { ...who.data, customer: business };
    const { fetch, calls } = fakeServer((method, url) =>
      isSummary(url) ? json(200, summary) : json(200, method === 'PUT' ? answered : who.data),
    );
    const { result } = renderHook(
      () => ({
        data: useCheckoutData(identity, 'de').data,
        summary: useCheckoutSummary(identity, 'de').data,
        save: useCheckoutDataMutation(identity, 'de'),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.summary).toEqual(summary));
    await waitFor(() => expect(result.current.data).toEqual(who.data));
    await act(async () => {
      await result.current.save.trigger(business);
    });
    expect(result.current.data).toEqual(answered);
    await waitFor(() => expect(calls.filter((call) => isSummary(call.url))).toHaveLength(2));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put).toMatchObject({ url: who.dataUrl, body: business });
    who.carries(put);
  });

  it('useCheckoutDataMutation exposes the field problems of a 422', async () => {
    const { fetch } = fakeServer(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid.',
        details: [{ path: 'body.zipCode', code: 'INVALID_FORMAT', message: 'must be five digits' }],
      }),
    );
    const { result } = renderHook(() => useCheckoutDataMutation(identity), {
      wrapper: wrapperFor(fetch),
    });
    await act(async () => {
      await result.current.trigger({ ...customer, zipCode: '5066' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.status).toBe(422));
    expect(result.current.error?.details).toEqual([
      { path: 'body.zipCode', code: 'INVALID_FORMAT', message: 'must be five digits' },
    ]);
  });

  it('useCheckoutPayment and its mutation read and choose the method in the language, and the summary loads again', async () => {
    const methods = [{ method: 'INVOICE', name: 'Rechnung', description: '14 Tage' }];
    const summaryEn = who.summaryUrl.replace('language=de', 'language=en');
    const { fetch, calls } = fakeServer((method, url) =>
      url === summaryEn
        ? json(200, summary)
        : json(200, { paymentMethod: method === 'PUT' ? 'INVOICE' : null, methods }),
    );
    const { result } = renderHook(
      () => ({
        summary: useCheckoutSummary(identity, 'en').data,
        payment: useCheckoutPayment(identity, 'en').data,
        choose: useCheckoutPaymentMutation(identity, 'en'),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.payment?.paymentMethod).toBeNull());
    await waitFor(() => expect(result.current.summary).toEqual(summary));
    await act(async () => {
      await result.current.choose.trigger({ paymentMethod: 'INVOICE' });
    });
    expect(result.current.payment?.paymentMethod).toBe('INVOICE');
    await waitFor(() => expect(calls.filter((call) => call.url === summaryEn)).toHaveLength(2));
    expect(
      calls
        .filter((call) => call.url !== summaryEn)
        .map(({ method, url, body }) => [method, url, body]),
    ).toEqual([
      ['GET', `${who.base}/payment?language=en`, undefined],
      ['PUT', `${who.base}/payment?language=en`, { paymentMethod: 'INVOICE' }],
    ]);
    calls.forEach(who.carries);
  });

  it('usePlaceOrder sends one key per attempt: the same after no answer, a new one after a refusal; the order becomes useCheckoutOrder data without a call', async () => {
    let answers: (() => Response)[] = [];
    const { fetch, calls } = fakeServer(() => (answers.shift() ?? networkDown)());
    const { result } = renderHook(
      () => ({
        place: usePlaceOrder(identity, 'de'),
        order: useCheckoutOrder(identity, order.id, { revalidateOnMount: false }).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    // The client's own retries (3 tries) all meet a dead network; the press fails.
    await act(async () => {
      await result.current.place.trigger(placing).catch(() => undefined);
    });
    answers = [() => json(201, order)];
    await act(async () => {
      await result.current.place.trigger(placing);
    });
    const firstKeys = calls.map((call) => call.idempotencyKey);
    expect(firstKeys).toHaveLength(4);
    expect(new Set(firstKeys).size).toBe(1);
    expect(firstKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[3]).toMatchObject({
      method: 'PUT',
      url: `${who.base}?language=de`,
      body: placing,
    });
    expect(result.current.order).toEqual(order);

    answers = [() => json(409, { code: 'PRICE_CHANGED', message: 'A price changed.' })];
    await act(async () => {
      await result.current.place.trigger(placing).catch(() => undefined);
    });
    answers = [() => json(201, order)];
    await act(async () => {
      await result.current.place.trigger(placing);
    });
    const [refused, next] = calls.slice(4).map((call) => call.idempotencyKey);
    expect(refused).toBe(firstKeys[0]);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(refused);
    expect(calls).toHaveLength(6);
    calls.forEach(who.carries);
  });

  it('useCheckoutOrder and useCheckoutPaymentInfo load an order and its transfer by id, and nothing without one', async () => {
    const { fetch, calls } = fakeServer((_method, url) =>
      json(200, url.includes('/payment/') ? payment : order),
    );
    const none = renderHook(
      () => [useCheckoutOrder(identity, null).data, useCheckoutOrder(null, order.id).data],
      { wrapper: wrapperFor(fetch) },
    );
    await act(() => Promise.resolve());
    expect(none.result.current).toEqual([undefined, undefined]);
    expect(fetch).not.toHaveBeenCalled();

    const { result } = renderHook(
      () => ({
        order: useCheckoutOrder(identity, order.id).data,
        payment: useCheckoutPaymentInfo(identity, order.id).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.order).toEqual(order));
    await waitFor(() => expect(result.current.payment).toEqual(payment));
    expect(calls.map(({ url }) => url).sort()).toEqual([
      `${who.base}/${order.id}`,
      `${who.base}/payment/${order.id}`,
    ]);
    calls.forEach(who.carries);
  });

  it('useCheckoutProofUpload sends the position and file as multipart with the identity, reports progress, loads the summary again and keeps a refusal', async () => {
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
      () => ({
        summary: useCheckoutSummary(identity, 'de'),
        proofs: useCheckoutProofUpload(identity),
      }),
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
    act(() => sent.progress(400, 1000));
    expect(result.current.proofs.progress).toEqual({ positionId: proof.positionId, share: 0.4 });
    await act(async () => {
      sent.respond(201, proof);
      await uploaded;
    });
    await expect(uploaded).resolves.toEqual(proof);
    expect(result.current.proofs.progress).toBeNull();
    expect(sent.url).toBe(`${who.base}/file-upload`);
    expect(sent.headers).toMatchObject(who.uploadHeaders);
    expect(sent.form?.get('positionId')).toBe(proof.positionId);
    expect((sent.form?.get('file') as File).name).toBe('zulassung.pdf');
    await waitFor(() => expect(calls.filter((call) => isSummary(call.url))).toHaveLength(2));

    act(() => {
      uploaded = result.current.proofs.upload(proof.positionId, file).catch(() => undefined);
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await act(async () => {
      FakeXhr.sent[1]?.respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'PDF, JPEG or PNG only.',
      });
      await uploaded;
    });
    expect(result.current.proofs.error?.positionId).toBe(proof.positionId);
    expect(result.current.proofs.error?.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(result.current.proofs.progress).toBeNull();
  });

  it('getCheckoutProofDocument reads the proof with the identity', async () => {
    const pdf = new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    const { fetch, calls } = fakeServer(() => pdf);
    const proof = await getCheckoutProofDocument(
      createApiClient({ fetch, getAccessToken: async () => 'access-token-of-anna' }),
      identity,
      '0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b',
      '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(await proof.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe(
      `${who.base}/position/0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b/document/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f`,
    );
    who.carries(calls[0]!);
  });

  it('loads the summary again on each step, even where the site keeps data for the visit', async () => {
    const stale = { ...summary, paymentMethod: null };
    const { fetch, calls } = fakeServer(() => json(200, summary));
    const { result } = renderHook(() => useCheckoutSummary(identity, 'de').data, {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <ApiProvider
          client={createApiClient({ fetch })}
          swrConfig={{
            provider: () => new Map(),
            revalidateIfStale: false,
            fallback: { [unstable_serialize(checkoutSummaryKey(identity, 'de'))]: stale },
          }}
        >
          {children}
        </ApiProvider>
      ),
    });
    await waitFor(() => expect(result.current).toEqual(summary));
    expect(calls.map(({ url }) => url)).toEqual([who.summaryUrl]);
  });
});

describe('the checkout hooks for either identity', () => {
  it("keep a customer's and each guest's checkout apart in the cache", () => {
    const other = guestCheckout({ order: order.id, auth: 'm'.repeat(43) });
    const keys = [customerCheckout, guestCheckout(guest), other].map((identity: CheckoutIdentity) =>
      unstable_serialize(checkoutSummaryKey(identity, 'de')),
    );
    expect(new Set(keys).size).toBe(3);
    expect(keys.join()).not.toContain(guest.auth);
  });

  it("usePlaceOrder empties the customer's cart count after the order", async () => {
    const { fetch, calls } = fakeServer((method) =>
      method === 'HEAD'
        ? new Response(null, { headers: { 'content-length': '1' } })
        : json(201, order),
    );
    const { result } = renderHook(
      () => ({ count: useCartCount(true).data, place: usePlaceOrder(customerCheckout, 'de') }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.count).toBe(1));
    await act(async () => {
      await result.current.place.trigger(placing);
    });
    expect(result.current.count).toBe(0);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'HEAD /api/cart',
      'PUT /api/order?language=de',
    ]);
  });

  it('usePlaceOrder leaves out a challenge for the customer and sends it for a guest', async () => {
    const { fetch, calls } = fakeServer(() => json(201, order));
    const { result } = renderHook(
      () => ({
        customer: usePlaceOrder(customerCheckout, 'de'),
        guest: usePlaceOrder(guestCheckout(guest), 'de'),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await act(async () => {
      await result.current.customer.trigger({ ...placing, challenge: 'c29sdmVk' });
      await result.current.guest.trigger({ ...placing, challenge: 'c29sdmVk' });
    });
    expect(calls.map(({ url, body }) => [url, body])).toEqual([
      ['/api/order?language=de', placing],
      ['/api/guest-order?language=de', { ...placing, challenge: 'c29sdmVk' }],
    ]);
  });
});

describe("a guest's checkout", () => {
  const withCredentials = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-order': guest.order, 'x-auth': guest.auth },
    });
  const opening = {
    ...customer,
    positions: [{ courseId: 17, courseScheduleId: 3, priceLevelId: 31 }],
    voucherCodes: ['WILLKOMMEN10'],
  };

  it("useOpenGuestCheckout opens the checkout without headers, with the local positions and voucher codes, and keeps the answer's X-Order and X-Auth", async () => {
    const { fetch, calls } = fakeServer(() => withCredentials(guestData));
    const { result } = renderHook(
      () => {
        const open = useOpenGuestCheckout('de');
        const credentials = open.data?.credentials;
        return {
          open,
          checkout: useCheckoutData(credentials ? guestCheckout(credentials) : null, 'de'),
        };
      },
      { wrapper: wrapperFor(fetch) },
    );
    let opened: unknown;
    await act(async () => {
      opened = await result.current.open.trigger(opening);
    });
    expect(opened).toEqual({ checkout: guestData, credentials: guest });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/guest-order/guest?language=de',
      body: opening,
      guest: { order: null, auth: null },
    });
    // The answer is the checkout's data at once, in the render that names the checkout, before
    // any call reads it (SWR refreshes stale data a frame after a hook mounts: not a read).
    expect(result.current.checkout.data).toEqual(guestData);
    expect(calls).toHaveLength(1);
  });

  it('useOpenGuestCheckout refuses an answer without credentials', async () => {
    const { fetch } = fakeServer(() => json(200, guestData));
    const { result } = renderHook(() => useOpenGuestCheckout('de'), {
      wrapper: wrapperFor(fetch),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(opening).catch((caught: unknown) => caught);
    });
    expect(failure).toBeInstanceOf(Error);
  });
});
