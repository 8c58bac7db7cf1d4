import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../consent/test-support.ts';
import { saveConsent } from '../consent/store.ts';
import { ga4Item, trackCartEvent } from './analytics.ts';

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
});
