import type { Locale } from '@kursmarkt/schemas';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { shellCatalogs } from './catalogs.ts';
import { fallbackLanguage } from './language.ts';
import { PageDefaultsProvider, type PageDefaults } from './page-meta.tsx';

export type IntlRootProps = {
  /** The language in force (see `resolveLanguage`). */
  language: Locale;
  /** The domain's `labels` in this language: they win over every built-in text. */
  domainLabels: Record<string, string>;
  /** More built-in texts, e.g. the ui package's catalog of this language, passed in by the site. */
  extraMessages?: Record<string, string>;
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
 * react-intl for the storefront: the shell's catalog of `language`, then `extraMessages`, then
 * the domain's labels merged over them (the domain wins).
 */
export const IntlRoot = ({
  language,
  domainLabels,
  extraMessages,
  pageDefaults,
  children,
}: IntlRootProps) => {
  const messages = useMemo(
    () => ({ ...shellCatalogs[language], ...extraMessages, ...domainLabels }),
    [language, extraMessages, domainLabels],
  );
  return (
    <IntlProvider
      locale={language}
      defaultLocale={fallbackLanguage}
      messages={messages}
      onError={reportIntlError}
    >
      <PageDefaultsProvider value={pageDefaults}>{children}</PageDefaultsProvider>
    </IntlProvider>
  );
};
