import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Welcome } from './Welcome.tsx';

const labels = {
  'modules.welcome.title': 'Fortbildung für Anwältinnen und Anwälte',
  'modules.welcome.text':
    'Vergleichen Sie Fachanwaltslehrgänge von über einem Dutzend Veranstaltern.',
  'modules.welcome.cta': 'Fachanwaltslehrgänge entdecken',
};

const renderDe = (ui: ReactNode) =>
  render(
    <IntlProvider locale="de" messages={labels}>
      {ui}
    </IntlProvider>,
  );

describe('Welcome', () => {
  it('is a section labelled by its h2 title, with the text of its message id', () => {
    renderDe(<Welcome config={{ title: 'modules.welcome.title', text: 'modules.welcome.text' }} />);
    const section = screen.getByRole('region', { name: 'Fortbildung für Anwältinnen und Anwälte' });
    expect(section.tagName).toBe('SECTION');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Fortbildung für Anwältinnen und Anwälte' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vergleichen Sie Fachanwaltslehrgänge von über einem Dutzend Veranstaltern.',
      ),
    ).toBeInTheDocument();
  });

  it('links the call to action where the config says, in the button look', () => {
    renderDe(
      <Welcome
        config={{
          title: 'modules.welcome.title',
          text: 'modules.welcome.text',
          callToAction: { label: 'modules.welcome.cta', href: '/fachanwaltslehrgaenge' },
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Fachanwaltslehrgänge entdecken' });
    expect(link).toHaveAttribute('href', '/fachanwaltslehrgaenge');
    expect(link).toHaveAttribute('data-appearance', 'button');
  });

  it('shows no link without a call to action', () => {
    renderDe(<Welcome config={{ title: 'modules.welcome.title', text: 'modules.welcome.text' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
