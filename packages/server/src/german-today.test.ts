// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { germanToday } from './german-today.ts';

describe('germanToday', () => {
  it("takes today's date in Germany, winter and summer time", () => {
    expect(germanToday(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(germanToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(germanToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(germanToday(new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-01');
  });

  it('turns to the next day at German midnight, to the millisecond', () => {
    // 23:59 and 23:59:59.999 in Berlin (UTC+1), then midnight.
    expect(germanToday(new Date('2026-11-22T22:59:00.000Z'))).toBe('2026-11-22');
    expect(germanToday(new Date('2026-11-22T22:59:59.999Z'))).toBe('2026-11-22');
    expect(germanToday(new Date('2026-11-22T23:00:00.000Z'))).toBe('2026-11-23');
    // Summer time (UTC+2): midnight is 22:00 UTC.
    expect(germanToday(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(germanToday(new Date('2026-07-01T22:00:00.000Z'))).toBe('2026-07-02');
  });

  it('answers for the date asked, also going back in time', () => {
    expect(germanToday(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
    expect(germanToday(new Date('2025-11-23T10:00:00Z'))).toBe('2025-11-23');
    expect(germanToday(new Date('2026-11-23T10:00:30Z'))).toBe('2026-11-23');
  });
});
