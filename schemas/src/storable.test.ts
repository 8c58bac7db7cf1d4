import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesFromZod } from './issues.ts';
import { isoDay, nulCharacterPaths, withoutNulCharacters } from './storable.ts';

describe('texts PostgreSQL cannot store', () => {
  it('finds every text holding U+0000, in document order, in objects and arrays', () => {
    expect(
      nulCharacterPaths({
        name: 'Max\u0000',
        tags: ['ok', '\u0000', { note: 'a\u0000b' }],
        fine: 'Köln',
        count: 3,
        none: null,
      }),
    ).toEqual([['name'], ['tags', 1], ['tags', 2, 'note']]);
    expect(nulCharacterPaths('\u0000')).toEqual([[]]);
    expect(nulCharacterPaths({ name: 'Max', list: [1, true, 'ä'] })).toEqual([]);
  });

  it('walks values nested deeper than the call stack goes', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(nulCharacterPaths(deep)[0]).toHaveLength(depth);
  });

  it('rejects such texts at their paths before the schema sees them', () => {
    const schema = withoutNulCharacters(
      z.strictObject({ term: z.string().max(3), items: z.array(z.string()) }),
    );
    const result = schema.safeParse({ term: 'a\u0000bcdef', items: ['x', 'y\u0000'] });
    expect(issuesFromZod(result.error!)).toEqual([
      { path: 'term', message: 'must not contain the character U+0000' },
      { path: 'items[1]', message: 'must not contain the character U+0000' },
    ]);
    expect(schema.parse({ term: 'abc', items: [] })).toEqual({ term: 'abc', items: [] });
  });
});

describe('isoDay', () => {
  const day = isoDay('must be a day');

  it('accepts calendar days from the year 1 on', () => {
    for (const value of ['0001-01-01', '2026-02-28', '2028-02-29', '9999-12-31']) {
      expect(day.safeParse(value).success, value).toBe(true);
    }
  });

  it('rejects the year 0, which PostgreSQL does not read, and days that do not exist', () => {
    for (const value of ['0000-01-01', '0000-12-31', '2026-02-30', '2026-13-01', '01.07.2026']) {
      expect(day.safeParse(value).error?.issues[0]?.message, value).toBe('must be a day');
    }
  });
});
