import { beforeEach, describe, expect, it } from 'vitest';
import { bootData } from '../catalogue/test/support.tsx';
import { readCookie } from './affiliate.ts';
import { startConsent } from './start.ts';
import { saveConsent } from './store.ts';
import { tagManagerOrigin } from './tag-manager.ts';
import { clearCookies } from './test-support.ts';

const tagManager = `script[src^="${tagManagerOrigin}"]`;

function start(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  startConsent({
    ...bootData().configuration,
    affiliate: new URLSearchParams(search).get('aid'),
    lifetime: 60,
    tagManagerId: 'GTM-ABC123',
  });
}

beforeEach(() => {
  clearCookies();
  document.head.querySelectorAll(tagManager).forEach((script) => script.remove());
});

describe('starting the consent code after the page', () => {
  it('keeps the promotion code, and holds the affiliate and tag manager back until consent', () => {
    start('?aid=partner-7&pc=SOMMER-25');
    expect(readCookie('pc')).toBe('SOMMER-25');
    expect(readCookie('aid')).toBeUndefined();
    expect(document.querySelector(tagManager)).toBeNull();

    saveConsent(['necessary', 'statistics', 'marketing']);
    expect(readCookie('aid')).toBe('partner-7');
    expect(document.querySelector(tagManager)).not.toBeNull();
  });

  it('remembers the affiliate and loads the tag manager at once when consent is stored', () => {
    saveConsent(['necessary', 'statistics']);
    start('?aid=partner-7');
    expect(readCookie('aid')).toBe('partner-7');
    expect(document.querySelector(tagManager)).not.toBeNull();
  });
});
