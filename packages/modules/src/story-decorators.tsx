import type { Decorator } from '@storybook/react-vite';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import { IntlProvider } from 'react-intl';
import english from '../lang/en.json';
import { storyLabels } from './fixtures.ts';

/** German texts are the messages' defaults; English ones come from the packages' catalogs. */
const storyMessages = {
  de: storyLabels.de,
  en: { ...uiEnglish, ...english, ...storyLabels.en },
};

/**
 * Resolves the modules' message ids in the toolbar's language, as the site does with a domain's
 * labels: wraps the story in an IntlProvider with the ui texts, the modules' own texts and the
 * example labels of `fixtures.ts`.
 */
export const withModuleLabels: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'en' ? 'en' : 'de';
  return (
    <IntlProvider locale={locale} defaultLocale="de" messages={storyMessages[locale]}>
      <Story />
    </IntlProvider>
  );
};

/**
 * Stories get their data from `parameters.swr.fallback` and never revalidate, so this client's
 * requests never leave the page: they stay pending, as on a slow connection.
 */
const storyClient = createApiClient({ fetch: () => new Promise<Response>(() => {}) });

/** Gives the data hooks of `@kursmarkt/api` a client, as the site's `ApiProvider` does. */
export const withApiClient: Decorator = (Story) => (
  <ApiProvider client={storyClient}>
    <Story />
  </ApiProvider>
);
