import { allows, type Rights } from '@kursmarkt/schemas/rules';

/**
 * Which areas of the back office a person sees (docs/decisions/0071-*): the rights the server
 * grants (GET /api/backoffice/me) decide, area by area; the operator sees every area of an
 * organizer once an operator session for it runs. An area without a page in this build is left
 * out, whatever the rights say.
 */

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

/** Whether the rights open an area of one organizer (the levels of docs/decisions/0072-*). */
const opens: Record<Exclude<Area, 'audit' | 'rights'>, (rights: Rights) => boolean> = {
  orders: (rights) => allows(rights, 'orders', 'VIEW'),
  // Letting people in at the door is part of every orders level from CHECK_IN on.
  'check-in': (rights) => allows(rights, 'orders', 'CHECK_IN'),
  payments: (rights) => allows(rights, 'payments', 'VIEW'),
  catalogue: (rights) => allows(rights, 'catalogue', 'VIEW'),
  dates: (rights) => allows(rights, 'dates', 'CHANGE'),
  exports: (rights) => allows(rights, 'exports', 'VIEW'),
};

/**
 * The areas `role` with `rights` for the organizer in hand sees, in navigation order, among
 * those this build has pages for (`available`). Without an organizer in hand (the operator
 * before starting a session) only the audit trail is left, which everyone may read (the server
 * answers each with the entries they may see). Everyone who works for an organizer may see who
 * can do what there.
 */
export function visibleAreas(
  role: Role,
  rights: Rights | undefined,
  available: ReadonlySet<Area>,
): Area[] {
  return areaOrder.filter((area) => {
    if (!available.has(area)) return false;
    if (area === 'audit') return true;
    if (!rights) return false;
    if (area === 'rights') return true;
    return role === 'OPERATOR' || opens[area](rights);
  });
}
