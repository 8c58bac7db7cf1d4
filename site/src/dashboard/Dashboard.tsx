import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { usePageTitle } from '@kursmarkt/i18n';
import { Container, Heading, Spinner, Stack, Text, token } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { useLocation } from 'react-router-dom';
import { RequireSession, WaitingArea } from '../session/RequireSession.tsx';
import { dashboardMessages } from './messages.ts';
import { listedPages, pageHref, pageLabels, type DashboardPage } from './pages.ts';

const OverviewPage = lazy(() => import('./OverviewPage.tsx'));
const MyDataPage = lazy(() => import('./MyDataPage.tsx'));
const MyCoursesPage = lazy(() => import('./MyCoursesPage.tsx'));
const InvoicesPage = lazy(() => import('./InvoicesPage.tsx'));
const BookmarksPage = lazy(() => import('../bookmarks/BookmarksPage.tsx'));
const ManualOrderPage = lazy(() => import('../manual-orders/ManualOrderPage.tsx'));
const CreditsPage = lazy(() => import('./CreditsPage.tsx'));
const FavoritesPage = lazy(() => import('../favorites/FavoritesPage.tsx'));
const StatusPage = lazy(() => import('../further-training/StatusPage.tsx'));

type PagePath = DashboardPage['path'];

const Frame = styled.div`
  display: grid;
  gap: ${token('space.xl')};
  padding-block: ${token('space.xl')};

  @media (min-width: 48em) {
    grid-template-columns: minmax(12rem, 1fr) 3fr;
    align-items: start;
  }
`;
const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.xxs')};
`;
const NavItem = styled.a`
  display: block;
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.md')};
  color: ${token('color.text.primary')};
  text-decoration: none;

  &:hover {
    background: ${token('color.surface.sunken')};
  }
  &[aria-current='page'] {
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
`;

function useVisiblePages() {
  const { hasFeature } = useDomain();
  return listedPages(hasFeature);
}

/** The dashboard's navigation: every page of the domain's features, the current one marked. */
function DashboardNavigation() {
  const intl = useIntl();
  const current = useLocation().pathname.toLowerCase();
  return (
    <nav aria-label={intl.formatMessage(dashboardMessages.navigation)}>
      <NavList>
        {useVisiblePages().map((page) => (
          <li key={page.path}>
            <NavItem
              href={pageHref(page.path)}
              aria-current={pageHref(page.path).toLowerCase() === current ? 'page' : undefined}
            >
              {intl.formatMessage(pageLabels[page.path])}
            </NavItem>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** A page whose capability comes with the account release: says so, shows nothing invented. */
function LaterPage({ path }: { path: PagePath }) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Heading level={1}>{intl.formatMessage(pageLabels[path])}</Heading>
      <Text>{intl.formatMessage(dashboardMessages.laterText)}</Text>
    </Stack>
  );
}

function Content({ page }: { page: PagePath }) {
  const intl = useIntl();
  if (page === '') return <OverviewPage />;
  if (page === 'meine-daten') return <MyDataPage />;
  if (page === 'meine-kurse') return <MyCoursesPage />;
  if (page === 'externe-fortbildung') return <ManualOrderPage />;
  if (page === 'rechnungen') return <InvoicesPage />;
  if (page === 'guthaben') return <CreditsPage title={intl.formatMessage(pageLabels[page])} />;
  if (page === 'favoriten') {
    return <FavoritesPage title={intl.formatMessage(pageLabels[page])} />;
  }
  if (page === 'mein-status') {
    return <StatusPage title={intl.formatMessage(pageLabels[page])} />;
  }
  if (page === 'merkzettel') {
    return <BookmarksPage title={intl.formatMessage(pageLabels[page])} />;
  }
  return <LaterPage path={page} />;
}

function Shell({ page, children }: { page: PagePath; children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(
    `${intl.formatMessage(pageLabels[page])} – ${intl.formatMessage(dashboardMessages.title)}`,
  );
  return (
    <Container>
      <Frame>
        <DashboardNavigation />
        <div>
          {/* The page's code loads beside the navigation, in the session's waiting space. */}
          <Suspense
            fallback={
              <WaitingArea>
                <Spinner size="lg" />
              </WaitingArea>
            }
          >
            {children}
          </Suspense>
        </div>
      </Frame>
    </Container>
  );
}

/** `/customer-dashboard` and its pages (docs/routes-and-screens.md), for signed-in customers only. */
export default function Dashboard({ page }: { page: PagePath }) {
  return (
    <RequireSession>
      <Shell page={page}>
        <Content page={page} />
      </Shell>
    </RequireSession>
  );
}
