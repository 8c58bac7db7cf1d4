/**
 * Matching a bank statement's credit to open orders (ADR 0073), as pure functions. The customer
 * transfers with the invoice number as payment reference (Verwendungszweck, orders/mails.ts):
 * - a reference found in the purpose, ignoring spacing, case, separators and leading zeros of its
 *   numbers: confidence 1;
 * - a reference one typo away (edit distance 1) from exactly one open order's: 0.8, 0.9 when the
 *   amount is that order's open amount;
 * - no reference: an open order whose open amount is the credit and whose billing name or
 *   company the payer's name holds: 0.6 (never booked by itself).
 * A purpose naming several orders is split over them when their open amounts add up to the
 * credit. A single match takes the whole credit: less leaves the rest open, more overpays.
 */
import { distance } from 'fastest-levenshtein';

/** From this confidence on a match is booked at once; below it waits for an operator. */
const bookingConfidence = 0.9;

export interface OpenOrder {
  orderId: string;
  orderNumber: string;
  /** The payment reference: the invoice number. */
  reference: string;
  openCents: number;
  /** The billing name, last name and company, as the payer's account may name them. */
  names: string[];
}

/** A proposed booking of part of a credit on one order. */
export interface Suggestion {
  orderId: string;
  orderNumber: string;
  reference: string;
  cents: number;
  confidence: number;
}

/** `KM-2026-0042`, `km 2026 42` and `KM2026/42` all read `KM2026-42`. */
function canonicalReference(text: string) {
  const match = /^([A-Z]+)[\s\-/]*(\d{4})[\s\-/]*(\d+)$/.exec(text.trim().toUpperCase());
  return match ? `${match[1]}${match[2]}-${Number(match[3])}` : text.toUpperCase();
}

/** The references a purpose text seems to name, canonical. */
function referencesIn(purpose: string) {
  const found = purpose
    .toUpperCase()
    .matchAll(/([A-Z]{1,8})[\s\-/]*([0-9A-Z]{4})[\s\-/]*(\d{1,9})(?!\d)/g);
  return [...new Set([...found].map((match) => `${match[1]}${match[2]}-${Number(match[3])}`))];
}

const normalName = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The open orders indexed for matching many credits against them. */
export function openOrderIndex(open: readonly OpenOrder[]) {
  const byReference = new Map(open.map((order) => [canonicalReference(order.reference), order]));
  const byCents = new Map<number, OpenOrder[]>();
  for (const order of open) {
    byCents.set(order.openCents, [...(byCents.get(order.openCents) ?? []), order]);
  }
  return { byReference, byCents };
}
export type OpenOrderIndex = ReturnType<typeof openOrderIndex>;

/** The order one typo away from `reference`, when there is exactly one. */
function nearOrder(index: OpenOrderIndex, reference: string) {
  let near: OpenOrder | undefined;
  for (const [known, order] of index.byReference) {
    if (Math.abs(known.length - reference.length) > 1) continue;
    if (distance(known, reference) <= 1) {
      if (near) return undefined;
      near = order;
    }
  }
  return near;
}

const suggestion = (order: OpenOrder, cents: number, confidence: number): Suggestion => ({
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  reference: order.reference,
  cents,
  confidence,
});

/**
 * What a credit of `amountCents` from `counterparty` with `purpose` pays: the suggestions, each
 * with its confidence; booked at once when every one reaches `bookingConfidence`.
 */
export function matchCredit(
  index: OpenOrderIndex,
  credit: { amountCents: number; counterparty: string; purpose: string },
): Suggestion[] {
  const named = referencesIn(credit.purpose).flatMap((reference) => {
    const exact = index.byReference.get(reference);
    if (exact) return [{ order: exact, confidence: 1 }];
    const near = nearOrder(index, reference);
    return near ? [{ order: near, confidence: 0.8 }] : [];
  });
  const orders = [...new Map(named.map((match) => [match.order.orderId, match])).values()];
  if (orders.length === 1) {
    const { order, confidence } = orders[0]!;
    const fits = order.openCents === credit.amountCents;
    return [suggestion(order, credit.amountCents, confidence < 1 && fits ? 0.9 : confidence)];
  }
  if (orders.length > 1) {
    const sum = orders.reduce((total, match) => total + match.order.openCents, 0);
    const fits = sum === credit.amountCents && orders.every((match) => match.order.openCents > 0);
    // Split only when the credit pays each order exactly; else the operator decides.
    return orders.map(({ order, confidence }) =>
      suggestion(order, order.openCents, fits ? confidence : 0.5),
    );
  }
  const payer = normalName(credit.counterparty);
  const candidates = (index.byCents.get(credit.amountCents) ?? []).filter((order) =>
    order.names.some((name) => {
      const normal = normalName(name);
      return normal.length > 1 && payer.includes(normal);
    }),
  );
  return candidates.map((order) =>
    suggestion(order, credit.amountCents, candidates.length === 1 ? 0.6 : 0.4),
  );
}

/** Whether the suggestions are sure enough to be booked without an operator. */
export const bookable = (suggestions: readonly Suggestion[]) =>
  suggestions.length > 0 && suggestions.every((match) => match.confidence >= bookingConfidence);
