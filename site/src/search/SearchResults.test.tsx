import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchStorageKey, filterStorageKey } from './search-storage.ts';
import {
  bootData,
  course,
  fakeFetch,
  json,
  locationText,
  renderSearch,
  searchResult,
} from './test-support.tsx';

afterEach(() => {
  sessionStorage.clear();
  document.title = '';
  vi.restoreAllMocks();
});

const searchCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search');

describe('the results page', () => {
  it('says on a card whose next bookable date began already that it runs and can be joined', async () => {
    const fetch = fakeFetch(() =>
      json(
        200,
        searchResult([
          course(1, {
            nextSchedule: {
              id: 10,
              startDate: '2026-10-01',
              endDate: '2027-02-20',
              city: { id: 8, name: 'Bonn' },
              distanceKm: null,
              full: false,
              running: true,
            },
          }),
        ]),
      ),
    );
    renderSearch({ path: '/search', fetch });
    await screen.findByText('1 Kurs gefunden');
    const [card] = screen.getAllByRole('article');
    expect(card).toHaveTextContent('läuft bereits');
    expect(card).toHaveTextContent('läuft seit 01.10.2026, Einstieg noch möglich, Bonn');
    expect(card).not.toHaveTextContent('ausgebucht');
  });

  it('searches the URL’s parameters and shows heading, count and course cards', async () => {
    const fetch = fakeFetch(() =>
      json(
        200,
        searchResult([
          course(1, {
            name: 'Kündigungsschutz aktuell',
            nextSchedule: {
              id: 10,
              startDate: '2027-04-15',
              endDate: '2027-04-15',
              city: { id: 8, name: 'Bonn' },
              distanceKm: 24.4,
              full: true,
              running: false,
            },
            scheduleCount: 3,
            priceFrom: 129_000,
            durationValue: 7.5,
          }),
          course(2, { courseType: 'SELF', nextSchedule: null, priceFrom: null }),
        ]),
      ),
    );
    renderSearch({
      path: '/search?scope=2&selectedScopeName=Arbeitsrecht&types=EDUCATION&cityId=7&cityName=K%C3%B6ln&radius=50',
      fetch,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Suchergebnisse: Arbeitsrecht' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 Kurse gefunden')).toHaveAttribute('role', 'status');
    const [sent] = searchCalls(fetch);
    expect(Object.fromEntries(sent!.searchParams)).toEqual({
      scope: '2',
      types: 'EDUCATION',
      cityId: '7',
      radius: '50',
      language: 'de',
      limit: '20',
      start: '1',
    });
    const cards = screen.getAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Kündigungsschutz aktuell' })).toHaveAttribute(
      'href',
      '/fortbildung/kurs-1-1',
    );
    expect(cards[0]).toHaveTextContent('Deutsche Anwaltakademie');
    expect(cards[0]).toHaveTextContent('Präsenzschulung');
    expect(cards[0]).toHaveTextContent('Fortbildung');
    expect(cards[0]).toHaveTextContent('ausgebucht');
    expect(cards[0]).toHaveTextContent('FachgebieteArbeitsrecht');
    expect(cards[0]).toHaveTextContent('7,5 Zeitstunden');
    expect(cards[0]).toHaveTextContent('15.04.2027, Bonn (24,4 km entfernt) und 2 weitere Termine');
    expect(cards[0]).toHaveTextContent(/ab\s*1\.290,00\s€/);
    expect(cards[1]).toHaveTextContent('Jederzeit starten');
    expect(cards[1]).not.toHaveTextContent('ab');
    await waitFor(() =>
      expect(document.title).toBe('Suchergebnisse: Arbeitsrecht | Kursmarkt Recht'),
    );
  });

  it('says "mehr als 1.000" when the count is capped', async () => {
    const fetch = fakeFetch(() =>
      json(200, searchResult([course(1)], { count: 1000, countCapped: true })),
    );
    renderSearch({ path: '/search', fetch });
    expect(await screen.findByText('Mehr als 1.000 Kurse gefunden')).toBeInTheDocument();
  });

  it('appends the next page on "Mehr laden" and hides it after the last page', async () => {
    const fetch = fakeFetch((url) => {
      const start = Number(url.searchParams.get('start'));
      const ids = start === 1 ? [...Array(20).keys()].map((i) => i + 1) : [21, 22, 23];
      return json(
        200,
        searchResult(
          ids.map((id) => course(id)),
          { count: 23, start },
        ),
      );
    });
    const user = userEvent.setup();
    renderSearch({ path: '/search?scope=2', fetch });
    expect(await screen.findByText('23 Kurse gefunden')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(searchCalls(fetch).map((url) => url.searchParams.get('start'))).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: 'Kurs 21' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });

  it('shows an empty state that offers to reset the filters', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([])));
    const user = userEvent.setup();
    renderSearch({ path: '/search?scope=2&term=xyz', fetch });
    expect(await screen.findByText('Keine Kurse gefunden')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keine passenden Kurse' })).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Filter zurücksetzen' });
    await user.click(resets[resets.length - 1]!);
    expect(locationText()).toBe('/search');
  });

  it('logs a failed search, hides the loading state and offers another try', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const fetch = fakeFetch(() =>
      fail
        ? json(500, { code: 'INTERNAL', message: 'Kaputt.' })
        : json(200, searchResult([course(1)])),
    );
    const user = userEvent.setup();
    renderSearch({ path: '/search', fetch });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Suche ist fehlgeschlagen');
    expect(error).toHaveBeenCalledWith('The course search failed.', expect.anything());
    expect(screen.queryByText('Die Kurse werden gesucht …')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('1 Kurs gefunden')).toBeInTheDocument();
  });

  it('changes the URL when a filter changes, and searches again', async () => {
    const fetch = fakeFetch(() =>
      json(
        200,
        searchResult([course(1)], {
          filters: {
            scopes: [{ id: 2, name: 'Arbeitsrecht', count: 1 }],
            courseTypes: [{ value: 'PRESENT', count: 1 }],
            cities: [{ id: 7, name: 'Köln', count: 1 }],
            months: [{ month: '2099-04', count: 1 }],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderSearch({ path: '/search?aid=partner-1&scope=2', fetch });
    await screen.findByText('1 Kurs gefunden');
    expect(screen.getByRole('radio', { name: 'Präsenzschulung (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Köln (1)' }));
    expect(locationText()).toBe('/search?aid=partner-1&scope=2&cityId=7&cityName=K%C3%B6ln');
    expect(screen.getByRole('combobox', { name: /Ort/ })).toHaveValue('Köln');
    await user.click(screen.getByRole('radio', { name: 'Online-Seminar' }));
    expect(locationText()).toBe(
      '/search?aid=partner-1&scope=2&courseType=ONLINE&cityId=7&cityName=K%C3%B6ln',
    );
    expect(screen.queryByRole('combobox', { name: /Ort/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(searchCalls(fetch).at(-1)?.searchParams.get('courseType')).toBe('ONLINE'),
    );
    expect(searchCalls(fetch).at(-1)?.searchParams.has('cityId')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fachgebiet' }), 'Erbrecht');
    expect(locationText()).toContain('scope=5&selectedScopeName=Erbrecht');
    await user.click(screen.getByRole('button', { name: 'April 2099 (1)' }));
    expect(locationText()).toContain('dateFrom=2099-04-01&dateTo=2099-04-30');
    await user.type(screen.getByRole('searchbox', { name: /Suchbegriff/ }), 'Kündigung{Enter}');
    expect(locationText()).toContain('term=K%C3%BCndigung');
  });

  it('shows several formats from a link as one choice, and replaces them by the one chosen', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const user = userEvent.setup();
    renderSearch({ path: '/search?scope=2&courseTypes=ONLINE,PRESENT', fetch });
    await screen.findByText('1 Kurs gefunden');
    expect(screen.getByRole('radio', { name: 'Online-Seminar und Präsenzschulung' })).toBeChecked();
    expect(searchCalls(fetch).at(-1)?.searchParams.get('courseTypes')).toBe('ONLINE,PRESENT');
    await user.click(screen.getByRole('radio', { name: 'Online-Seminar' }));
    expect(locationText()).toBe('/search?scope=2&courseType=ONLINE');
  });

  it('searches only dates with free seats while the box is ticked, and says so in the URL', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const user = userEvent.setup();
    renderSearch({ path: '/search?scope=2&freeSeats=true', fetch });
    await screen.findByText('1 Kurs gefunden');
    const box = screen.getByRole('checkbox', { name: 'Nur Termine mit freien Plätzen' });
    expect(box).toBeChecked();
    expect(searchCalls(fetch).at(-1)?.searchParams.get('freeSeats')).toBe('true');
    await user.click(box);
    expect(locationText()).toBe('/search?scope=2');
    await waitFor(() =>
      expect(searchCalls(fetch).at(-1)?.searchParams.has('freeSeats')).toBe(false),
    );
  });

  it('says a date in the past is not allowed and keeps it out of the search', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const user = userEvent.setup();
    renderSearch({ path: '/search', fetch });
    await screen.findByText('1 Kurs gefunden');
    const from = screen.getByRole('textbox', { name: 'Beginn ab' });
    await user.type(from, '01.01.2020{Enter}');
    expect(from).toHaveAccessibleDescription(/Vergangenheit/);
    expect(locationText()).toBe('/search');
  });

  it('does not send an identical search twice', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const user = userEvent.setup();
    renderSearch({ path: '/search?types=EDUCATION&scope=2&selectedScopeName=Arbeitsrecht', fetch });
    await screen.findByText('1 Kurs gefunden');
    await user.click(screen.getByRole('radio', { name: 'Fachanwaltslehrgang' }));
    await waitFor(() => expect(searchCalls(fetch)).toHaveLength(2));
    // Back to the first search, its parameters now in the URL's canonical order: no request.
    await user.click(screen.getByRole('radio', { name: 'Fortbildung' }));
    expect(locationText()).toBe('/search?scope=2&selectedScopeName=Arbeitsrecht&types=EDUCATION');
    expect(await screen.findByText('1 Kurs gefunden')).toBeInTheDocument();
    expect(searchCalls(fetch)).toHaveLength(2);
  });

  it('keeps the search in rf_search and brings it back to a page opened without one', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const first = renderSearch({
      path: '/praesenzschulung?scope=2&cityId=7&cityName=K%C3%B6ln',
      fetch,
    });
    await screen.findByText('1 Kurs gefunden');
    expect(JSON.parse(sessionStorage.getItem(searchStorageKey)!)).toEqual({
      path: '/praesenzschulung',
      query: { scope: '2', cityId: '7', cityName: 'Köln' },
      search: {
        scope: '2',
        types: 'EDUCATION,SPECIALIZATION',
        courseType: 'PRESENT',
        cityId: '7',
        cityName: 'Köln',
      },
    });
    first.unmount();
    renderSearch({ path: '/praesenzschulung', fetch });
    await waitFor(() =>
      expect(locationText()).toBe('/praesenzschulung?scope=2&cityId=7&cityName=K%C3%B6ln'),
    );
  });

  it('leaves another page’s stored search alone', async () => {
    sessionStorage.setItem(
      searchStorageKey,
      JSON.stringify({ path: '/search', query: { scope: '2' }, search: { scope: '2' } }),
    );
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    renderSearch({ path: '/online-seminare', fetch });
    await screen.findByText('1 Kurs gefunden');
    expect(locationText()).toBe('/online-seminare');
  });

  it('folds the filters away and remembers it in rf_filter', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const user = userEvent.setup();
    renderSearch({ path: '/search', fetch });
    const toggle = screen.getByRole('button', { name: 'Filter ausblenden' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Filter anzeigen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(filterStorageKey)).toBe('{"open":false}');
  });

  it('offers the filters on a phone behind one button that counts them, in a dialog', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    const user = userEvent.setup();
    renderSearch({ path: '/search?scope=2&types=EDUCATION', fetch });
    await screen.findByText('1 Kurs gefunden');

    await user.click(screen.getByRole('button', { name: 'Filter (2 aktiv)' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche verfeinern' });
    await user.click(within(dialog).getByRole('radio', { name: 'Online-Seminar' }));
    expect(locationText()).toBe('/search?scope=2&types=EDUCATION&courseType=ONLINE');
    await user.click(within(dialog).getByRole('button', { name: 'Ergebnisse anzeigen' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter (3 aktiv)' })).toHaveFocus();
    await waitFor(() =>
      expect(searchCalls(fetch).at(-1)?.searchParams.get('courseType')).toBe('ONLINE'),
    );
  });
});

describe('the category pages', () => {
  it.each([
    [
      '/fachanwaltslehrgaenge',
      'Fachanwaltslehrgänge',
      { category: 'fachanwaltslehrgang', types: 'SPECIALIZATION' },
    ],
    [
      // The classroom page fixes the format only: the URL's type stays.
      '/praesenzschulung',
      'Präsenzschulungen',
      { courseType: 'PRESENT', types: 'RENO' },
    ],
    ['/selbststudium', 'Selbststudium', { courseType: 'SELF', types: 'EDUCATION,SPECIALIZATION' }],
  ])('%s is titled %s and searches its preset', async (path, title, preset) => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    renderSearch({ path: `${path}?courseType=ONLINE&types=RENO`, fetch });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByText('1 Kurs gefunden');
    const sent = Object.fromEntries(searchCalls(fetch)[0]!.searchParams);
    expect(sent).toMatchObject(preset);
  });

  it.each([
    ['/selbststudium-mitarbeiter', bootData()],
    ['/praesenzschulung', bootData({ types: ['EDUCATION'], courseTypes: ['ONLINE', 'SELF'] })],
  ])('answers %s on a domain that does not offer it with the 404 page', async (path, boot) => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    renderSearch({ path, fetch, boot });
    expect(await screen.findByTestId('location')).toHaveTextContent('/404');
    expect(searchCalls(fetch)).toEqual([]);
  });

  it('does not offer the filters the page fixes', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    renderSearch({ path: '/online-seminare', fetch });
    await screen.findByText('1 Kurs gefunden');
    expect(screen.queryByRole('radiogroup', { name: 'Format' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('radiogroup', { name: 'Art der Fortbildung' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Ort/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fachgebiet' })).toBeInTheDocument();
  });

  it('lists the office staff’s scopes on a RENO domain', async () => {
    const fetch = fakeFetch(() => json(200, searchResult([course(1)])));
    renderSearch({
      path: '/praesenzschulung',
      fetch,
      boot: bootData({ types: ['RENO'], theme: 'RENO' }),
    });
    await screen.findByText('1 Kurs gefunden');
    expect(searchCalls(fetch)[0]!.searchParams.get('types')).toBe('RENO');
    const scopes = screen.getByRole('combobox', { name: 'Fachgebiet' });
    expect(
      within(scopes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Fachgebiete', 'Zwangsvollstreckung']);
  });

  it('runs in English, with the dates written as in English (12 Nov 2026, not 12/11/2026)', async () => {
    const nextSchedule = {
      id: 10,
      startDate: '2026-11-12',
      endDate: '2026-11-12',
      city: null,
      distanceKm: null,
      full: false,
      running: false,
    };
    const fetch = fakeFetch(() =>
      json(200, searchResult([course(1, { nextSchedule }), course(2)])),
    );
    renderSearch({ path: '/online-seminare', fetch, boot: bootData({}, 'en') });
    expect(screen.getByRole('heading', { level: 1, name: 'Online seminars' })).toBeInTheDocument();
    expect(await screen.findByText('2 courses found')).toBeInTheDocument();
    expect(searchCalls(fetch)[0]!.searchParams.get('language')).toBe('en');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('12 Nov 2026');
    expect(screen.getAllByRole('article')[0]).not.toHaveTextContent('12/11/2026');
    await act(async () => {});
  });
});
