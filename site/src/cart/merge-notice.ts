/**
 * `rf-cart` (docs/rules.md, limits): the id of the customer's cart that received the guest's cart at
 * the last validation, kept until the customer has seen the merged cart, so that the cart check
 * sends them to it (rule 2) even when the merge happened on another page.
 */
const mergedCartStorageKey = 'rf-cart';

const storage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const rememberMergedCart = (cartId: string) =>
  storage()?.setItem(mergedCartStorageKey, cartId);

export const mergedCartPending = (cartId: string) =>
  storage()?.getItem(mergedCartStorageKey) === cartId;

export const forgetMergedCart = () => storage()?.removeItem(mergedCartStorageKey);

/** What the last merge could not add, with its codes, for the cart page's notice in this visit. */
let notAdded: readonly { scheduleId: number | null; packageId: number | null; code: string }[] = [];

export const rememberNotAdded = (entries: typeof notAdded) => {
  notAdded = entries;
};

export const lastNotAdded = () => notAdded;
