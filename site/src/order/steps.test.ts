import { describe, expect, it } from 'vitest';
import { checkoutRoutes, checkoutSteps, nextStepPath } from './steps.ts';

const orderId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const paymentId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe.each([
  { kind: 'customer' as const, base: '/order', data: '/order/customer' },
  { kind: 'guest' as const, base: '/guest-order', data: '/guest-order/guest' },
])('the steps of the $kind checkout', ({ kind, base, data }) => {
  const { steps: paths, completePath, paymentReturnPath } = checkoutRoutes[kind];

  it('lead from the billing data to the proof upload, the payment and the summary when each applies', () => {
    const full = { verificationStep: true, paymentStep: true };
    expect(paths.customer).toBe(data);
    expect(nextStepPath('customer', full, paths)).toBe(`${base}/file-upload`);
    expect(nextStepPath('fileUpload', full, paths)).toBe(`${base}/payment`);
    expect(nextStepPath('payment', full, paths)).toBe(`${base}/summary`);
  });

  it('skip the proof upload without a proof to give and the payment at a total of 0', () => {
    expect(nextStepPath('customer', { verificationStep: false, paymentStep: true }, paths)).toBe(
      `${base}/payment`,
    );
    expect(nextStepPath('customer', { verificationStep: false, paymentStep: false }, paths)).toBe(
      `${base}/summary`,
    );
    expect(nextStepPath('fileUpload', { verificationStep: true, paymentStep: false }, paths)).toBe(
      `${base}/summary`,
    );
  });

  it('name the completion page by the order id and the return page by order and payment', () => {
    expect(completePath(orderId)).toBe(`${base}/complete/${orderId}`);
    expect(paymentReturnPath(orderId, paymentId)).toBe(
      `${base}/payment-return?orderId=${orderId}&paymentId=${paymentId}`,
    );
  });
});

describe('the checkout steps', () => {
  it('are listed in order with the proof upload and the payment only where they apply', () => {
    expect(checkoutSteps({ verificationStep: true, paymentStep: true })).toEqual([
      'customer',
      'fileUpload',
      'payment',
      'summary',
    ]);
    expect(checkoutSteps({ verificationStep: false, paymentStep: true })).toEqual([
      'customer',
      'payment',
      'summary',
    ]);
    expect(checkoutSteps({ verificationStep: true, paymentStep: false })).toEqual([
      'customer',
      'fileUpload',
      'summary',
    ]);
  });

  it('offer the cancellation of a placed order in the customer checkout only', () => {
    expect(checkoutRoutes.customer.cancelPath?.(orderId)).toBe(`/order/${orderId}/cancel`);
    expect(checkoutRoutes.guest.cancelPath).toBeUndefined();
  });
});
