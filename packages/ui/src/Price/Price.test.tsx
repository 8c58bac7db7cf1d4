import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@kursmarkt/schemas';
import en from '../../lang/en.json';
import { Price } from './Price.tsx';

function renderIn(locale: Locale, ui: ReactNode) {
  return render(
    <IntlProvider locale={locale} defaultLocale="de" messages={locale === 'en' ? en : {}}>
      {ui}
    </IntlProvider>,
  );
}

/** Intl puts a (narrow) no-break space between amount and sign; compare with plain spaces. */
const text = (element: Element | null) => element?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('Price', () => {
  it('shows cents as euros in German notation on a German page', () => {
    const { container } = renderIn('de', <Price cents={123_450} />);
    expect(text(container.firstElementChild)).toBe('1.234,50 €');
  });

  it('shows euros in English notation on an English page', () => {
    const { container } = renderIn('en', <Price cents={123_450} />);
    expect(text(container.firstElementChild)).toBe('€1,234.50');
  });

  it('reads a discount as the new price instead of the old one', () => {
    const { container } = renderIn('de', <Price cents={9_900} originalCents={12_900} />);
    expect(text(container.firstElementChild)).toBe('99,00 € statt 129,00 €');
  });

  it('reads a discount in English on an English page', () => {
    const { container } = renderIn('en', <Price cents={9_900} originalCents={12_900} />);
    expect(text(container.firstElementChild)).toBe('€99.00 instead of €129.00');
  });

  it('strikes through the old price', () => {
    const { container } = renderIn('de', <Price cents={9_900} originalCents={12_900} />);
    expect(text(container.querySelector('s'))).toBe('129,00 €');
  });

  it('shows a single cent and 1.190 euros without losing a digit', () => {
    const { container } = renderIn('de', <Price cents={1} />);
    expect(text(container.firstElementChild)).toBe('0,01 €');
    const { container: whole } = renderIn('de', <Price cents={119_000} />);
    expect(text(whole.firstElementChild)).toBe('1.190,00 €');
  });

  it('shows a free course as zero euros and no old price', () => {
    const { container } = renderIn('de', <Price cents={0} />);
    expect(text(container.firstElementChild)).toBe('0,00 €');
    expect(container.querySelector('s')).toBeNull();
  });
});
