import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

const renderDe = (ui: ReactNode) =>
  render(
    <IntlProvider locale="de" defaultLocale="de">
      {ui}
    </IntlProvider>,
  );

describe('Badge', () => {
  it('shows the count', () => {
    renderDe(<Badge count={3} />);
    expect(screen.getByText('3')).toBeVisible();
  });

  it('caps the count at max and shows a plus', () => {
    renderDe(
      <>
        <Badge count={120} />
        <Badge count={12} max={9} />
        <Badge count={99} />
      </>,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('hides a count of zero unless showZero is set', () => {
    const { container, rerender } = renderDe(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <IntlProvider locale="de" defaultLocale="de">
        <Badge count={0} showZero />
      </IntlProvider>,
    );
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('gives screen readers the label instead of the bare number', () => {
    renderDe(
      <button type="button">
        Warenkorb <Badge count={3} label="3 Artikel im Warenkorb" />
      </button>,
    );
    expect(
      screen.getByRole('button', { name: 'Warenkorb 3 Artikel im Warenkorb' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its text as a non-counter badge in the given tone', () => {
    renderDe(<Badge tone="brand">Neu</Badge>);
    const badge = screen.getByText('Neu');
    expect(badge).toHaveAttribute('data-tone', 'brand');
    expect(badge).toHaveAttribute('data-counter', 'false');
  });

  it('uses the accent tone by default', () => {
    renderDe(<Badge count={5} />);
    expect(screen.getByText('5')).toHaveAttribute('data-tone', 'accent');
  });
});
