import { useSyncExternalStore } from 'react';
import type { GuestCredentials } from '@kursmarkt/api';
import type { NotAdded } from '@kursmarkt/schemas';
import { isStoredId } from '@kursmarkt/schemas/rules';
import type { GuestCart } from '../cart/guest-cart.ts';

/*
 * The guest's open checkout in this tab: its credentials (the X-Order and X-Auth answer of the
 * first call), the local cart it was opened with, and what the server could not take over.
 * Kept in sessionStorage, not localStorage: the token opens the guest's billing data and order,
 * so it lives only as long as the tab (a shared office computer keeps nothing after the tab is
 * closed) and never reaches another tab; a reload or a step back keeps it. A new tab opens a
 * new checkout from the guest cart, which stays in localStorage until the order is placed.
 */

/** The sessionStorage key of the guest's checkout. */
export const guestCheckoutStorageKey = 'rf_guest_order';

interface GuestCheckoutRecord extends GuestCredentials {
  /** The local cart the checkout was opened with (its positions and voucher codes). */
  cart: string;
  /** What the first call could not take over, to be listed in the summary. */
  notAdded: NotAdded[];
}

const token = /^[A-Za-z0-9_-]{43}$/;

/** What identifies the local cart a checkout was opened with. */
export const guestCartFingerprint = (cart: GuestCart) => JSON.stringify(cart.positions);

const listeners = new Set<() => void>();
/** The record last read, with the stored text it was read from. */
let snapshot: { stored: string | null; record: GuestCheckoutRecord | null } | undefined;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored text of the record, or null when there is none or storage refuses. */
function storedGuestCheckout(store: Pick<Storage, 'getItem'>): string | null {
  try {
    return store.getItem(guestCheckoutStorageKey);
  } catch {
    return null;
  }
}

/** The record of the stored text, or null when there is none or it is damaged. */
function readGuestCheckout(stored: string | null): GuestCheckoutRecord | null {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { order, auth, cart, notAdded } = value as Record<string, unknown>;
    if (typeof order !== 'string' || !isStoredId(order)) return null;
    if (typeof auth !== 'string' || !token.test(auth)) return null;
    if (typeof cart !== 'string') return null;
    return { order, auth, cart, notAdded: Array.isArray(notAdded) ? (notAdded as NotAdded[]) : [] };
  } catch {
    return null;
  }
}

/**
 * The guest's checkout in this tab, or null: read from storage when asked, the same object as
 * long as the stored text is the same.
 */
function guestCheckoutSnapshot(): GuestCheckoutRecord | null {
  const store = storage();
  if (!store) return null;
  const stored = storedGuestCheckout(store);
  if (snapshot?.stored !== stored) snapshot = { stored, record: readGuestCheckout(stored) };
  return snapshot.record;
}

/** Keeps the checkout that the guest's first call opened. */
export function keepGuestCheckout(record: GuestCheckoutRecord) {
  storage()?.setItem(guestCheckoutStorageKey, JSON.stringify(record));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The guest's checkout in this tab (null: none), re-rendered when a new one is opened; undefined
 * on the server and while the page hydrates, when this tab's storage is not read yet, so that a
 * step does not send the guest away before it knows.
 */
export const useGuestCheckoutRecord = (): GuestCheckoutRecord | null | undefined =>
  useSyncExternalStore(subscribe, guestCheckoutSnapshot, () => undefined);

/** The credentials of the checkout, kept as one object so that hooks see the same one. */
const credentialsCache = new WeakMap<GuestCheckoutRecord, GuestCredentials>();
export function credentialsOf(
  record: GuestCheckoutRecord | null | undefined,
): GuestCredentials | null {
  if (!record) return null;
  let credentials = credentialsCache.get(record);
  if (!credentials) {
    credentials = { order: record.order, auth: record.auth };
    credentialsCache.set(record, credentials);
  }
  return credentials;
}
