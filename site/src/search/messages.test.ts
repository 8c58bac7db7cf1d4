import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { searchPageMessages } from './messages.ts';

describe('the search pages’ texts', () => {
  it('name every id under search.page', () => {
    for (const { id } of Object.values(searchPageMessages)) {
      expect(id).toMatch(/^search\.page\.[a-zA-Z0-9.]+$/);
    }
  });

  it('count courses with plural forms and a capped count with a thousands separator', () => {
    const german = createIntl({ locale: 'de', defaultLocale: 'de' });
    expect(german.formatMessage(searchPageMessages.count, { count: 0 })).toBe(
      'Keine Kurse gefunden',
    );
    expect(german.formatMessage(searchPageMessages.count, { count: 1 })).toBe('1 Kurs gefunden');
    expect(german.formatMessage(searchPageMessages.count, { count: 1234 })).toBe(
      '1.234 Kurse gefunden',
    );
    expect(german.formatMessage(searchPageMessages.countCapped, { count: 1000 })).toBe(
      'Mehr als 1.000 Kurse gefunden',
    );
  });
});
