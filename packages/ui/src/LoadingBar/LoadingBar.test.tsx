import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import { LoadingBar } from './LoadingBar.tsx';

describe('LoadingBar', () => {
  it('is a busy progress bar named for the page while active', () => {
    render(
      <IntlProvider locale="de" defaultLocale="de">
        <LoadingBar active />
      </IntlProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Seite wird geladen' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(bar).toBeVisible();
  });

  it('is named in English when the page is in English', () => {
    render(
      <IntlProvider locale="en" defaultLocale="de" messages={en}>
        <LoadingBar active />
      </IntlProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Page is loading' })).toBeInTheDocument();
  });

  it('is neither visible nor announced while inactive, and no longer busy', () => {
    const { rerender } = render(
      <IntlProvider locale="de" defaultLocale="de">
        <LoadingBar active />
      </IntlProvider>,
    );
    const bar = screen.getByRole('progressbar');
    rerender(
      <IntlProvider locale="de" defaultLocale="de">
        <LoadingBar active={false} />
      </IntlProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(bar).not.toBeVisible();
    expect(bar).toHaveAttribute('aria-busy', 'false');
  });
});
