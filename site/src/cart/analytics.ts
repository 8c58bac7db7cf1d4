import { hasConsent } from '../consent/store.ts';

/**
 * GA4 e-commerce events of the cart (SPEC.md section 9: add to cart, remove from cart, view
 * cart) into the Tag Manager's `dataLayer`, only once the visitor has granted statistics. Money
 * in euros as GA4 expects it; at most 4 scopes per item.
 */

export type CartEventName = 'add_to_cart' | 'remove_from_cart' | 'view_cart';

/** What the events say about a course or package. */
export interface AnalyticsItem {
  id: number;
  name: string;
  organizer: string;
  /** Cents, what it costs. */
  priceCents: number;
  courseType?: string | null;
  scopes: readonly string[];
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const euros = (cents: number) => Math.round(cents) / 100;

/** An item in GA4's shape: item_category … item_category4 are the first four scopes. */
export function ga4Item(item: AnalyticsItem) {
  const categories = Object.fromEntries(
    item.scopes
      .slice(0, 4)
      .map((scope, index) => [index === 0 ? 'item_category' : `item_category${index + 1}`, scope]),
  );
  return {
    item_id: String(item.id),
    item_name: item.name,
    item_brand: item.organizer,
    ...(item.courseType ? { item_variant: item.courseType } : {}),
    price: euros(item.priceCents),
    quantity: 1,
    ...categories,
  };
}

/** Sends `event` with `items` when statistics are granted; does nothing otherwise. */
export function trackCartEvent(event: CartEventName, items: readonly AnalyticsItem[]) {
  if (typeof window === 'undefined' || !hasConsent('statistics')) return;
  const layer = ((window as DataLayerWindow).dataLayer ??= []);
  // GA4 keeps the last ecommerce object until it is cleared.
  layer.push({ ecommerce: null });
  layer.push({
    event,
    ecommerce: {
      currency: 'EUR',
      value: euros(items.reduce((sum, item) => sum + item.priceCents, 0)),
      items: items.map(ga4Item),
    },
  });
}
