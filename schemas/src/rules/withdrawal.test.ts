import { describe, expect, it } from 'vitest';
import { hasWithdrawalRight, suggestedCustomerKind, withdrawalLastDay } from './withdrawal.ts';

describe('the right of withdrawal', () => {
  it('belongs to a consumer and not to a business', () => {
    expect(hasWithdrawalRight('CONSUMER')).toBe(true);
    expect(hasWithdrawalRight('BUSINESS')).toBe(false);
  });

  it("ends fourteen days after the order's day, across a month's end", () => {
    expect(withdrawalLastDay('CONSUMER', '2026-11-20')).toBe('2026-12-04');
    expect(withdrawalLastDay('BUSINESS', '2026-11-20')).toBeNull();
  });

  it('suggests a business when a firm or a VAT id is given, else a consumer', () => {
    expect(suggestedCustomerKind({ company: 'Kanzlei Roth', vatId: '' })).toBe('BUSINESS');
    expect(suggestedCustomerKind({ company: '', vatId: 'ATU12345678' })).toBe('BUSINESS');
    expect(suggestedCustomerKind({ company: '  ', vatId: '' })).toBe('CONSUMER');
  });
});
