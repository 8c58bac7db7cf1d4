/**
 * A domain's pages as stories: the storefront (App) composed from a folder of site/domains as
 * the server composes it, the configuration and messages read from the folder's files and the
 * theme resolved with its `customTheme`, on the API answers recorded for the folder over the
 * demo catalogue (recorded-answers.json, `npm run domain:stories`). Which stories exist is
 * decided by the folders (.storybook/domain-stories.ts); this module makes each one.
 */
import type { StoryObj } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { useLayoutEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  configurationResponseSchema,
  cssVariableName,
  domainConfigSchema,
  domainMessagesSchema,
  flattenTokens,
  formatIssue,
  issuesFromZod,
  type CourseDetail,
  type DomainConfig,
  type DomainMessages,
  type Issue,
  type Locale,
  type ThemeTokens,
} from '@kursmarkt/schemas';
import { resolveTheme } from '@kursmarkt/themes';
import type { SearchResult } from '@kursmarkt/api';
import { App } from '../App.tsx';
import type { BootData } from '../boot.ts';
import { englishCatalog } from '../english-catalog.ts';
import { filterStorageKey, searchStorageKey } from '../search/search-storage.ts';
import recordedAnswers from './recorded-answers.json';
import { searchPath, type RecordedAnswers, type StoryPage } from './story-pages.ts';

const recorded = recordedAnswers as unknown as RecordedAnswers;

const configFiles = import.meta.glob<unknown>('../../domains/*/config.json', {
  eager: true,
  import: 'default',
});
const messageFiles = import.meta.glob<unknown>('../../domains/*/messages.*.json', {
  eager: true,
  import: 'default',
});

type StoryDomain =
  | {
      ok: true;
      config: DomainConfig;
      messages: Partial<Record<Locale, DomainMessages>>;
      theme: { id: string; css: string };
    }
  | { ok: false; issues: Issue[] };

/**
 * A folder's files checked as the server checks them when it loads a domain: the configuration
 * and each language's messages by their schemas, the theme with `customTheme` and its contrast.
 * (`npm run domain:check` checks more: message ids the configuration names, hosts of two domains.)
 */
function readDomain(id: string): StoryDomain {
  const folder = `site/domains/${id}`;
  const parsed = domainConfigSchema.safeParse(configFiles[`../../domains/${id}/config.json`]);
  if (!parsed.success) {
    return { ok: false, issues: issuesFromZod(parsed.error, `${folder}/config.json:`) };
  }
  const config = parsed.data as DomainConfig;
  const issues: Issue[] = [];
  const theme = resolveTheme(config.theme, config.customTheme, {
    themePath: `${folder}/config.json:theme`,
    customThemePath: `${folder}/config.json:customTheme`,
  });
  if (!theme.ok) issues.push(...theme.issues);
  const messages: Partial<Record<Locale, DomainMessages>> = {};
  for (const locale of config.locales) {
    const file = `${folder}/messages.${locale}.json`;
    const read = domainMessagesSchema.safeParse(
      messageFiles[`../../domains/${id}/messages.${locale}.json`],
    );
    if (read.success) messages[locale] = read.data;
    else issues.push(...issuesFromZod(read.error, `${file}:`));
  }
  if (!theme.ok || issues.length > 0) return { ok: false, issues };
  return { ok: true, config, messages, theme: { id: theme.id, css: theme.css } };
}

/** What the server inlines into the page for this domain and language (packages/server/src/site.ts). */
function bootData(
  domain: Extract<StoryDomain, { ok: true }>,
  language: Locale,
): BootData | undefined {
  const own = domain.messages[language];
  const scopeLists = recorded.scopeLists[language];
  if (!own || !scopeLists) return undefined;
  const {
    $schema: _schema,
    customTheme: _custom,
    seller: _seller,
    ...config
  } = domain.config as DomainConfig & {
    $schema?: string;
  };
  const { $schema: _messagesSchema, ...texts } = own;
  return {
    configuration: configurationResponseSchema.parse({
      ...config,
      language,
      affiliate: null,
    }) as BootData['configuration'],
    messages: { ...texts, language, ...scopeLists },
    consentAnswered: true,
  };
}

/**
 * Requests no recorded answer covers, of the story on show: the page would wait for them
 * forever, so the story's test fails and names them.
 */
const unanswered: string[] = [];
const recordedOnly: typeof fetch = (input) => {
  unanswered.push(String(input));
  console.error(`No recorded answer for ${String(input)}: run npm run domain:stories.`);
  return new Promise<Response>(() => {});
};

const recordingOf = (id: string, language: Locale) => recorded.domains[id]?.[language];

function Issues({ issues }: { issues: readonly string[] }) {
  return (
    <ul>
      {issues.map((line) => (
        <li key={line}>
          <code>{line}</code>
        </li>
      ))}
    </ul>
  );
}

export type DomainPageProps = {
  /** The domain's folder name under site/domains. */
  domain: string;
  /** One of the domain's `locales`. */
  language: Locale;
  /** The start page, the search results or the recorded course's page. */
  page: StoryPage;
};

