import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../lang/en.json';
import { Link } from './Link.tsx';

const renderDe = (ui: ReactNode) =>
  render(
    <IntlProvider locale="de" defaultLocale="de">
      {ui}
    </IntlProvider>,
  );

describe('Link', () => {
  it('is a link to its href, inline by default', () => {
    renderDe(<Link href="/kurse">Alle Kurse</Link>);
    const link = screen.getByRole('link', { name: 'Alle Kurse' });
    expect(link).toHaveAttribute('href', '/kurse');
    expect(link).toHaveAttribute('data-appearance', 'inline');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external link in a new tab without giving the new page access to this one', () => {
    renderDe(
      <Link href="https://www.brak.de" external>
        BRAK
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'BRAK (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a rel given by the caller next to noopener noreferrer', () => {
    renderDe(
      <Link href="https://example.org" external rel="sponsored noopener">
        Partner
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  });

  it('announces the new tab in English when the locale is English', () => {
    render(
      <IntlProvider locale="en" defaultLocale="de" messages={en}>
        <Link href="https://www.brak.de" external>
          BRAK
        </Link>
      </IntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'BRAK (opens in a new tab)' })).toBeInTheDocument();
  });

  it('looks like a button with the variant as a data attribute but stays a link', () => {
    renderDe(
      <Link href="/warenkorb" appearance="button" variant="secondary">
        Zum Warenkorb
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Zum Warenkorb' });
    expect(link).toHaveAttribute('data-appearance', 'button');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('styles its child instead of rendering an anchor with asChild', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderDe(
      <Link asChild appearance="standalone" onClick={onClick}>
        <a href="/konto" data-router-link="">
          Mein Konto
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Mein Konto' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('data-appearance', 'standalone');
    expect(document.querySelectorAll('a')).toHaveLength(1);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('adds the new-tab hint inside the child with asChild and external', () => {
    renderDe(
      <Link asChild external>
        <a href="https://www.dav.de">DAV</a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'DAV (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.querySelectorAll('a')).toHaveLength(1);
  });
});
