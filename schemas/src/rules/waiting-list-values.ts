/**
 * The value lists of the waiting list (docs/entities-and-states.md), free of the schema library for
 * browser code.
 */

/**
 * A waiting-list offer's state: OFFERED (a freed seat held for the request's address until the
 * offer expires), ACCEPTED (an order took the held seat), DECLINED (through the offer's link),
 * EXPIRED (not taken in time), WITHDRAWN (its request left the list).
 */
export const waitingListOfferStatuses = [
  'OFFERED',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'WITHDRAWN',
] as const;
export type WaitingListOfferStatus = (typeof waitingListOfferStatuses)[number];

/**
 * The waiting-list offer's state machine: for each status, the statuses that may follow it.
 * Anything else is refused (`STATUS_TRANSITION_NOT_ALLOWED`). An open offer (OFFERED) ends once:
 * accepted by the order that takes its seat, declined, expired or withdrawn; its seat passes to
 * the next request unless an order took it. Every other status is final.
 */
export const waitingListOfferTransitions: Readonly<
  Record<WaitingListOfferStatus, readonly WaitingListOfferStatus[]>
> = {
  OFFERED: ['ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'],
  ACCEPTED: [],
  DECLINED: [],
  EXPIRED: [],
  WITHDRAWN: [],
};

/** Whether a waiting-list offer may change from `from` to `to`. */
export const offerStatusChangeAllowed = (
  from: WaitingListOfferStatus,
  to: WaitingListOfferStatus,
) => waitingListOfferTransitions[from].includes(to);
