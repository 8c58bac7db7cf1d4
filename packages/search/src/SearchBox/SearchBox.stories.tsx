import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import { IntlProvider } from 'react-intl';
import { expect, fn, waitFor, within } from 'storybook/test';
import english from '../../lang/en.json';
import { germanToday } from '@kursmarkt/schemas/rules';
import { SearchBox } from './SearchBox.tsx';
import {
  citySuggestionsFallback,
  lawyerScopeCategories,
  lawyerScopes,
  renoScopes,
  secondaryTabLabels,
} from './story-fixtures.ts';

/** German texts are the messages' defaults; English ones come from the packages' catalogs. */
const storyMessages = {
  de: secondaryTabLabels.de,
  en: { ...uiEnglish, ...english, ...secondaryTabLabels.en },
};

/**
 * Stories get their data from `parameters.swr.fallback` and never revalidate, so this client's
 * requests never leave the page: they stay pending, as on a slow connection.
 */
const storyClient = createApiClient({ fetch: () => new Promise<Response>(() => {}) });

/** Gives the city suggestions' data hook a client, as the site's `ApiProvider` does. */
const withApiClient: Decorator = (Story) => (
  <ApiProvider client={storyClient}>
    <Story />
  </ApiProvider>
);

/** The box's own texts and the domain's label of the second tab, in the toolbar's language. */
const withSearchBoxTexts: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'en' ? 'en' : 'de';
  return (
    <IntlProvider locale={locale} defaultLocale="de" messages={storyMessages[locale]}>
      <div style={{ maxWidth: '48rem', minHeight: '36rem' }}>
        <Story />
      </div>
    </IntlProvider>
  );
};

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  decorators: [withSearchBoxTexts, withApiClient],
  parameters: { swr: { fallback: citySuggestionsFallback } },
  args: {
    types: ['SPECIALIZATION', 'EDUCATION'],
    courseTypes: ['ONLINE', 'PRESENT', 'SELF'],
    defaultType: 'EDUCATION',
    scopes: lawyerScopes('de'),
    onSearch: fn(),
  },
  argTypes: { scopes: { control: false }, scopeCategories: { control: false } },
  // The scope names come in the toolbar's language, as the site's messages bring them.
  render: (args, { globals }) => {
    const locale = globals.locale === 'en' ? 'en' : 'de';
    const staff = args.types.every((type) => type === 'RENO');
    return (
      <SearchBox
        {...args}
        scopes={staff ? renoScopes(locale) : lawyerScopes(locale)}
        scopeCategories={staff ? [] : lawyerScopeCategories(locale)}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchButton = /^(Suchen|Search|Fachgebiet wählen|Choose a subject area)$/;

export const Playground: Story = {};

/** The main path: a top scope, Präsenzschulung, Köln within 50 km, search. */
export const SearchingInACity: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: searchButton })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^(Arbeitsrecht|Employment law)$/ }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: /Arbeitsrecht|Employment law/ }),
    ).toHaveFocus();
    await userEvent.click(
      canvas.getByRole('radio', { name: /^(Präsenzschulung|In-person training)$/ }),
    );
    await userEvent.type(canvas.getByRole('combobox', { name: /Ort|City/ }), 'Köl');
    await userEvent.click(await canvas.findByRole('option', { name: 'Köln' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Umkreis|Radius/ }), '50');
    const submit = canvas.getByRole('button', { name: searchButton });
    await expect(submit).toHaveTextContent(/Suchen|Search/);
    await userEvent.click(submit);
    await expect(args.onSearch).toHaveBeenCalledWith({
      scope: 2,
      selectedScopeName: expect.stringMatching(/Arbeitsrecht|Employment law/),
      types: ['EDUCATION'],
      courseType: 'PRESENT',
      cityId: 7,
      cityName: 'Köln',
      radius: 50,
      dateFrom: germanToday(),
    });
  },
};

/** A scope from the dropdown of further scopes, grouped by the catalogue's categories. */
export const FurtherScopes: Story = {
  play: async ({ canvas, userEvent }) => {
    // The dropdown loads after the box; its stand-in opens no menu.
    const trigger = await waitFor(() => {
      const button = canvas.getByRole('button', { name: /Weitere Fachgebiete|More subject areas/ });
      expect(button).toHaveAttribute('data-state', 'closed');
      return button;
    });
    await userEvent.click(trigger);
    // The menu renders in a portal outside the story root.
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('group', { name: /Öffentliches Recht|Public law/ }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: /Sozialrecht|Social security law/ }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Sozialrecht|Social security law/ }),
    ).toBeVisible();
  },
};

