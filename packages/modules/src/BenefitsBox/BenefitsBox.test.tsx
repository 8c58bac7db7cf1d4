import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { BenefitsBox } from './BenefitsBox.tsx';

const labels = {
  'modules.benefits.title': 'Warum Kursmarkt Recht?',
  'modules.benefits.compareTitle': 'Alle Angebote vergleichen',
  'modules.benefits.compareText': 'Termine, Orte und Preise auf einen Blick.',
  'modules.benefits.faoTitle': 'FAO-konform',
  'modules.benefits.faoText': 'Jede Fortbildung mit Teilnahmebescheinigung.',
};

describe('BenefitsBox', () => {
  it('lists each benefit with an h3 title and its text under the labelled h2 section', () => {
    render(
      <IntlProvider locale="de" messages={labels}>
        <BenefitsBox
          config={{
            title: 'modules.benefits.title',
            items: [
              {
                icon: 'search',
                title: 'modules.benefits.compareTitle',
                text: 'modules.benefits.compareText',
              },
              {
                icon: 'check',
                title: 'modules.benefits.faoTitle',
                text: 'modules.benefits.faoText',
              },
            ],
          }}
        />
      </IntlProvider>,
    );
    const section = screen.getByRole('region', { name: 'Warum Kursmarkt Recht?' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Warum Kursmarkt Recht?',
    );
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Alle Angebote vergleichen',
    );
    expect(items[0]).toHaveTextContent('Termine, Orte und Preise auf einen Blick.');
    expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('FAO-konform');
  });

  it('draws the icons as decoration, hidden from assistive technology', () => {
    const { container } = render(
      <IntlProvider locale="de" messages={labels}>
        <BenefitsBox
          config={{
            title: 'modules.benefits.title',
            items: [
              {
                icon: 'search',
                title: 'modules.benefits.compareTitle',
                text: 'modules.benefits.compareText',
              },
              {
                icon: 'check',
                title: 'modules.benefits.faoTitle',
                text: 'modules.benefits.faoText',
              },
            ],
          }}
        />
      </IntlProvider>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});
