/**
 * A map that keeps at most `capacity` entries, the least recently used going first: what the
 * search keeps of its filters (search/result-cache.ts) and the API of its answers
 * (routes/response-memo.ts).
 */
export class RecentlyUsed<Key, Value> {
  readonly #capacity: number;
  readonly #entries = new Map<Key, Value>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value of `key`, if any, counted as a use. */
  use(key: Key): Value | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** The value of `key`, if any, not counted as a use. */
  peek(key: Key): Value | undefined {
    return this.#entries.get(key);
  }

  /** Keeps `value` for `key` as the most recently used; the least recently used go beyond capacity. */
  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#capacity) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: Key): void {
    this.#entries.delete(key);
  }
}
