// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadScriptsAfterPaint } from './site.ts';
import { openTestDatabase, type TestDatabase } from './db/test-databases.ts';
import { seedDatabase } from './seed/index.ts';
import { loadDomains } from './domains/load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');
const template = `<!doctype html><html lang="%LANG%" data-theme="%THEME%"><head><!--app-head-->
<script type="module" crossorigin src="/assets/index-a1.js"></script></head>
<body><div id="root"><!--app-html--></div><!--app-boot--></body></html>`;

/**
 * Stands in for the site's server build (site/src/entry-server.tsx), whose real output the
 * end-to-end tests exercise; here the server's handling of its answers is under test.
 */
const renderer = `export async function render(url, boot, options) {
  if (url.startsWith('/unknown')) return { html: '', styles: '', redirect: '/404' };
  if (url.startsWith('/with-data')) {
    const response = await options.fetch('/api/configuration', { headers: { accept: 'application/json' } });
    const configuration = await response.json();
    return {
      html: '<p>rendered with data</p>',
      styles: '',
      data: { status: response.status, domain: configuration.id, language: configuration.language },
    };
  }
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/consent')) {
    return { html: '<p>consent answered: ' + boot.consentAnswered + '</p>', styles: '' };
  }
  // A script of React's own, with the page's nonce, and one the page's content brought along.
  return {
    html: '<p>rendered ' + url + ' for ' + boot.configuration.id + '</p>' +
      '<script nonce="' + options.nonce + '">reveal("S:1")</script>' +
      '<div><script>alert("injected")</script></div>',
    styles: '<style data-styled="active" nonce="' + options.nonce + '">p{color:var(--color-text-primary)}</style>',
  };
}
`;

describe('the storefront shell with a server render', () => {
  let testDatabase: TestDatabase;
  let siteDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase({ name: 'PGlite', dialect: 'pglite' });
    await seedDatabase(testDatabase.database.db, { referenceDate: '2026-03-01' });
    const { domains } = await loadDomains(examples);
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-ssr-'));
    await writeFile(path.join(siteDir, 'index.html'), template);
    await mkdir(path.join(siteDir, 'server'));
    await writeFile(path.join(siteDir, 'server', 'entry-server.js'), renderer);
    await mkdir(path.join(siteDir, '.vite'));
    await writeFile(path.join(siteDir, '.vite', 'manifest.json'), '{}');
    app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { send: async () => {} },
      siteDir,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  it('puts the rendered page into the root element and its styles into the head', async () => {
    const response = await app.inject({
      url: '/faq?language=en',
      headers: { host: 'reno.kursmarkt.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><p>rendered /faq?language=en for reno</p>');
    expect(response.body).toMatch(/<head>[\s\S]*<style data-styled="active"[\s\S]*<\/head>/);
  });

  it('allows the inline scripts and styles the server writes by a nonce new for every page, and nothing by hash', async () => {
    const first = await app.inject({ url: '/' });
    const policy = String(first.headers['content-security-policy']);
    const nonce =
      /script-src 'self' 'nonce-([A-Za-z0-9+/=]{22,})' https:\/\/www\.googletagmanager\.com;/.exec(
        policy,
      )?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    expect(policy).not.toContain('sha256-');
    expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain('unsafe-inline');
    expect(/style-src ([^;]*)/.exec(policy)![1]).not.toContain('unsafe-inline');

    const page = first.body;
    const inlineScripts = [
      ...page.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/json)([^>]*)>/g),
    ];
    // React's script, the one the page's content brought along, and the start of the scripts.
    expect(inlineScripts.map(([, attributes]) => attributes)).toEqual([
      ` nonce="${nonce}"`,
      '',
      ` nonce="${nonce}"`,
    ]);
    expect(page).toMatch(/requestAnimationFrame/);
    const styles = [...page.matchAll(/<style([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(styles.length).toBe(2);
    for (const attributes of styles) expect(attributes).toContain(` nonce="${nonce}"`);
    expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);

    const second = await app.inject({ url: '/' });
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    expect(second.body).not.toContain(nonce);
  });

  it("inlines the data the page was rendered with, asked from the page's own domain and language", async () => {
    const response = await app.inject({
      url: '/with-data?language=en',
      headers: { host: 'reno.kursmarkt.test' },
    });
    const boot = JSON.parse(
      /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(response.body)![1]!,
    ) as { configuration: { id: string }; data?: unknown };
    expect(boot.data).toEqual({ status: 200, domain: 'reno', language: 'en' });
    expect(boot.configuration.id).toBe('reno');
  });

  it('inlines no data for a page rendered without', async () => {
    const response = await app.inject({ url: '/faq' });
    const boot = JSON.parse(
      /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(response.body)![1]!,
    ) as Record<string, unknown>;
    expect(Object.keys(boot).sort()).toEqual(['configuration', 'consentAnswered', 'messages']);
  });

  it("renders the page knowing whether the visitor's consent cookie holds a choice", async () => {
    const first = await app.inject({ url: '/consent' });
    expect(first.body).toContain('<p>consent answered: false</p>');
    const answered = await app.inject({ url: '/consent', headers: { cookie: 'consent=v1' } });
    expect(answered.body).toContain('<p>consent answered: true</p>');
  });

  it('redirects an unknown path to /404 as the render decided', async () => {
    const response = await app.inject({ url: '/unknown/page' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/404');
  });

  it('still serves the page for the browser to render when the server render fails', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script id="boot-data" type="application/json">');
  });

  it('does not serve the server render or the build manifest to browsers', async () => {
    expect((await app.inject({ url: '/server/entry-server.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

describe('loading the storefront JavaScript after the first paint', () => {
  const built = `<html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
  </head><body><div id="root"></div></body></html>`;

  it('takes the entry and its preloads out of the head and starts them from one inline script', () => {
    const page = loadScriptsAfterPaint(built);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload" crossorigin href');
    expect(page).toMatch(
      /<script nonce="%NONCE%">requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{\["\/assets\/vendor-b2\.js"\][\s\S]*import\("\/assets\/index-a1\.js"\)\}\)\}\)<\/script>\s*<\/body>/,
    );
  });

  it('leaves a page without an entry module alone', () => {
    const page = '<html><head></head><body></body></html>';
    expect(loadScriptsAfterPaint(page)).toBe(page);
  });
});
