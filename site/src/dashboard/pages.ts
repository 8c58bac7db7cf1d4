import type { Feature } from '@kursmarkt/schemas';

/** A page of the customer dashboard: its path below `/customer-dashboard`. */
export type DashboardPage = {
  path:
    '' | 'meine-kurse' | 'guthaben' | 'favoriten' | 'merkzettel' | 'meine-daten' | 'mein-status';
  /** Shown only when the domain has this feature. */
  feature?: Feature;
};

/** The dashboard's pages in the order of its navigation (docs/routes-and-screens.md, routes). */
export const dashboardPages: readonly DashboardPage[] = [
  { path: '' },
  { path: 'meine-kurse' },
  { path: 'guthaben' },
  { path: 'favoriten' },
  { path: 'merkzettel', feature: 'BOOKMARK' },
  { path: 'meine-daten' },
  { path: 'mein-status', feature: 'EDUCATIONAL_STATE' },
];
