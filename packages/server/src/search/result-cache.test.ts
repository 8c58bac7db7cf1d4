// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frozenThrough, SearchResultCache } from './result-cache.ts';

/** A computation that counts its calls and resolves when told. */
function computation(value: string) {
  let calls = 0;
  let finish: (result: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  return {
    get calls() {
      return calls;
    },
    compute: () => {
      calls++;
      return new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
    finish: () => finish(value),
    fail: (error: Error) => fail(error),
  };
}

const immediately = (value: string) => () => Promise.resolve(value);

describe('SearchResultCache', () => {
  it('keeps what a filter found for the version it was found at', async () => {
    const cache = new SearchResultCache<string>();
    expect(await cache.resolve('a', 1, immediately('first'))).toBe('first');
    expect(await cache.resolve('a', 1, immediately('second'))).toBe('first');
    expect(await cache.resolve('b', 1, immediately('other'))).toBe('other');
    expect(cache.size).toBe(2);
  });

  it('computes afresh when the catalogue version changed, and keeps the new value', async () => {
    const cache = new SearchResultCache<string>();
    await cache.resolve('a', 1, immediately('before'));
    expect(await cache.resolve('a', 2, immediately('after'))).toBe('after');
    expect(await cache.resolve('a', 2, immediately('again'))).toBe('after');
    expect(cache.size).toBe(1);
  });

  it('computes once for searches that ask for the same filter at the same time', async () => {
    const cache = new SearchResultCache<string>();
    const slow = computation('shared');
    const first = cache.resolve('a', 1, slow.compute);
    const second = cache.resolve('a', 1, slow.compute);
    slow.finish();
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(slow.calls).toBe(1);
  });

  it('keeps no failed computation: the next search tries again', async () => {
    const cache = new SearchResultCache<string>();
    const failing = computation('never');
    const first = cache.resolve('a', 1, failing.compute);
    failing.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(cache.size).toBe(0);
    expect(await cache.resolve('a', 1, immediately('retried'))).toBe('retried');
  });

  it('shows a kept value with its version, and counts that as a use', async () => {
    const cache = new SearchResultCache<string>(2);
    expect(cache.peek('a')).toBeUndefined();
    await cache.resolve('a', 3, immediately('a1'));
    await cache.resolve('b', 3, immediately('b1'));
    const kept = cache.peek('a');
    expect(kept?.version).toBe(3);
    expect(await kept?.value).toBe('a1');
    await cache.resolve('c', 3, immediately('c1'));
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.version).toBe(3);
  });

  it('lets the least recently used filter go when full', async () => {
    const cache = new SearchResultCache<string>(2);
    await cache.resolve('a', 1, immediately('a1'));
    await cache.resolve('b', 1, immediately('b1'));
    // Using 'a' makes 'b' the least recently used one.
    await cache.resolve('a', 1, immediately('a2'));
    await cache.resolve('c', 1, immediately('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.resolve('a', 1, immediately('a3'))).toBe('a1');
    expect(await cache.resolve('b', 1, immediately('b2'))).toBe('b2');
  });
});

describe('frozenThrough', () => {
  it('freezes a kept value through and through, so that changing it throws', () => {
    const totals = { count: 2, filters: { cities: [{ id: 1, name: 'Köln', count: 2 }] } };
    expect(frozenThrough(totals)).toBe(totals);
    expect(() => {
      totals.count = 3;
    }).toThrow(TypeError);
    expect(() => totals.filters.cities.push({ id: 2, name: 'Bonn', count: 1 })).toThrow(TypeError);
    expect(() => {
      totals.filters.cities[0]!.count = 5;
    }).toThrow(TypeError);
    expect(totals).toEqual({ count: 2, filters: { cities: [{ id: 1, name: 'Köln', count: 2 }] } });
  });
});
