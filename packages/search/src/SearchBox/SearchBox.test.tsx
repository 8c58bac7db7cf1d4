import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.tsx';

const today = '2027-03-10';
const scopes = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: [
    'Agrarrecht',
    'Arbeitsrecht',
    'Bank- und Kapitalmarktrecht',
    'Bau- und Architektenrecht',
    'Erbrecht',
    'Familienrecht',
    'Gewerblicher Rechtsschutz',
    'Handels- und Gesellschaftsrecht',
    'Informationstechnologierecht',
    'Medizinrecht',
  ][index]!,
  top: false,
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const cologne = { id: 7, name: 'Köln', state: 'Nordrhein-Westfalen' };

type Props = Partial<ComponentProps<typeof SearchBox>>;

function renderBox(props: Props = {}, fetch: typeof globalThis.fetch = vi.fn()) {
  const onSearch = vi.fn();
  const all: ComponentProps<typeof SearchBox> = {
    types: ['SPECIALIZATION', 'EDUCATION'],
    courseTypes: ['ONLINE', 'PRESENT', 'SELF'],
    defaultType: 'EDUCATION',
    scopes,
    onSearch,
    today,
    ...props,
  };
  const ui = (extra: Props = {}) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={createApiClient({ fetch })}>
        <IntlProvider
          locale="de"
          defaultLocale="de"
          messages={{ 'search.secondaryTab': 'Für Kanzleimitarbeitende' }}
        >
          <SearchBox {...all} {...extra} />
        </IntlProvider>
      </ApiProvider>
    </SWRConfig>
  );
  const view = render(ui());
  return {
    ...view,
    onSearch,
    rerenderWith: (extra: Props) => view.rerender(ui(extra)),
    user: userEvent.setup(),
  };
}

const searchButton = () => screen.getByRole('button', { name: /^(Suchen|Fachgebiet wählen)$/ });

/**
 * Opens the dropdown of further scopes from the keyboard: focusing the button loads the menu, and
 * Enter on whatever button is there then opens it (a stand-in opens the menu once it has loaded).
 * Not by pointer here: in jsdom, user-event's click on the menu button that had just replaced
 * the stand-in left the menu closed in 2 of 6 runs of this file alone (the menu button's state
 * closed, no stand-in handler involved); the pointer's way is tested in the ui package
 * (DeferredDropdownMenu) and in the browser (end-to-end tests).
 */
