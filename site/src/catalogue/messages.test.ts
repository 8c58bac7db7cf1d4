import { describe, expect, it } from 'vitest';
import { catalogueMessages, catalogueMessagesDe, catalogueMessagesEn } from './messages.ts';

describe('catalogue messages', () => {
  const ids = Object.values(catalogueMessages).map((message) => message.id);

  it('name every id under catalogue. and none twice', () => {
    expect(ids.every((id) => id.startsWith('catalogue.'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have an English text for every id and no English text without an id', () => {
    expect(Object.keys(catalogueMessagesEn).sort()).toEqual([...ids].sort());
    expect(Object.values(catalogueMessagesEn).every((text) => text.trim() !== '')).toBe(true);
  });

  it('give the German catalog the default texts', () => {
    expect(catalogueMessagesDe['catalogue.newsletter.confirmed']).toBe(
      'Ihre Anmeldung zum Newsletter ist bestätigt.',
    );
    expect(Object.keys(catalogueMessagesDe)).toHaveLength(ids.length);
  });
});
