import { describe, expect, it } from 'vitest';
import { germanToday } from './german-today.ts';

describe('today in Germany', () => {
  it('turns at midnight in Berlin, not in UTC or in the machine’s time zone', () => {
    // Winter (UTC+1) and summer (UTC+2).
    expect(germanToday(new Date('2026-11-22T22:59:59.999Z'))).toBe('2026-11-22');
    expect(germanToday(new Date('2026-11-22T23:00:00.000Z'))).toBe('2026-11-23');
    expect(germanToday(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(germanToday(new Date('2026-07-01T22:00:00.000Z'))).toBe('2026-07-02');
  });

  it('crosses months and the change to summer time', () => {
    expect(germanToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    // 29 March 2026: clocks go from 02:00 to 03:00; 01:30 UTC is 03:30 in Berlin.
    expect(germanToday(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(germanToday(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29');
  });

  it('is the day of the current moment without an argument', () => {
    const before = germanToday(new Date());
    const now = germanToday();
    const after = germanToday(new Date());
    expect([before, after]).toContain(now);
  });
});
