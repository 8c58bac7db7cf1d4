import type { CartPosition, Order } from '@kursmarkt/schemas';
import { trackPurchase, type AnalyticsItem } from '../cart/analytics.ts';
import { analyticsItem, serverLine } from '../cart/cart-lines.ts';

/** The analytics items of a checkout's positions (a course by its id, a package by its). */
export const checkoutItems = (positions: readonly CartPosition[]): AnalyticsItem[] =>
  positions.map((position) =>
    analyticsItem(serverLine(position), position.courseId ?? position.packageId ?? 0),
  );

/**
 * Reports the placed `order` as a purchase, with the items as the summary showed them (the
 * order's positions carry no scopes); once per order.
 */
export const trackPlacedOrder = (order: Order, positions: readonly CartPosition[]) =>
  trackPurchase({
    orderId: order.id,
    totalCents: order.totalValue,
    taxCents: order.taxValue,
    coupon: order.voucherCode,
    items: checkoutItems(positions),
  });
