import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from './messages/de.json';
import en from './messages/en.json';
import { shellMessages } from './messages/shell.ts';

describe('shell catalogs', () => {
  it('have exactly the same ids in German and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it('de.json equals the defaults in shell.ts, so a stale extraction fails', () => {
    const defaults = Object.fromEntries(
      Object.values(shellMessages).map(({ id, defaultMessage }) => [id, defaultMessage]),
    );
    expect(de).toEqual(defaults);
  });

  it('namespace every id under shell. and leave no text empty', () => {
    for (const catalog of [de, en]) {
      for (const [id, text] of Object.entries(catalog)) {
        expect(id).toMatch(/^shell\.[a-zA-Z]+(\.[a-zA-Z]+)*$/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('format every text in both languages without an error', () => {
    const values = {
      count: 2,
      year: 2026,
      brand: 'Kursmarkt Recht',
      network: 'LinkedIn',
      name: 'Erika Muster',
    };
    for (const [locale, messages] of [
      ['de', de],
      ['en', en],
    ] as const) {
      const errors: unknown[] = [];
      const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
      for (const descriptor of Object.keys(messages).map((id) => ({ id }))) {
        intl.formatMessage(descriptor, values);
      }
      expect(errors).toEqual([]);
    }
  });

  it('count the items in the cart label with plural forms', () => {
    const german = createIntl({ locale: 'de', messages: de });
    const english = createIntl({ locale: 'en', messages: en });
    expect(german.formatMessage(shellMessages.headerCart, { count: 1 })).toBe(
      'Warenkorb, 1 Artikel',
    );
    expect(german.formatMessage(shellMessages.headerCart, { count: 3 })).toBe(
      'Warenkorb, 3 Artikel',
    );
    expect(english.formatMessage(shellMessages.headerCart, { count: 1 })).toBe('Cart, 1 item');
    expect(english.formatMessage(shellMessages.headerCart, { count: 3 })).toBe('Cart, 3 items');
  });
});
