import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AboutUs } from './AboutUs.tsx';

const labels = {
  'modules.about.title': 'Über Kursmarkt Recht',
  'modules.about.p1': 'Kursmarkt Recht bündelt die Fortbildungsangebote anerkannter Veranstalter.',
  'modules.about.p2': 'Wir sind unabhängig.',
  'modules.about.link': 'Mehr über uns',
};

const renderDe = (ui: ReactNode) =>
  render(
    <IntlProvider locale="de" messages={labels}>
      {ui}
    </IntlProvider>,
  );

describe('AboutUs', () => {
  it('is a section labelled by its h2 title, with its paragraphs in the configured order', () => {
    renderDe(
      <AboutUs
        config={{
          title: 'modules.about.title',
          paragraphs: ['modules.about.p2', 'modules.about.p1'],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Über Kursmarkt Recht' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Über Kursmarkt Recht');
    const paragraphs = [...section.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Wir sind unabhängig.',
      'Kursmarkt Recht bündelt die Fortbildungsangebote anerkannter Veranstalter.',
    ]);
  });

  it('links to the configured page when the config has a link', () => {
    renderDe(
      <AboutUs
        config={{
          title: 'modules.about.title',
          paragraphs: ['modules.about.p1'],
          link: { label: 'modules.about.link', href: '/ueber-uns' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Mehr über uns' })).toHaveAttribute(
      'href',
      '/ueber-uns',
    );
  });

  it('shows no link when the config has none', () => {
    renderDe(
      <AboutUs config={{ title: 'modules.about.title', paragraphs: ['modules.about.p1'] }} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
