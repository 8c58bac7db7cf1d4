import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { searchPageMessages, searchPageMessagesDe, searchPageMessagesEn } from './messages.ts';

describe('the search pages’ texts', () => {
  it('have the same ids in German and English, each under search.page', () => {
    expect(Object.keys(searchPageMessagesEn).sort()).toEqual(
      Object.keys(searchPageMessagesDe).sort(),
    );
    for (const { id } of Object.values(searchPageMessages)) {
      expect(id).toMatch(/^search\.page\.[a-zA-Z0-9.]+$/);
    }
  });

  it('format in both languages without an error', () => {
    const values = {
      title: 'Suchergebnisse',
      scope: 'Arbeitsrecht',
      city: 'Köln',
      count: 3,
      label: 'Köln',
      hours: 7.5,
      distance: '2,5',
      radius: 50,
      month: 'April 2027',
    };
    for (const [locale, messages] of [
      ['de', searchPageMessagesDe],
      ['en', searchPageMessagesEn],
    ] as const) {
      const errors: unknown[] = [];
      const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
      for (const id of Object.keys(messages)) intl.formatMessage({ id }, values);
      expect(errors).toEqual([]);
    }
  });

  it('count courses with plural forms and a capped count with a thousands separator', () => {
    const german = createIntl({ locale: 'de', messages: searchPageMessagesDe });
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
