import { RecentlyUsed } from '../recently-used.ts';
import { compressed, compressionThreshold, type ContentEncoding } from './compression.ts';

/**
 * The bytes of the last answer a route gave per request URL, reused while the answer stays the
 * same. A search for a kept filter (see search/result-cache.ts) reads its page live on every
 * request, and most of the time the page is what it was: the same courses, dates and prices.
 * Writing, checking and encoding the JSON of such a page again cost more processor time than
 * the search itself; comparing it with the answer before costs a fraction of that.
 *
 * The comparison decides alone: the bytes are reused only for a value equal to the one they
 * were written from, so a key can at worst miss. A handler's answer must not change after it is
 * sent (the memo holds it to compare with); the search's kept parts are frozen for that reason.
 * The compressed bytes of an answer are kept beside it, so an answer is compressed once per
 * encoding, not on every request.
 */
export class ResponseMemo {
  readonly #same: (kept: unknown, value: unknown) => boolean;
  readonly #entries: RecentlyUsed<
    string,
    { value: unknown; body: Buffer; compressed: Partial<Record<ContentEncoding, Buffer>> }
  >;

  /**
   * @param options.same whether a value is written as the kept one, and accepted as it was
   *   (default `sameJson`; routes compile one from their schema, see `compileSameJson`).
   * @param options.capacity how many URLs are kept, the least recently used going first.
   */
  constructor({
    same = sameJson,
    capacity = 200,
  }: { same?: (kept: unknown, value: unknown) => boolean; capacity?: number } = {}) {
    this.#same = same;
    this.#entries = new RecentlyUsed(capacity);
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The response body for `value`, answered to the request for `key`: the kept bytes, or those
   * `write` (the route's serializer, which checks the value against the response schema and
   * throws where it does not match) writes. With an `encoding` the client accepts, a body of at
   * least `compressionThreshold` bytes is compressed with it (and the encoding returned).
   */
  body(
    key: string,
    value: unknown,
    write: (value: unknown) => string,
    encoding?: ContentEncoding,
  ): { bytes: Buffer; encoding?: ContentEncoding } {
    let kept = this.#entries.use(key);
    if (!kept || !this.#same(kept.value, value)) {
      kept = { value, body: Buffer.from(write(value)), compressed: {} };
      this.#entries.set(key, kept);
    }
    if (!encoding || kept.body.length < compressionThreshold) return { bytes: kept.body };
    const bytes = (kept.compressed[encoding] ??= compressed(kept.body, encoding));
    return { bytes, encoding };
  }
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether two values are the same JSON value: equal primitives, arrays of the same items, and
 * plain objects with the same keys and the same values (in any order: a JSON object is an
 * unordered collection). Anything else (dates, maps, class instances) is never the same, so it
 * is always written anew.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) {
      if (!sameJson(a[index], b[index])) return false;
    }
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const one = a as Record<string, unknown>;
  const other = b as Record<string, unknown>;
  for (const key in one) {
    if (!Object.hasOwn(other, key) || !sameJson(one[key], other[key])) return false;
  }
  for (const key in other) {
    if (!Object.hasOwn(one, key)) return false;
  }
  return true;
}
