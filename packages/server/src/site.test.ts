// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  configurationResponseSchema,
  messagesResponseSchema,
} from '@kursmarkt/schemas';
import type { FastifyRequest } from 'fastify';
import { parse } from '@formatjs/icu-messageformat-parser';
import { buildApp } from './app.ts';
import { seedDatabase } from './seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains, type Domain } from './domains/load.ts';
import type { Mailer } from './mail/transport.ts';
import { ownApiFetch } from './site.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');

const template = `<!doctype html>
<html lang="%LANG%" data-theme="%THEME%">
  <head>
    <meta charset="utf-8">
    <!--app-head-->
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-boot-->
  </body>
</html>
`;
const asset = 'console.log("kursmarkt");\n';
const assetBr = brotliCompressSync(asset);
const assetGz = gzipSync(asset);

const mailer: Mailer = { send: async () => {} };

/** The JSON of the page's boot-data element, parsed. */
function bootData(html: string) {
  const match = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page has a boot-data script element').not.toBeNull();
  return JSON.parse(match![1]!) as {
    configuration: unknown;
    messages: unknown;
    consentAnswered: boolean;
  };
}

/** A page with its nonce left out: two answers of the same page differ only there. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]+"/g, '');

const scriptTags = (html: string) => html.match(/<script\b/g) ?? [];

describe.each(testDatabaseTargets())('the storefront shell on $name', (target) => {
  let testDatabase: TestDatabase;
  let domains: Domain[];
  let siteDir: string;
  let app: FastifyInstance;
  const domain = (id: string) => domains.find((candidate) => candidate.config.id === id)!;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDatabase(testDatabase.database.db, { referenceDate: '2026-03-01' });
    const loaded = await loadDomains(examples);
    expect(loaded.issues).toEqual([]);
    domains = loaded.domains;
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-dist-'));
    await writeFile(path.join(siteDir, 'index.html'), template);
    await mkdir(path.join(siteDir, 'assets'));
    await writeFile(path.join(siteDir, 'assets', 'app-abc123.js'), asset);
    // As the build writes them (scripts/precompress.ts).
    await writeFile(path.join(siteDir, 'assets', 'app-abc123.js.br'), assetBr);
    await writeFile(path.join(siteDir, 'assets', 'app-abc123.js.gz'), assetGz);
    await writeFile(path.join(siteDir, 'robots.txt'), 'User-agent: *\n');
    app = await buildApp({ database: testDatabase.database, domains, mailer, siteDir });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  it('answers / on reno.kursmarkt.test with the reno page: language, theme, title and theme CSS', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'reno.kursmarkt.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="de" data-theme="RENO">');
    const title = domain('reno').messages.de!.defaultSiteTitle;
    expect(title).not.toMatch(/[&<>"']/);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(
      /<style id="theme-tokens" nonce="[^"]+">\s*\[data-theme="RENO"\] \{[^<]*--color-/,
    );
    expect(html).not.toMatch(/%LANG%|%THEME%|<!--app-head-->|<!--app-boot-->/);
  });

  it('inlines the configuration and the messages of the host as boot data', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'reno.kursmarkt.test' } });
    const { configuration, messages } = bootData(response.body);
    const parsedConfiguration = configurationResponseSchema.parse(configuration);
    expect(parsedConfiguration).toMatchObject({
      id: 'reno',
      theme: 'RENO',
      language: 'de',
      affiliate: null,
    });
    // The labels come compiled (next test); the rest is the API's answer.
    const parsedMessages = messagesResponseSchema.parse({
      ...(messages as Record<string, unknown>),
      labels: {},
    });
    expect(parsedMessages.language).toBe('de');
    expect(parsedMessages.defaultSiteTitle).toBe(domain('reno').messages.de!.defaultSiteTitle);
    expect(parsedMessages.renoScopes).toHaveLength(10);
    expect(parsedMessages.lawyerScopes).toHaveLength(24);
  });

  it('inlines the same configuration and messages that the API answers, the labels compiled to ICU message ASTs', async () => {
    const headers = { host: 'lumen-akademie.test' };
    const page = await app.inject({ url: '/?aid=partner-7', headers });
    const configuration = await app.inject({ url: '/api/configuration?aid=partner-7', headers });
    const messages = await app.inject({ url: '/api/messages', headers });
    const answered = messages.json<{ labels: Record<string, string> }>();
    expect(Object.keys(answered.labels).length).toBeGreaterThan(0);
    expect(bootData(page.body)).toEqual({
      configuration: configuration.json(),
      messages: {
        ...answered,
        labels: Object.fromEntries(
          Object.entries(answered.labels).map(([id, text]) => [id, parse(text)]),
        ),
      },
      consentAnswered: false,
    });
  });

  it('answers the English page and messages for ?language=en', async () => {
    const response = await app.inject({
      url: '/?language=en',
      headers: { host: 'reno.kursmarkt.test' },
    });
    expect(response.body).toContain('<html lang="en" data-theme="RENO">');
    expect(response.body).toContain(
      `<title>${domain('reno').messages.en!.defaultSiteTitle}</title>`,
    );
    const { configuration, messages } = bootData(response.body);
    expect(configuration).toMatchObject({ language: 'en' });
    expect(messages).toMatchObject({
      language: 'en',
      defaultSiteTitle: domain('reno').messages.en!.defaultSiteTitle,
    });
  });

  it.each([
    ['no consent cookie', undefined, false],
    ['a choice of the current version', 'lang=de; consent=v1.statistics', true],
    ['a choice of an older version', 'consent=v0.statistics', false],
  ])(
    'tells the page whether the visitor answered the consent question: %s',
    async (_case, cookie, answered) => {
      const response = await app.inject({ url: '/', headers: cookie ? { cookie } : {} });
      expect(bootData(response.body).consentAnswered).toBe(answered);
    },
  );

  it('keeps ?language=en as the visitor’s choice, so the next page without it is English too', async () => {
    const first = await app.inject({ url: '/?language=en' });
    const cookie = first.cookies.find((entry) => entry.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', maxAge: 31_536_000, sameSite: 'Lax' });

    const next = await app.inject({ url: '/', headers: { cookie: `lang=${cookie!.value}` } });
    expect(next.body).toContain('<html lang="en" data-theme="LAWYER">');
    expect(next.cookies).toEqual([]);
  });

  it('stores no language the domain does not offer', async () => {
    const response = await app.inject({ url: '/?language=fr', headers: { cookie: 'lang=en' } });
    expect(response.body).toContain('<html lang="en" data-theme="LAWYER">');
    expect(response.cookies).toEqual([]);
  });

  it('honours the lang cookie in the page', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'lang=en' } });
    expect(response.body).toContain('<html lang="en" data-theme="LAWYER">');
  });

  it('serves no domain’s page to a host no domain names', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'example.org' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('data-theme=');
  });

  it('answers a deep storefront route with the same page', async () => {
    const headers = { host: 'reno.kursmarkt.test' };
    const start = await app.inject({ url: '/', headers });
    const deep = await app.inject({ url: '/some/deep/route?x=1', headers });
    expect(deep.statusCode).toBe(200);
    expect(withoutNonce(deep.body)).toBe(withoutNonce(start.body));
  });

  it('answers /404 with the page and status 404', async () => {
    const response = await app.inject({ url: '/404', headers: { host: 'reno.kursmarkt.test' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('data-theme="RENO"');
    bootData(response.body);
  });

  it('marks the page no-cache and private, as it carries a nonce of its own', async () => {
    for (const url of ['/', '/kontakt', '/404']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('serves a hashed asset with an immutable cache-control', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(asset);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset compressed as the build wrote it to a client that takes it', async () => {
    const browser = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toMatch(/javascript/);
    expect(browser.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    // The build's file itself, not compressed again on the way.
    expect(browser.rawPayload).toEqual(assetBr);
    expect(Number(browser.headers['content-length'])).toBe(assetBr.length);
    expect(brotliDecompressSync(browser.rawPayload).toString('utf8')).toBe(asset);

    const gzipOnly = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.rawPayload).toEqual(assetGz);
    expect(gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(asset);

    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
  });

  it('sends pages and API answers compressed to a client that takes it, else as they are', async () => {
    const urls = [
      '/',
      '/fachanwaltslehrgaenge',
      '/api/configuration',
      '/api/search?term=Arbeitsrecht',
      '/api/search?term=Arbeitsrecht',
    ];
    for (const url of urls) {
      const plain = await app.inject({ url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      for (const [accepted, encoding, inflate] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const response = await app.inject({ url, headers: { 'accept-encoding': accepted } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(response.headers['content-type'], url).toBe(plain.headers['content-type']);
        expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
        expect(withoutNonce(inflate(response.rawPayload).toString('utf8')), url).toBe(
          withoutNonce(plain.body),
        );
      }
    }
  });

  it("reads the server render's API answers uncompressed, whatever the render asks for", async () => {
    const visitor = { headers: { host: 'localhost' } } as FastifyRequest;
    const answer = await ownApiFetch(
      app,
      visitor,
      'de',
    )('/api/search?term=Arbeitsrecht', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(((await answer.json()) as { count: number }).count).toBeGreaterThan(0);
  });

  it('serves another file of the build without the immutable cache-control', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('does not serve the raw template at /index.html', async () => {
    const response = await app.inject({ url: '/index.html' });
    expect(response.body).not.toContain('%LANG%');
    expect(response.body).not.toContain('<!--app-boot-->');
  });

  it.each(['/missing.js', '/assets/app-000000.js', '/assets/../index.html'])(
    'answers the missing file %s with 404',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('%LANG%');
    },
  );

  it('still answers the API, and an unknown API route with a 404 JSON error', async () => {
    const configuration = await app.inject({ url: '/api/configuration' });
    expect(configuration.statusCode).toBe(200);
    for (const url of ['/api/nothing-here', '/api', '/api/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  it('sends the security headers with the page', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // Besides its own origin, the page may load and reach only the tag manager (after consent).
    expect(csp).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' https:\/\/www\.googletagmanager\.com(;|$)/,
    );
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  describe('with texts that look like markup or replacement patterns', () => {
    let domainsDir: string;
    let tricky: FastifyInstance;
    const title = 'Kurse </script><script>alert(1)</script> & "mehr"';
    const description = "Preise in $ – $& $' $` $$ \u2028 </title><!--app-boot-->";
    const logo = '/logo.svg?</style><script>alert(2)</script>';

    beforeAll(async () => {
      domainsDir = await mkdtemp(path.join(tmpdir(), 'domains-'));
      await cp(examples, domainsDir, { recursive: true });
      const file = path.join(domainsDir, 'reno', 'messages.de.json');
      const messages = JSON.parse(await readFile(file, 'utf8'));
      messages.defaultSiteTitle = title;
      messages.defaultMetaDescription = description;
      // A label is an ICU message: the apostrophes quote the `<`, which would open a tag.
      messages.labels['test.escaping'] = "'</'SCRIPT ><!-- $' -->";
      await writeFile(file, JSON.stringify(messages));
      const configFile = path.join(domainsDir, 'reno', 'config.json');
      const config = JSON.parse(await readFile(configFile, 'utf8'));
      config.customTheme = { asset: { logo: { value: logo } } };
      await writeFile(configFile, JSON.stringify(config));
      const loaded = await loadDomains(domainsDir);
      expect(loaded.issues).toEqual([]);
      tricky = await buildApp({
        database: testDatabase.database,
        domains: loaded.domains,
        mailer,
        siteDir,
      });
    });

    afterAll(async () => {
      await tricky?.close();
      if (domainsDir) await rm(domainsDir, { recursive: true, force: true });
    });

    it('keeps a message containing </script> inside the boot data', async () => {
      const response = await tricky.inject({ url: '/', headers: { host: 'reno.kursmarkt.test' } });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(scriptTags(html)).toHaveLength(scriptTags(template).length + 1);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toMatch(/<\/script\s*>\s*<!--/i);
      const { messages } = bootData(html);
      expect(messages).toMatchObject({
        defaultSiteTitle: title,
        defaultMetaDescription: description,
        labels: expect.objectContaining({
          'test.escaping': [{ type: 0, value: "</SCRIPT ><!-- $' -->" }],
        }),
      });
    });

    it('keeps an operator asset path containing </style> inside the theme style element', async () => {
      const response = await tricky.inject({ url: '/', headers: { host: 'reno.kursmarkt.test' } });
      const html = response.body;
      expect(html).not.toContain('<script>alert(2)');
      const style = /<style id="theme-tokens" nonce="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1];
      expect(style).toMatch(/--asset-logo: url\("[^"]*"\);/);
      expect(style).toMatch(/\n\}\n$/);
      expect(html.match(/<\/style>/g)).toHaveLength(1);
    });

    it('escapes the title and description in the head', async () => {
      const response = await tricky.inject({ url: '/', headers: { host: 'reno.kursmarkt.test' } });
      expect(response.body).toContain(
        '<title>Kurse &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;mehr&quot;</title>',
      );
      expect(response.body).toContain(
        `<meta name="description" content="Preise in $ – $&amp; $&#39; $\` $$ \u2028 &lt;/title&gt;&lt;!--app-boot--&gt;">`,
      );
    });

    it('inserts texts with $ patterns literally, once each', async () => {
      const response = await tricky.inject({ url: '/', headers: { host: 'reno.kursmarkt.test' } });
      const html = response.body;
      expect(html.match(/<html /g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/id="boot-data"/g)).toHaveLength(1);
      expect(html).not.toContain('<!--app-head-->');
    });
  });
});
