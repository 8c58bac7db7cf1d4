// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../packages/server/src/app.ts';
import { openTestDatabase, type TestDatabase } from '../packages/server/src/db/test-databases.ts';
import { createPreviewServer, previewPaths, type PreviewMessage } from './domain-preview-server.ts';
import { DomainFolderWatch } from './domain-preview-watch.ts';

const lumen = path.join(import.meta.dirname, '..', 'site', 'domains', 'lumen');

/** The built site's page template as the server fills it (packages/server/src/site.ts). */
const template = `<!doctype html>
<html lang="%LANG%" data-theme="%THEME%">
  <head><!--app-head--></head>
  <body><div id="root"><!--app-html--></div><!--app-boot--></body>
</html>
`;

/** Reads server-sent events of a response, one `state` message at a time. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const next = async (): Promise<PreviewMessage> => {
    while (!buffered.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffered += decoder.decode(value, { stream: true });
    }
    const end = buffered.indexOf('\n\n');
    const event = buffered.slice(0, end);
    buffered = buffered.slice(end + 2);
    expect(event).toMatch(/^event: state\n/);
    return JSON.parse(event.replace(/^event: state\ndata: /, '')) as PreviewMessage;
  };
  return { next, close: () => reader.cancel() };
}

describe('the live preview of a domain folder', () => {
  let testDatabase: TestDatabase;
  let siteDir: string;
  let folder: string;
  let watch: DomainFolderWatch;
  let preview: ReturnType<typeof createPreviewServer>;
  let server: Server;
  let origin: string;

  const configFile = () => path.join(folder, 'config.json');
  const editConfig = async (edit: (config: Record<string, unknown>) => void) => {
    const config = JSON.parse(await readFile(configFile(), 'utf8')) as Record<string, unknown>;
    edit(config);
    await writeFile(configFile(), JSON.stringify(config, null, 2));
  };
  /** What the watcher does after a save has settled, and the preview serving its result. */
  const checked = async () => {
    await watch.check();
    await preview.ready();
  };
  const page = (url = '/') => fetch(`${origin}${url}`, { headers: { accept: 'text/html' } });
  const configuration = async () =>
    (await (await fetch(`${origin}/api/configuration`)).json()) as { name: string };

  beforeAll(async () => {
    testDatabase = await openTestDatabase({ name: 'PGlite', dialect: 'pglite' });
    siteDir = await mkdtemp(path.join(tmpdir(), 'preview-site-'));
    await writeFile(path.join(siteDir, 'index.html'), template);
  }, 120_000);

  afterAll(async () => {
    await testDatabase?.cleanup();
    await rm(siteDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'preview-domain-'));
    await cp(lumen, folder, { recursive: true });
  });

  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await preview?.close();
    watch?.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function start() {
    watch = new DomainFolderWatch(folder);
    await watch.check();
    preview = createPreviewServer({
      folder: 'site/domains/nova',
      watch,
      hosts: ['127.0.0.1'],
      buildApp: (domain) =>
        buildApp({
          database: testDatabase.database,
          domains: [domain],
          siteDir,
          mailer: { send: async () => {} },
        }),
    });
    server = createServer(preview.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await preview.ready();
  }

  it('serves the folder’s storefront and API, each page with the preview’s script', async () => {
    await start();
    const answer = await page();
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<script src="${previewPaths.client}" data-version="1"></script>`);
    expect(html).toMatch(/<aside id="domain-preview-issues" role="status" hidden/);
    expect(html).toContain('"name":"Lumen Akademie"');
    expect(await configuration()).toMatchObject({ name: 'Lumen Akademie' });
    const script = await fetch(`${origin}${previewPaths.client}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.location.reload()');
  });

  it('serves the domain on the preview’s address and leads its addresses there, not to its configured origin', async () => {
    await editConfig((config) => {
      config.origin = 'https://lumen-akademie.test';
    });
    await start();
    expect((await page()).status).toBe(200);
    const sitemap = (await (await fetch(`${origin}/api/sitemap`)).json()) as {
      urls: Array<{ loc: string }>;
    };
    expect(sitemap.urls[0]!.loc).toMatch(/^http:\/\/127\.0\.0\.1\//);
  });

  it('lists a broken value as its path: message line in the page and keeps serving the last valid state', async () => {
    await start();
    await editConfig((config) => {
      config.name = 'Nova Akademie';
      config.lifetime = 0;
    });
    await checked();
    expect(await configuration()).toMatchObject({ name: 'Lumen Akademie' });
    const html = await (await page()).text();
    expect(html).toContain('"name":"Lumen Akademie"');
    expect(html).toMatch(
      /<aside id="domain-preview-issues" role="status" style="[^"]*"><p[^>]*>site\/domains\/nova hat Fehler; die Vorschau zeigt den letzten gültigen Stand\./,
    );
    expect(html).toMatch(/<li><code>[^<]*config\.json:lifetime: [^<]+<\/code><\/li>/);
  });

  it('serves the fixed folder and tells open pages to reload', async () => {
    await start();
    const stream = await fetch(`${origin}${previewPaths.events}`);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { next, close } = eventReader(stream);
    expect(await next()).toEqual({ version: 1, folder: 'site/domains/nova', issues: [] });

    await editConfig((config) => {
      config.name = 'Nova Akademie';
      config.lifetime = 0;
    });
    await checked();
    const broken = await next();
    expect(broken.version).toBe(1);
    expect(broken.issues).toEqual([expect.stringMatching(/config\.json:lifetime: /)]);

    await editConfig((config) => {
      config.lifetime = 60;
    });
    await checked();
    expect(await next()).toEqual({ version: 2, folder: 'site/domains/nova', issues: [] });
    expect(await configuration()).toMatchObject({ name: 'Nova Akademie' });
    expect(await (await page()).text()).toContain('data-version="2"');
    await close();
  });

  it('shows only the mistakes while the folder has never been valid, then the storefront', async () => {
    await editConfig((config) => {
      config.theme = 'SPARKLE';
    });
    await start();
    const answer = await page();
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain('Noch kein gültiger Stand');
    expect(html).toMatch(/config\.json:theme: is not a known theme \(known: [^)]+\)/);
    expect((await fetch(`${origin}/api/configuration`)).status).toBe(503);

    await editConfig((config) => {
      config.theme = 'LUMEN';
    });
    await checked();
    expect(await configuration()).toMatchObject({ name: 'Lumen Akademie' });
    expect((await page()).status).toBe(200);
  });
});
