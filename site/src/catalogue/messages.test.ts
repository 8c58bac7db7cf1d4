import { describe, expect, it } from 'vitest';
import { catalogueMessages } from './messages.ts';

describe('catalogue messages', () => {
  const ids = Object.values(catalogueMessages).map((message) => message.id);

  it('name every id under catalogue. and none twice', () => {
    expect(ids.every((id) => id.startsWith('catalogue.'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
