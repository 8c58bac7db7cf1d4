import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@kursmarkt/schemas';
import en from '../../lang/en.json';
import { ConsentBanner, type ConsentBannerCategory } from './ConsentBanner.tsx';

const categories: ConsentBannerCategory[] = [
  {
    id: 'necessary',
    label: 'Notwendig',
    description: 'Für den Betrieb der Seite.',
    required: true,
  },
  { id: 'statistics', label: 'Statistik', description: 'Zählt Besuche anonym.' },
  { id: 'marketing', label: 'Marketing', description: 'Misst Werbung.' },
];

function renderBanner(
  props: Partial<Parameters<typeof ConsentBanner>[0]> = {},
  locale: Locale = 'de',
): { onChoose: ReturnType<typeof vi.fn> } {
  const onChoose = vi.fn();
  const ui: ReactNode = (
    <ConsentBanner title="Cookies" categories={categories} onChoose={onChoose} {...props}>
      <p>Wir speichern Cookies.</p>
    </ConsentBanner>
  );
  render(
    <IntlProvider locale={locale} defaultLocale="de" messages={locale === 'en' ? en : {}}>
      {ui}
    </IntlProvider>,
  );
  return { onChoose };
}

describe('ConsentBanner', () => {
  it('is a region named by its heading, with the explanation', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(region).toHaveTextContent('Wir speichern Cookies.');
  });

  it('grants every category with "Alle akzeptieren"', async () => {
    const { onChoose } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(onChoose).toHaveBeenCalledWith(['necessary', 'statistics', 'marketing']);
  });

  it('grants only the required categories with "Nur notwendige"', async () => {
    const { onChoose } = renderBanner({ granted: ['statistics'] });
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(onChoose).toHaveBeenCalledWith(['necessary']);
  });

  it('shows the categories only after "Einstellungen" is pressed', async () => {
    renderBanner();
    const settings = screen.getByRole('button', { name: 'Einstellungen' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Kategorien' })).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('keeps a required category checked and unchangeable, with its description', () => {
    renderBanner({ defaultSettingsOpen: true });
    const necessary = screen.getByRole('checkbox', { name: 'Notwendig' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription('Für den Betrieb der Seite.');
  });

  it('starts from the categories granted so far and saves the checked ones', async () => {
    const { onChoose } = renderBanner({ defaultSettingsOpen: true, granted: ['statistics'] });
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(onChoose).toHaveBeenCalledWith(['necessary', 'marketing']);
  });

  it('is operable with the keyboard alone', async () => {
    const { onChoose } = renderBanner();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Auswahl speichern' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(['necessary', 'statistics']);
  });

  it('speaks English on English pages', () => {
    renderBanner({}, 'en');
    for (const name of ['Accept all', 'Necessary only', 'Settings']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
