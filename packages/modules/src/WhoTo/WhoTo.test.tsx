import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { WhoTo } from './WhoTo.tsx';

const labels = {
  'modules.whoTo.title': 'Für wen ist RENO Kursmarkt?',
  'modules.whoTo.starterTitle': 'Berufseinsteigende',
  'modules.whoTo.starterText': 'Grundlagen im eigenen Tempo lernen.',
  'modules.whoTo.proTitle': 'Erfahrene Fachangestellte',
  'modules.whoTo.proText': 'Aktuelles zu RVG und beA.',
};

describe('WhoTo', () => {
  it('shows each audience as a list item whose h3 title links where the config says', () => {
    render(
      <IntlProvider locale="de" messages={labels}>
        <WhoTo
          config={{
            title: 'modules.whoTo.title',
            audiences: [
              {
                icon: 'user',
                title: 'modules.whoTo.starterTitle',
                text: 'modules.whoTo.starterText',
                href: '/selbststudium-mitarbeiter',
              },
              {
                icon: 'calendar',
                title: 'modules.whoTo.proTitle',
                text: 'modules.whoTo.proText',
                href: 'https://reno.kursmarkt.test/online-seminare-mitarbeiter',
              },
            ],
          }}
        />
      </IntlProvider>,
    );
    const section = screen.getByRole('region', { name: 'Für wen ist RENO Kursmarkt?' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Für wen ist RENO Kursmarkt?',
    );
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const starter = within(items[0]!).getByRole('heading', { level: 3 });
    expect(within(starter).getByRole('link', { name: 'Berufseinsteigende' })).toHaveAttribute(
      'href',
      '/selbststudium-mitarbeiter',
    );
    expect(items[0]).toHaveTextContent('Grundlagen im eigenen Tempo lernen.');
    expect(
      within(items[1]!).getByRole('link', { name: 'Erfahrene Fachangestellte' }),
    ).toHaveAttribute('href', 'https://reno.kursmarkt.test/online-seminare-mitarbeiter');
  });
});
