import { describe, expect, it } from 'vitest';
import { normalizeVatId, vatIdCountry, vatIdVerdict } from './vat-id.ts';

/** Published VAT ids of companies, one per country, whose check digits fit. */
const valid = {
  AUT: 'ATU13585627',
  BEL: 'BE0411905847',
  DEU: 'DE136695976',
  DNK: 'DK13585628',
  ESP: 'ESA28015865',
  FIN: 'FI20774740',
  FRA: 'FR40303265045',
  GRC: 'EL094259216',
  IRL: 'IE6388047V',
  ITA: 'IT00743110157',
  LUX: 'LU15027442',
  NLD: 'NL004495445B01',
  POL: 'PL5260250274',
  PRT: 'PT501964843',
  SWE: 'SE556188840401',
} as const;

describe('the VAT id rule', () => {
  it.each(Object.entries(valid))(
    'accepts a valid id of %s and names the country',
    (country, id) => {
      expect(vatIdVerdict(id)).toBe('VALID');
      expect(vatIdCountry(id)).toBe(country);
    },
  );

  it.each([
    'DE12',
    'ATU1',
    'DE1366959761',
    'ATU1358562',
    'AT13585627',
    'FR4030326504',
    'NL004495445A01',
  ])('refuses %s, which does not have its country’s format', (id) => {
    expect(vatIdVerdict(id)).toBe('INVALID_FORMAT');
    expect(vatIdCountry(id)).toBeUndefined();
  });

  it.each([
    'DE136695977',
    'ATU13585626',
    'FR41303265045',
    'IT00743110158',
    'PL5260250275',
    'BE0411905848',
  ])('refuses %s, whose check digit does not fit', (id) => {
    expect(vatIdVerdict(id)).toBe('INVALID_CHECKSUM');
  });

  it('refuses ids without the prefix of a member state (Switzerland, none at all)', () => {
    expect(vatIdVerdict('CHE123456789')).toBe('UNKNOWN_COUNTRY');
    expect(vatIdVerdict('136695976')).toBe('UNKNOWN_COUNTRY');
  });

  it('refuses a Greek id with the country code GR instead of EL', () => {
    expect(vatIdVerdict('GR094259216')).not.toBe('VALID');
  });

  it('reads an id written with spaces, dots, hyphens and small letters', () => {
    expect(normalizeVatId(' atu 135-856.27 ')).toBe('ATU13585627');
    expect(vatIdVerdict('de 136 695 976')).toBe('VALID');
  });
});
