import { describe, expect, it } from 'vitest';
import {
  readSignInState,
  writeSignInState,
  safeReturnPath,
  signInStartAddress,
  withAffiliate,
} from './sign-in.ts';

describe('the return address of a sign-in', () => {
  it('is a path of this site, else the fallback', () => {
    expect(safeReturnPath('/order/summary?x=1', '/d')).toBe('/order/summary?x=1');
    expect(safeReturnPath('//evil.example', '/d')).toBe('/d');
    expect(safeReturnPath('/\\evil.example', '/d')).toBe('/d');
    expect(safeReturnPath('https://evil.example', '/d')).toBe('/d');
    expect(safeReturnPath(`/${'a'.repeat(2048)}`, '/d')).toBe('/d');
    expect(safeReturnPath(undefined, '/d')).toBe('/d');
  });

  it('refuses control characters, which a browser drops to read /<tab>/host as //host', () => {
    for (const sneaky of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000x',
    ]) {
      expect(safeReturnPath(sneaky, '/d')).toBe('/d');
      expect(safeReturnPath(decodeURIComponent(encodeURIComponent(sneaky)), '/d')).toBe('/d');
    }
    expect(safeReturnPath('/kurs/arbeitsrecht-kompakt?language=en#termine', '/d')).toBe(
      '/kurs/arbeitsrecht-kompakt?language=en#termine',
    );
  });

  it('keeps a percent-encoded tab or line break as part of a path of this site, where a browser leaves it encoded', () => {
    for (const encoded of ['/%09/evil.example', '/%0D%0A/evil.example', '/%5Cevil.example']) {
      expect(safeReturnPath(encoded, '/d')).toBe(encoded);
      expect(new URL(encoded, 'https://recht.kursmarkt.test').origin).toBe(
        'https://recht.kursmarkt.test',
      );
    }
  });

  it('gets the affiliate id unless it names one already', () => {
    expect(withAffiliate('/check', 'partner-7')).toBe('/check?aid=partner-7');
    expect(withAffiliate('/check?aid=own#top', 'partner-7')).toBe('/check?aid=own#top');
    expect(withAffiliate('/check', undefined)).toBe('/check');
  });
});

describe('the start address', () => {
  it('names the return address, the registration and the language only when given', () => {
    expect(signInStartAddress()).toBe('/auth/login');
    expect(signInStartAddress({ register: true })).toBe('/auth/login?register=1');
    expect(signInStartAddress({ returnTo: '/check?aid=partner-7' })).toBe(
      '/auth/login?returnTo=%2Fcheck%3Faid%3Dpartner-7',
    );
    expect(signInStartAddress({ returnTo: '/suche', language: 'en' })).toBe(
      '/auth/login?returnTo=%2Fsuche&language=en',
    );
  });
});

describe('the state cookie', () => {
  const state = {
    codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    returnTo: '/customer-dashboard',
    created: 1_790_000_000,
  };

  it('gives back what was written', () => {
    expect(readSignInState(writeSignInState(state))).toEqual(state);
  });

  it('holds nothing when its value is not a state the server wrote', () => {
    for (const value of [
      '',
      '{',
      'null',
      writeSignInState({ ...state, codeVerifier: 'short' }),
      JSON.stringify({ ...state, created: '1790000000' }),
    ]) {
      expect(readSignInState(value)).toBeNull();
    }
  });
});
