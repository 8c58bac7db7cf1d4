/**
 * Which areas of the back office a person sees (docs/decisions/0071-*): the rights the server
 * grants (GET /api/backoffice/me) decide, area by area; the operator sees every area of an
 * organizer once an operator session for it runs. An area without a page in this build is left
 * out, whatever the rights say.
 */

export type OrdersLevel = 'NONE' | 'CHECK_IN' | 'VIEW' | 'CHANGE';
export type PaymentsLevel = 'NONE' | 'VIEW' | 'CHANGE';
export type CatalogueLevel = 'NONE' | 'VIEW' | 'CHANGE';
export type DatesLevel = 'NONE' | 'CHANGE';
export type ExportsLevel = 'NONE' | 'VIEW';

export type Rights = {
  orders: OrdersLevel;
  payments: PaymentsLevel;
  catalogue: CatalogueLevel;
  dates: DatesLevel;
  exports: ExportsLevel;
};

export type Role = 'OPERATOR' | 'STAFF';

export type Area =
  'orders' | 'payments' | 'check-in' | 'catalogue' | 'dates' | 'exports' | 'audit' | 'rights';

/** The areas in the order the navigation lists them. */
export const areaOrder: readonly Area[] = [
  'orders',
  'payments',
  'check-in',
  'catalogue',
  'dates',
  'exports',
  'rights',
  'audit',
];

/** Whether the rights open an area of one organizer. */
const opens: Record<Exclude<Area, 'audit' | 'rights'>, (rights: Rights) => boolean> = {
  orders: (rights) => rights.orders === 'VIEW' || rights.orders === 'CHANGE',
  // Letting people in at the door is part of every orders right above none.
  'check-in': (rights) => rights.orders !== 'NONE',
  payments: (rights) => rights.payments !== 'NONE',
  catalogue: (rights) => rights.catalogue !== 'NONE',
  dates: (rights) => rights.dates === 'CHANGE',
  exports: (rights) => rights.exports === 'VIEW',
};

/**
 * The areas `role` with `rights` for the organizer in hand sees, in navigation order, among
 * those this build has pages for (`available`). Without an organizer in hand (the operator
 * before starting a session, staff of no organizer) only the audit trail is left, and that only
 * for the operator. Everyone who works for an organizer may see who can do what there.
 */
export function visibleAreas(
  role: Role,
  rights: Rights | undefined,
  available: ReadonlySet<Area>,
): Area[] {
  return areaOrder.filter((area) => {
    if (!available.has(area)) return false;
    if (area === 'audit') return role === 'OPERATOR';
    if (!rights) return false;
    if (area === 'rights') return true;
    return role === 'OPERATOR' || opens[area](rights);
  });
}
