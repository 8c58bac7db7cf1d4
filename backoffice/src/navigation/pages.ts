import type { Area } from './areas.ts';

/**
 * The areas this build has a page for, with the page's path inside the back office (below
 * /verwaltung). The navigation names no other area (docs/decisions/0071-*).
 */
export const areaPages: Partial<Record<Area, (organizerId: number | undefined) => string>> = {
  rights: (organizerId) => `/veranstalter/${organizerId ?? ''}/rechte`,
  audit: () => '/protokoll',
};

export const availableAreas: ReadonlySet<Area> = new Set(Object.keys(areaPages) as Area[]);
