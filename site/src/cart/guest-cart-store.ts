import { useSyncExternalStore } from 'react';
import { cartStorageKey, guestCartChanged } from './cart-presence.ts';
import {
  creditPackagesStorageKey,
  readGuestCart,
  writeGuestCart,
  type GuestCart,
} from './guest-cart.ts';

/*
 * The guest's cart as the page shows it: read from localStorage once per change, written back
 * on every change, and followed across tabs by the storage event.
 */

const emptyCart: GuestCart = { positions: [], packages: [] };
const listeners = new Set<() => void>();
/** The cart last read, with the stored texts it was read from. */
let snapshot: { stored: string; cart: GuestCart } | null = null;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The stored texts of the cart's positions and credit packages, as one text. */
const storedGuestCart = (store: Storage): string | null => {
  try {
    return JSON.stringify([store.getItem(cartStorageKey), store.getItem(creditPackagesStorageKey)]);
  } catch {
    return null;
  }
};

const notify = () => {
  for (const listener of listeners) listener();
  guestCartChanged();
};

/**
 * The stored guest cart (an empty one on the server or without storage): read from storage when
 * asked, the same object as long as the stored texts are the same.
 */
export function guestCartSnapshot(): GuestCart {
  const store = storage();
  const stored = store && storedGuestCart(store);
  if (!store || stored === null) return emptyCart;
  if (snapshot?.stored !== stored) snapshot = { stored, cart: readGuestCart(store) };
  return snapshot.cart;
}

/** Stores what `change` makes of the guest cart and tells every view of it. */
export function updateGuestCart(change: (cart: GuestCart) => GuestCart) {
  const store = storage();
  if (!store) return;
  writeGuestCart(store, change(guestCartSnapshot()));
  notify();
}

/** Deletes the guest cart (after the merge at sign-in). */
export function clearGuestCart() {
  updateGuestCart(() => emptyCart);
}

const onStorage = (event: StorageEvent) => {
  if (
    event.key === null ||
    event.key === cartStorageKey ||
    event.key === creditPackagesStorageKey
  ) {
    notify();
  }
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The guest cart, re-rendered on each change (in this tab or another); `null` while the browser's
 * storage has not been read: in the server's render and while the page hydrates.
 */
export function useGuestCart(): GuestCart | null {
  return useSyncExternalStore(subscribe, guestCartSnapshot, () => null);
}
