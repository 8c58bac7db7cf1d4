// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@kursmarkt/schemas';
import { registerErrorHandling } from '../errors.ts';
import { route } from './contract.ts';
import { contractSerializerCompiler } from './response-json.ts';
import { compressionThreshold } from './compression.ts';
import { ResponseMemo, sameJson } from './response-memo.ts';

describe('sameJson', () => {
  it('is true for values any writer writes alike', () => {
    expect(sameJson('Köln', 'Köln')).toBe(true);
    expect(sameJson(0, -0)).toBe(true);
    expect(sameJson(null, null)).toBe(true);
    expect(sameJson([1, [2, { a: 'x' }]], [1, [2, { a: 'x' }]])).toBe(true);
    expect(sameJson({ a: 1, b: { c: [true] } }, { a: 1, b: { c: [true] } })).toBe(true);
    expect(sameJson(Object.assign(Object.create(null), { a: 1 }), { a: 1 })).toBe(true);
    // A JSON object is an unordered collection.
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });

  it('is false for any difference', () => {
    expect(sameJson(1, 2)).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
    expect(sameJson(Number.NaN, Number.NaN)).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameJson({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(false);
    expect(sameJson({ a: undefined, b: 1 }, { b: 1, c: undefined })).toBe(false);
  });

  it('never takes anything but plain objects and arrays for the same', () => {
    expect(sameJson(new Date(0), new Date(0))).toBe(false);
    expect(sameJson(new Map(), new Map())).toBe(false);
    class Point {
      constructor(readonly x: number) {}
    }
    expect(sameJson(new Point(1), new Point(1))).toBe(false);
    expect(sameJson({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });
});

describe('ResponseMemo', () => {
  const counting = () => {
    const written: unknown[] = [];
    return {
      written,
      write: (value: unknown) => {
        written.push(value);
        return JSON.stringify(value);
      },
    };
  };

  it('writes an answer once while it stays the same, and anew when it changes', () => {
    const { written, write } = counting();
    const memo = new ResponseMemo();
    const first = memo.body('/a', { name: 'Köln', n: 1 }, write).bytes;
    expect(first.toString('utf8')).toBe('{"name":"Köln","n":1}');
    expect(memo.body('/a', { name: 'Köln', n: 1 }, write).bytes).toBe(first);
    expect(written).toHaveLength(1);
    expect(memo.body('/a', { name: 'Köln', n: 2 }, write).bytes.toString('utf8')).toBe(
      '{"name":"Köln","n":2}',
    );
    expect(written).toHaveLength(2);
    // The changed answer is now the one kept.
    expect(memo.body('/a', { name: 'Köln', n: 2 }, write).bytes.toString('utf8')).toBe(
      '{"name":"Köln","n":2}',
    );
    expect(written).toHaveLength(2);
  });

  it('keeps answers per key, the least recently used going first', () => {
    const { written, write } = counting();
    const memo = new ResponseMemo({ capacity: 2 });
    memo.body('/a', 'a', write);
    memo.body('/b', 'b', write);
    memo.body('/a', 'a', write);
    memo.body('/c', 'c', write);
    expect(memo.size).toBe(2);
    expect(written).toEqual(['a', 'b', 'c']);
    memo.body('/a', 'a', write);
    expect(written).toEqual(['a', 'b', 'c']);
    memo.body('/b', 'b', write);
    expect(written).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing of an answer it could not write', () => {
    let fail = true;
    const write = (value: unknown) => {
      if (fail) throw new Error('does not match');
      return JSON.stringify(value);
    };
    const memo = new ResponseMemo();
    expect(() => memo.body('/a', 1, write)).toThrow('does not match');
    expect(memo.size).toBe(0);
    fail = false;
    expect(memo.body('/a', 1, write).bytes.toString()).toBe('1');
  });

  it('compresses an answer once per encoding, and a short one not at all', () => {
    const { written, write } = counting();
    const memo = new ResponseMemo();
    const long = { courses: Array.from({ length: 60 }, (_, id) => ({ id, name: 'Arbeitsrecht' })) };
    const plain = memo.body('/a', long, write).bytes;
    expect(plain.length).toBeGreaterThanOrEqual(compressionThreshold);
    const br = memo.body('/a', long, write, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes)).toEqual(plain);
    expect(br.bytes.length).toBeLessThan(plain.length / 4);
    expect(memo.body('/a', long, write, 'br').bytes).toBe(br.bytes);
    const gzip = memo.body('/a', long, write, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes)).toEqual(plain);
    expect(written).toHaveLength(1);
    // A changed answer is compressed anew.
    const changed = { courses: [...long.courses, { id: 60, name: 'Erbrecht' }] };
    const again = memo.body('/a', changed, write, 'br');
    expect(JSON.parse(brotliDecompressSync(again.bytes).toString('utf8'))).toEqual(changed);

    const short = memo.body('/b', { id: 1 }, write, 'br');
    expect(short).toEqual({ bytes: Buffer.from('{"id":1}') });
  });
});

describe('a contract route that reuses its answers', () => {
  const page = (name: string): SearchResult => ({
    courses: [
      {
        id: 6,
        slug: 'arbeitsrecht',
        name,
        courseType: 'PRESENT',
        searchType: 'SPECIALIZATION',
        category: 'fachanwaltslehrgang',
        durationValue: 120,
        organizer: { id: 1, name: 'Anwaltsakademie' },
        scopes: [{ id: 2, name: 'Arbeitsrecht' }],
        nextSchedule: null,
        scheduleCount: 0,
        priceFrom: null,
        detailPath: '/fachanwaltslehrgang/arbeitsrecht-6',
      },
    ],
    count: 1,
    countCapped: false,
    filters: { scopes: [], courseTypes: [], cities: [], months: [] },
    start: 1,
    limit: 20,
  });

  const serve = async (reuseAnswers: boolean, answer: () => unknown) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(contractSerializerCompiler);
    registerErrorHandling(app);
    route(app, 'search', async () => answer() as SearchResult, { reuseAnswers });
    await app.ready();
    return app;
  };

  it('answers byte for byte and header for header as a route that writes every answer', async () => {
    let answer: unknown = page('Arbeitsrecht');
    const reusing = await serve(true, () => answer);
    const writing = await serve(false, () => answer);
    for (const name of ['Arbeitsrecht', 'Arbeitsrecht', 'Arbeitsrecht „kompakt“', 'Arbeitsrecht']) {
      answer = page(name);
      const [reused, written] = await Promise.all(
        [reusing, writing].map((app) => app.inject({ url: '/api/search?term=Arbeitsrecht' })),
      );
      expect(reused!.statusCode).toBe(200);
      expect(reused!.body).toBe(written!.body);
      expect(JSON.parse(reused!.body).courses[0].name).toBe(name);
      // The reusing route names accept-encoding in vary: it compresses for clients that take it.
      const { date: _reusedDate, vary, ...reusedHeaders } = reused!.headers;
      const { date: _writtenDate, ...writtenHeaders } = written!.headers;
      expect(vary).toBe('accept-encoding');
      expect(reusedHeaders).toEqual(writtenHeaders);
    }
  });

  it('still refuses an answer that does not match the contract', async () => {
    let answer: unknown = page('Arbeitsrecht');
    const app = await serve(true, () => answer);
    expect((await app.inject({ url: '/api/search' })).statusCode).toBe(200);
    answer = { ...page('Arbeitsrecht'), count: -1 };
    const refused = await app.inject({ url: '/api/search' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred.' });
    answer = page('Arbeitsrecht');
    expect((await app.inject({ url: '/api/search' })).statusCode).toBe(200);
  });
});
