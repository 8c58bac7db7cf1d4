import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasConsent, onConsentChange, readConsent, saveConsent } from './store.ts';
import { clearCookies } from './test-support.ts';

beforeEach(clearCookies);
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the consent store', () => {
  it('knows no choice on a first visit and grants only the necessary category', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('statistics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('keeps the choice in a versioned first-party cookie that the server can read', () => {
    saveConsent(['necessary', 'statistics']);
    expect(document.cookie).toContain('consent=v1.statistics');
    expect(readConsent()).toEqual(['necessary', 'statistics']);
    expect(hasConsent('statistics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('writes the cookie for a year, for the whole site, SameSite=Lax', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    saveConsent(['marketing']);
    expect(written).toHaveBeenCalledWith(
      'consent=v1.marketing; Path=/; SameSite=Lax; Max-Age=31536000',
    );
    written.mockRestore();
  });

  it('counts a "necessary only" choice as a choice', () => {
    saveConsent(['necessary']);
    expect(readConsent()).toEqual(['necessary']);
  });

  it('asks again when the stored choice has another version or is unreadable', () => {
    expect(readConsent('consent=v0.statistics.marketing')).toBeNull();
    expect(readConsent('consent=whatever')).toBeNull();
    expect(readConsent('consent=v1.statistics.tracking; other=1')).toEqual([
      'necessary',
      'statistics',
    ]);
  });

  it('tells its listeners about a new choice until they stop listening', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    saveConsent(['statistics', 'marketing']);
    expect(listener).toHaveBeenCalledWith(['necessary', 'statistics', 'marketing']);
    stop();
    saveConsent([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears a choice made in another tab', async () => {
    const listener = vi.fn();
    stops.push(onConsentChange(listener));
    // Another tab: it writes the shared cookie and posts on the same channel.
    document.cookie = 'consent=v1.statistics; Path=/';
    const otherTab = new BroadcastChannel('consent');
    otherTab.postMessage(null);
    otherTab.close();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(['necessary', 'statistics']));
  });
});
