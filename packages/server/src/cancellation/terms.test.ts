import { describe, expect, it } from 'vitest';
import { quotePosition } from './terms.ts';

const booked = {
  status: 'BOOKED' as const,
  packageId: null,
  startDate: '2027-04-15',
  paidCents: 19_900,
};
const terms = { freeDays: 14, feeBasisPoints: 5000 };

describe('the cancellation terms', () => {
  it('are free until the day the terms name and charge the fee from the day after', () => {
    expect(quotePosition(booked, terms, '2027-04-01')).toEqual({
      notCancellable: null,
      feeCents: 0,
      freeUntil: '2027-04-01',
    });
    expect(quotePosition(booked, terms, '2027-04-02')).toEqual({
      notCancellable: null,
      feeCents: 9950,
      freeUntil: '2027-04-01',
    });
  });

  it('round the fee half up to the cent', () => {
    expect(quotePosition({ ...booked, paidCents: 1 }, terms, '2027-04-10').feeCents).toBe(1);
    expect(
      quotePosition(
        { ...booked, paidCents: 333 },
        { freeDays: 2, feeBasisPoints: 1500 },
        '2027-04-14',
      ).feeCents,
    ).toBe(50);
  });

  it('charge nothing for a withdrawal however late', () => {
    expect(quotePosition(booked, terms, '2027-04-14', { free: true }).feeCents).toBe(0);
  });

  it('refuse a course that has begun, a package and what is cancelled already', () => {
    expect(quotePosition(booked, terms, '2027-04-15').notCancellable).toBe('STARTED');
    expect(
      quotePosition({ ...booked, packageId: 3, startDate: null }, terms, '2027-04-01'),
    ).toEqual({ notCancellable: 'PACKAGE', feeCents: 0, freeUntil: null });
    expect(
      quotePosition({ ...booked, status: 'CANCELLED' }, terms, '2027-04-01').notCancellable,
    ).toBe('CANCELLED');
  });
});
