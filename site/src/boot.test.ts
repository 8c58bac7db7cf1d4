import { devThemePath } from '@kursmarkt/schemas';
import { resolveTheme } from '@kursmarkt/themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lawyerConfig from '../domains/lawyer/config.json';
import lawyerMessages from '../domains/lawyer/messages.de.json';
import { loadBootData, readBootData } from './boot.ts';

/** What the API answers for the lawyer domain: its files as the server serves them. */
const {
  $schema: _configSchema,
  customTheme: _customTheme,
  seller: _seller,
  ...config
} = lawyerConfig as Record<string, unknown>;
const configuration = { ...config, language: 'de', affiliate: 'partner-1' };
const { $schema: _messagesSchema, ...texts } = lawyerMessages;
const messages = {
  ...texts,
  language: 'de',
  lawyerScopes: [{ id: 2, name: 'Arbeitsrecht', top: true }],
  renoScopes: [{ id: 101, name: 'Zwangsvollstreckung', top: true }],
  scopeCategories: [{ id: 1, name: 'Zivil- und Wirtschaftsrecht', scopeIds: [2] }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The dev server's theme for the lawyer domain (scripts/dev-theme.ts). */
const lawyerTheme = resolveTheme('LAWYER');
if (!lawyerTheme.ok) throw new Error('The LAWYER theme does not resolve.');
const devTheme = {
  id: lawyerTheme.id,
  css: lawyerTheme.css,
  favicon: lawyerTheme.tokens.asset.favicon.value,
};

/** The API and dev servers, as far as the page asks them: configuration, messages, theme. */
function apiFetch(answers: { configuration?: unknown } = {}) {
  return vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/configuration') return json(answers.configuration ?? configuration);
    if (url.pathname === '/api/messages') return json(messages);
    if (url.pathname === devThemePath) return json(devTheme);
    return json({ code: 'NOT_FOUND', message: url.pathname }, 404);
  });
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
  document.cookie = 'consent=; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('the page’s boot data', () => {
  it('is read from the page when the server inlined it, without asking the API', async () => {
    const inlined = { configuration, messages, consentAnswered: true };
    document.body.innerHTML = `<script id="boot-data" type="application/json">${JSON.stringify(inlined)}</script>`;
    const fetch = apiFetch();
    await expect(loadBootData(fetch)).resolves.toEqual(inlined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is fetched from the API in development, for the address’s language and affiliate', async () => {
    window.history.replaceState(null, '', '/search?language=de&aid=partner-1&scope=2');
    const fetch = apiFetch();
    const boot = await loadBootData(fetch);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/configuration?language=de&aid=partner-1',
      '/api/messages?language=de',
      devThemePath,
    ]);
    expect(boot.configuration).toMatchObject({ id: 'lawyer', theme: 'LAWYER', language: 'de' });
    expect(boot.messages.lawyerScopes).toEqual(messages.lawyerScopes);
    expect(boot.consentAnswered).toBe(false);
  });

  it('is written into the page with the theme, language and title the server would set', async () => {
    document.cookie = 'consent=v1.statistics';
    const boot = await loadBootData(apiFetch());
    expect(readBootData()).toEqual(boot);
    expect(boot.consentAnswered).toBe(true);
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dataset.theme).toBe('LAWYER');
    expect(document.title).toBe(lawyerMessages.defaultSiteTitle);
    expect(document.head.querySelector('style')?.textContent).toBe(devTheme.css);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      devTheme.favicon,
    );
  });

  it('is refused with the field paths when the API answers what the schema does not take', async () => {
    await expect(
      loadBootData(apiFetch({ configuration: { ...configuration, theme: 42 } })),
    ).rejects.toThrow(/\/api\/configuration:\n.*theme: /);
    expect(document.getElementById('boot-data')).toBeNull();
  });
});
