import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './affiliate.ts';
import {
  consentPollInterval,
  promotionCookie,
  rememberAffiliate,
  rememberPromotionCode,
} from './codes.ts';
import { saveConsent } from './store.ts';
import { clearCookies } from './test-support.ts';

const stops: Array<() => void> = [];
beforeEach(() => {
  clearCookies();
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Another tab or the server records statistics consent: only the shared cookie changes. */
const consentGivenElsewhere = () => {
  document.cookie = 'consent=v1.statistics; Path=/';
};

describe('the affiliate cookie', () => {
  it('polls every 10 seconds', () => {
    expect(consentPollInterval).toBe(10_000);
  });

  it('is not set without consent to statistics, however long the page stays open', () => {
    stops.push(rememberAffiliate('partner-7', 30));
    vi.advanceTimersByTime(5 * 60_000);
    expect(readCookie('aid')).toBeUndefined();
  });

  it('is not set when the visitor allows only necessary cookies or marketing', () => {
    stops.push(rememberAffiliate('partner-7', 30));
    saveConsent(['necessary', 'marketing']);
    vi.advanceTimersByTime(consentPollInterval);
    expect(readCookie('aid')).toBeUndefined();
  });

  it('is set at once when statistics consent already exists', () => {
    saveConsent(['statistics']);
    stops.push(rememberAffiliate('partner-7', 30));
    expect(readCookie('aid')).toBe('partner-7');
  });

  it('is set at the next poll after consent was given elsewhere', () => {
    stops.push(rememberAffiliate('partner-7', 30));
    vi.advanceTimersByTime(consentPollInterval);
    consentGivenElsewhere();
    vi.advanceTimersByTime(consentPollInterval - 1);
    expect(readCookie('aid')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(readCookie('aid')).toBe('partner-7');
  });

  it('is set as soon as the visitor consents on this page, and the poll ends', () => {
    stops.push(rememberAffiliate('partner-7', 30));
    expect(vi.getTimerCount()).toBe(1);
    saveConsent(['statistics']);
    expect(readCookie('aid')).toBe('partner-7');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("lives for the configuration's lifetime in days", () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    saveConsent(['statistics']);
    stops.push(rememberAffiliate('partner-7', 14));
    expect(written).toHaveBeenLastCalledWith(
      `aid=partner-7; Path=/; SameSite=Lax; Max-Age=${14 * 24 * 60 * 60}`,
    );
  });
});

describe('the promotion code', () => {
  it('goes from the address into a session cookie, whatever the consent', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberPromotionCode('?pc=SOMMER-25&aid=x');
    expect(readCookie(promotionCookie)).toBe('SOMMER-25');
    expect(written).toHaveBeenCalledWith('pc=SOMMER-25; Path=/; SameSite=Lax');
  });

  it('is ignored when missing or malformed', () => {
    rememberPromotionCode('?aid=x');
    rememberPromotionCode('?pc=');
    rememberPromotionCode(`?pc=${encodeURIComponent('a; Domain=evil.test')}`);
    rememberPromotionCode(`?pc=${'x'.repeat(65)}`);
    expect(readCookie(promotionCookie)).toBeUndefined();
  });
});
