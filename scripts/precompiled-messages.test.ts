import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './precompiled-messages.ts';

const root = path.join(import.meta.dirname, '..');

describe('compileCatalog', () => {
  it('turns each text into the AST react-intl would parse at run time', () => {
    const json = JSON.stringify({
      'cart.count': '{count, plural, one {# Position} other {# Positionen}}',
      'cart.title': 'Warenkorb',
    });
    expect(compileCatalog(json)).toEqual({
      'cart.count': parse('{count, plural, one {# Position} other {# Positionen}}'),
      'cart.title': [{ type: 0, value: 'Warenkorb' }],
    });
  });

  it('names the id of a text that is no ICU message', () => {
    expect(() => compileCatalog(JSON.stringify({ 'cart.broken': '{count, plural' }))).toThrow(
      /^"cart\.broken": /,
    );
  });

  it('compiles the English catalog of every package the site shows', () => {
    for (const folder of [
      'packages/i18n',
      'packages/ui',
      'packages/modules',
      'packages/search',
      'site',
    ]) {
      const json = readFileSync(path.join(root, folder, 'lang', 'en.json'), 'utf8');
      const compiled = compileCatalog(json);
      expect(Object.keys(compiled)).toEqual(Object.keys(JSON.parse(json) as object));
    }
  });
});
