import { describe, expect, it } from 'vitest';
import { MissingParameterError } from './errors.ts';
import {
  carriesBearer,
  defaultRetryDelay,
  fillPath,
  isRetried,
  opensNotFoundPage,
  toQueryString,
} from './policy.ts';

describe('isRetried', () => {
  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'POST', 'PATCH'] as const)(
    'never retries 402, 406 or 412 for %s',
    (method) => {
      for (const status of [402, 406, 412]) expect(isRetried(method, status)).toBe(false);
    },
  );

  it('does not retry deterministic answers, whatever the method', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(isRetried('GET', status)).toBe(false);
      expect(isRetried('PUT', status)).toBe(false);
    }
  });

  it('retries server errors and rate limits for GET, HEAD, PUT and DELETE', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE'] as const) {
      for (const status of [408, 429, 500, 502, 503, 504]) {
        expect(isRetried(method, status)).toBe(true);
      }
    }
  });

  it('retries POST and PATCH only when no answer arrived, so an order is never placed twice', () => {
    for (const method of ['POST', 'PATCH'] as const) {
      expect(isRetried(method, 500)).toBe(false);
      expect(isRetried(method, 503)).toBe(false);
      expect(isRetried(method, undefined)).toBe(true);
    }
  });

  it('waits 200 ms before the first retry and 400 ms before the second', () => {
    expect([defaultRetryDelay(1), defaultRetryDelay(2)]).toEqual([200, 400]);
  });
});

describe('fillPath', () => {
  it('fills several parameters and accepts numbers', () => {
    expect(
      fillPath('getContent', '/api/courses/:courseId/schedule/:scheduleId', {
        courseId: 12,
        scheduleId: 'a b',
      }),
    ).toBe('/api/courses/12/schedule/a%20b');
  });

  it('names the first missing parameter', () => {
    expect(() => fillPath('getContent', '/api/course/:id/document/:documentId', { id: 1 })).toThrow(
      new MissingParameterError('getContent', 'documentId'),
    );
  });
});

describe('toQueryString', () => {
  it('keeps false and zero, drops null, undefined and empty lists, and writes dates as ISO', () => {
    const query = toQueryString({
      futureEventsOnly: false,
      start: 0,
      term: null,
      city: undefined,
      scopes: [],
      dateFrom: new Date(Date.UTC(2026, 0, 2)),
    });
    expect(new URLSearchParams(query).toString()).toBe(
      'futureEventsOnly=false&start=0&dateFrom=2026-01-02T00%3A00%3A00.000Z',
    );
  });
});

describe('carriesBearer', () => {
  it('excludes the public paths of docs/api.md and keeps customer paths', () => {
    for (const path of [
      '/api/messages',
      '/api/search/city/3',
      '/api/faq',
      '/api/newsletter',
      '/api/course/7',
      '/api/courses/packages/2',
    ]) {
      expect(carriesBearer(path)).toBe(false);
    }
    for (const path of [
      '/api/cart',
      '/api/customers/7',
      '/api/configuration',
      '/api/chambers',
      '/api/courses/7/schedule/3/evaluation',
    ]) {
      expect(carriesBearer(path)).toBe(true);
    }
  });
});

describe('opensNotFoundPage', () => {
  it('is true for a 404 of any URL except a blog URL', () => {
    expect(opensNotFoundPage('/api/course/7')).toBe(true);
    expect(opensNotFoundPage('https://recht.kursmarkt.test/api/course/7?x=/blog')).toBe(true);
    expect(opensNotFoundPage('/api/blog/posts/3')).toBe(false);
    expect(opensNotFoundPage('https://recht.kursmarkt.test/blog/neu')).toBe(false);
  });
});
