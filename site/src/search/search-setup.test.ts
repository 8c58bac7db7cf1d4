import { describe, expect, it } from 'vitest';
import { scopeName, scopesFor, searchBoxScopes } from './search-setup.ts';

const messages = {
  lawyerScopes: [
    { id: 2, name: 'Arbeitsrecht', top: true },
    { id: 5, name: 'Erbrecht', top: true },
  ],
  renoScopes: [{ id: 101, name: 'Zwangsvollstreckung', top: true }],
};

describe('the audience’s scopes', () => {
  it('lists the office staff’s scopes for RENO alone and the lawyers’ for their types', () => {
    expect(scopesFor(messages, ['RENO'])).toEqual(messages.renoScopes);
    expect(scopesFor(messages, ['SPECIALIZATION', 'EDUCATION'])).toEqual(messages.lawyerScopes);
    expect(scopesFor(messages, ['EDUCATION', 'RENO']).map((scope) => scope.id)).toEqual([
      2, 5, 101,
    ]);
  });

  it('gives the search box of a lawyers’ domain the lawyers’ scopes, RENO beside EDUCATION too', () => {
    expect(searchBoxScopes({ types: ['EDUCATION', 'RENO'] }, messages)).toEqual(
      messages.lawyerScopes,
    );
    expect(searchBoxScopes({ types: ['RENO'] }, messages)).toEqual(messages.renoScopes);
  });

  it('names a scope of either list by id', () => {
    expect(scopeName(messages, 101)).toBe('Zwangsvollstreckung');
    expect(scopeName(messages, 3)).toBeUndefined();
    expect(scopeName(messages, undefined)).toBeUndefined();
  });
});
