import type { MessageDescriptor } from 'react-intl';
import type { Feature } from '@kursmarkt/schemas';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import { invoiceMessages } from './invoice-messages.ts';
import { dashboardMessages } from './messages.ts';

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

/** The name of each page in the menus and as its heading. */
export const pageLabels: Record<DashboardPage['path'], MessageDescriptor> = {
  '': dashboardMessages.pageOverview,
  'meine-kurse': dashboardMessages.pageCourses,
  'externe-fortbildung': dashboardMessages.pageManualOrder,
  rechnungen: invoiceMessages.page,
  guthaben: dashboardMessages.pageCredits,
  favoriten: dashboardMessages.pageFavorites,
  merkzettel: dashboardMessages.pageBookmarks,
  'meine-daten': dashboardMessages.pageMyData,
  'mein-status': dashboardMessages.pageState,
};

/**
 * The pages the header's user menu and the dashboard's navigation list, in the same order: every
 * page but those reached from another, each only with its feature.
 */
export const listedPages = (hasFeature: (feature: Feature) => boolean) =>
  dashboardPages.filter((page) => !page.unlisted && (!page.feature || hasFeature(page.feature)));

/** Where a page of the dashboard is. */
export const pageHref = (path: DashboardPage['path']) =>
  path ? `${dashboardPath}/${path}` : dashboardPath;
