import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartCount } from './cart.ts';
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
import {
  useOrder,
  useOrderCustomer,
  useOrderCustomerMutation,
  useOrderPayment,
  useOrderPaymentInfo,
  useOrderPaymentMutation,
  useOrderSummary,
  usePlaceOrderMutation,
  useProofUpload,
} from './order.ts';

describe('the checkout hooks', () => {
  it('useOrderCustomer loads the billing data with the bearer token, and makes no call while disabled', async () => {
    const { fetch, calls } = fakeServer(() => json(200, customerState));
    renderHook(() => useOrderCustomer(false), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();

    const { result } = renderHook(() => useOrderCustomer(true), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toEqual(customerState));
    expect(calls.map(({ method, url, authorization }) => [method, url, authorization])).toEqual([
      ['GET', '/api/order/customer', 'Bearer access-token-of-anna'],
    ]);
  });

  it('useOrderCustomerMutation puts the billing data, shows the answer and loads the summary again', async () => {
    const business = { ...customer, customerKind: 'BUSINESS' as const, company: 'Berg Recht' };
    const answered = { ...customerState, customer: business };
    const { fetch, calls } = fakeServer((method, url) =>
      url.startsWith('/api/order/summary')
        ? json(200, summary)
        : json(200, method === 'PUT' ? answered : customerState),
    );
    const { result } = renderHook(
      () => ({
        customer: useOrderCustomer(true).data,
        summary: useOrderSummary(true, 'de').data,
        save: useOrderCustomerMutation(),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.summary).toEqual(summary));
    await waitFor(() => expect(result.current.customer).toEqual(customerState));
    await act(async () => {
      await result.current.save.trigger(business);
    });
    expect(result.current.customer).toEqual(answered);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/order/summary'))).toHaveLength(2),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(business);
  });

  it('useOrderCustomerMutation exposes the field problems of a 422', async () => {
    const { fetch } = fakeServer(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid.',
        details: [{ path: 'body.zipCode', code: 'INVALID_FORMAT', message: 'must be five digits' }],
      }),
    );
    const { result } = renderHook(() => useOrderCustomerMutation(), {
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

  it('useOrderPayment and its mutation read and choose the method in the language', async () => {
    const methods = [{ method: 'INVOICE', name: 'Rechnung', description: '14 Tage' }];
    const { fetch, calls } = fakeServer((method) =>
      json(200, { paymentMethod: method === 'PUT' ? 'INVOICE' : null, methods }),
    );
    const { result } = renderHook(
      () => ({ payment: useOrderPayment(true, 'en').data, choose: useOrderPaymentMutation('en') }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.payment?.paymentMethod).toBeNull());
    await act(async () => {
      await result.current.choose.trigger({ paymentMethod: 'INVOICE' });
    });
    expect(result.current.payment?.paymentMethod).toBe('INVOICE');
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/order/payment?language=en', undefined],
      ['PUT', '/api/order/payment?language=en', { paymentMethod: 'INVOICE' }],
    ]);
  });

  it('usePlaceOrderMutation sends one key per attempt: the same after no answer, a new one after a refusal', async () => {
    let answers: (() => Response)[] = [];
    const { fetch, calls } = fakeServer(() => (answers.shift() ?? networkDown)());
    const { result } = renderHook(() => usePlaceOrderMutation('de'), {
      wrapper: wrapperFor(fetch),
    });
    // The client's own retries (3 tries) all meet a dead network; the press fails.
    await act(async () => {
      await result.current.trigger(placing).catch(() => undefined);
    });
    answers = [() => json(201, order)];
    await act(async () => {
      await result.current.trigger(placing);
    });
    const firstKeys = calls.map((call) => call.idempotencyKey);
    expect(firstKeys).toHaveLength(4);
    expect(new Set(firstKeys).size).toBe(1);
    expect(firstKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[3]).toMatchObject({ method: 'PUT', url: '/api/order?language=de', body: placing });

    answers = [() => json(409, { code: 'PRICE_CHANGED', message: 'A price changed.' })];
    await act(async () => {
      await result.current.trigger(placing).catch(() => undefined);
    });
    answers = [() => json(201, order)];
    await act(async () => {
      await result.current.trigger(placing);
    });
    const [refused, next] = calls.slice(4).map((call) => call.idempotencyKey);
    expect(refused).toBe(firstKeys[0]);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(refused);
  });

  it('usePlaceOrderMutation empties the cart count and makes the order useOrder data without a call', async () => {
    const { fetch, calls } = fakeServer((method) =>
      method === 'HEAD'
        ? new Response(null, { headers: { 'content-length': '1' } })
        : json(201, order),
    );
    const { result } = renderHook(
      () => ({
        count: useCartCount(true).data,
        place: usePlaceOrderMutation('de'),
        order: useOrder(order.id, { revalidateOnMount: false }).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.count).toBe(1));
    await act(async () => {
      await result.current.place.trigger(placing);
    });
    expect(result.current.count).toBe(0);
    expect(result.current.order).toEqual(order);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'HEAD /api/cart',
      'PUT /api/order?language=de',
    ]);
  });

  it('useOrder and useOrderPaymentInfo load an order and its transfer by id, and nothing without one', async () => {
    const { fetch, calls } = fakeServer((_method, url) =>
      json(200, url.includes('/payment/') ? payment : order),
    );
    const none = renderHook(() => useOrder(null), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(none.result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();

    const { result } = renderHook(
      () => ({
        order: useOrder(order.id).data,
        payment: useOrderPaymentInfo(order.id).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.order).toEqual(order));
    await waitFor(() => expect(result.current.payment).toEqual(payment));
    expect(calls.map(({ url }) => url).sort()).toEqual([
      `/api/order/${order.id}`,
      `/api/order/payment/${order.id}`,
    ]);
  });

  it('useProofUpload sends the position and file as multipart with the bearer token, reports progress and keeps a refusal', async () => {
    FakeXhr.sent = [];
    const proof = {
      positionId: '0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b',
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      originalName: 'zulassung.pdf',
      mediaType: 'application/pdf',
      size: 1000,
    };
    const { fetch } = fakeServer(() => json(200, summary));
    const { result } = renderHook(() => useProofUpload(), { wrapper: wrapperFor(fetch) });
    const file = new File(['%PDF-1.7'], 'zulassung.pdf', { type: 'application/pdf' });
    let uploaded: Promise<unknown> = Promise.resolve();
    act(() => {
      uploaded = result.current.upload(proof.positionId, file);
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const sent = FakeXhr.sent[0] as FakeXhr;
    act(() => sent.progress(400, 1000));
    expect(result.current.progress).toEqual({ positionId: proof.positionId, share: 0.4 });
    await act(async () => {
      sent.respond(201, proof);
      await uploaded;
    });
    await expect(uploaded).resolves.toEqual(proof);
    expect(result.current.progress).toBeNull();
    expect(sent.url).toBe('/api/order/file-upload');
    expect(sent.headers.authorization).toBe('Bearer access-token-of-anna');
    expect(sent.form?.get('positionId')).toBe(proof.positionId);
    expect((sent.form?.get('file') as File).name).toBe('zulassung.pdf');

    act(() => {
      uploaded = result.current.upload(proof.positionId, file).catch(() => undefined);
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await act(async () => {
      FakeXhr.sent[1]?.respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'PDF, JPEG or PNG only.',
      });
      await uploaded;
    });
    expect(result.current.error?.positionId).toBe(proof.positionId);
    expect(result.current.error?.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(result.current.progress).toBeNull();
  });
});
