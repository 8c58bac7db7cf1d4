import type { Feature } from '@kursmarkt/schemas';

/** A page of the customer dashboard: its path below `/customer-dashboard`. */
export type DashboardPage = {
  path:
    | ''
    | 'meine-kurse'
    | 'externe-fortbildung'
    | 'rechnungen'
    | 'guthaben'
    | 'favoriten'
    | 'merkzettel'
    | 'meine-daten'
    | 'mein-status';
  /** Shown only when the domain has this feature. */
  feature?: Feature;
  /** A page reached from another (its form), not listed in the navigation. */
  unlisted?: true;
};

/** The dashboard's pages in the order of its navigation (docs/routes-and-screens.md, routes). */
export const dashboardPages: readonly DashboardPage[] = [
  { path: '' },
  { path: 'meine-kurse' },
  { path: 'externe-fortbildung', unlisted: true },
  { path: 'rechnungen' },
  { path: 'guthaben' },
  { path: 'favoriten' },
  { path: 'merkzettel', feature: 'BOOKMARK' },
  { path: 'meine-daten' },
  { path: 'mein-status', feature: 'EDUCATIONAL_STATE' },
];
