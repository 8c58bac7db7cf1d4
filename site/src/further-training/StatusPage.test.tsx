import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FurtherTrainingYearAnswer, SpecialistTitles } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const arbeit = 3;
const familie = 7;
const onlineId = '3f1c2b7a-8d4e-4f60-9a1b-0000000000b1';

const titles: SpecialistTitles = {
  titles: [
    {
      scopeId: arbeit,
      scopeName: 'Arbeitsrecht',
      sinceYear: 2020,
      candidate: false,
      chamberId: 4,
      chamberName: 'Rechtsanwaltskammer Köln',
      memberNumber: 'K-4711',
      excusedYears: [],
    },
    {
      scopeId: familie,
      scopeName: 'Familienrecht',
      sinceYear: 2020,
      candidate: false,
      chamberId: 4,
      chamberName: 'Rechtsanwaltskammer Köln',
      memberNumber: '',
      excusedYears: [],
    },
  ],
  reminders: true,
};

const titleYear = (scopeId: number, live: number, self: number) => ({
  scopeId,
  candidate: false,
  due: true,
  excused: false,
  requiredMinutes: 900,
  countedMinutes: live + self,
  liveMinutes: live,
  selfStudyMinutes: self,
  selfStudyCountedMinutes: self,
  makeUpMinutes: 0,
  gapMinutes: 900 - live - self,
  reached: false,
  explanations: ['GAP' as const],
});

function yearState(assignedScopeId: number | null): FurtherTrainingYearAnswer {
  const scopeId = assignedScopeId ?? arbeit;
  return {
    year: 2027,
    titles: [
      titleYear(arbeit, scopeId === arbeit ? 300 : 0, 0),
      titleYear(familie, scopeId === familie ? 300 : 0, 180),
    ],
    items: [
      {
        itemId: onlineId,
        kind: 'BOOKING',
        format: 'ONLINE',
        at: '2027-04-01T21:59:59.000Z',
        minutes: 300,
        countedMinutes: 300,
        scopeId,
        selfStudy: false,
        makeUpYear: null,
        explanations: assignedScopeId ? ['MOVED_BY_CUSTOMER'] : ['ONLY_MATCHING_TITLE'],
      },
    ],
    titlesDue: 2,
    titlesReached: 0,
    explanations: ['NOT_EVERY_TITLE_REACHABLE'],
    sources: [
      {
        itemId: onlineId,
        title: 'Arbeitsrecht online',
        organizer: 'Akademie Eins',
        startDate: '2027-04-01',
        endDate: '2027-04-01',
        scopeIds: [arbeit],
        assignedScopeId,
        certificates: [],
      },
    ],
    years: [2026, 2027],
  };
}

