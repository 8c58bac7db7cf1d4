import { act, renderHook, waitFor } from '@testing-library/react';
import type { Cart, CartValidation } from '@kursmarkt/schemas';
import { exampleCartPosition as position } from '@kursmarkt/schemas/examples';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import {
  useAddPositionsMutation,
  useAddToCartMutation,
  useCart,
  useCartCount,
  useCartCustomer,
  useCartPaymentMethods,
  useCartPositionScopeMutation,
  useCheckGuestVoucher,
  useCustomerPackage,
  useCustomerPackages,
  useGuestCartPrice,
  useEnterVoucherMutation,
  useRemoveCartPositionMutation,
  useRemovePositionPackageMutation,
  useRemoveVoucherMutation,
  useValidateCartMutation,
} from './cart.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; authorization: string | null; body: unknown };

/** A fake server: answers by method and URL and records each call with its bearer header. */
const fakeServer = (answer: (method: string, url: string, body: unknown) => Response) => {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ url: String(input), method, authorization, body });
    return answer(method, String(input), body);
  });
  return { fetch, calls };
};

const wrapperFor =
  (fetch: typeof globalThis.fetch, onNotFound = vi.fn()) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => 'access-token-of-anna',
        onNotFound,
      })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

const emptyCart: Cart = {
  id: '7d2e4f60-1a2b-4c3d-9e8f-0a1b2c3d4e5f',
  positions: [],
  cartVoucher: null,
  rejectedVoucher: null,
  unusedVoucher: null,
  voucherCodes: [],
  sumValue: 0,
  netSumValue: 0,
  verificationStep: false,
  paymentStep: false,
};
const cartWithOne: Cart = {
  ...emptyCart,
  positions: [position],
  sumValue: 59_500,
  netSumValue: 50_000,
  paymentStep: true,
};
const course = { courseId: 17, scheduleId: 3, priceLevelId: 31 };

