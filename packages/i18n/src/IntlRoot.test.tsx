import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../lang/en.json';
import { IntlRoot } from './IntlRoot.tsx';
import { shellMessages } from './messages/shell.ts';
import { pageTitleFor, useMetaDescription, usePageTitle, type PageDefaults } from './page-meta.tsx';

const Texts = ({ ids }: { ids: string[] }) => {
  const intl = useIntl();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{`${id}: ${intl.messages[id] as string}`}</li>
      ))}
    </ul>
  );
};

const Login = () => <p>{useIntl().formatMessage(shellMessages.headerLogin)}</p>;

describe('IntlRoot', () => {
  it('shows the German defaults without a catalog and the English catalog’s texts in English', () => {
    const { rerender } = render(
      <IntlRoot language="de" domainLabels={{}}>
        <Login />
      </IntlRoot>,
    );
    expect(screen.getByText('Anmelden')).toBeInTheDocument();
    rerender(
      <IntlRoot language="en" domainLabels={{}} messages={english}>
        <Login />
      </IntlRoot>,
    );
    expect(screen.getByText('Sign in')).toBeInTheDocument();
  });

  it('merges the domain labels over the built-in messages', () => {
    render(
      <IntlRoot
        language="de"
        messages={{
          'shell.header.login': 'Einloggen (ui)',
          'shell.header.register': 'Konto anlegen (ui)',
          'ui.spinner.label': 'Lädt',
        }}
        domainLabels={{ 'shell.header.login': 'Zum Kundenkonto', 'footer.agb': 'AGB' }}
      >
        <Texts
          ids={['shell.header.login', 'shell.header.register', 'ui.spinner.label', 'footer.agb']}
        />
      </IntlRoot>,
    );
    expect(screen.getByText('shell.header.login: Zum Kundenkonto')).toBeInTheDocument();
    expect(screen.getByText('shell.header.register: Konto anlegen (ui)')).toBeInTheDocument();
    expect(screen.getByText('ui.spinner.label: Lädt')).toBeInTheDocument();
    expect(screen.getByText('footer.agb: AGB')).toBeInTheDocument();
  });

  it('shows the German default for a missing translation and logs nothing outside development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A descriptor in a variable, so the catalog extraction does not pick it up.
    const missing = { id: 'shell.not.there', defaultMessage: 'Fallback' };
    const Missing = () => <p>{useIntl().formatMessage(missing)}</p>;
    render(
      <IntlRoot language="en" domainLabels={{}}>
        <Missing />
      </IntlRoot>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

const defaults: PageDefaults = {
  brand: 'Kursmarkt Recht',
  defaultSiteTitle: 'Kursmarkt Recht – Fortbildungen für Anwältinnen und Anwälte',
  defaultMetaDescription: 'Kurse für Fachanwälte vergleichen und buchen.',
};

describe('pageTitleFor', () => {
  it('puts the brand after a page title of 10 or more characters', () => {
    expect(pageTitleFor('Arbeitsrecht', defaults)).toBe('Arbeitsrecht | Kursmarkt Recht');
    expect(pageTitleFor('Impressum!', defaults)).toBe('Impressum! | Kursmarkt Recht');
  });

  it('uses the default title for a page title under 10 characters or none', () => {
    expect(pageTitleFor('Impressum', defaults)).toBe(defaults.defaultSiteTitle);
    expect(pageTitleFor('   Kontakt    ', defaults)).toBe(defaults.defaultSiteTitle);
    expect(pageTitleFor(undefined, defaults)).toBe(defaults.defaultSiteTitle);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(pageTitleFor('Übersicht😀', defaults)).toBe('Übersicht😀 | Kursmarkt Recht');
    expect(pageTitleFor('Über😀😀😀', defaults)).toBe(defaults.defaultSiteTitle);
  });
});

const Page = ({ title, description }: { title?: string; description?: string }) => {
  usePageTitle(title);
  useMetaDescription(description);
  return null;
};

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageTitle and useMetaDescription', () => {
  afterEach(() => {
    document.title = '';
    document.head.innerHTML = '';
  });

  it('set the document title and description while the page is shown and the defaults after', () => {
    const { rerender, unmount } = render(
      <IntlRoot language="de" domainLabels={{}} pageDefaults={defaults}>
        <Page title="Fachanwalt für Familienrecht" description="Lehrgänge im Familienrecht." />
      </IntlRoot>,
    );
    expect(document.title).toBe('Fachanwalt für Familienrecht | Kursmarkt Recht');
    expect(description()).toBe('Lehrgänge im Familienrecht.');
    rerender(
      <IntlRoot language="de" domainLabels={{}} pageDefaults={defaults}>
        <Page title="FAQ" />
      </IntlRoot>,
    );
    expect(document.title).toBe(defaults.defaultSiteTitle);
    expect(description()).toBe(defaults.defaultMetaDescription);
    rerender(
      <IntlRoot language="de" domainLabels={{}} pageDefaults={defaults}>
        <Page title="Seite nicht gefunden" description="Nichts hier." />
      </IntlRoot>,
    );
    unmount();
    expect(document.title).toBe(defaults.defaultSiteTitle);
    expect(description()).toBe(defaults.defaultMetaDescription);
  });

  it('change nothing without page defaults', () => {
    document.title = 'Vorher';
    render(
      <IntlRoot language="de" domainLabels={{}}>
        <Page title="Fachanwalt für Familienrecht" description="Text" />
      </IntlRoot>,
    );
    expect(document.title).toBe('Vorher');
    expect(description()).toBeUndefined();
  });
});
