import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveConsent } from './store.ts';
import { loadTagManagerAfterConsent, tagManagerOrigin } from './tag-manager.ts';
import { clearCookies } from './test-support.ts';

type TagManagerWindow = Window & { dataLayer?: unknown[] };
const tagManagerScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith(`${tagManagerOrigin}/gtm.js`),
  );
/** The consent commands in the data layer, as `[command, state]`. */
const consentCommands = () =>
  ((window as TagManagerWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent')
    .map(([, command, state]) => [command, state]);

const stops: Array<() => void> = [];
beforeEach(() => {
  clearCookies();
  delete (window as TagManagerWindow).dataLayer;
  for (const script of tagManagerScripts()) script.remove();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the tag manager', () => {
  it('is not loaded before the visitor consents', () => {
    stops.push(loadTagManagerAfterConsent('GTM-ABC123'));
    expect(tagManagerScripts()).toHaveLength(0);
    expect((window as TagManagerWindow).dataLayer).toBeUndefined();
  });

  it('is not loaded when the visitor allows only necessary cookies', () => {
    stops.push(loadTagManagerAfterConsent('GTM-ABC123'));
    saveConsent(['necessary']);
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it("loads the domain's container once statistics are allowed, with analytics granted only", () => {
    stops.push(loadTagManagerAfterConsent('GTM-ABC123'));
    saveConsent(['statistics']);
    const scripts = tagManagerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${tagManagerOrigin}/gtm.js?id=GTM-ABC123`);
    expect(scripts[0]!.async).toBe(true);
    expect(consentCommands()).toEqual([
      [
        'default',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    expect((window as TagManagerWindow).dataLayer).toContainEqual(
      expect.objectContaining({ event: 'gtm.js' }),
    );
  });

  it('loads at once when consent was given on an earlier page', () => {
    saveConsent(['marketing']);
    stops.push(loadTagManagerAfterConsent('GTM-ABC123'));
    expect(tagManagerScripts()).toHaveLength(1);
    expect(consentCommands()[0]![1]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
    });
  });

  it('is loaded once and told when the visitor withdraws consent', () => {
    stops.push(loadTagManagerAfterConsent('GTM-ABC123'));
    saveConsent(['statistics', 'marketing']);
    saveConsent(['necessary']);
    expect(tagManagerScripts()).toHaveLength(1);
    expect(consentCommands().at(-1)).toEqual([
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });
});