/** One page of a domain, or the mistakes of its folder. */
export function DomainPage({ domain: id, language, page }: DomainPageProps) {
  const domain = readDomain(id);
  const css = domain.ok ? domain.theme.css : '';
  // The domain's theme with its customTheme over the shipped theme's variables, while shown.
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.domain = id;
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [id, css]);

  if (!domain.ok) return <Issues issues={domain.issues.map(formatIssue)} />;
  const boot = bootData(domain, language);
  const recording = recordingOf(id, language);
  if (!boot || (page === 'course' && !recording)) {
    return (
      <Issues
        issues={[
          `site/domains/${id}: no recorded answers for ${language}; run npm run domain:stories`,
        ]}
      />
    );
  }
  const path = page === 'start' ? '/' : page === 'search' ? searchPath : recording!.coursePath;
  return (
    <App
      boot={boot}
      catalog={language === 'en' ? englishCatalog : undefined}
      inMemory={{ path, fetch: recordedOnly }}
    />
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (messages: DomainMessages, id: string) => messages.labels[id] ?? id;

/** The start page shows the configured modules' titles in position order, header and footer. */
async function checkStartPage(
  canvasElement: HTMLElement,
  config: DomainConfig,
  messages: DomainMessages,
  answers: Record<string, unknown>,
) {
  const canvas = within(canvasElement);
  const shown = config.modules
    .filter((module) => !config.startPageComponent || module.name === config.startPageComponent)
    // An education provider's module stays away when the provider has no dates this year.
    .filter(
      (module) =>
        module.name !== 'EDUCATION_PROVIDER_COURSES' ||
        Object.values(answers).some(
          (answer) =>
            typeof answer === 'object' &&
            answer !== null &&
            'months' in answer &&
            (answer as { months: { courses: unknown[] }[] }).months.some(
              (month) => month.courses.length > 0,
            ),
        ),
    )
    .sort((a, b) => a.position - b.position)
    .map((module) => label(messages, module.config.title));
  await waitFor(() =>
    expect(
      canvas
        .getAllByRole('heading')
        .map((heading) => heading.textContent ?? '')
        .filter((text) => shown.includes(text)),
    ).toEqual(shown),
  );
  if (messages.advertMessage) await expect(canvas.getByText(messages.advertMessage)).toBeVisible();
  // A link, or the button that opens a dropdown of sections.
  for (const entry of messages.navigation) {
    await expect(
      canvas.getAllByRole(entry.url ? 'link' : 'button', {
        name: new RegExp(`^${escape(entry.name)}`),
      }).length,
    ).toBeGreaterThan(0);
  }
  const footer = within(canvas.getByRole('contentinfo'));
  for (const part of config.footerParts) {
    if (part.type === 'LINK') {
      await expect(footer.getByRole('link', { name: label(messages, part.name) })).toHaveAttribute(
        'href',
        part.url,
      );
    }
  }
}

/** Each token of `customTheme` is the value of its custom property on the page. */
async function checkCustomTheme(canvasElement: HTMLElement, config: DomainConfig) {
  const style = getComputedStyle(canvasElement);
  for (const [path, token] of flattenTokens((config.customTheme ?? {}) as ThemeTokens)) {
    await expect(style.getPropertyValue(cssVariableName(path)).trim()).toBe(token.value);
  }
}

/**
 * The story of one page of a domain in one language: shown in the domain's theme and language
 * (not the toolbar's), on the day the answers were recorded, with a fresh stored search.
 *
 * @public (used by the stories that .storybook/domain-stories.ts generates)
 */
export function domainStory(
  id: string,
  language: Locale,
  page: StoryPage,
): StoryObj<typeof DomainPage> {
  const domain = readDomain(id);
  const recording = recordingOf(id, language);
  return {
    args: { domain: id, language, page },
    globals: {
      ...(domain.ok ? { theme: domain.config.theme } : {}),
      locale: language,
    },
    parameters: { swr: { fallback: recording?.[page] ?? {} } },
    beforeEach: () => {
      MockDate.set(recorded.now);
      unanswered.length = 0;
      sessionStorage.removeItem(searchStorageKey);
      sessionStorage.removeItem(filterStorageKey);
      return () => MockDate.reset();
    },
    play: async ({ canvasElement }) => {
      if (!domain.ok) throw new Error(domain.issues.map(formatIssue).join('\n'));
      await expect(
        recording,
        `no recorded answers for ${id} (${language}): run npm run domain:stories`,
      ).toBeDefined();
      await expect(document.documentElement).toHaveAttribute('data-theme', domain.config.theme);
      await expect(document.documentElement).toHaveAttribute('lang', language);
      const canvas = within(canvasElement);
      const messages = domain.messages[language]!;
      const answers = recording![page];
      if (page === 'start') {
        await checkStartPage(canvasElement, domain.config, messages, answers);
      } else if (page === 'search') {
        const [firstPage] = Object.values(answers)[0] as SearchResult[];
        await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          await canvas.findByRole('link', { name: firstPage!.courses[0]!.name }),
        ).toBeVisible();
      } else {
        const course = Object.values(answers)[0] as CourseDetail;
        await expect(
          await canvas.findByRole('heading', { level: 1, name: course.name }),
        ).toBeVisible();
      }
      await checkCustomTheme(canvasElement, domain.config);
      await expect(unanswered, 'requests without a recorded answer').toEqual([]);
    },
  };
}
