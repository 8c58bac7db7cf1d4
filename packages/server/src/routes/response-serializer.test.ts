// @vitest-environment node
import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, searchResultSchema, type SearchResult } from '@kursmarkt/schemas';
import { registerErrorHandling } from '../errors.ts';
import { route } from './contract.ts';
import { contractValidatorCompiler } from './request-validation.ts';
import { contractSerializerCompiler, responseJsonSchema } from './response-serializer.ts';

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
        running: false,
      },
      scheduleCount: 2,
      priceFrom: 258_999,
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

const serializerOf = (schema: z.ZodType, checkResponses: boolean) =>
  contractSerializerCompiler({ checkResponses })({
    schema,
    method: 'GET',
    url: '/api/search',
    httpStatus: '200',
  });

/** What zod's encoding of `value` writes as JSON, or undefined where zod refuses the value. */
const byZod = (schema: z.ZodType, value: unknown) => {
  const encoded = z.safeEncode(schema, value);
  return encoded.success ? JSON.stringify(encoded.data) : undefined;
};

describe('the contract serializer', () => {
  it('writes a search result exactly as JSON.stringify does, escapes included', () => {
    for (const checkResponses of [true, false]) {
      expect(serializerOf(searchResultSchema, checkResponses)(result)).toBe(JSON.stringify(result));
    }
  });

  it("refuses, when checking, every search result zod refuses, and writes zod's JSON for every other", () => {
    const serialize = serializerOf(searchResultSchema, true);
    const changed = mutations(result);
    expect(changed.length).toBeGreaterThan(500);
    let refused = 0;
    for (const value of changed) {
      const expected = byZod(searchResultSchema, value);
      if (expected === undefined) {
        expect(() => serialize(value)).toThrow();
        refused += 1;
      } else {
        expect(serialize(value)).toBe(expected);
      }
    }
    expect(refused).toBeGreaterThan(changed.length / 2);
  });

  it("refuses, when checking, a response that does not match, with zod's issues", () => {
    let error: unknown;
    try {
      serializerOf(searchResultSchema, true)({ ...result, count: -1 });
    } catch (caught) {
      error = caught;
    }
    expect(isResponseSerializationError(error as never)).toBe(true);
    expect(String((error as { cause: unknown }).cause)).toMatch(/count/);
  });

  it('writes only the properties the contract names, so nothing else an answer holds goes out', () => {
    const written = serializerOf(
      searchResultSchema,
      false,
    )({
      ...result,
      internal: 'kept filter',
      courses: result.courses.map((course) => ({ ...course, catalogueVersion: 3 })),
    });
    expect(written).toBe(JSON.stringify(result));
  });

  it('writes calendar days and times as the strings the handler gives', () => {
    const schema = z.strictObject({ day: z.iso.date(), at: z.iso.datetime({ offset: true }) });
    const value = { day: '2028-02-29', at: '2027-10-31T02:30:00+01:00' };
    expect(serializerOf(schema, true)(value)).toBe(JSON.stringify(value));
  });

  it('refuses a response schema that is not plain JSON, naming the route', () => {
    for (const schema of [
      z.strictObject({ when: z.date() }),
      z.strictObject({ total: z.string().transform((text) => Number(text)) }),
    ]) {
      expect(() => serializerOf(schema, false)).toThrow(
        'The response 200 of GET /api/search is not plain JSON',
      );
    }
  });

  it('describes the response of every JSON endpoint of the contract in JSON Schema', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if ('produces' in endpoint) continue;
      expect(() => responseJsonSchema(endpoint.response), name).not.toThrow();
    }
  });
});

describe('a contract route', () => {
  const page = (name: string): SearchResult => ({
    ...result,
    courses: [{ ...result.courses[0]!, name }],
  });

  const serve = async (answer: () => unknown) => {
    const app = Fastify();
    app.setValidatorCompiler(contractValidatorCompiler);
    app.setSerializerCompiler(contractSerializerCompiler({ checkResponses: true }));
    registerErrorHandling(app);
    route(app, 'search', async () => answer() as SearchResult);
    await app.ready();
    return app;
  };

  it('answers with the JSON of what its handler returns', async () => {
    let answer = page('Arbeitsrecht');
    const app = await serve(() => answer);
    for (const name of ['Arbeitsrecht', 'Arbeitsrecht „kompakt“']) {
      answer = page(name);
      const response = await app.inject({ url: '/api/search?term=Arbeitsrecht' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(answer));
    }
  });

  it('refuses an answer that does not match the contract with a bare 500, and answers again after', async () => {
    let answer: unknown = page('Arbeitsrecht');
    const app = await serve(() => answer);
    expect((await app.inject({ url: '/api/search' })).statusCode).toBe(200);
    answer = { ...page('Arbeitsrecht'), count: -1 };
    const refused = await app.inject({ url: '/api/search' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({
      code: 'INTERNAL',
      message: 'An unexpected error occurred.',
      requestId: expect.any(String),
    });
    answer = page('Arbeitsrecht');
    expect((await app.inject({ url: '/api/search' })).statusCode).toBe(200);
  });
});
