import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../consent/test-support.ts';
import { saveConsent } from '../consent/store.ts';
import {
  ga4Item,
  reportedPurchasesKey,
  trackCartEvent,
  trackCheckoutEvent,
  trackPurchase,
} from './analytics.ts';

const course = {
  id: 17,
  name: 'Aktuelles Arbeitsrecht 2027',
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  priceCents: 59_500,
  courseType: 'ONLINE',
  scopes: ['Arbeitsrecht', 'Sozialrecht', 'Familienrecht', 'Erbrecht', 'Mietrecht'],
};
const layer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer;

describe('the cart analytics', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });

  it('gives an item in GA4 shape with euros and at most four scopes', () => {
    expect(ga4Item(course)).toEqual({
      item_id: '17',
      item_name: 'Aktuelles Arbeitsrecht 2027',
      item_brand: 'Fachinstitut für Arbeitsrecht Köln',
      item_variant: 'ONLINE',
      price: 595,
      quantity: 1,
      item_category: 'Arbeitsrecht',
      item_category2: 'Sozialrecht',
      item_category3: 'Familienrecht',
      item_category4: 'Erbrecht',
    });
  });

  it('sends nothing without statistics consent', () => {
    trackCartEvent('add_to_cart', [course]);
    saveConsent(['marketing']);
    trackCartEvent('add_to_cart', [course]);
    expect(layer()).toBeUndefined();
  });

  it('sends the event after statistics consent, clearing the previous ecommerce object first', () => {
    saveConsent(['statistics']);
    trackCartEvent('view_cart', [course, { ...course, id: 18, priceCents: 10_000 }]);
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'EUR',
          value: 695,
          items: [ga4Item(course), ga4Item({ ...course, id: 18, priceCents: 10_000 })],
        },
      },
    ]);
  });

  it('sends begin_checkout and add_shipping_info with the voucher code as coupon', () => {
    saveConsent(['statistics']);
    trackCheckoutEvent('begin_checkout', [course]);
    trackCheckoutEvent('add_shipping_info', [course], 'WILLKOMMEN10');
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'begin_checkout',
        ecommerce: { currency: 'EUR', value: 595, items: [ga4Item(course)] },
      },
      { ecommerce: null },
      {
        event: 'add_shipping_info',
        ecommerce: {
          currency: 'EUR',
          value: 595,
          coupon: 'WILLKOMMEN10',
          items: [ga4Item(course)],
        },
      },
    ]);
  });

  const purchase = {
    orderId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    totalCents: 53_550,
    taxCents: 8_550,
    coupon: 'WILLKOMMEN10',
    items: [{ ...course, priceCents: 53_550 }],
  };

  it('sends purchase with the order as transaction, its total, tax and coupon, once per order', () => {
    saveConsent(['statistics']);
    trackPurchase(purchase);
    trackPurchase(purchase);
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          currency: 'EUR',
          transaction_id: purchase.orderId,
          value: 535.5,
          tax: 85.5,
          coupon: 'WILLKOMMEN10',
          items: [ga4Item({ ...course, priceCents: 53_550 })],
        },
      },
    ]);
    trackPurchase({ ...purchase, orderId: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', coupon: null });
    expect(layer()).toHaveLength(4);
    expect(layer()?.[3]).not.toHaveProperty('ecommerce.coupon');
  });

  it('reports a purchase made without consent once consent is given, and notes nothing before', () => {
    trackPurchase(purchase);
    expect(layer()).toBeUndefined();
    expect(localStorage.getItem(reportedPurchasesKey)).toBeNull();
    saveConsent(['statistics']);
    trackPurchase(purchase);
    expect(layer()).toHaveLength(2);
  });

  it('keeps the last 20 reported orders and reads a damaged record as none', () => {
    saveConsent(['statistics']);
    localStorage.setItem(reportedPurchasesKey, '{not json');
    trackPurchase(purchase);
    expect(layer()).toHaveLength(2);
    for (let index = 0; index < 25; index += 1) {
      trackPurchase({ ...purchase, orderId: `order-${index}` });
    }
    const kept = JSON.parse(localStorage.getItem(reportedPurchasesKey)!) as string[];
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe('order-24');
    expect(kept).not.toContain(purchase.orderId);
  });
});
