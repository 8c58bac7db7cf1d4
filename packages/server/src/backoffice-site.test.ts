// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains } from './domains/load.ts';
import type { Mailer } from './mail/transport.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');

const template = `<!doctype html>
<html lang="%LANG%" data-theme="%THEME%">
  <head>
    <!--backoffice-head-->
    <script type="module" crossorigin src="/verwaltung/assets/main-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--backoffice-boot-->
  </body>
</html>
`;
const mailer: Mailer = { send: async () => {} };

/** The JSON of the page's boot-data element, parsed. */
function bootData(html: string): unknown {
  const match = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page has a boot-data script element').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe.each(testDatabaseTargets())('the back office at /verwaltung on $name', (target) => {
  let testDatabase: TestDatabase;
  let backofficeDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    const { domains } = await loadDomains(examples);
    backofficeDir = await mkdtemp(path.join(tmpdir(), 'backoffice-dist-'));
    await writeFile(path.join(backofficeDir, 'index.html'), template);
    await mkdir(path.join(backofficeDir, 'assets'));
    await writeFile(path.join(backofficeDir, 'assets', 'main-abc123.js'), 'console.log(1);\n');
    app = await buildApp({ database: testDatabase.database, domains, mailer, backofficeDir });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
    if (backofficeDir) await rm(backofficeDir, { recursive: true, force: true });
  });

  it('answers every path below /verwaltung with its page in the neutral theme, the realm to sign in at and the language', async () => {
    for (const url of ['/verwaltung', '/verwaltung/veranstalter/x/rechte']) {
      const response = await app.inject({ url, headers: { host: 'reno.kursmarkt.test' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="de" data-theme="VERWALTUNG">');
      expect(response.body).toMatch(
        /<style id="theme-tokens" nonce="[^"]+">\[data-theme="VERWALTUNG"\]/,
      );
      expect(bootData(response.body)).toEqual({
        realm: 'kursmarkt',
        client: 'kursmarkt-verwaltung',
        language: 'de',
      });
    }
    const english = await app.inject({
      url: '/verwaltung?language=en',
      headers: { host: 'reno.kursmarkt.test' },
    });
    expect(english.body).toContain('<html lang="en"');
    expect(english.headers['set-cookie']).toMatch(/^lang=en;/);
  });

  it('keeps search engines out and sends the storefront’s security headers, the page’s nonce in its policy', async () => {
    const response = await app.inject({ url: '/verwaltung', headers: { host: 'localhost' } });
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const nonce = /<style id="theme-tokens" nonce="([^"]+)">/.exec(response.body)![1];
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    const asset = await app.inject({
      url: '/verwaltung/assets/main-abc123.js',
      headers: { host: 'localhost' },
    });
    expect(asset.statusCode, asset.body).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers 404 for a file below /verwaltung that the build did not write', async () => {
    const response = await app.inject({
      url: '/verwaltung/assets/gone-123.js',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
  });
});
