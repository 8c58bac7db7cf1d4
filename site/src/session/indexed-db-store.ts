import type { StateStore } from 'oidc-client-ts';

const databaseName = 'kursmarkt-session';
const storeName = 'entries';

/**
 * The sign-in library's user store in IndexedDB. Not localStorage: the tokens stay out of the
 * storage every script of the origin reads synchronously and that browser extensions and
 * debugging habits expose most. Not sessionStorage either: the tokens must be shared by the
 * tabs of one browser, because the provider rotates the refresh token on every use; a tab with
 * its own copy would hold a spent refresh token after another tab renewed. Shared tokens plus
 * the Web Lock in core.ts mean one renewal at a time, which every tab then reads.
 */
export class IndexedDbStateStore implements StateStore {
  private database: Promise<IDBDatabase> | undefined;

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened.'));
    });
    return this.database;
  }

  private async run<T>(
    mode: IDBTransactionMode,
    operation: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const database = await this.open();
    return new Promise((resolve, reject) => {
      const transaction = database.transaction(storeName, mode, { durability: 'strict' });
      const request = operation(transaction.objectStore(storeName));
      // Done once committed, not when the request succeeds: a renewal releases the refresh lock
      // only after the rotated tokens are stored for good, and a page left right after that (its
      // uncommitted transactions are aborted) cannot take them along.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onabort = () =>
        reject(transaction.error ?? request.error ?? new Error('IndexedDB request failed.'));
    });
  }

  /** Stores `value` under `key`. */
  async set(key: string, value: string): Promise<void> {
    await this.run('readwrite', (store) => store.put(value, key));
  }

  /** The value under `key`, or null. */
  async get(key: string): Promise<string | null> {
    const value = await this.run<unknown>('readonly', (store) => store.get(key));
    return typeof value === 'string' ? value : null;
  }

  /** Removes `key` and returns what it held. */
  async remove(key: string): Promise<string | null> {
    const value = await this.get(key);
    await this.run('readwrite', (store) => store.delete(key));
    return value;
  }

  /** Every stored key. */
  async getAllKeys(): Promise<string[]> {
    const keys = await this.run('readonly', (store) => store.getAllKeys());
    return keys.map(String);
  }
}
