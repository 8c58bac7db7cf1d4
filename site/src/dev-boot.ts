/**
 * The page's boot data in development (npm run dev), where Vite serves the page and no server
 * inlined the configuration, messages and theme: they come from the API as the server would have
 * inlined them for this host and address (docs/architecture.md), parsed with the
 * same schemas, and are written into the page, so the rest of the site reads them as usual.
 * Loaded by boot.ts in `vite dev` only.
 */
import {
  bootDataId,
  configurationResponseSchema,
  devThemePath,
  formatIssue,
  issuesFromZod,
  messagesResponseSchema,
} from '@kursmarkt/schemas';
import { z } from 'zod';
import type { BootData } from './boot.ts';
import { readConsent } from './consent/store.ts';

async function getJson<S extends z.ZodType>(
  fetch: typeof globalThis.fetch,
  url: string,
  schema: S,
): Promise<z.output<S>> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(
      `${url} answered ${response.status}${body ? ` ${body}` : ''}: is npm run dev's API server` +
        ' running, and are the domain files valid (npm run domain:check)?',
    );
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`${url}:\n${issuesFromZod(parsed.error).map(formatIssue).join('\n')}`);
  }
  return parsed.data;
}

/** The theme the server would inline for this host, from the dev server (scripts/dev.ts). */
const devThemeSchema = z.object({ id: z.string(), css: z.string(), favicon: z.string() });

/** The theme's custom properties, favicon and the page's language, as the server writes them. */
function applyTheme(boot: BootData, theme: z.output<typeof devThemeSchema>) {
  const { configuration, messages } = boot;
  const style = document.createElement('style');
  style.textContent = theme.css;
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = theme.favicon;
  document.head.append(style, icon);
  document.title = messages.defaultSiteTitle;
  document.documentElement.lang = configuration.language;
  document.documentElement.dataset.theme = theme.id;
}

/**
 * Fetches `GET /api/configuration` (with the address's `language` and `aid`, as the server reads
 * them for a page), `GET /api/messages` in the configuration's language and the domain's theme
 * (with its customTheme), applies the theme and writes the boot data into the page.
 */
export async function fetchBootData(fetch: typeof globalThis.fetch): Promise<BootData> {
  const address = new URLSearchParams(window.location.search);
  const query = new URLSearchParams();
  for (const name of ['language', 'aid']) {
    const value = address.get(name);
    if (value) query.set(name, value);
  }
  const configuration = (await getJson(
    fetch,
    `/api/configuration${query.size > 0 ? `?${query}` : ''}`,
    configurationResponseSchema,
  )) as BootData['configuration'];
  const messages = await getJson(
    fetch,
    `/api/messages?language=${configuration.language}`,
    messagesResponseSchema,
  );
  const theme = await getJson(fetch, devThemePath, devThemeSchema);
  const boot: BootData = {
    configuration,
    messages,
    consentAnswered: readConsent() !== null,
  };
  applyTheme(boot, theme);
  const element = document.createElement('script');
  element.id = bootDataId;
  element.type = 'application/json';
  element.textContent = JSON.stringify(boot);
  document.body.append(element);
  return boot;
}
