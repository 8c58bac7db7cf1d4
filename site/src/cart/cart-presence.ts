/**
 * Whether this browser holds a guest cart, known without loading the cart's code: the header
 * loads its cart icon and the cart validation only for a visitor who may have a cart (a guest
 * cart here, or a session: a customer's cart is on the server), so a first visitor loads none of
 * it (docs/decisions/0027-*).
 */
import { useSyncExternalStore } from 'react';

/** The storage key of the guest's cart positions (docs/rules.md, limits); absent when it is empty. */
export const cartStorageKey = 'cart';

const listeners = new Set<() => void>();

const hasGuestCart = () => {
  try {
    return window.localStorage.getItem(cartStorageKey) !== null;
  } catch {
    return false;
  }
};

/** Tells the views of `useHasGuestCart` that the guest cart changed in this tab. */
export function guestCartChanged() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === cartStorageKey) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a guest cart is stored, followed across changes in this tab and others. */
export function useHasGuestCart(): boolean {
  // The server knows no storage: the page hydrates without the cart, then looks.
  return useSyncExternalStore(subscribe, hasGuestCart, () => false);
}

/** The same, read once, to start loading the cart's code early. */
export const guestCartStored = () => typeof window !== 'undefined' && hasGuestCart();
