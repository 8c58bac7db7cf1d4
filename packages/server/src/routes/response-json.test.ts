import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, searchResultSchema, type SearchResult } from '@kursmarkt/schemas';
import {
  compileResponseJson,
  compileSameJson,
  contractSerializerCompiler,
} from './response-json.ts';

/** What fastify-type-provider-zod's serializer writes: zod's encoding, as JSON. */
const byZod = (schema: z.ZodType, value: unknown) => {
  const result = z.safeEncode(schema, value);
  return result.success ? JSON.stringify(result.data) : undefined;
};

/** The writer either declines (zod decides) or writes exactly what zod's encoding writes. */
function expectAsZod(schema: z.ZodType, value: unknown) {
  const written = compileResponseJson(schema)(value);
  if (written !== undefined) expect(written).toBe(byZod(schema, value));
  return written;
}

const result: SearchResult = {
  courses: [
    {
      id: 6,
      slug: 'fachanwaltslehrgang-arbeitsrecht',
      name: 'Fachanwaltslehrgang „Arbeitsrecht“ \u2028 mit "Zitat" und \\ Strich',
      courseType: 'PRESENT',
      searchType: 'SPECIALIZATION',
      category: 'fachanwaltslehrgang',
      durationValue: 120.5,
      organizer: { id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' },
      scopes: [
        { id: 2, name: 'Arbeitsrecht' },
        { id: 3, name: 'Straßenverkehrsrecht' },
      ],
      nextSchedule: {
        id: 11,
        startDate: '2028-02-29',
        endDate: '2028-03-02',
        city: { id: 10, name: 'Köln' },
        distanceKm: 0,
        full: false,
      },
      scheduleCount: 2,
      priceFrom: 2589.99,
      detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-6',
    },
    {
      id: 7,
      slug: 'selbststudium',
      name: 'Selbststudium',
      courseType: 'SELF',
      searchType: 'EDUCATION',
      category: 'selbststudium',
      durationValue: 5,
      organizer: { id: 1, name: 'Akademie 🎓\t\u0001 \ud800 \u007f' },
      scopes: [],
      nextSchedule: null,
      scheduleCount: 0,
      priceFrom: null,
      detailPath: '/fortbildung/selbststudium-7',
    },
  ],
  count: 2,
  countCapped: false,
  start: 1,
  limit: 20,
  filters: {
    scopes: [{ id: 2, name: 'Arbeitsrecht', count: 1 }],
    courseTypes: [{ value: 'PRESENT', count: 1 }],
    cities: [{ id: 10, name: 'Köln', count: 1 }],
    months: [{ month: '2028-02', count: 1 }],
  },
};

/** Every way a value can be changed: each yields a value zod may or may not accept. */
function mutations(value: unknown, depth = 0): unknown[] {
  const replacements: unknown[] = [
    undefined,
    null,
    '',
    'x',
    '2027-13-01',
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 60,
    true,
    [],
    {},
  ];
  if (depth > 4) return [];
  if (Array.isArray(value)) {
    const changed: unknown[] = [[], [...value, ...value]];
    value.forEach((item, index) => {
      for (const replacement of mutations(item, depth + 1)) {
        changed.push(value.map((each, at) => (at === index ? replacement : each)));
      }
    });
    return [...changed, ...replacements];
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const changed: unknown[] = [{ ...record, extra: 1 }];
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...without } = record;
      changed.push(without);
      for (const replacement of mutations(record[key], depth + 1)) {
        changed.push({ ...record, [key]: replacement });
      }
    }
    return [...changed, ...replacements];
  }
  return replacements;
}

