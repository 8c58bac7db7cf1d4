import type { BackOfficeArea, LevelOf } from '../rules/back-office.ts';

/** What a back-office call needs (see `Route['right']`). */
export type StaffRight =
  | { [A in BackOfficeArea]: { area: A; level: LevelOf<A> } }[BackOfficeArea]
  | 'member'
  | 'marketplace';

export type Route = {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  path: `/api/${string}`;
  /**
   * Who may call it: anyone, a signed-in customer (bearer token), a guest with the checkout's
   * `X-Order` and `X-Auth` headers, either of the two (`customerOrGuest`: the owner of what the
   * path names, by whichever credentials it has), or an operator of the seller (a signed-in
   * account with the identity provider's realm role `operator`), or back-office staff (`staff`:
   * an operator or an organizer's staff member, decided further by `right`).
   */
  auth: 'public' | 'customer' | 'guest' | 'customerOrGuest' | 'operator' | 'staff';
  /**
   * What a `staff` call needs (docs/decisions/0072): a level in an area of the organizer its path
   * names (`:organizerId`), for staff by their membership and for an operator inside an open
   * operator session; `member`: any staff member of that organizer, or an operator;
   * `marketplace`: an operator acting for the whole marketplace. Without it any staff member may
   * call, and the call answers only what the caller may see.
   */
  right?: StaffRight;
  /**
   * The call takes an `Idempotency-Key` header: a repeat with the same key and the same input
   * answers what the first answered, without doing it again (README, "The API").
   */
  idempotent?: true;
};
