import { describe, expect, it } from 'vitest';
import {
  offerStatusChangeAllowed,
  waitingListOfferStatuses,
  waitingListOfferTransitions,
} from './waiting-list-values.ts';

describe("the waiting-list offer's state machine", () => {
  it('ends an open offer once: accepted, declined, expired or withdrawn', () => {
    const allowed = waitingListOfferStatuses.flatMap((from) =>
      waitingListOfferStatuses
        .filter((to) => offerStatusChangeAllowed(from, to))
        .map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'OFFERED→ACCEPTED',
      'OFFERED→DECLINED',
      'OFFERED→EXPIRED',
      'OFFERED→WITHDRAWN',
    ]);
    expect(Object.keys(waitingListOfferTransitions).sort()).toEqual(
      [...waitingListOfferStatuses].sort(),
    );
  });

  it('keeps an ended offer ended and never offers an open one again', () => {
    expect(offerStatusChangeAllowed('OFFERED', 'OFFERED')).toBe(false);
    expect(offerStatusChangeAllowed('DECLINED', 'OFFERED')).toBe(false);
    expect(offerStatusChangeAllowed('EXPIRED', 'ACCEPTED')).toBe(false);
    expect(offerStatusChangeAllowed('ACCEPTED', 'WITHDRAWN')).toBe(false);
  });
});
