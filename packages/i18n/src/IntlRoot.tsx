import type { Locale } from '@kursmarkt/schemas';
import { useMemo, type ReactNode } from 'react';
import {
  IntlProvider,
  ReactIntlErrorCode,
  type IntlConfig,
  type MessageFormatElement,
} from 'react-intl';
import { fallbackLanguage } from './language.ts';
import { PageDefaultsProvider, type PageDefaults } from './page-meta.tsx';

/**
 * Texts by message id, as written or compiled to ICU message ASTs: the storefront's browser build
 * has no message parser, so there the built-in catalogs are compiled at build time and the
 * domain's labels by the server that inlines them (docs/decisions/0027-*); `npm run dev`,
 * Storybook, the server render and the tests keep the parser and take texts as written.
 */
export type MessageCatalog = Record<string, string | MessageFormatElement[]>;

export type IntlRootProps = {
  /** The language in force (see `resolveLanguage`). */
  language: Locale;
  /** The domain's `labels` in this language: they win over every built-in text. */
  domainLabels: MessageCatalog;
  /**
   * The built-in texts in `language`: the packages' `lang/<language>.json` catalogs, merged by the
   * site (compiled to ASTs in the browser build). German needs none: the German texts are the
   * messages' defaults in the code.
   */
  messages?: MessageCatalog;
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
  // react-intl takes texts and ASTs mixed; its type asks for one kind.
  const merged = useMemo(
    () => ({ ...messages, ...domainLabels }) as Record<string, string>,
    [messages, domainLabels],
  );
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
