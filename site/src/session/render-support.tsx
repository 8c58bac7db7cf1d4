/**
 * What the session and dashboard page tests share: the site's providers around a component
 * (domain, texts, API with a fake fetch, a router at a path) and the address the router shows.
 * Not a test file itself.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { IntlRoot } from '@kursmarkt/i18n';
import type { BootData } from '../boot.ts';
import { DomainProvider } from '../domain.tsx';
import { englishCatalog } from '../english-catalog.ts';
import { bootData } from '../search/test-support.tsx';
import { reloadSession } from './session.ts';

export { bootData };

/** Shows the router's current address, so a test can see where a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Sets or removes a cookie of the test document. */
export function setCookie(name: string, value: string | null) {
  document.cookie =
    value === null ? `${name}=; Path=/; Max-Age=0` : `${name}=${encodeURIComponent(value)}; Path=/`;
}

/**
 * A fresh page load of a browser with a session (`signedIn`) or without: the session forgets
 * what it knew and reads the `rfLoggedIn` cookie again when next asked.
 */
export function loadPage({ signedIn }: { signedIn: boolean }) {
  reloadSession();
  setCookie('rfLoggedIn', signedIn ? 'true' : null);
}

/** Renders `ui` as the site would at `path`, with `fetch` answering the API calls. */
export function renderInSite(
  ui: ReactNode,
  {
    path = '/',
    boot = bootData(),
    fetch = async () => new Response(null, { status: 404 }),
  }: { path?: string; boot?: BootData; fetch?: typeof globalThis.fetch } = {},
) {
  const language = boot.configuration.language;
  const client = createApiClient({ fetch, retryDelay: () => 0 });
  return render(
    <DomainProvider value={boot}>
      <IntlRoot
        language={language}
        domainLabels={boot.messages.labels}
        messages={language === 'en' ? englishCatalog : undefined}
        pageDefaults={{
          brand: boot.configuration.name,
          defaultSiteTitle: boot.messages.defaultSiteTitle,
          defaultMetaDescription: boot.messages.defaultMetaDescription,
        }}
      >
        <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ApiProvider>
      </IntlRoot>
    </DomainProvider>,
  );
}
