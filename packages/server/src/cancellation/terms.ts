/**
 * The organizer's cancellation terms applied to one order position (issue 22): free of charge
 * until `freeDays` before the course's first day (Europe/Berlin days, inclusive), after that a
 * fee of `feeBasisPoints` of what was paid, rounded half up to the cent. A course that has begun
 * is not cancelled any more; a credit package is not cancelled (its credits are an append-only
 * ledger that gives nothing back but unused bookings). A withdrawal is always free.
 */
import { addDays, formatISO, parseISO } from 'date-fns';

export type CancellationTerms = { freeDays: number; feeBasisPoints: number };

export type QuotedPosition = {
  notCancellable: 'CANCELLED' | 'STARTED' | 'PACKAGE' | null;
  feeCents: number;
  freeUntil: string | null;
};

const dayBefore = (day: string, days: number) =>
  formatISO(addDays(parseISO(day), -days), { representation: 'date' });

/** The treatment of `position` if it were cancelled `today`. */
export function quotePosition(
  position: {
    status: 'BOOKED' | 'CANCELLED';
    packageId: number | null;
    startDate: string | null;
    paidCents: number;
  },
  terms: CancellationTerms,
  today: string,
  options: { free: boolean } = { free: false },
): QuotedPosition {
  const freeUntil =
    position.startDate === null ? null : dayBefore(position.startDate, terms.freeDays);
  const notCancellable =
    position.status === 'CANCELLED'
      ? 'CANCELLED'
      : position.packageId !== null
        ? 'PACKAGE'
        : position.startDate !== null && position.startDate <= today
          ? 'STARTED'
          : null;
  const late = freeUntil !== null && today > freeUntil;
  const feeCents =
    notCancellable || options.free || !late
      ? 0
      : Math.floor((position.paidCents * terms.feeBasisPoints + 5000) / 10000);
  return { notCancellable, feeCents, freeUntil };
}
