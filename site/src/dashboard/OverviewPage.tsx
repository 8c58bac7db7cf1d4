import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import {
  useCustomerInvoices,
  useCustomerOrders,
  useCustomerPackages,
  useFurtherTrainingYear,
} from '@kursmarkt/api';
import { germanToday } from '@kursmarkt/schemas/rules';
import { Heading, Stack, Text } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { useSession } from '../session/use-session.ts';
import { AccountSummary, type AccountSummaryProps } from './components/AccountSummary.tsx';
import { invoiceMessages } from './invoice-messages.ts';
import { dashboardMessages } from './messages.ts';
import { listedPages, pageHref, pageLabels, type DashboardPage } from './pages.ts';

type Described = Exclude<DashboardPage['path'], '' | 'externe-fortbildung'>;

const pageDescriptions: Record<Described, MessageDescriptor> = {
  'meine-kurse': dashboardMessages.describeCourses,
  rechnungen: invoiceMessages.describe,
  guthaben: dashboardMessages.describeCredits,
  favoriten: dashboardMessages.describeFavorites,
  merkzettel: dashboardMessages.describeBookmarks,
  'meine-daten': dashboardMessages.describeMyData,
  'mein-status': dashboardMessages.describeState,
};

/** What a call's state is as a part of the summary. */
function partOf<T, P>(call: { data?: T; error?: unknown }, figures: (data: T) => P) {
  if (call.error) return 'failed' as const;
  return call.data === undefined ? ('loading' as const) : figures(call.data);
}

/**
 * The overview: greets the customer by name, shows the next course, the open invoices, the
 * hours left in their packages and, with the further-training status, the hours of the current
 * year at a glance (one call per part), and leads to the other pages.
 */
export default function OverviewPage() {
  const intl = useIntl();
  const session = useSession();
  const { hasFeature } = useDomain();
  const signedIn = session.status === 'signedIn';
  const customerId = signedIn ? (session.user.customerId ?? null) : null;
  const name = signedIn ? `${session.user.firstName} ${session.user.lastName}` : '';
  const orders = useCustomerOrders(customerId, 1);
  const invoices = useCustomerInvoices(customerId);
  const packages = useCustomerPackages(customerId !== null);
  const currentYear = Number(germanToday().slice(0, 4));
  const withHours = hasFeature('EDUCATIONAL_STATE');
  const state = useFurtherTrainingYear(withHours && customerId !== null ? currentYear : null);

  const summary: AccountSummaryProps = {
    nextCourse: partOf(orders, (data) => data.upcoming[0] ?? null),
    openInvoices: partOf(invoices, (data) => {
      const open = data.filter(
        (invoice) => invoice.status === 'OPEN' && invoice.kind !== 'CANCELLATION',
      );
      return {
        count: open.length,
        totalCents: open.reduce((sum, invoice) => sum + invoice.totalCents, 0),
      };
    }),
    credits: partOf(packages, (data) => {
      const valid = data.filter((item) => !item.expired);
      return {
        hours: valid.reduce((sum, item) => sum + item.remainingCredits, 0),
        packages: valid.length,
      };
    }),
    hours: withHours
      ? partOf(state, (data) => ({
          year: data.year,
          hours: data.titles.reduce((sum, title) => sum + title.countedMinutes, 0) / 60,
          reached: data.titles.filter((title) => title.due && title.reached).length,
          due: data.titles.filter((title) => title.due).length,
        }))
      : undefined,
    hrefs: {
      courses: pageHref('meine-kurse'),
      invoices: pageHref('rechnungen'),
      credits: pageHref('guthaben'),
      hours: pageHref('mein-status'),
    },
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>
        {intl.formatMessage(dashboardMessages.welcome, { name: name.trim() })}
      </Heading>
      <AccountSummary {...summary} />
      <Text>{intl.formatMessage(dashboardMessages.overviewIntro)}</Text>
      <Stack as="ul" gap="md">
        {listedPages(hasFeature)
          .filter((page): page is DashboardPage & { path: Described } => page.path !== '')
          .map(({ path }) => (
            <li key={path}>
              <Stack gap="xxs">
                <Heading level={2} size="md">
                  <a href={pageHref(path)}>{intl.formatMessage(pageLabels[path])}</a>
                </Heading>
                <Text>{intl.formatMessage(pageDescriptions[path])}</Text>
              </Stack>
            </li>
          ))}
      </Stack>
    </Stack>
  );
}
