/**
 * The stored search in session storage (docs/rules.md, limits): `rf_search` holds the last search
 * of the results, category and city pages, `rf_filter` the state of their filter panel. Both
 * are read through `useSyncExternalStore` with nothing on the server, so the server's render
 * and the browser's first render agree and the stored values follow right after hydration.
 * Clicking a category clears both (navigation.ts).
 */
import { useMemo, useSyncExternalStore } from 'react';

export const searchStorageKey = 'rf_search';
export const filterStorageKey = 'rf_filter';

/** The last search: where it ran, its own URL parameters, and everything it searched. */
export type StoredSearch = {
  /** The page's path, e.g. `/praesenzschulung`. */
  path: string;
  /** The search parameters of the page's URL (without the page's preset). */
  query: Record<string, string>;
  /** The whole search with the page's preset, for the start-page search box to restore. */
  search: Record<string, string>;
};

/** The filter panel: open or folded away. */
export type StoredFilter = { open: boolean };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Storage can be unavailable (privacy modes, blocked storage): then nothing is stored. */
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    if (sessionStorage.getItem(key) === value) return;
    sessionStorage.setItem(key, value);
  } catch {
    return;
  }
  notify();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: unknown): Record<string, string> | null => {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > 50 || entries.some(([, item]) => typeof item !== 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
};

/**
 * The stored search, checked: storage is outside the app's control (another version of the
 * site, a user's hand), so anything but the expected shape counts as nothing stored.
 */
export function parseStoredSearch(raw: string | null): StoredSearch | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) {
    return null;
  }
  const query = stringRecord(value.query);
  const search = stringRecord(value.search);
  if (!query || !search) return null;
  return { path: value.path, query, search };
}

export function parseStoredFilter(raw: string | null): StoredFilter | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) && typeof value.open === 'boolean' ? { open: value.open } : null;
  } catch {
    return null;
  }
}

export function storeSearch(search: StoredSearch) {
  write(searchStorageKey, JSON.stringify(search));
}

export function storeFilter(filter: StoredFilter) {
  write(filterStorageKey, JSON.stringify(filter));
}

const nothing = () => null;

/** The stored search; `null` on the server, during hydration and when there is none. */
export function useStoredSearch(): StoredSearch | null {
  const raw = useSyncExternalStore(subscribe, () => read(searchStorageKey), nothing);
  return useMemo(() => parseStoredSearch(raw), [raw]);
}

/** The stored filter panel state; `null` on the server, during hydration and when none. */
export function useStoredFilter(): StoredFilter | null {
  const raw = useSyncExternalStore(subscribe, () => read(filterStorageKey), nothing);
  return useMemo(() => parseStoredFilter(raw), [raw]);
}
