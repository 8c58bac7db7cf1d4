import { ApiProvider, createApiClient } from '@kursmarkt/api';
import type { ModuleConfig } from '@kursmarkt/schemas';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { OrganizerInfo } from './OrganizerInfo.tsx';

const labels = {
  'modules.ourOrganizers.title': 'Unsere Veranstalter',
};

const organizers = [
  {
    id: 6,
    name: 'Akademie für Familien- und Erbrecht Berlin',
    slug: 'akademie-familien-erbrecht-berlin',
    city: 'Berlin',
    website: 'https://familien-erbrecht.example',
    courseCount: 18,
  },
  {
    id: 2,
    name: 'Fachinstitut für Arbeitsrecht Köln',
    slug: 'fachinstitut-arbeitsrecht-koeln',
    city: 'Köln',
    website: 'https://arbeitsrecht-koeln.example',
    courseCount: 1,
  },
  {
    id: 3,
    name: 'RENO-Bildungswerk Nord',
    slug: 'reno-bildungswerk-nord',
    city: 'Bremen',
    website: 'https://reno-nord.example',
    courseCount: 0,
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderOrganizers = (config: ModuleConfig<'ORGANIZER_INFO'>, fetch: typeof globalThis.fetch) =>
  render(
    <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
      <IntlProvider locale="de" defaultLocale="de" messages={labels}>
        <OrganizerInfo config={config} />
      </IntlProvider>
    </ApiProvider>,
  );

describe('OrganizerInfo', () => {
  it('links every organizer to its page by slug and id, with its city and number of courses', async () => {
    const fetch = vi.fn(async () => json(200, organizers));
    renderOrganizers({ title: 'modules.ourOrganizers.title' }, fetch);
    const section = await screen.findByRole('region', { name: 'Unsere Veranstalter' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0]!).getByRole('link', { name: 'Akademie für Familien- und Erbrecht Berlin' }),
    ).toHaveAttribute('href', '/veranstalter/akademie-familien-erbrecht-berlin-6');
    expect(items[0]).toHaveTextContent('Berlin');
    expect(items[0]).toHaveTextContent('18 Kurse');
    expect(items[1]).toHaveTextContent('1 Kurs');
    expect(items[2]).toHaveTextContent('Zurzeit keine Kurse');
    expect(fetch).toHaveBeenCalledWith('/api/organizer', expect.anything());
  });

  it('shows only the configured organizers, in the configured order', async () => {
    renderOrganizers(
      { title: 'modules.ourOrganizers.title', organizerIds: [3, 99, 6] },
      vi.fn(async () => json(200, organizers)),
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'RENO-Bildungswerk Nord',
      'Akademie für Familien- und Erbrecht Berlin',
    ]);
    expect(links[0]).toHaveAttribute('href', '/veranstalter/reno-bildungswerk-nord-3');
  });

  it('keeps the heading and says the organizers are loading until they arrive', () => {
    renderOrganizers(
      { title: 'modules.ourOrganizers.title' },
      () => new Promise<Response>(() => {}),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Veranstalter' })).toBeVisible();
    expect(screen.getByText('Die Veranstalter werden geladen.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows only a quiet note when the organizers fail to load', async () => {
    renderOrganizers(
      { title: 'modules.ourOrganizers.title' },
      vi.fn(async () => json(400, { code: 'BAD_REQUEST', message: 'Falsch.' })),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Die Veranstalter können gerade nicht angezeigt werden.',
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders nothing when none of the configured organizers exists', async () => {
    const fetch = vi.fn(async () => json(200, organizers));
    const { container } = renderOrganizers(
      { title: 'modules.ourOrganizers.title', organizerIds: [99] },
      fetch,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
