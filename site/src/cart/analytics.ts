import { hasConsent } from '../consent/store.ts';

/**
 * GA4 e-commerce events of the cart and the checkout (docs/rules.md, limits: view item, add to cart,
 * remove from cart, view cart, begin checkout, add shipping info, purchase) into the Tag
 * Manager's `dataLayer`, only once the visitor has granted statistics. Money in euros as GA4
 * expects it; at most 4 scopes per item.
 */

export type CartEventName = 'add_to_cart' | 'remove_from_cart' | 'view_cart';
/** `add_shipping_info` is sent when the billing data is saved: a course has no shipping. */
export type CheckoutEventName = 'begin_checkout' | 'add_shipping_info';

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

/** A placed order as the purchase event reports it. */
interface AnalyticsPurchase {
  /** The order's id: GA4's transaction_id. */
  orderId: string;
  /** Cents, the total including VAT. */
  totalCents: number;
  /** Cents, the VAT in the total. */
  taxCents: number;
  coupon: string | null;
  items: readonly AnalyticsItem[];
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

/** Pushes `event` when statistics are granted; answers whether it did. */
function push(
  event: string,
  items: readonly AnalyticsItem[],
  details: Record<string, unknown> = {},
): boolean {
  if (typeof window === 'undefined' || !hasConsent('statistics')) return false;
  const layer = ((window as DataLayerWindow).dataLayer ??= []);
  // GA4 keeps the last ecommerce object until it is cleared.
  layer.push({ ecommerce: null });
  layer.push({
    event,
    ecommerce: {
      currency: 'EUR',
      value: euros(items.reduce((sum, item) => sum + item.priceCents, 0)),
      ...details,
      items: items.map(ga4Item),
    },
  });
  return true;
}

/** Sends `event` with `items` when statistics are granted; does nothing otherwise. */
export function trackCartEvent(event: CartEventName, items: readonly AnalyticsItem[]) {
  push(event, items);
}

/** Sends a checkout step's event with the checkout's items and the voucher code, if any. */
export function trackCheckoutEvent(
  event: CheckoutEventName,
  items: readonly AnalyticsItem[],
  coupon: string | null = null,
) {
  push(event, items, coupon ? { coupon } : {});
}

/** Where the ids of the orders already reported are kept, so that an order is reported once. */
export const reportedPurchasesKey = 'rf_purchases';
const keptPurchases = 20;

const reportedPurchases = (storage: Storage): string[] => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(reportedPurchasesKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Sends `purchase` for a placed order, once per order in this browser: the same order answered
 * again (a second press, a second tab, the completion page reloaded) is not reported again.
 * Without statistics consent nothing is sent and nothing is noted.
 */
export function trackPurchase(purchase: AnalyticsPurchase, storage: Storage = localStorage) {
  const reported = reportedPurchases(storage);
  if (reported.includes(purchase.orderId)) return;
  const sent = push('purchase', purchase.items, {
    transaction_id: purchase.orderId,
    value: euros(purchase.totalCents),
    tax: euros(purchase.taxCents),
    ...(purchase.coupon ? { coupon: purchase.coupon } : {}),
  });
  if (!sent) return;
  storage.setItem(
    reportedPurchasesKey,
    JSON.stringify([...reported, purchase.orderId].slice(-keptPurchases)),
  );
}
