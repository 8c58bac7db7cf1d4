import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status that says it is loading, in German by default', () => {
    render(
      <IntlProvider locale="de" defaultLocale="de">
        <Spinner />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
  });

  it('says it is loading in English when the page is in English', () => {
    render(
      <IntlProvider locale="en" defaultLocale="de" messages={en}>
        <Spinner />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading …');
  });

  it('says what is loading when given a label', () => {
    render(
      <IntlProvider locale="de" defaultLocale="de">
        <Spinner label="Kurse werden geladen" />
      </IntlProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Kurse werden geladen');
    expect(status).not.toHaveTextContent('Wird geladen');
  });

  it('exposes the size as a data attribute that the styles select on, medium by default', () => {
    const { rerender } = render(
      <IntlProvider locale="de" defaultLocale="de">
        <Spinner />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'md');
    rerender(
      <IntlProvider locale="de" defaultLocale="de">
        <Spinner size="sm" />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'sm');
  });
});
