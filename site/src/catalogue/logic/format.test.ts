import { describe, expect, it } from 'vitest';
import { isoDuration, lowestPrice, schemaPrice } from './format.ts';

describe('isoDuration', () => {
  it('writes whole hours as hours and fractions as minutes', () => {
    expect(isoDuration(120)).toBe('PT120H');
    expect(isoDuration(2.5)).toBe('PT2H30M');
    expect(isoDuration(0.75)).toBe('PT45M');
  });
});

describe('prices', () => {
  it('finds the lowest price level, or null without levels', () => {
    expect(lowestPrice([{ priceValue: 197_900 }, { priceValue: 178_100 }])).toBe(178_100);
    expect(lowestPrice([])).toBeNull();
  });

  it('writes a schema.org price with a dot and two decimals', () => {
    expect(schemaPrice(178_100)).toBe('1781.00');
    expect(schemaPrice(9_950)).toBe('99.50');
    expect(schemaPrice(1)).toBe('0.01');
  });
});
