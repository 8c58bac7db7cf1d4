import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, order, wrapperFor } from './checkout-test-support.tsx';
import { customerCheckout, guestCheckout, useCheckoutOrder } from './checkout.ts';
import { useRestartPaymentMutation, useValidatePaymentMutation } from './payment.ts';

const guest = { order: '0b6f1a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', auth: 'k'.repeat(43) };
const identities = [
  {
    who: 'the customer',
    identity: customerCheckout,
    base: '/api/order',
    sent: { order: null, auth: null },
  },
  { who: 'a guest', identity: guestCheckout(guest), base: '/api/guest-order', sent: guest },
];
const cardPayment = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  orderId: order.id,
  method: 'CARD' as const,
  state: 'SUCCEEDED' as const,
  amountValue: order.totalValue,
  redirectUrl: null,
};
const paid = { ...order, status: 'PAID' as const };

describe.each(identities)('the payment hooks of $who', ({ identity, base, sent }) => {
  it('useValidatePaymentMutation asks with the identity and makes the order useCheckoutOrder data', async () => {
    const { fetch, calls } = fakeServer(() => json(200, { order: paid, payment: cardPayment }));
    const { result } = renderHook(
      () => ({
        validate: useValidatePaymentMutation(identity, 'de'),
        order: useCheckoutOrder(identity, order.id, { revalidateOnMount: false }).data,
      }),
      { wrapper: wrapperFor(fetch) },
    );
    await act(async () => {
      await result.current.validate.trigger({ orderId: order.id, paymentId: cardPayment.id });
    });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: `${base}/validate-payment?language=de`,
        guest: sent,
        body: { orderId: order.id, paymentId: cardPayment.id },
      }),
    ]);
    expect(result.current.order).toEqual(paid);
  });

  it('useRestartPaymentMutation starts the payment again with the identity and answers its page', async () => {
    const open = {
      ...cardPayment,
      id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      state: 'OPEN' as const,
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    };
    const { fetch, calls } = fakeServer(() => json(200, open));
    const { result } = renderHook(() => useRestartPaymentMutation(identity, 'en'), {
      wrapper: wrapperFor(fetch),
    });
    let next: unknown;
    await act(async () => {
      next = await result.current.trigger(cardPayment.id);
    });
    expect(next).toEqual(open);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: `${base}/${cardPayment.id}?language=en`,
        guest: sent,
      }),
    ]);
  });

  it('a refusal rejects with its code and keeps the page', async () => {
    const { fetch } = fakeServer(() =>
      json(409, { code: 'PAYMENT_NOT_RESTARTABLE', message: 'The order does not await payment.' }),
    );
    const { result } = renderHook(() => useRestartPaymentMutation(identity), {
      wrapper: wrapperFor(fetch),
    });
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger(cardPayment.id).catch((caught) => caught);
    });
    expect((error as { code?: string }).code).toBe('PAYMENT_NOT_RESTARTABLE');
  });
});
