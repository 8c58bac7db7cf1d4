import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, readLanguage, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('takes the language query parameter when the domain offers it', () => {
    expect(resolveLanguage({ query: 'en', stored: 'de', configured: ['de', 'en'] })).toBe('en');
  });

  it('takes the stored choice when there is no query parameter', () => {
    expect(resolveLanguage({ query: null, stored: 'en', configured: ['de', 'en'] })).toBe('en');
  });

  it('ignores a query language the domain does not offer and falls back to the stored choice', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'en', configured: ['de', 'en'] })).toBe('en');
    expect(resolveLanguage({ query: 'en', stored: 'de', configured: ['de'] })).toBe('de');
  });

  it('takes the first configured locale when neither query nor stored choice is offered', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'it', configured: ['en', 'de'] })).toBe('en');
    expect(resolveLanguage({ configured: ['en'] })).toBe('en');
  });

  it('falls back to de when the domain configures no locale', () => {
    expect(resolveLanguage({ query: 'en', stored: 'en', configured: [] })).toBe('de');
  });

  it('accepts a language code written in capitals or with spaces', () => {
    expect(resolveLanguage({ query: ' EN ', configured: ['de', 'en'] })).toBe('en');
  });
});

describe('readLanguage', () => {
  it('reads the query parameter from the URL and the choice from storage', () => {
    const location = {
      href: 'https://recht.kursmarkt.test/faq?language=en',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    const storage = { getItem: vi.fn(() => 'de'), setItem: vi.fn() };
    expect(readLanguage(['de', 'en'], { location, storage })).toBe('en');
    expect(
      readLanguage(['de', 'en'], { location: { ...location, href: 'https://x.test/' }, storage }),
    ).toBe('de');
    expect(storage.getItem).toHaveBeenCalledWith('lang');
  });

  it('treats unreadable storage as no stored choice', () => {
    const location = { href: 'https://x.test/', assign: vi.fn(), reload: vi.fn() };
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: vi.fn(),
    };
    expect(readLanguage(['en', 'de'], { location, storage })).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('stores the choice as lang and reloads the URL with ?language=, keeping other parameters', () => {
    const location = {
      href: 'https://recht.kursmarkt.test/search?types=EDUCATION&aid=partner1#results',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    const storage = { getItem: vi.fn(), setItem: vi.fn() };
    changeLanguage('en', { location, storage });
    expect(storage.setItem).toHaveBeenCalledWith('lang', 'en');
    expect(location.assign).toHaveBeenCalledWith(
      'https://recht.kursmarkt.test/search?types=EDUCATION&aid=partner1&language=en#results',
    );
  });

  it('replaces a language parameter that is already there', () => {
    const location = {
      href: 'https://recht.kursmarkt.test/?language=en&pc=SOMMER',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    changeLanguage('de', { location, storage: { getItem: vi.fn(), setItem: vi.fn() } });
    expect(location.assign).toHaveBeenCalledWith(
      'https://recht.kursmarkt.test/?language=de&pc=SOMMER',
    );
  });

  it('reloads when the URL already names the language, since assigning it would not reload', () => {
    const location = {
      href: 'https://recht.kursmarkt.test/faq?language=en#booking',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    changeLanguage('en', { location, storage: { getItem: vi.fn(), setItem: vi.fn() } });
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('still reloads with the language when storage refuses the choice', () => {
    const location = { href: 'https://x.test/', assign: vi.fn(), reload: vi.fn() };
    const storage = {
      getItem: vi.fn(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    changeLanguage('en', { location, storage });
    expect(location.assign).toHaveBeenCalledWith('https://x.test/?language=en');
  });
});