describe('the compiled response writer', () => {
  it('writes a search result exactly as zod encodes it, escapes included', () => {
    const written = expectAsZod(searchResultSchema, result);
    expect(written).toBeDefined();
    expect(JSON.parse(written!)).toEqual(result);
  });

  it('never accepts a search result zod refuses, and writes what zod writes when it accepts one', () => {
    const changed = mutations(result);
    expect(changed.length).toBeGreaterThan(500);
    let refused = 0;
    for (const value of changed) {
      const written = expectAsZod(searchResultSchema, value);
      if (byZod(searchResultSchema, value) === undefined) {
        expect(written).toBeUndefined();
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(changed.length / 2);
  });

  it('checks strings, numbers, arrays, enums and literals as zod does', () => {
    const schema = z.strictObject({
      short: z.string().min(2).max(4),
      exact: z.string().length(3),
      month: z.string().regex(/^\d{4}-\d{2}$/g),
      date: z.iso.date(),
      email: z.email(),
      whole: z.number().int().min(1).max(10),
      part: z.number().gt(0).lt(1),
      flag: z.boolean(),
      kind: z.enum(['A', 'B']),
      radius: z.literal([10, 50]),
      list: z.array(z.string()).min(1).max(2),
    });
    const valid = {
      short: 'abc',
      exact: 'xyz',
      month: '2027-01',
      date: '2027-01-31',
      email: 'kanzlei@example.de',
      whole: 10,
      part: 0.5,
      flag: true,
      kind: 'B',
      radius: 50,
      list: ['a'],
    };
    expect(expectAsZod(schema, valid)).toBeDefined();
    // A global pattern keeps its position between tests; the writer starts each test afresh.
    expect(expectAsZod(schema, valid)).toBeDefined();
    for (const value of mutations(valid)) expectAsZod(schema, value);
    for (const [key, wrong] of Object.entries({
      short: 'abcde',
      exact: 'xy',
      month: '2027-1',
      date: '2027-02-30',
      email: 'kanzlei',
      whole: 11,
      part: 1,
      kind: 'C',
      radius: 25,
      list: ['a', 'b', 'c'],
    })) {
      expect(compileResponseJson(schema)({ ...valid, [key]: wrong }), key).toBeUndefined();
    }
  });

  it('leaves out optional properties that are absent or undefined, and drops unknown keys of a plain object', () => {
    const schema = z.object({
      first: z.string().optional(),
      second: z.number(),
      third: z.string().nullable().optional(),
      fourth: z.boolean().optional(),
    });
    for (const value of [
      { second: 1 },
      { first: undefined, second: 1, third: null },
      { first: 'a', second: 1, fourth: false, unknown: 'x' },
      { second: 1, third: 'c' },
      { first: 'a', second: 1, third: undefined, fourth: true },
    ]) {
      expect(expectAsZod(schema, value)).toBeDefined();
    }
    expect(compileResponseJson(schema)({ first: 'a' })).toBeUndefined();
  });

  it('leaves parts it does not compile to zod, with the same result', () => {
    const schema = z.strictObject({
      link: z.url(),
      total: z.number().multipleOf(2),
      trimmed: z.string().trim(),
      either: z.union([z.string(), z.number()]),
      named: z.record(z.string(), z.number()),
      when: z.date(),
    });
    const value = {
      link: 'https://example.de/a',
      total: 2,
      trimmed: ' a ',
      either: 3,
      named: { a: 1 },
      when: new Date(Date.UTC(2027, 0, 1)),
    };
    expect(expectAsZod(schema, value)).toBeDefined();
    expect(compileResponseJson(schema)({ ...value, link: 'no link' })).toBeUndefined();
  });

  it('compiles the response schema of every endpoint of the contract', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(() => compileResponseJson(endpoint.response as z.ZodType), name).not.toThrow();
    }
  });
});

describe('the compiled comparison', () => {
  /**
   * `same` may only take a value for the kept one when the writer writes it exactly so (and so
   * accepts it): checked for every change `mutations` makes.
   */
  function expectNeverWrong(schema: z.ZodType, valid: unknown) {
    const write = compileResponseJson(schema);
    const same = compileSameJson(schema);
    const written = write(valid);
    expect(written).toBeDefined();
    let taken = 0;
    for (const value of mutations(valid)) {
      if (same(valid, value)) {
        expect(write(value)).toBe(written);
        taken += 1;
      }
    }
    return taken;
  }

  it('takes an equal search result for the same, and no change to it', () => {
    const same = compileSameJson(searchResultSchema);
    expect(same(result, structuredClone(result))).toBe(true);
    expect(same(result, result)).toBe(true);
    expectNeverWrong(searchResultSchema, result);
    const renamed = structuredClone(result);
    renamed.courses[1]!.organizer.name += ' ';
    expect(same(result, renamed)).toBe(false);
    const filled = structuredClone(result);
    filled.courses[0]!.nextSchedule!.full = !filled.courses[0]!.nextSchedule!.full;
    expect(same(result, filled)).toBe(false);
  });

  it('compares a strict object with its keys beyond the shape, and ignores those of a plain one', () => {
    const strict = compileSameJson(z.strictObject({ a: z.number() }));
    expect(strict({ a: 1 }, { a: 1 })).toBe(true);
    expect(strict({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    const plain = compileSameJson(z.object({ a: z.number() }));
    expect(plain({ a: 1 }, { a: 1, b: 2 })).toBe(true);
    expect(compileResponseJson(z.object({ a: z.number() }))({ a: 1, b: 2 })).toBe('{"a":1}');
  });

  it('compares optional and nullable parts, arrays and the parts left to zod', () => {
    const schema = z.strictObject({
      first: z.string().optional(),
      third: z.string().nullable().optional(),
      list: z.array(z.strictObject({ n: z.number().int() })).max(3),
      named: z.record(z.string(), z.number()),
      either: z.union([z.string(), z.number()]),
    });
    const valid = { third: null, list: [{ n: 1 }, { n: 2 }], named: { a: 1 }, either: 'x' };
    const same = compileSameJson(schema);
    expect(same(valid, structuredClone(valid))).toBe(true);
    expect(same(valid, { ...valid, first: undefined })).toBe(true);
    expect(same(valid, { ...valid, third: undefined })).toBe(false);
    expect(same(valid, { ...valid, named: { a: 2 } })).toBe(false);
    expect(same(valid, { ...valid, either: 1 })).toBe(false);
    expect(expectNeverWrong(schema, valid)).toBeGreaterThan(0);
  });

  it('compiles for the response schema of every endpoint of the contract', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(() => compileSameJson(endpoint.response as z.ZodType), name).not.toThrow();
    }
  });
});

describe('the contract serializer', () => {
  const serialize = contractSerializerCompiler({
    schema: searchResultSchema,
    method: 'GET',
    url: '/api/search',
    httpStatus: '200',
  });

  it('writes a response that matches its schema', () => {
    expect(JSON.parse(serialize(result))).toEqual(result);
  });

  it("refuses a response that does not match, with zod's issues", () => {
    const broken = { ...result, count: -1 };
    let error: unknown;
    try {
      serialize(broken);
    } catch (caught) {
      error = caught;
    }
    expect(isResponseSerializationError(error as never)).toBe(true);
    expect(String((error as { cause: unknown }).cause)).toMatch(/count/);
  });
});
