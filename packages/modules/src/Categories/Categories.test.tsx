import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Categories } from './Categories.tsx';

const labels = {
  'modules.categories.title': 'Was suchen Sie?',
  'modules.categories.fachanwalt': 'Fachanwaltslehrgänge',
  'modules.categories.fachanwaltText': 'Der theoretische Teil Ihres Fachanwaltstitels.',
  'modules.categories.online': 'Online-Seminare',
};

describe('Categories', () => {
  it('links each category card to its listing route, with the label and the optional text', () => {
    render(
      <IntlProvider locale="de" messages={labels}>
        <Categories
          config={{
            title: 'modules.categories.title',
            items: [
              {
                route: 'fachanwaltslehrgaenge',
                label: 'modules.categories.fachanwalt',
                text: 'modules.categories.fachanwaltText',
              },
              { route: 'online-seminare', label: 'modules.categories.online' },
            ],
          }}
        />
      </IntlProvider>,
    );
    const section = screen.getByRole('region', { name: 'Was suchen Sie?' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Was suchen Sie?');
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(within(items[0]!).getByRole('link', { name: 'Fachanwaltslehrgänge' })).toHaveAttribute(
      'href',
      '/fachanwaltslehrgaenge',
    );
    expect(items[0]).toHaveTextContent('Der theoretische Teil Ihres Fachanwaltstitels.');

    const online = within(items[1]!).getByRole('heading', { level: 3 });
    expect(within(online).getByRole('link', { name: 'Online-Seminare' })).toHaveAttribute(
      'href',
      '/online-seminare',
    );
    expect(items[1]?.textContent).toBe('Online-Seminare');
  });
});
