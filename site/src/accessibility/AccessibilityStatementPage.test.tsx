import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootData, renderInSite } from '../session/render-support.tsx';
import AccessibilityStatementPage from './AccessibilityStatementPage.tsx';

describe('the accessibility statement', () => {
  it('states the conformance, the known limitations, the date and the enforcement body', () => {
    renderInSite(<AccessibilityStatementPage />, { path: '/barrierefreiheit' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kursmarkt Recht möchte allen Menschen/)).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.2 auf Stufe AA teilweise vereinbar/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/am 27\. November 2026 erstellt/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen \(MLBF\)/,
      ),
    ).toBeInTheDocument();
  });

  it('offers the contact form with the subject filled in and the domain’s address', () => {
    renderInSite(<AccessibilityStatementPage />, {
      path: '/barrierefreiheit',
      boot: bootData({ contactEmail: 'hallo@lumen-akademie.test' }),
    });

    expect(screen.getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute(
      'href',
      '/kontakt?subject=Barriere+melden',
    );
    expect(screen.getByRole('link', { name: 'hallo@lumen-akademie.test' })).toHaveAttribute(
      'href',
      'mailto:hallo@lumen-akademie.test',
    );
  });

  it('names no address a domain has not configured', () => {
    renderInSite(<AccessibilityStatementPage />, { path: '/barrierefreiheit' });

    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('is written in English on an English page', () => {
    renderInSite(<AccessibilityStatementPage />, {
      path: '/barrierefreiheit?language=en',
      boot: bootData({}, 'en'),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/kontakt?subject=Report+a+barrier',
    );
    expect(
      screen.getByText(/This statement was written on .*November.*2026\./),
    ).toBeInTheDocument();
  });
});