/** The API: the titles, the year 2027, and the position's PATCH, which moves the course. */
function api() {
  let assigned: number | null = null;
  const patches: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/customer/titles') return json(200, titles);
    if (url.pathname === '/api/customer/state/2027') return json(200, yearState(assigned));
    if (url.pathname === `/api/order/position/${onlineId}` && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { titleScopeId: number | null };
      patches.push(body);
      assigned = body.titleScopeId;
      return json(200, { id: onlineId, titleScopeId: assigned });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  return { fetch, patches };
}

async function renderStatus(fetch: typeof globalThis.fetch) {
  vi.resetModules();
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const { renderInSite, setCookie } = await import('../session/render-support.tsx');
  setCookie('rfLoggedIn', 'true');
  const { default: StatusPage } = await import('./StatusPage.tsx');
  renderInSite(<StatusPage title="Mein Fortbildungsstatus" />, {
    path: '/customer-dashboard/mein-status',
    fetch,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-05-01T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('mein fortbildungsstatus', () => {
  it('pictures each title’s hours with a text alternative, says why, and leads to the search for the gap', async () => {
    await renderStatus(api().fetch);

    const work = await screen.findByRole('heading', { name: 'Arbeitsrecht', level: 2 });
    const card = work.closest('article') ?? work.parentElement!;
    expect(
      within(card).getByRole('img', {
        name: '5 Zeitstunden live, 0 Zeitstunden Selbststudium angerechnet; es fehlen 10 von 15 Zeitstunden',
      }),
    ).toBeVisible();
    expect(within(card).getByText('Es fehlen noch 10 Zeitstunden.')).toBeVisible();
    expect(within(card).getByText('Arbeitsrecht online')).toBeVisible();
    expect(
      within(card).getByText('01.04.2027 · Akademie Eins · Online-Seminar · 5 Zeitstunden'),
    ).toBeVisible();
    expect(within(card).getByText('Nur dieser Ihrer Titel passt zum Kurs.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Lücke füllen' })).toHaveAttribute(
      'href',
      `/search?scope=${arbeit}&dateFrom=2027-05-01&dateTo=2027-12-31&freeSeats=true`,
    );
    expect(
      screen.getByText(
        'Mit den Fortbildungen dieses Jahres erreichen nicht alle Titel 15 Zeitstunden.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Jahr' })).toHaveValue('2027');
    expect(
      screen.getByRole('button', { name: 'Nachweis an Rechtsanwaltskammer Köln herunterladen' }),
    ).toBeEnabled();
  });

  it('counts a course for another title through the position’s PATCH, and shows it there', async () => {
    const { fetch, patches } = api();
    await renderStatus(fetch);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Arbeitsrecht', level: 2 });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Anrechnen für' }),
      'Familienrecht',
    );

    expect(patches).toEqual([{ titleScopeId: familie }]);
    const family = await screen.findByRole('heading', { name: 'Familienrecht', level: 2 });
    const card = family.closest('article') ?? family.parentElement!;
    expect(await within(card).findByText('Von Ihnen diesem Titel zugeordnet.')).toBeVisible();
    expect(within(card).getByText('Arbeitsrecht online')).toBeVisible();
  });

  it('enters a first title: the rule asks for what is missing, then the titles are saved', async () => {
    const sent: unknown[] = [];
    let saved: SpecialistTitles = { titles: [], reminders: false };
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/customer/titles' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as SpecialistTitles;
        sent.push(body);
        saved = {
          titles: [
            {
              ...titles.titles[0]!,
              scopeId: 6,
              scopeName: 'Familienrecht',
              sinceYear: 2019,
              memberNumber: 'K-4711',
            },
          ],
          reminders: true,
        };
        return json(200, saved);
      }
      if (url.pathname === '/api/customer/titles') return json(200, saved);
      if (url.pathname === '/api/chambers') {
        return json(200, [{ id: 4, name: 'Rechtsanwaltskammer Köln', city: 'Köln' }]);
      }
      if (url.pathname === '/api/customer/state/2027') {
        return json(200, { ...yearState(null), titles: [], items: [], sources: [] });
      }
      return json(404, { code: 'NOT_FOUND', message: 'not found' });
    });
    await renderStatus(fetch);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Titel hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Titel speichern' }));
    const first = screen.getByRole('group', { name: '1. Titel' });
    expect(within(first).getByRole('combobox', { name: /Fachgebiet/ })).toHaveFocus();
    expect(within(first).getByText('Bitte ein Fachgebiet wählen.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(
      within(first).getByRole('combobox', { name: /Fachgebiet/ }),
      'Familienrecht',
    );
    await user.type(within(first).getByRole('textbox', { name: /Verliehen im Jahr/ }), '2019');
    await user.selectOptions(
      within(first).getByRole('combobox', { name: /Rechtsanwaltskammer/ }),
      'Rechtsanwaltskammer Köln',
    );
    await user.type(within(first).getByRole('textbox', { name: /Mitgliedsnummer/ }), 'K-4711');
    await user.click(screen.getByRole('checkbox', { name: /Im vierten Quartal erinnern/ }));
    await user.click(screen.getByRole('button', { name: 'Titel speichern' }));

    expect(await screen.findByText('Ihre Titel sind gespeichert.')).toBeVisible();
    expect(sent).toEqual([
      {
        titles: [
          {
            scopeId: 6,
            sinceYear: 2019,
            candidate: false,
            chamberId: 4,
            memberNumber: 'K-4711',
            excusedYears: [],
          },
        ],
        reminders: true,
      },
    ]);
  });
});
