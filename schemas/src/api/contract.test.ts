import { describe, expect, it } from 'vitest';
import { endpoints, routes } from './index.ts';

describe('the API contract', () => {
  it('has exactly one endpoint with schemas for every route of the zod-free route table', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const definition = endpoints[name as keyof typeof endpoints];
      expect(definition).toMatchObject(route);
    }
  });

  it('describes every path parameter of a path in params, and only those', () => {
    for (const definition of Object.values(endpoints)) {
      const inPath = [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = Object.keys(
        ('params' in definition ? definition.params?.shape : undefined) ?? {},
      ).sort();
      expect(declared, definition.path).toEqual(inPath);
    }
  });

  it('parses comma lists in query strings into typed arrays', () => {
    const parsed = endpoints.getBanner.query.safeParse({ scopes: '3, 7', types: 'RENO,EDUCATION' });
    expect(parsed.success && parsed.data).toEqual({ scopes: [3, 7], types: ['RENO', 'EDUCATION'] });
    expect(endpoints.getBanner.query.safeParse({ types: 'RENO,NOTARY' }).success).toBe(false);
  });

  it('rejects a contact request without accepted privacy notice, naming the field', () => {
    const parsed = endpoints.putContact.body.safeParse({
      name: 'Anna Berg',
      email: 'anna.berg@example.de',
      subject: 'Frage zur Buchung',
      message: 'Kann ich einen Kurs umbuchen?',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['privacyAccepted']);
  });
});
