/**
 * The back office's access policy (docs/decisions/0072-back-office-roles-and-audit.md), as plain
 * data and pure functions: the server decides every back-office call by it, and the back office
 * app shows only what it allows. The identity provider grants the coarse role (`operator`, or
 * `organizer-staff`); the database holds, per staff member and organizer, a level in each area.
 */

/** The identity provider's realm role of the seller's operators. */
export const operatorRole = 'operator';
/** The identity provider's realm role of an organizer's staff. */
export const organizerStaffRole = 'organizer-staff';

/**
 * The areas of the back office and their levels, lowest first; each level includes those below
 * it. `orders` at `CHECK_IN` reads a date's participants and records who came, nothing else.
 */
export const areaLevels = {
  orders: ['NONE', 'CHECK_IN', 'VIEW', 'CHANGE'],
  payments: ['NONE', 'VIEW', 'CHANGE'],
  catalogue: ['NONE', 'VIEW', 'CHANGE'],
  dates: ['NONE', 'CHANGE'],
  exports: ['NONE', 'VIEW'],
} as const;

export type BackOfficeArea = keyof typeof areaLevels;
export type LevelOf<A extends BackOfficeArea> = (typeof areaLevels)[A][number];
export const backOfficeAreas = Object.keys(areaLevels) as BackOfficeArea[];

/** A staff member's levels for one organizer. */
export type Rights = { [A in BackOfficeArea]: LevelOf<A> };

/** No right in any area. */
export const noRights: Rights = {
  orders: 'NONE',
  payments: 'NONE',
  catalogue: 'NONE',
  dates: 'NONE',
  exports: 'NONE',
};

/** Every right: an operator's inside an operator session. */
export const allRights: Rights = {
  orders: 'CHANGE',
  payments: 'CHANGE',
  catalogue: 'CHANGE',
  dates: 'CHANGE',
  exports: 'VIEW',
};

/** Whether `rights` reach `level` in `area`. */
export function allows<A extends BackOfficeArea>(
  rights: Rights,
  area: A,
  level: LevelOf<A>,
): boolean {
  const levels: readonly string[] = areaLevels[area];
  return levels.indexOf(rights[area]) >= levels.indexOf(level);
}

/** Whether `level` is one of `area`'s levels (for input from outside). */
export function isLevelOf<A extends BackOfficeArea>(area: A, level: string): level is LevelOf<A> {
  return (areaLevels[area] as readonly string[]).includes(level);
}

/** The areas in which `rights` allow anything, in the order of `areaLevels`. */
export const areasWithRights = (rights: Rights) =>
  backOfficeAreas.filter((area) => rights[area] !== 'NONE');

/** The header that names an operator's open session inside one organizer's data. */
export const operatorSessionHeader = 'x-operator-session';
