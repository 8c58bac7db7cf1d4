import type { Locale } from '@kursmarkt/schemas';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { fallbackLanguage } from './language.ts';
import { PageDefaultsProvider, type PageDefaults } from './page-meta.tsx';

export type IntlRootProps = {
  /** The language in force (see `resolveLanguage`). */
  language: Locale;
  /** The domain's `labels` in this language: they win over every built-in text. */
  domainLabels: Record<string, string>;
  /**
   * The built-in texts in `language`: the packages' `lang/<language>.json` catalogs, merged by the
   * site. German needs none: the German texts are the messages' defaults in the code.
   */
  messages?: Record<string, string>;
  /** The brand and default texts that `usePageTitle` and `useMetaDescription` fall back to. */
  pageDefaults?: PageDefaults;
  children?: ReactNode;
};

/**
 * Missing translations are reported while developing only: tests and production stay quiet, and
 * react-intl shows the German default text meanwhile.
 */
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (import.meta.env?.MODE !== 'development') return;
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(error.message);
  else console.error(error);
};

/**
 * react-intl for the storefront: the built-in `messages` of `language` with the domain's labels
 * merged over them (the domain wins).
 */
export const IntlRoot = ({
  language,
  domainLabels,
  messages,
  pageDefaults,
  children,
}: IntlRootProps) => {
  const merged = useMemo(() => ({ ...messages, ...domainLabels }), [messages, domainLabels]);
  return (
    <IntlProvider
      locale={language}
      defaultLocale={fallbackLanguage}
      messages={merged}
      onError={reportIntlError}
    >
      <PageDefaultsProvider value={pageDefaults}>{children}</PageDefaultsProvider>
    </IntlProvider>
  );
};
