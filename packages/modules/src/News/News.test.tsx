import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { News } from './News.tsx';

const labels = {
  de: {
    'modules.latestNews.title': 'Neuigkeiten',
    'modules.latestNews.faoTitle': 'Neue Online-Seminare',
    'modules.latestNews.faoText': 'Über 40 neue Online-Seminare.',
    'modules.latestNews.beaTitle': 'beA: Was sich ändert',
    'modules.latestNews.beaText': 'Die Seminare sind aktualisiert.',
    'modules.latestNews.statusTitle': 'Fortbildungsstatus',
    'modules.latestNews.statusText': 'Ihre Stunden im Blick.',
  },
  en: {
    'modules.latestNews.title': 'News',
    'modules.latestNews.faoTitle': 'New online seminars',
    'modules.latestNews.faoText': 'More than 40 new online seminars.',
    'modules.latestNews.beaTitle': 'Electronic mailbox: what changes',
    'modules.latestNews.beaText': 'The seminars are updated.',
    'modules.latestNews.statusTitle': 'Training status',
    'modules.latestNews.statusText': 'Your hours at a glance.',
  },
};

const config = {
  title: 'modules.latestNews.title',
  items: [
    {
      date: '2026-03-02',
      title: 'modules.latestNews.faoTitle',
      text: 'modules.latestNews.faoText',
      href: '/online-seminare',
    },
    {
      date: '2026-01-15',
      title: 'modules.latestNews.beaTitle',
      text: 'modules.latestNews.beaText',
      href: 'https://www.brak.de',
    },
    {
      date: '2025-11-20',
      title: 'modules.latestNews.statusTitle',
      text: 'modules.latestNews.statusText',
    },
  ],
};

const renderIn = (locale: 'de' | 'en', ui: ReactNode) =>
  render(
    <IntlProvider
      locale={locale}
      defaultLocale="de"
      messages={locale === 'en' ? { ...uiEnglish, ...labels.en } : labels.de}
    >
      {ui}
    </IntlProvider>,
  );

describe('News', () => {
  it('lists the news in the configured order under a labelled h2 section, each dated and titled', () => {
    renderIn('de', <News config={config} />);
    const section = screen.getByRole('region', { name: 'Neuigkeiten' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Neue Online-Seminare',
      'beA: Was sich ändert (öffnet in einem neuen Tab)',
      'Fortbildungsstatus',
    ]);
    const date = items[0]!.querySelector('time');
    expect(date).toHaveAttribute('dateTime', '2026-03-02');
    expect(date).toHaveTextContent('02.03.2026');
    expect(items[0]).toHaveTextContent('Über 40 neue Online-Seminare.');
  });

  it('writes the dates one way per language: 02.03.2026 in German, 2 Mar 2026 in English', () => {
    renderIn('en', <News config={config} />);
    expect(screen.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2025')).toBeInTheDocument();
  });

  it('links a news title where the config says, an https address in a new tab', () => {
    renderIn('de', <News config={config} />);
    expect(screen.getByRole('link', { name: 'Neue Online-Seminare' })).toHaveAttribute(
      'href',
      '/online-seminare',
    );
    const external = screen.getByRole('link', { name: /beA: Was sich ändert/ });
    expect(external).toHaveAttribute('href', 'https://www.brak.de');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