describe('the cart hooks', () => {
  it('useCart loads the cart in the language with the bearer token, and makes no call while disabled', async () => {
    const { fetch, calls } = fakeServer(() => json(200, cartWithOne));
    const disabled = renderHook(() => useCart(false, 'de'), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(disabled.result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();

    const { result } = renderHook(() => useCart(true, 'de'), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toEqual(cartWithOne));
    expect(calls).toEqual([
      {
        url: '/api/cart?language=de',
        method: 'GET',
        authorization: 'Bearer access-token-of-anna',
        body: undefined,
      },
    ]);
  });

  it("useCartCount reads HEAD's Content-Length as the number of positions", async () => {
    const { fetch, calls } = fakeServer(
      () => new Response(null, { status: 200, headers: { 'content-length': '3' } }),
    );
    const { result } = renderHook(() => useCartCount(true), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toBe(3));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['HEAD /api/cart']);
  });

  it('useAddToCartMutation puts the position and shows the answered cart in useCart and its count in useCartCount', async () => {
    const { fetch, calls } = fakeServer((method) =>
      method === 'PUT'
        ? json(200, cartWithOne)
        : method === 'HEAD'
          ? new Response(null, { headers: { 'content-length': '0' } })
          : json(200, emptyCart),
    );
    const { result } = renderHook(
      () => ({
        cart: useCart(true, 'de').data,
        count: useCartCount(true).data,
        add: useAddToCartMutation('de'),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.count).toBe(0));
    await waitFor(() => expect(result.current.cart).toEqual(emptyCart));
    await act(async () => {
      await result.current.add.trigger(course);
    });
    await waitFor(() => expect(result.current.cart).toEqual(cartWithOne));
    expect(result.current.count).toBe(1);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        url: '/api/cart?language=de',
        method: 'PUT',
        authorization: 'Bearer access-token-of-anna',
        body: course,
      },
    ]);
    expect(calls).toHaveLength(3);
  });

  it('useAddToCartMutation exposes the refusal code of a full date, keeps the cart and opens no 404 page', async () => {
    const onNotFound = vi.fn();
    const { fetch } = fakeServer((method) =>
      method === 'PUT'
        ? json(409, { code: 'SCHEDULE_FULL', message: 'Every seat of the date is taken.' })
        : json(200, emptyCart),
    );
    const { result } = renderHook(
      () => ({ cart: useCart(true, 'de'), add: useAddToCartMutation('de') }),
      { wrapper: wrapperFor(fetch, onNotFound) },
    );
    await waitFor(() => expect(result.current.cart.data).toEqual(emptyCart));
    await act(async () => {
      await result.current.add.trigger(course).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.add.error?.code).toBe('SCHEDULE_FULL'));
    expect(result.current.add.error?.status).toBe(409);
    expect(result.current.cart.data).toEqual(emptyCart);
    expect(fetch).toHaveBeenCalledTimes(2);

    const { fetch: gone } = fakeServer(() =>
      json(404, { code: 'NOT_FOUND', message: 'The course does not exist.' }),
    );
    const added = renderHook(() => useAddToCartMutation('de'), {
      wrapper: wrapperFor(gone, onNotFound),
    });
    await act(async () => {
      await added.result.current.trigger(course).catch(() => undefined);
    });
    await waitFor(() => expect(added.result.current.error?.code).toBe('NOT_FOUND'));
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('useAddPositionsMutation posts several positions and answers what was not added', async () => {
    const answer = {
      ...cartWithOne,
      notAdded: [{ scheduleId: 9, packageId: null, code: 'SCHEDULE_ENDED' }],
    };
    const { fetch, calls } = fakeServer(() => json(200, answer));
    const { result } = renderHook(() => useAddPositionsMutation('en'), {
      wrapper: wrapperFor(fetch),
    });
    let added: unknown;
    await act(async () => {
      added = await result.current.trigger({
        positions: [course, { courseId: 18, scheduleId: 9, priceLevelId: 40 }],
      });
    });
    expect(added).toEqual(answer);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/cart?language=en' });
  });

  it('removing a position, its package payment and a voucher each call their path and replace the cart', async () => {
    const afterVoucher: Cart = {
      ...cartWithOne,
      rejectedVoucher: { code: 'WINTER24', reason: 'VOUCHER_EXPIRED' },
      voucherCodes: ['WINTER24'],
    };
    const { fetch, calls } = fakeServer((method, url) => {
      if (url.startsWith('/api/cart/voucher/')) return json(200, afterVoucher);
      if (method === 'DELETE') return json(200, emptyCart);
      if (method === 'PATCH')
        return json(200, { ...cartWithOne, positions: [{ ...position, scopeId: 4 }] });
      return json(200, cartWithOne);
    });
    const { result } = renderHook(
      () => ({
        cart: useCart(true),
        remove: useRemoveCartPositionMutation(),
        money: useRemovePositionPackageMutation(),
        voucher: useEnterVoucherMutation(),
        dropVoucher: useRemoveVoucherMutation(),
        scope: useCartPositionScopeMutation(),
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.cart.data).toEqual(cartWithOne));
    await act(async () => {
      await result.current.voucher.trigger('WINTER24');
    });
    await waitFor(() => expect(result.current.cart.data).toEqual(afterVoucher));
    await act(async () => {
      await result.current.scope.trigger({ id: position.id, scopeId: 4, categoryId: null });
    });
    await waitFor(() => expect(result.current.cart.data?.positions[0]?.scopeId).toBe(4));
    await act(async () => {
      await result.current.dropVoucher.trigger('WINTER24');
      await result.current.money.trigger(position.id);
      await result.current.remove.trigger(position.id);
    });
    await waitFor(() => expect(result.current.cart.data).toEqual(emptyCart));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/cart',
      'GET /api/cart/voucher/WINTER24',
      `PATCH /api/order/cart/${position.id}`,
      'DELETE /api/cart/voucher/WINTER24',
      `DELETE /api/cart/${position.id}/package`,
      `DELETE /api/cart/${position.id}`,
    ]);
    expect(calls[2]!.body).toEqual({ scopeId: 4, categoryId: null });
  });

  it("useValidateCartMutation sends the guest's cart and makes the merged cart useCart's data", async () => {
    const validation: CartValidation = {
      cart: cartWithOne,
      cartEmpty: false,
      merged: true,
      validCustomerStatus: false,
      taxNumberRequired: false,
      notAdded: [],
    };
    const { fetch, calls } = fakeServer(() => json(200, validation));
    const fromCacheOnly = { revalidateOnMount: false };
    const { result, rerender } = renderHook(
      ({ signedIn }) => ({
        cart: useCart(signedIn, 'de', fromCacheOnly).data,
        count: useCartCount(signedIn, fromCacheOnly).data,
        validate: useValidateCartMutation('de'),
      }),
      { wrapper: wrapperFor(fetch), initialProps: { signedIn: false } },
    );
    const guest = {
      positions: [{ courseId: 17, courseScheduleId: 3, priceLevelId: 31 }],
      voucherCodes: ['WILLKOMMEN10'],
    };
    await act(async () => {
      await result.current.validate.trigger(guest);
    });
    expect(result.current.validate.data).toEqual(validation);
    expect(calls).toEqual([
      {
        url: '/api/order/validate-cart?language=de',
        method: 'PUT',
        authorization: 'Bearer access-token-of-anna',
        body: guest,
      },
    ]);
    rerender({ signedIn: true });
    expect(result.current.cart).toEqual(cartWithOne);
    expect(result.current.count).toBe(1);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("prices the guest's cart, and a checked code that applies becomes the priced cart's answer at once", async () => {
    const refused = {
      ...cartWithOne,
      rejectedVoucher: { code: 'WINTER24', reason: 'VOUCHER_EXPIRED' },
      notAdded: [],
    };
    const applied = {
      ...cartWithOne,
      cartVoucher: { code: 'WILLKOMMEN10', kind: 'PERCENT', value: 1000, discountValue: 5_950 },
      sumValue: 53_550,
      notAdded: [],
    };
    const { fetch, calls } = fakeServer((_method, _url, body) =>
      json(
        200,
        (body as { voucherCodes: string[] }).voucherCodes[0] === 'WINTER24' ? refused : applied,
      ),
    );
    const positions = [{ courseId: 17, courseScheduleId: 3, priceLevelId: 31 }];
    const { result, rerender } = renderHook(
      ({ codes }) => ({
        priced: useGuestCartPrice(codes ? { positions, voucherCodes: codes } : null, 'de', {
          revalidateOnMount: false,
        }).data,
        check: useCheckGuestVoucher('de'),
      }),
      { wrapper: wrapperFor(fetch), initialProps: { codes: null as string[] | null } },
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current.check({ positions, voucherCodes: ['WINTER24'] });
    });
    expect(answer).toEqual(refused);
    rerender({ codes: ['WINTER24'] });
    expect(result.current.priced).toBeUndefined();
    await act(async () => {
      await result.current.check({ positions, voucherCodes: ['WILLKOMMEN10'] });
    });
    rerender({ codes: ['WILLKOMMEN10'] });
    expect(result.current.priced?.sumValue).toBe(53_550);
    expect(calls.map(({ url, method, body }) => [method, url, body])).toEqual([
      ['PUT', '/api/cart/guest?language=de', { positions, voucherCodes: ['WINTER24'] }],
      ['PUT', '/api/cart/guest?language=de', { positions, voucherCodes: ['WILLKOMMEN10'] }],
    ]);
  });

  it('the billing data, payment methods and customer packages load from their paths', async () => {
    const { fetch, calls } = fakeServer((_method, url) =>
      url.startsWith('/api/cart/customer')
        ? json(200, { name: 'Anna' })
        : url.startsWith('/api/cart/payment-methods')
          ? json(200, [{ method: 'INVOICE', name: 'Rechnung', description: 'In 14 Tagen.' }])
          : json(200, []),
    );
    const { result } = renderHook(
      () => ({
        customer: useCartCustomer(true).data,
        methods: useCartPaymentMethods(true, 'de').data,
        packages: useCustomerPackages(true, { organizerId: 2, type: 'EDUCATION', scope: [4] }).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await waitFor(() => expect(result.current.packages).toEqual([]));
    await waitFor(() => expect(result.current.methods?.[0]?.method).toBe('INVOICE'));
    await waitFor(() => expect(result.current.customer).toEqual({ name: 'Anna' }));
    expect(calls.map(({ url }) => url).sort()).toEqual([
      '/api/cart/customer',
      '/api/cart/payment-methods?language=de',
      '/api/customer/packages?organizerId=2&type=EDUCATION&scope=4',
    ]);
  });

  it('one customer package loads with its ledger from its path, and no id makes no call', async () => {
    const id = '3f1c2b7a-8d4e-4f60-9a1b-2c3d4e5f6a7b';
    const detail = {
      id,
      packageId: 2,
      name: 'Paket Familienrecht',
      type: 'EDUCATION',
      organizerId: 4,
      organizer: 'Akademie Eins',
      scopeIds: [7],
      creditValue: 10,
      remainingCredits: 10,
      purchasedAt: '2026-11-28T09:00:00.000Z',
      expiresOn: '2029-12-31',
      expired: false,
      scopes: [{ id: 7, name: 'Familienrecht' }],
      ledger: [
        {
          id: 1,
          delta: 10,
          reason: 'PURCHASE',
          createdAt: '2026-11-28T09:00:00.000Z',
          booking: null,
        },
      ],
    };
    const { fetch, calls } = fakeServer(() => json(200, detail));
    const { result, rerender } = renderHook(
      ({ packageId }: { packageId: string | null }) => useCustomerPackage(packageId, 'en').data,
      { wrapper: wrapperFor(fetch), initialProps: { packageId: null as string | null } },
    );
    expect(calls).toEqual([]);
    rerender({ packageId: id });
    await waitFor(() => expect(result.current?.ledger).toEqual(detail.ledger));
    expect(calls.map(({ url, authorization }) => [url, authorization])).toEqual([
      [`/api/customer/packages/${id}?language=en`, 'Bearer access-token-of-anna'],
    ]);
  });
});
