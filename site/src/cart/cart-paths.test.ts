import { describe, expect, it } from 'vitest';
import {
  cartCheckTarget,
  isCheckoutPath,
  validatesCartOn,
  type CartCheckResult,
} from './cart-paths.ts';

const ready: CartCheckResult = {
  cartEmpty: false,
  merged: false,
  validCustomerStatus: true,
  taxNumberRequired: false,
  cart: { verificationStep: false, paymentStep: false },
};

describe('the cart check', () => {
  it('sends an empty cart home, before every other rule', () => {
    const everything = {
      cartEmpty: true,
      merged: true,
      validCustomerStatus: false,
      taxNumberRequired: true,
      cart: { verificationStep: true, paymentStep: true },
    };
    expect(cartCheckTarget(everything, 'https://www.kursmarkt.test')).toBe(
      'https://www.kursmarkt.test',
    );
    expect(cartCheckTarget({ ...ready, cartEmpty: true }, '/')).toBe('/');
  });

  it('sends a merged cart back to the cart with the notice, before the customer data', () => {
    expect(cartCheckTarget({ ...ready, merged: true, validCustomerStatus: false }, '/')).toBe(
      '/warenkorb?merged=true',
    );
  });

  it('asks for the customer data when they are incomplete or a VAT id is required, before the upload', () => {
    const upload = { ...ready, cart: { verificationStep: true, paymentStep: true } };
    expect(cartCheckTarget({ ...upload, validCustomerStatus: false }, '/')).toBe('/order/customer');
    expect(cartCheckTarget({ ...upload, taxNumberRequired: true }, '/')).toBe('/order/customer');
  });

  it('then the proof upload, then the payment selection, then the summary', () => {
    expect(
      cartCheckTarget({ ...ready, cart: { verificationStep: true, paymentStep: true } }, '/'),
    ).toBe('/order/file-upload');
    expect(
      cartCheckTarget({ ...ready, cart: { verificationStep: false, paymentStep: true } }, '/'),
    ).toBe('/order/payment');
    expect(cartCheckTarget(ready, '/')).toBe('/order/summary');
  });
});

describe('where the header validates the cart', () => {
  it('everywhere but the check, the dashboard and the checkout pages', () => {
    expect(validatesCartOn('/warenkorb')).toBe(true);
    expect(validatesCartOn('/')).toBe(true);
    expect(validatesCartOn('/fortbildung/arbeitsrecht-17')).toBe(true);
    for (const path of [
      '/check',
      '/customer-dashboard/meine-daten',
      '/order/summary',
      '/guest-order/guest',
    ]) {
      expect(validatesCartOn(path)).toBe(false);
    }
  });
});

describe('the checkout pages', () => {
  it('are the cart check and every step of either checkout, not the cart', () => {
    for (const path of ['/cart-check', '/order/summary', '/guest-order/complete/abc']) {
      expect(isCheckoutPath(path)).toBe(true);
    }
    for (const path of ['/warenkorb', '/orders', '/fortbildungen']) {
      expect(isCheckoutPath(path)).toBe(false);
    }
  });
});
