import type { Decorator } from '@storybook/react-vite';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { uiMessages } from '@kursmarkt/ui';
import { IntlProvider } from 'react-intl';
import { storyLabels } from './fixtures.ts';
import { modulesMessages, modulesMessagesEn } from './messages.ts';

const modulesMessagesDe = Object.fromEntries(
  Object.values(modulesMessages).map(({ id, defaultMessage }) => [id, defaultMessage]),
);

const storyMessages = {
  de: { ...uiMessages.de, ...modulesMessagesDe, ...storyLabels.de },
  en: { ...uiMessages.en, ...modulesMessagesEn, ...storyLabels.en },
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
