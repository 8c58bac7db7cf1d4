import { ApiProvider, createApiClient } from '@kursmarkt/api';
import type { MessagesResponse } from '@kursmarkt/schemas';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ScopeOverview } from './ScopeOverview.tsx';

const labels = {
  'modules.scopes.title': 'Fachanwaltschaften',
  'modules.renoScopes.title': 'Themen für Kanzleimitarbeitende',
};

const messages: MessagesResponse = {
  language: 'de',
  defaultSiteTitle: 'Kursmarkt Recht',
  defaultMetaDescription: 'Fortbildungen vergleichen und buchen.',
  advertMessage: '',
  navigation: [],
  labels,
  lawyerScopes: [
    { id: 2, name: 'Arbeitsrecht', top: true },
    { id: 13, name: 'Miet- und Wohnungseigentumsrecht', top: true },
  ],
  renoScopes: [{ id: 101, name: 'Zwangsvollstreckung', top: true }],
  scopeCategories: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderScopes = (
  config: Parameters<typeof ScopeOverview>[0]['config'],
  options: { fallback?: MessagesResponse; fetch: typeof fetch },
) =>
  render(
    <SWRConfig
      value={{
        fallback: options.fallback
          ? { [unstable_serialize(['getMessages', 'de'])]: options.fallback }
          : {},
        provider: () => new Map(),
      }}
    >
      <ApiProvider client={createApiClient({ fetch: options.fetch })}>
        <IntlProvider locale="de" defaultLocale="de" messages={labels}>
          <ScopeOverview config={config} />
        </IntlProvider>
      </ApiProvider>
    </SWRConfig>,
  );

const searchOf = (link: HTMLElement) =>
  new URL(link.getAttribute('href')!, 'https://kursmarkt.test');

describe('ScopeOverview', () => {
  it('links every lawyer scope to its search as a specialization, under a labelled h2 section', () => {
    renderScopes(
      { title: 'modules.scopes.title', variant: 'LAWYER' },
      { fallback: messages, fetch: vi.fn(async () => json(200, messages)) },
    );
    const section = screen.getByRole('region', { name: 'Fachanwaltschaften' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Fachanwaltschaften',
    );
    const links = within(within(section).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Arbeitsrecht',
      'Miet- und Wohnungseigentumsrecht',
    ]);
    const search = searchOf(links[1]!);
    expect(search.pathname).toBe('/search');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      scope: '13',
      selectedScopeName: 'Miet- und Wohnungseigentumsrecht',
      types: 'SPECIALIZATION',
    });
  });

  it('lists the office staff scopes, searched as RENO courses, for the RENO variant', () => {
    renderScopes(
      { title: 'modules.renoScopes.title', variant: 'RENO' },
      { fallback: messages, fetch: vi.fn(async () => json(200, messages)) },
    );
    screen.getByRole('region', { name: 'Themen für Kanzleimitarbeitende' });
    const link = screen.getByRole('link', { name: 'Zwangsvollstreckung' });
    expect(Object.fromEntries(searchOf(link).searchParams)).toEqual({
      scope: '101',
      selectedScopeName: 'Zwangsvollstreckung',
      types: 'RENO',
    });
    expect(screen.queryByRole('link', { name: 'Arbeitsrecht' })).not.toBeInTheDocument();
  });

  it('asks for the messages in the language of the page', async () => {
    const fetch = vi.fn(async () => json(200, messages));
    renderScopes({ title: 'modules.scopes.title', variant: 'LAWYER' }, { fetch });
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/messages?language=de', expect.anything());
  });

  it('keeps the heading and says the topics are loading until the messages arrive', () => {
    renderScopes(
      { title: 'modules.scopes.title', variant: 'LAWYER' },
      { fetch: () => new Promise<Response>(() => {}) },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fachanwaltschaften' })).toBeVisible();
    expect(screen.getByText('Die Fachgebiete werden geladen.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the topics cannot be shown when the messages fail to load', async () => {
    renderScopes(
      { title: 'modules.scopes.title', variant: 'LAWYER' },
      { fetch: vi.fn(async () => json(400, { code: 'BAD_REQUEST', message: 'Falsch.' })) },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Die Fachgebiete können gerade nicht angezeigt werden.',
    );
  });

  it('renders nothing when the catalogue has no scopes for the variant', () => {
    const { container } = renderScopes(
      { title: 'modules.renoScopes.title', variant: 'RENO' },
      {
        fallback: { ...messages, renoScopes: [] },
        fetch: vi.fn(async () => json(200, { ...messages, renoScopes: [] })),
      },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
