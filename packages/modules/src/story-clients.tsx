/**
 * Story decorators of the data-driven modules: their texts, and API clients that answer every
 * request with a fixed response (an error, a refused address, a sign-up). Stories only.
 */
import type { Decorator } from '@storybook/react-vite';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { Skeleton } from '@kursmarkt/ui';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import { IntlProvider } from 'react-intl';
import { Suspense, useState, type ReactNode } from 'react';
import english from '../lang/en.json';
import { storyLabels } from './fixtures.ts';
import { dataStoryLabels } from './fixtures-data.ts';

/** German texts are the messages' defaults; English ones come from the packages' catalogs. */
const storyMessages = {
  de: { ...storyLabels.de, ...dataStoryLabels.de },
  en: { ...uiEnglish, ...english, ...storyLabels.en, ...dataStoryLabels.en },
};

/**
 * Like `withModuleLabels`, in the toolbar's language, with the texts of the data-driven modules
 * and the example labels of `fixtures-data.ts` as well.
 */
export const withDataModuleLabels: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'en' ? 'en' : 'de';
  return (
    <IntlProvider locale={locale} defaultLocale="de" messages={storyMessages[locale]}>
      <Story />
    </IntlProvider>
  );
};

/** A JSON answer as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers one request of a story: the URL (relative, e.g. `/api/newsletter?language=de`) and init. */
export type StoryAnswer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** The place a module has on the start page: a skeleton while it waits for its data. */
function StartPagePlace({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height="size.cardMin" />}>{children}</Suspense>;
}

/** Renders the story in its start-page place, for modules that wait for their data. */
export const withStartPagePlace: Decorator = (Story) => (
  <StartPagePlace>
    <Story />
  </StartPagePlace>
);

function AnswersProvider({ answer, children }: { answer: StoryAnswer; children: ReactNode }) {
  // One client for the story's life: a module that waits for its data is rendered again when
  // the data is there, and must meet the calls it started.
  const [client] = useState(() =>
    createApiClient({
      fetch: async (input, init) => answer(String(input), init),
      retryDelay: () => 0,
    }),
  );
  return (
    <ApiProvider client={client} swrConfig={{ revalidateOnMount: true }}>
      <StartPagePlace>{children}</StartPagePlace>
    </ApiProvider>
  );
}

/**
 * Gives the hooks a client whose requests never leave the page: `answer` responds to each, at
 * once and without retry delays. Unlike the shared story setup, data hooks load on mount, so a
 * story without fallback data shows what the answer leads to, e.g. a failed search.
 */
export const withApiAnswers =
  (answer: StoryAnswer): Decorator =>
  (Story) => (
    <AnswersProvider answer={answer}>
      <Story />
    </AnswersProvider>
  );
