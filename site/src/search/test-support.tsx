/**
 * What the search pages' tests share: a domain's boot data, the site's providers around a page
 * (domain, texts, API with a fake fetch, router with the search routes) and search answers.
 * Not a test file itself.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import {
  ApiProvider,
  createApiClient,
  type SearchResult,
  type SearchResultCourse,
} from '@kursmarkt/api';
import { IntlRoot } from '@kursmarkt/i18n';
import { categoryRoutes } from '@kursmarkt/schemas';
import type { BootData } from '../boot.ts';
import { DomainProvider } from '../domain.tsx';
import { englishCatalog } from '../english-catalog.ts';
import CategoryPage from './CategoryPage.tsx';
import CityPage from './CityPage.tsx';
import SearchPage from './SearchPage.tsx';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch: `answer` gets the URL and returns the response. */
export const fakeFetch = (answer: (url: URL) => Response | Promise<Response>) =>
  vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input), 'http://localhost')));

export function bootData(
  overrides: Partial<BootData['configuration']> = {},
  language: 'de' | 'en' = 'de',
): BootData {
  return {
    consentAnswered: true,
    configuration: {
      id: 'lawyer',
      name: 'Kursmarkt Recht',
      hosts: ['localhost'],
      theme: 'LAWYER',
      realm: 'kursmarkt',
      client: 'recht-storefront',
      locales: ['de', 'en'],
      features: ['SEARCH_BOX'],
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
      ...overrides,
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
        { id: 5, name: 'Erbrecht', top: true },
        { id: 6, name: 'Familienrecht', top: true },
      ],
      renoScopes: [{ id: 101, name: 'Zwangsvollstreckung', top: true }],
      scopeCategories: [],
    },
  };
}

export function course(
  id: number,
  overrides: Partial<SearchResultCourse> = {},
): SearchResultCourse {
  return {
    id,
    slug: `kurs-${id}`,
    name: `Kurs ${id}`,
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'praesenzschulung',
    durationValue: 5,
    organizer: { id: 1, name: 'Deutsche Anwaltakademie' },
    scopes: [{ id: 2, name: 'Arbeitsrecht' }],
    nextSchedule: {
      id: id * 10,
      startDate: '2027-04-15',
      endDate: '2027-04-15',
      city: { id: 7, name: 'Köln' },
      distanceKm: null,
      full: false,
      running: false,
    },
    scheduleCount: 1,
    priceFrom: 29_000,
    detailPath: `/fortbildung/kurs-${id}-${id}`,
    ...overrides,
  };
}

export function searchResult(
  courses: SearchResultCourse[],
  overrides: Partial<SearchResult> = {},
): SearchResult {
  return {
    courses,
    count: courses.length,
    countCapped: false,
    start: 1,
    limit: 20,
    filters: { scopes: [], courseTypes: [], cities: [], months: [] },
    ...overrides,
  };
}

/** Shows where the router is, so tests can read the URL a page navigated to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const locationText = () =>
  document.querySelector('[data-testid="location"]')?.textContent ?? '';

/**
 * Renders the site's search routes (and whatever `extra` routes a test adds) at `path`, with
 * every provider of the site. The API answers with `fetch`; a 404 answer goes to `onNotFound`.
 */
export function renderSearch({
  path,
  fetch,
  boot = bootData(),
  onNotFound = vi.fn(),
  extra,
}: {
  path: string;
  fetch: typeof globalThis.fetch;
  boot?: BootData;
  onNotFound?: (url: string) => void;
  extra?: ReactNode;
}) {
  const language = boot.configuration.language;
  const client = createApiClient({ fetch, retryDelay: () => 0, onNotFound });
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
            <Location />
            <Routes>
              <Route path="search" element={<SearchPage />} />
              {categoryRoutes.map((route) => (
                <Route key={route} path={route} element={<CategoryPage route={route} />} />
              ))}
              <Route path="stadt/:city" element={<CityPage />} />
              <Route path="stadt/:city/:scope" element={<CityPage />} />
              <Route path="404" element={<p>404-Seite</p>} />
              {extra}
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </IntlRoot>
    </DomainProvider>,
  );
}