async function openFurtherScopes(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Weitere Fachgebiete' }).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

async function chooseArbeitsrecht(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Arbeitsrecht' }));
}

describe('SearchBox, step 1', () => {
  it('offers the first eight scopes as buttons when none is top; the search button waits for a scope', () => {
    renderBox();
    const list = screen.getByRole('list', { name: 'Häufig gesuchte Fachgebiete' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(scopes.slice(0, 8).map((scope) => scope.name));
    expect(screen.getByRole('button', { name: 'Weitere Fachgebiete' })).toBeInTheDocument();
    expect(searchButton()).toHaveTextContent('Fachgebiet wählen');
    expect(searchButton()).toBeDisabled();
  });

  it('offers the scopes marked top and the rest in the dropdown of further scopes', async () => {
    const { user } = renderBox({
      scopes: scopes.map((scope) => ({ ...scope, top: scope.id === 10 || scope.id === 2 })),
    });
    const list = screen.getByRole('list', { name: 'Häufig gesuchte Fachgebiete' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Arbeitsrecht', 'Medizinrecht']);
    const menu = await openFurtherScopes(user);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    await user.click(within(menu).getByRole('menuitem', { name: 'Erbrecht' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Erbrecht/ })).toBeInTheDocument();
  });

  it('groups the further scopes by the scope categories', async () => {
    const { user } = renderBox({
      scopeCategories: [
        { id: 1, name: 'Zivilrecht', scopeIds: [9, 10] },
        { id: 2, name: 'Öffentliches Recht', scopeIds: [1] },
      ],
    });
    await openFurtherScopes(user);
    const group = await screen.findByRole('group', { name: 'Zivilrecht' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Informationstechnologierecht', 'Medizinrecht']);
    expect(screen.queryByRole('group', { name: 'Öffentliches Recht' })).not.toBeInTheDocument();
  });
});

describe('SearchBox without scripts', () => {
  const addresses = { scopePage: '/', resultsPage: '/search', keep: { aid: 'partner-1' } };

  it('makes each top scope an address: the page that shows its filter step, keeping the page’s parameters', () => {
    renderBox({ addresses });
    const scope = screen.getByRole('button', { name: 'Arbeitsrecht' });
    expect(scope).toHaveAttribute('type', 'submit');
    expect(scope).toHaveAttribute('formaction', '/');
    expect(scope).toHaveAttribute('formmethod', 'get');
    const form = scope.closest('form')!;
    expect(Object.fromEntries(new FormData(form, scope))).toEqual({
      aid: 'partner-1',
      scope: '2',
    });
  });

  it('sends the filter step’s search to the results page as the results page reads it', () => {
    renderBox({ addresses, initialQuery: { scope: '2' } });
    const form = screen.getByRole<HTMLFormElement>('form', {
      name: 'Suche im Fachgebiet Arbeitsrecht',
    });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      aid: 'partner-1',
      scope: '2',
      selectedScopeName: 'Arbeitsrecht',
      types: 'EDUCATION',
      radius: '100',
      dateFrom: today,
    });
  });

  it('still chooses a scope in place once the scripts run', async () => {
    const { user } = renderBox({ addresses });
    await chooseArbeitsrecht(user);
    expect(screen.getByRole('heading', { level: 2, name: /Arbeitsrecht/ })).toHaveFocus();
  });
});

describe('SearchBox, step 2', () => {
  it('moves focus to the chosen scope and searches further training from today', async () => {
    const { user, onSearch } = renderBox();
    await chooseArbeitsrecht(user);
    const heading = screen.getByRole('heading', { level: 2, name: /Arbeitsrecht/ });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: /Art der Fortbildung/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fortbildung' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Ort/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: /Von/ })).toHaveValue('10.03.2027');
    expect(screen.getByRole('textbox', { name: /Bis/ })).toHaveValue('');
    expect(searchButton()).toHaveTextContent('Suchen');
    await user.click(searchButton());
    // Course type ALL names none; without a chosen city the radius still goes with the search.
    expect(onSearch).toHaveBeenCalledWith({
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      types: ['EDUCATION'],
      radius: 100,
      dateFrom: today,
    });
  });

  it('hides the course types for specialist courses and keeps city and dates', async () => {
    const { user, onSearch } = renderBox();
    await chooseArbeitsrecht(user);
    await user.click(screen.getByRole('radio', { name: 'Fachanwaltslehrgang' }));
    expect(screen.queryByRole('radiogroup', { name: /Format/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Ort/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Von/ })).toBeInTheDocument();
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith({
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      types: ['SPECIALIZATION'],
      radius: 100,
      dateFrom: today,
    });
  });

  it('hides city and dates for self-study and sends neither', async () => {
    const { user, onSearch } = renderBox();
    await chooseArbeitsrecht(user);
    await user.click(screen.getByRole('radio', { name: 'Selbststudium' }));
    expect(screen.queryByRole('combobox', { name: /Ort/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Von/ })).not.toBeInTheDocument();
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith({
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      types: ['EDUCATION'],
      courseType: 'SELF',
    });
  });

  it('shows no search-type group with one type, and offers RENO course types', async () => {
    const { user, onSearch } = renderBox({
      types: ['RENO'],
      defaultType: 'RENO',
      courseTypes: ['ONLINE', 'PRESENT'],
    });
    await chooseArbeitsrecht(user);
    expect(
      screen.queryByRole('radiogroup', { name: /Art der Fortbildung/ }),
    ).not.toBeInTheDocument();
    const formats = screen.getByRole('radiogroup', { name: /Format/ });
    expect(
      within(formats)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Alle', 'Online-Seminar', 'Präsenzschulung']);
    await user.click(screen.getByRole('radio', { name: 'Online-Seminar' }));
    expect(screen.queryByRole('combobox', { name: /Ort/ })).not.toBeInTheDocument();
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith({
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      types: ['RENO'],
      courseType: 'ONLINE',
      dateFrom: today,
    });
  });

  it('says a from-date in the past is not allowed and disables the search', async () => {
    const { user } = renderBox();
    await chooseArbeitsrecht(user);
    const from = screen.getByRole('textbox', { name: /Von/ });
    await user.clear(from);
    await user.type(from, '01.03.2027{Enter}');
    expect(from).toHaveAccessibleDescription(/darf nicht in der Vergangenheit liegen/);
    expect(searchButton()).toBeDisabled();
    expect(searchButton()).toHaveTextContent('Fachgebiet wählen');
  });

  it('rejects a to-date on the from-date and accepts the day after', async () => {
    const { user } = renderBox();
    await chooseArbeitsrecht(user);
    const to = screen.getByRole('textbox', { name: /Bis/ });
    await user.type(to, '10.03.2027{Enter}');
    expect(to).toHaveAccessibleDescription(/muss nach dem Startdatum liegen/);
    expect(searchButton()).toBeDisabled();
    await user.clear(to);
    await user.type(to, '11.03.2027{Enter}');
    expect(to).not.toHaveAccessibleDescription(/Startdatum/);
    expect(searchButton()).toBeEnabled();
  });

  it('asks for a from-date when it is emptied', async () => {
    const { user } = renderBox();
    await chooseArbeitsrecht(user);
    const from = screen.getByRole('textbox', { name: /Von/ });
    await user.clear(from);
    await user.tab();
    expect(from).toHaveAccessibleDescription(/ab wann Sie suchen/);
    expect(searchButton()).toBeDisabled();
  });

  it('goes back to the scopes keeping the rest, and reset clears everything', async () => {
    const { user, onSearch } = renderBox();
    await chooseArbeitsrecht(user);
    await user.click(screen.getByRole('radio', { name: 'Online-Seminar' }));
    await user.click(screen.getByRole('button', { name: 'Anderes Fachgebiet wählen' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'In welchem Fachgebiet suchen Sie?' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Erbrecht' }));
    expect(screen.getByRole('radio', { name: 'Online-Seminar' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Fachanwaltslehrgang' }));
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.getByRole('list', { name: 'Häufig gesuchte Fachgebiete' })).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Erbrecht' }));
    expect(screen.getByRole('radio', { name: 'Fortbildung' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeChecked();
    await user.click(searchButton());
    expect(onSearch).toHaveBeenLastCalledWith({
      scope: 5,
      selectedScopeName: 'Erbrecht',
      types: ['EDUCATION'],
      radius: 100,
      dateFrom: today,
    });
  });

  it('is operated with the keyboard alone', async () => {
    const { user, onSearch } = renderBox();
    await user.tab(); // the tab
    await user.tab(); // its panel
    await user.tab(); // the first scope
    expect(screen.getByRole('button', { name: 'Agrarrecht' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: /Agrarrecht/ })).toHaveFocus();
    await user.tab(); // back
    await user.tab(); // search type
    await user.keyboard('{ArrowLeft}[Space]');
    expect(screen.getByRole('radio', { name: 'Fachanwaltslehrgang' })).toBeChecked();
    screen.getByRole('textbox', { name: /Von/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ types: ['SPECIALIZATION'] }));
  });
});

describe('SearchBox, city and radius', () => {
  it('suggests cities from three characters after a pause and searches around the chosen one', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      json(String(url).includes('input=K%C3%B6l') ? [cologne] : []),
    );
    const { user, onSearch } = renderBox({}, fetch as typeof globalThis.fetch);
    await chooseArbeitsrecht(user);
    const city = screen.getByRole('combobox', { name: /Ort/ });
    await user.type(city, 'Kö');
    expect(fetch).not.toHaveBeenCalled();
    await user.type(city, 'l');
    await user.click(await screen.findByRole('option', { name: 'Köln' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/search/suggestCity?input=K%C3%B6l');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Umkreis' }), '50');
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ cityId: 7, cityName: 'Köln', radius: 50 }),
    );
  });

  it('says the city was not found and forgets the city below three characters', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      json(String(url).includes('input=K%C3%B6ln') ? [cologne] : []),
    );
    const { user, onSearch } = renderBox({}, fetch as typeof globalThis.fetch);
    await chooseArbeitsrecht(user);
    const city = screen.getByRole('combobox', { name: /Ort/ });
    await user.type(city, 'Xyz');
    expect(await screen.findByText('Ort nicht gefunden')).toBeInTheDocument();
    await user.clear(city);
    await user.type(city, 'Köln');
    await user.click(await screen.findByRole('option', { name: 'Köln' }));
    await user.type(city, '{Backspace}{Backspace}');
    expect(city).toHaveValue('Kö');
    expect(screen.queryByRole('option', { name: 'Köln' })).not.toBeInTheDocument();
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith({
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      types: ['EDUCATION'],
      radius: 100,
      dateFrom: today,
    });
  });
});

describe('SearchBox, restoring the last search', () => {
  it('takes over a stored search that arrives after the first render', () => {
    const { rerenderWith } = renderBox();
    expect(screen.getByRole('list', { name: 'Häufig gesuchte Fachgebiete' })).toBeInTheDocument();
    act(() =>
      rerenderWith({
        initialQuery: {
          scope: '5',
          selectedScopeName: 'Erbrecht',
          types: 'EDUCATION',
          courseType: 'PRESENT',
          cityId: '7',
          cityName: 'Köln',
          radius: '50',
          dateFrom: '2027-04-01',
          dateTo: '2027-04-30',
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: /Erbrecht/ })).not.toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Präsenzschulung' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Ort/ })).toHaveValue('Köln');
    expect(screen.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: /Von/ })).toHaveValue('01.04.2027');
    expect(screen.getByRole('textbox', { name: /Bis/ })).toHaveValue('30.04.2027');
  });

  it('stays on the scopes when the stored search has no known scope', () => {
    renderBox({ initialQuery: { scope: '999', types: 'SPECIALIZATION' } });
    expect(screen.getByRole('list', { name: 'Häufig gesuchte Fachgebiete' })).toBeInTheDocument();
  });
});

describe('SearchBox, secondary tab', () => {
  it('adds a tab that leads to the configured site in a new tab', async () => {
    const { user } = renderBox({
      secondaryTab: { label: 'search.secondaryTab', href: 'https://reno.kursmarkt.test' },
    });
    const tab = screen.getByRole('tab', { name: 'Für Kanzleimitarbeitende' });
    await user.click(tab);
    const link = await screen.findByRole('link', { name: /Zur Seite „Für Kanzleimitarbeitende“/ });
    expect(link).toHaveAttribute('href', 'https://reno.kursmarkt.test');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has only the search tab without a configured secondary tab', () => {
    renderBox();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Kurse finden']);
  });
});