/** Step 2 for a specialist course: no course types, city and dates shown. */
export const SpecializationStep: Story = {
  args: { initialQuery: { scope: '13', types: 'SPECIALIZATION' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: /Fachanwaltslehrgang|Specialist lawyer course/ }),
    ).toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: /^Format/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /Ort|City/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Von|From/ })).toBeVisible();
  },
};

/** The office staff's domain: one type (no type group), RENO course types, RENO theme. */
export const Reno: Story = {
  args: {
    types: ['RENO'],
    defaultType: 'RENO',
    courseTypes: ['ONLINE', 'SELF', 'PRESENT'],
  },
  globals: { theme: 'RENO' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /^(Zwangsvollstreckung|Enforcement of judgments)$/ }),
    );
    await expect(
      canvas.queryByRole('radiogroup', { name: /Art der Fortbildung|Type of further training/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /^(Selbststudium|Self-study)$/ }));
    await expect(canvas.queryByRole('textbox', { name: /Von|From/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: searchButton }));
    // Self-study has neither dates nor a place.
    await expect(args.onSearch).toHaveBeenCalledWith({
      scope: 101,
      selectedScopeName: expect.stringMatching(/Zwangsvollstreckung|Enforcement of judgments/),
      types: ['RENO'],
      courseType: 'SELF',
    });
  },
};

/** A from-date in the past and a to-date on the from-date: errors at the fields, no search. */
export const ValidationErrors: Story = {
  args: { initialQuery: { scope: '2', types: 'EDUCATION' } },
  play: async ({ canvas, userEvent }) => {
    const from = canvas.getByRole('textbox', { name: /Von|From/ });
    await userEvent.clear(from);
    await userEvent.type(from, '01.01.2020{Enter}');
    await expect(from).toHaveAccessibleDescription(/Vergangenheit|in the past/);
    const submit = canvas.getByRole('button', { name: searchButton });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveTextContent(/Fachgebiet wählen|Choose a subject area/);
    await userEvent.clear(from);
    await userEvent.type(from, '01.01.2099{Enter}');
    const to = canvas.getByRole('textbox', { name: /Bis|To/ });
    await userEvent.type(to, '01.01.2099{Enter}');
    await expect(to).toHaveAccessibleDescription(/nach dem Startdatum|after the start date/);
    await expect(submit).toBeDisabled();
  },
};

/** A typed city the catalogue does not know. */
export const CityNotFound: Story = {
  args: { initialQuery: { scope: '2', types: 'SPECIALIZATION' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /Ort|City/ }), 'Xyz');
    await expect(await canvas.findByText(/Ort nicht gefunden|City not found/)).toBeVisible();
  },
};

/** The lawyer domain's second tab leads to the office staff's site. */
export const WithSecondaryTab: Story = {
  args: { secondaryTab: { label: 'search.secondaryTab', href: 'https://reno.kursmarkt.test' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('tab', { name: /Für Kanzleimitarbeitende|For legal office staff/ }),
    );
    const link = await canvas.findByRole('link', {
      name: /Kanzleimitarbeitende|legal office staff/,
    });
    await expect(link).toHaveAttribute('href', 'https://reno.kursmarkt.test');
  },
};

/** Reset returns to the scopes with every filter at its start value. */
export const Reset: Story = {
  args: {
    initialQuery: {
      scope: '5',
      types: 'EDUCATION',
      courseType: 'ONLINE',
      dateFrom: '2099-02-01',
      dateTo: '2099-03-01',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('radio', { name: /^(Online-Seminar|Online seminar)$/ }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Zurücksetzen|Reset/ }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: /In welchem Fachgebiet|Which subject area/ }),
    ).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /^(Erbrecht|Inheritance law)$/ }));
    await expect(canvas.getByRole('radio', { name: /^(Alle|All)$/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Bis|To/ })).toHaveValue('');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { secondaryTab: { label: 'search.secondaryTab', href: 'https://reno.kursmarkt.test' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Find courses' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Employment law' })).toBeVisible();
  },
};
