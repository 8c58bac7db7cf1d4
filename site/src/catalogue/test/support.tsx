/**
 * What the catalogue's component tests share: a domain's boot data, the providers a page needs
 * (domain, texts, API with a fake fetch, router) and JSON answers. Not a test file itself.
 */
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { IntlRoot } from '@kursmarkt/i18n';
import type { BootData } from '../../boot.ts';
import { DomainProvider } from '../../domain.tsx';
import { englishCatalog } from '../../english-catalog.ts';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch: `answer` gets the URL and the init and returns the response. */
export const fakeFetch = (answer: (url: string, init: RequestInit) => Response) =>
  vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => answer(String(input), init));

export function bootData({
  theme = 'LAWYER',
  language = 'de',
  features = ['NEWSLETTER'],
}: {
  theme?: string;
  language?: 'de' | 'en';
  features?: BootData['configuration']['features'];
} = {}): BootData {
  return {
    consentAnswered: true,
    configuration: {
      id: 'lawyer',
      name: 'Kursmarkt Recht',
      hosts: ['localhost'],
      theme,
      realm: 'kursmarkt',
      client: 'recht-storefront',
      locales: ['de', 'en'],
      features,
      featureConfiguration: {},
      courseTypes: ['ONLINE', 'PRESENT', 'SELF'],
      types: ['SPECIALIZATION', 'EDUCATION'],
      lifetime: 30,
      guestHoldMinutes: 30,
      socialMedia: [],
      footerParts: [],
      banners: [],
      maintenance: false,
      modules: [],
      language,
      affiliate: null,
    },
    messages: {
      language,
      defaultSiteTitle: 'Kursmarkt Recht – Fortbildungen für Anwälte',
      defaultMetaDescription: 'Fortbildungen vergleichen und buchen.',
      advertMessage: '',
      navigation: [],
      labels: {},
      lawyerScopes: [
        { id: 2, name: 'Arbeitsrecht', top: true },
        { id: 5, name: 'Familienrecht', top: true },
        { id: 6, name: 'Erbrecht', top: true },
      ],
      renoScopes: [{ id: 25, name: 'Zwangsvollstreckung', top: true }],
      scopeCategories: [],
    },
  };
}

/**
 * Renders `element` at `path` under the route `route` with every provider of the site; the
 * client answers with `fetch` and reports 404s to `onNotFound`.
 */
export function renderPage(
  element: ReactElement,
  {
    path,
    route,
    fetch,
    onNotFound = vi.fn(),
    boot = bootData(),
    strict = false,
  }: {
    path: string;
    route: string;
    fetch: typeof globalThis.fetch;
    onNotFound?: (url: string) => void;
    boot?: BootData;
    /** Wraps the whole tree in StrictMode, which runs effects twice only at the root. */
    strict?: boolean;
  },
) {
  const language = boot.configuration.language;
  const client = createApiClient({ fetch, retryDelay: () => 0, onNotFound });
  const tree = (
    <DomainProvider value={boot}>
      <IntlRoot
        language={language}
        domainLabels={{}}
        messages={language === 'en' ? englishCatalog : undefined}
        pageDefaults={{
          brand: boot.configuration.name,
          defaultSiteTitle: boot.messages.defaultSiteTitle,
          defaultMetaDescription: boot.messages.defaultMetaDescription,
        }}
      >
        <ApiProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
              <Route path="404" element={<p>404-Seite</p>} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </IntlRoot>
    </DomainProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
