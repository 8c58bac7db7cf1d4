import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import english from '../../lang/en.json';
import { shellMessages } from './shell.ts';

describe('the shell texts', () => {
  it('namespace every id under shell.', () => {
    for (const { id } of Object.values(shellMessages)) {
      expect(id).toMatch(/^shell\.[a-zA-Z]+(\.[a-zA-Z]+)*$/);
    }
  });

  it('count the items in the cart label with plural forms', () => {
    const german = createIntl({ locale: 'de', defaultLocale: 'de' });
    const inEnglish = createIntl({ locale: 'en', defaultLocale: 'de', messages: english });
    expect(german.formatMessage(shellMessages.headerCart, { count: 1 })).toBe(
      'Warenkorb, 1 Artikel',
    );
    expect(german.formatMessage(shellMessages.headerCart, { count: 3 })).toBe(
      'Warenkorb, 3 Artikel',
    );
    expect(inEnglish.formatMessage(shellMessages.headerCart, { count: 1 })).toBe('Cart, 1 item');
    expect(inEnglish.formatMessage(shellMessages.headerCart, { count: 3 })).toBe('Cart, 3 items');
  });
});
