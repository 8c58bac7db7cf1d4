// @vitest-environment node
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, fieldErrorCodes } from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains } from './domains/load.ts';
import { fieldErrorsOf } from './field-errors.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');

const contact = {
  name: 'Anna Berg',
  email: 'anna.berg@example.de',
  subject: 'Frage zur Buchung',
  message: 'Kann ich den Lehrgang umbuchen?',
  privacyAccepted: true,
};

describe.each(testDatabaseTargets())('field error codes on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let client = 0;
  const remoteAddress = () => `10.40.0.${++client}`;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    const { domains } = await loadDomains(examples);
    app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { send: async () => {} },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  }, 60_000);

  const detailsOf = async (request: InjectOptions) => {
    const response = await app.inject({ remoteAddress: remoteAddress(), ...request });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return apiErrorSchema.parse(response.json()).details;
  };
  const contactDetails = (body: Record<string, unknown>) =>
    detailsOf({ method: 'PUT', url: '/api/contact', payload: body });

  it.each([
    ['a missing field', { name: undefined }, 'body.name', 'REQUIRED'],
    ['a field of nothing but spaces', { subject: '   ' }, 'body.subject', 'REQUIRED'],
    ['a text below the minimum', { name: 'A' }, 'body.name', 'TOO_SHORT'],
    ['a text above the maximum', { subject: 'x'.repeat(161) }, 'body.subject', 'TOO_LONG'],
    ['a number for a text', { email: 42 }, 'body.email', 'WRONG_TYPE'],
    ['an address that is none', { email: 'anna.berg' }, 'body.email', 'INVALID_FORMAT'],
    [
      'an unaccepted privacy notice',
      { privacyAccepted: false },
      'body.privacyAccepted',
      'NOT_ALLOWED',
    ],
    [
      'a text PostgreSQL cannot store',
      { message: 'Eine Frage\u0000 zum Kurs' },
      'body.message',
      'UNSTORABLE',
    ],
    ['a field the call does not take', { phone: '0221 123456' }, 'body', 'UNKNOWN_FIELD'],
  ])('names %s of a body with its code', async (_case, change, path, code) => {
    const details = await contactDetails({ ...contact, ...change });
    expect(details).toEqual([{ path, code, message: expect.any(String) }]);
  });

  it('keeps the message of the contract beside the code', async () => {
    expect(await contactDetails({ ...contact, email: 'anna.berg' })).toEqual([
      {
        path: 'body.email',
        code: 'INVALID_FORMAT',
        message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      },
    ]);
  });

  it.each([
    [0, 'TOO_SMALL'],
    [11, 'TOO_LARGE'],
    [1.5, 'WRONG_TYPE'],
  ])('names %s seats on the waiting list %s', async (seats, code) => {
    const details = await detailsOf({
      method: 'POST',
      url: '/api/orders/waitinglists',
      payload: { scheduleId: 1, name: 'Anna Berg', email: contact.email, seats },
    });
    expect(details).toEqual([{ path: 'body.seats', code, message: expect.any(String) }]);
  });

  it.each([
    ['/api/search?limit=0', 'query.limit', 'TOO_SMALL'],
    ['/api/search?limit=many', 'query.limit', 'WRONG_TYPE'],
    ['/api/search?dateFrom=1.3.2026', 'query.dateFrom', 'INVALID_FORMAT'],
    ['/api/search?dateFrom=0000-06-01', 'query.dateFrom', 'UNSTORABLE'],
    ['/api/search?dateFrom=2026-06-01&dateTo=2026-06-01', 'query.dateTo', 'NOT_AFTER_START'],
    ['/api/search?sort=price', 'query', 'UNKNOWN_FIELD'],
    ['/api/search/suggestCity', 'query.input', 'REQUIRED'],
    ['/api/messages/content/nirgendwo', 'params.key', 'NOT_ALLOWED'],
  ])('names the problem of %s at %s as %s', async (url, path, code) => {
    const details = await detailsOf({ url });
    expect(details).toEqual([{ path, code, message: expect.any(String) }]);
  });
});

describe('fieldErrorsOf', () => {
  /** The validation issues fastify receives for `input` against `schema`. */
  const issuesOf = (schema: z.ZodType, input: unknown) => {
    const result = validatorCompiler({ schema, method: 'PUT', url: '/', httpPart: 'body' })(
      input,
    ) as { error?: Parameters<typeof fieldErrorsOf>[0] };
    if (!result.error) throw new Error('the input was valid');
    return result.error;
  };

  it('gives every code a refinement does not name from the kind of issue, INVALID for the rest', () => {
    const schema = z.strictObject({ id: z.union([z.number(), z.literal('new')]) });
    const input = { id: 'old' };
    expect(fieldErrorsOf(issuesOf(schema, input), 'body', input)).toEqual([
      { path: 'body.id', code: 'INVALID', message: expect.any(String) },
    ]);
  });

  it('takes the code a refinement names, and only a code of the list', () => {
    const schema = z.strictObject({
      a: z.string().refine(() => false, { params: { fieldErrorCode: 'NOT_AFTER_START' } }),
      b: z.string().refine(() => false, { params: { fieldErrorCode: 'SOMETHING_ELSE' } }),
    });
    const input = { a: 'x', b: 'y' };
    expect(fieldErrorsOf(issuesOf(schema, input), 'body', input).map(({ code }) => code)).toEqual([
      'NOT_AFTER_START',
      'INVALID',
    ]);
    expect(fieldErrorCodes).not.toContain('SOMETHING_ELSE');
  });
});
