import { createContext, lazy, use, useContext, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  StaticRouter,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { ApiProvider, createApiClient, messagesKey, useDataAhead } from '@kursmarkt/api';
import { IntlRoot, type MessageCatalog } from '@kursmarkt/i18n';
import type { ContentKey } from '@kursmarkt/schemas';
import { GlobalStyle } from '@kursmarkt/ui';
import type { BootData } from './boot.ts';
import { DomainProvider, useDomain } from './domain.tsx';
import { TakeOverTaps } from './early-taps/replay-taps.ts';
import { useLinkInterception } from './navigation.ts';
import type { routeRequests } from './route-data.ts';
import { Layout } from './shell/Layout.tsx';
import { statementPath } from './accessibility/statement-link.ts';
import { afterOrderRoutes } from './after-order/after-order-routes.tsx';
import { cartRoutes } from './routes/cart-routes.tsx';
import { catalogueRoutes } from './routes/catalogue-routes.tsx';
import { guestOrderRoutes } from './routes/guest-order-routes.tsx';
import { searchRoutes } from './routes/search-routes.tsx';
import { sessionRoutes } from './routes/session-routes.tsx';
import { apiAccessToken, apiLoginRequired, apiRefreshSession } from './session/api-session.ts';
import { ScrollManager } from './shell/ScrollManager.tsx';

const StartPage = lazy(() => import('./pages/StartPage.tsx'));
const ContentPage = lazy(() => import('./pages/ContentPage.tsx'));
const ContactPage = lazy(() => import('./pages/ContactPage.tsx'));
const FavoriteUnsubscribePage = lazy(() => import('./favorites/FavoriteUnsubscribePage.tsx'));
const FaqPage = lazy(() => import('./pages/FaqPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const MaintenancePage = lazy(() => import('./pages/MaintenancePage.tsx'));
const LearningCheckPage = lazy(() => import('./learning-check/LearningCheckPage.tsx'));
const EvaluationPage = lazy(() => import('./evaluations/EvaluationPage.tsx'));
const AccessibilityStatementPage = lazy(
  () => import('./accessibility/AccessibilityStatementPage.tsx'),
);

/** Static content routes and the content page each shows (docs/routes-and-screens.md, routes). */
const contentRoutes: ContentKey[] = [
  'veranstalter-informationen',
  'agb',
  'datenschutz',
  'partner',
  'fachanwaltsordnung',
  'impressum',
  'ueber-uns',
];

/**
 * A 404 answer shows the 404 page in place of the page that asked (docs/api.md, errors); the
 * router follows the history change like a back/forward step.
 */
function showNotFound() {
  window.history.replaceState(null, '', '/404');
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function ApiRoot({
  boot,
  fetch,
  children,
}: {
  boot: BootData;
  fetch?: typeof globalThis.fetch;
  children: ReactNode;
}) {
  const [client] = useState(() =>
    createApiClient({
      fetch,
      onNotFound: showNotFound,
      language: () => boot.configuration.language,
      getAccessToken: apiAccessToken,
      refreshSession: apiRefreshSession,
      onLoginRequired: apiLoginRequired,
    }),
  );
  const language = boot.configuration.language;
  return (
    <ApiProvider
      client={client}
      swrConfig={{
        // The messages and the page's first data came with the page; data loaded once serves
        // the rest of the visit.
        fallback: { ...boot.data, [unstable_serialize(messagesKey(language))]: boot.messages },
        revalidateIfStale: false,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </ApiProvider>
  );
}

/** On the server: where the render tells the server to redirect instead of sending HTML. */
const RedirectContext = createContext<((path: string) => void) | null>(null);

/** Any unknown path goes to the 404 page (docs/routes-and-screens.md): a redirect from the server. */
function ToNotFound() {
  const redirect = useContext(RedirectContext);
  if (!redirect) return <Navigate to="/404" replace />;
  redirect('/404');
  return null;
}

/** The routes' loaders (route-data.ts), fetched in the browser with the first navigation. */
let routeLoaders: Promise<{ routeRequests: typeof routeRequests }> | undefined;
const loadRouteLoaders = () => (routeLoaders ??= import('./route-data.ts'));

/**
 * Runs the route's loaders on each navigation in the browser: the new page shows once its data
 * and its code have come, the old page staying on screen meanwhile (navigations are
 * transitions). The page the visit began on came with its data from the server.
 */
function useRouteLoaders(boot: BootData) {
  const { key, pathname, search } = useLocation();
  const [firstKey] = useState(key);
  useDataAhead(
    key === firstKey ? [] : use(loadRouteLoaders()).routeRequests(`${pathname}${search}`, boot),
  );
}

function Pages({ boot }: { boot: BootData }) {
  useLinkInterception();
  useRouteLoaders(boot);
  const { hasFeature } = useDomain();
  const routes = useRoutes([
    { path: '/', element: <StartPage /> },
    ...contentRoutes.map((key) => ({
      path: `/${key}`,
      element: <ContentPage contentKey={key} />,
    })),
    { path: '/kontakt', element: <ContactPage /> },
    { path: '/faq', element: <FaqPage /> },
    { path: statementPath, element: <AccessibilityStatementPage /> },
    { path: '/404', element: <NotFoundPage /> },
    ...searchRoutes(),
    ...catalogueRoutes(),
    ...afterOrderRoutes(),
    { path: '/suchfavoriten/abbestellen', element: <FavoriteUnsubscribePage /> },
    // Teilnehmer-Feedback: a booking's evaluation, reached from Meine Kurse.
    { path: '/teilnehmer-feedback/:positionId?', element: <EvaluationPage /> },
    ...sessionRoutes(hasFeature),
    ...cartRoutes(),
    ...guestOrderRoutes(),
    { path: '/lernerfolgskontrolle/:positionId?', element: <LearningCheckPage /> },
    { path: '*', element: <ToNotFound /> },
  ]);
  return boot.configuration.maintenance ? <MaintenancePage /> : routes;
}

export type AppProps = {
  boot: BootData;
  /**
   * The built-in texts in the page's language when it is not German (english-catalog.ts):
   * German texts are the messages' defaults in the code.
   */
  catalog?: MessageCatalog;
  /** Set on the server: the URL to render and how to report a redirect. */
  server?: { url: string; redirect: (path: string) => void };
  /**
   * Shows the page at `path` without reading or changing the browser's address, and makes the
   * API calls through `fetch`: the domain stories render a domain's pages this way.
   */
  inMemory?: { path: string; fetch: typeof globalThis.fetch };
};

/** The storefront, composed at run time from the domain's configuration and messages. */
export function App({ boot, catalog, server, inMemory }: AppProps) {
  const { configuration, messages } = boot;
  const pages = (
    <ApiRoot boot={boot} fetch={inMemory?.fetch}>
      <ScrollManager />
      <Layout>
        <Pages boot={boot} />
      </Layout>
      {/* Last, so that the app's other effects are in place when the taps made so far are answered. */}
      <TakeOverTaps />
    </ApiRoot>
  );
  return (
    <DomainProvider value={boot}>
      <IntlRoot
        language={configuration.language}
        domainLabels={messages.labels}
        messages={catalog}
        pageDefaults={{
          brand: configuration.name,
          defaultSiteTitle: messages.defaultSiteTitle,
          defaultMetaDescription: messages.defaultMetaDescription,
        }}
      >
        <GlobalStyle />
        <RedirectContext.Provider value={server?.redirect ?? null}>
          {server ? (
            <StaticRouter location={server.url}>{pages}</StaticRouter>
          ) : inMemory ? (
            <MemoryRouter initialEntries={[inMemory.path]}>{pages}</MemoryRouter>
          ) : (
            <BrowserRouter>{pages}</BrowserRouter>
          )}
        </RedirectContext.Provider>
      </IntlRoot>
    </DomainProvider>
  );
}
