import { describe, expect, it } from 'vitest';
import { uiMessages } from './locales.ts';

describe('ui message catalogs', () => {
  it('have an English text for every German id and no English text without a German id', () => {
    expect(Object.keys(uiMessages.en).sort()).toEqual(Object.keys(uiMessages.de).sort());
  });

  it('namespace every id under ui. and leave no text empty', () => {
    for (const catalog of Object.values(uiMessages)) {
      for (const [id, text] of Object.entries(catalog)) {
        expect(id).toMatch(/^ui\.[a-zA-Z]+\.[a-zA-Z.]+$/);
        expect(text.trim()).not.toBe('');
      }
    }
  });
});
