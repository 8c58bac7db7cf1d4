// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devThemeHandler } from './dev-theme.ts';

const domains = path.join(import.meta.dirname, '..', 'site', 'domains');

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** Serves the handler on a free port and asks it for the theme of `host`. */
async function themeFor(domainsDir: string, host: string) {
  const handler = devThemeHandler(domainsDir);
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // node:http, not fetch: fetch sends the address's host whatever the headers say.
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        }),
      );
    }).on('error', reject);
  });
}

describe("npm run dev's theme for a page", () => {
  it("is the domain's theme for the page's host, with the domain's customTheme", async () => {
    const { status, body } = await themeFor(domains, 'lumen-akademie.test:3000');
    expect(status).toBe(200);
    expect(body.id).toBe('LUMEN');
    // site/domains/lumen/config.json sets color.accent.subtle in its customTheme.
    expect(body.css).toMatch(/--color-accent-subtle:\s*#fff1ec/);
    expect(body.favicon).toEqual(expect.any(String));
  });

  it('is not found for a host no domain names, as the server answers it', async () => {
    const { status, body } = await themeFor(domains, '127.0.0.2:3000');
    expect(status).toBe(404);
    expect(body).not.toHaveProperty('css');
  });

  it('names the domain files’ problems instead of a theme when they are wrong', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'dev-theme-'));
    try {
      await cp(path.join(domains, 'lumen'), path.join(folder, 'lumen'), { recursive: true });
      const file = path.join(folder, 'lumen', 'config.json');
      const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...config, customTheme: { color: { nope: 1 } } }));
      const { status, body } = await themeFor(folder, 'lumen-akademie.test');
      expect(status).toBe(500);
      expect(body.issues).toEqual([expect.stringContaining('customTheme')]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
