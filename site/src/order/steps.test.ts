import { describe, expect, it } from 'vitest';
import { checkoutSteps, nextStepPath, orderCompletePath } from './steps.ts';

describe('the checkout steps', () => {
  it('lead from the billing data to the proof upload, the payment and the summary when each applies', () => {
    const full = { verificationStep: true, paymentStep: true };
    expect(nextStepPath('customer', full)).toBe('/order/file-upload');
    expect(nextStepPath('fileUpload', full)).toBe('/order/payment');
    expect(nextStepPath('payment', full)).toBe('/order/summary');
  });

  it('skip the proof upload without a proof to give and the payment at a total of 0', () => {
    expect(nextStepPath('customer', { verificationStep: false, paymentStep: true })).toBe(
      '/order/payment',
    );
    expect(nextStepPath('customer', { verificationStep: false, paymentStep: false })).toBe(
      '/order/summary',
    );
    expect(nextStepPath('fileUpload', { verificationStep: true, paymentStep: false })).toBe(
      '/order/summary',
    );
  });

  it("lead through another checkout's paths when given them", () => {
    const guest = {
      customer: '/guest-order/guest',
      fileUpload: '/guest-order/file-upload',
      payment: '/guest-order/payment',
      summary: '/guest-order/summary',
    };
    expect(nextStepPath('customer', { verificationStep: true, paymentStep: true }, guest)).toBe(
      '/guest-order/file-upload',
    );
    expect(nextStepPath('fileUpload', { verificationStep: true, paymentStep: true }, guest)).toBe(
      '/guest-order/payment',
    );
    expect(nextStepPath('payment', { verificationStep: true, paymentStep: true }, guest)).toBe(
      '/guest-order/summary',
    );
  });

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

  it('name the completion page by the order id', () => {
    expect(orderCompletePath('5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBe(
      '/order/complete/5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    );
  });
});
