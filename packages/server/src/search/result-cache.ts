/**
 * What a search keeps of a filter between requests: the counts, the filter counts and, with a
 * term, the ranked course ids — everything that depends on the filter and the catalogue but not
 * on the page asked for. A search engine keeps the same (Elasticsearch's shard request cache
 * keeps counts and aggregations, Solr's query result cache ranked document ids), because
 * visitors repeat filters: every 'load more' asks for the filter of the page before, and the
 * category pages and the start page's course preview ask everybody's same filter.
 *
 * Entries belong to a catalogue version (`catalogue_version`, raised by triggers in the
 * transaction of every change a search could see), so a change is never served stale: the
 * next search reads the new version and computes afresh. Pages (which courses, their next date,
 * whether it is full, prices) are always read live.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { defaultSearchRadius, type SearchQuery } from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import type { Origin } from './city-radius.ts';
import type { FilterResult, SearchContext } from './course-search.ts';

/** How many filters a cache keeps, the least recently used going first. */
const searchCacheCapacity = 500;

export class SearchResultCache<Value> {
  readonly #entries: LRUCache<string, { version: number; value: Promise<Value> }>;

  constructor(capacity = searchCacheCapacity) {
    this.#entries = new LRUCache({ max: capacity });
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The kept value of `key` with the version it belongs to, if any, counted as a use; whether
   * that version is still the catalogue's is for the caller to check.
   */
  peek(key: string): { version: number; value: Promise<Value> } | undefined {
    return this.#entries.get(key);
  }

  /**
   * The value of `key` at catalogue `version`: kept, or computed once however many searches ask
   * for it at the same time. A failed computation is not kept.
   */
  resolve(key: string, version: number, compute: () => Promise<Value>): Promise<Value> {
    const kept = this.#entries.get(key);
    if (kept?.version === version) return kept.value;
    const entry = { version, value: compute() };
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.peek(key) === entry) this.#entries.delete(key);
    });
    return entry.value;
  }
}

/**
 * `value` frozen through and through: a kept part of an answer is shared by every answer of its
 * filter, so it must never change in place; frozen, a change throws.
 */
export function frozenThrough<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const part of Object.values(value)) frozenThrough(part);
    Object.freeze(value);
  }
  return value;
}

/**
 * The catalogue's current version (see `catalogueVersion` in db/schema.ts), or null when its
 * row is missing: then nothing may be kept, as no change would be noticed.
 */
export async function catalogueVersion(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version::float8 as version from catalogue_version`,
  );
  return row?.version ?? null;
}

/** What searches keep between requests, per catalogue version. */
export interface SearchCache {
  /** What each filter found. */
  filters: SearchResultCache<FilterResult>;
  /**
   * Each searched city with the cities within a radius of it: every city search of that city
   * and radius needs them, whatever its other filters, and working them out costs more
   * (distances to every city) than reading them.
   */
  origins: SearchResultCache<Origin>;
}

export const createSearchCache = (): SearchCache => ({
  filters: new SearchResultCache<FilterResult>(),
  origins: new SearchResultCache<Origin>(),
});

/**
 * The cache key of the filter of `query`: every parameter that decides which courses match, in
 * what order and how they are named, and nothing else (not the page, not the display and
 * tracking parameters).
 */
export function filterKey(context: SearchContext, query: SearchQuery): string {
  return JSON.stringify([
    context.language,
    context.today,
    [...context.offered.types].sort(),
    [...context.offered.courseTypes].sort(),
    query.term ?? null,
    query.scope ?? null,
    query.types ? [...query.types].sort() : null,
    query.courseType ?? null,
    query.courseTypes ? [...new Set(query.courseTypes)].sort() : null,
    query.category ?? null,
    query.dateFrom ?? null,
    query.dateTo ?? null,
    query.cityId ?? null,
    query.cityId === undefined ? null : (query.radius ?? defaultSearchRadius),
  ]);
}
