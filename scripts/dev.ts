/**
 * `npm run dev`: the storefront with hot reload in front of the API server, one command.
 *
 * - The API server runs under `tsx watch`: it restarts when its code, the schemas or a domain
 *   file (site/domains) changes. It serves no built storefront (SITE_DIR names a folder without
 *   one), only the API and the sign-in provider.
 * - Vite's dev server serves the storefront and sends `/api` and `/realms` to the API server
 *   with the browser's Host header, so the domain is chosen by host as behind `npm start`. The
 *   page fetches its configuration and messages (site/src/dev-boot.ts).
 * - Ctrl-C stops both.
 *
 * PORT (default 3000) is the storefront's, API_PORT (default PORT + 1) the API server's (which
 * names PORT in its absolute addresses, as PUBLIC_PORT); HOST,
 * DATABASE_URL and the server's other variables work as for `npm start`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devThemePath } from '@kursmarkt/schemas';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { devThemeHandler } from './dev-theme.ts';

const root = path.join(import.meta.dirname, '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const apiOrigin = `http://${host}:${apiPort}`;
const domainsDir = process.env.DOMAINS_DIR ?? path.join(root, 'site', 'domains');

/**
 * The host names the domains answer on: Vite serves only these (and its own), as it refuses
 * other hosts to keep pages of foreign sites from reading the dev server. The server checks
 * the files when it starts.
 */
function domainHosts(): string[] {
  return readdirSync(domainsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = path.join(domainsDir, entry.name, 'config.json');
      return (JSON.parse(readFileSync(file, 'utf8')) as { hosts?: string[] }).hosts ?? [];
    });
}

const api = spawn(
  process.execPath,
  [
    fileURLToPath(import.meta.resolve('tsx/cli')),
    'watch',
    '--clear-screen=false',
    '--include',
    'site/domains/**',
    'packages/server/src/main.ts',
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      HOST: host,
      PORT: String(apiPort),
      // The browser's port: the API server's addresses (sign-in, mails) lead to the dev server.
      PUBLIC_PORT: String(port),
      SITE_DIR: path.join(root, '.data', 'dev-serves-no-built-site'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A process group of its own: Ctrl-C reaches the API server once, through stop() below. A
    // second SIGINT from the terminal would make tsx kill it before it has closed its database.
    detached: true,
  },
);
// Whatever ends this process ends the API server too.
process.once('exit', () => api.kill('SIGINT'));

/** Resolves when the API server says it is running (again, after each restart). */
const apiReady = new Promise<void>((resolve) => {
  api.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (chunk.toString().includes('is running at')) resolve();
  });
});

/**
 * The page template's markers are the server's to fill (packages/server/src/site.ts): in
 * development nothing is rendered or inlined into them, and the page sets its language and theme
 * once it has its configuration, and its theme from `devThemePath` (scripts/dev-theme.ts).
 */
const devPage: Plugin = {
  name: 'kursmarkt-dev-page',
  configureServer(server) {
    const handler = devThemeHandler(domainsDir);
    server.middlewares.use(devThemePath, (request, response, next) => {
      handler(request, response).catch(next);
    });
  },
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html
        .replace('%LANG%', 'de')
        .replace('%THEME%', '')
        .replace(/<!--app-(head|html|boot)-->/g, ''),
  },
};

let vite: ViteDevServer | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await vite?.close();
  if (api.exitCode === null && api.signalCode === null) {
    api.kill('SIGINT');
    await once(api, 'exit');
  }
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
api.once('exit', (code) => {
  if (stopping) return;
  console.error(`The API server stopped (exit code ${code}).`);
  void stop(code ?? 1);
});

try {
  vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    plugins: [devPage],
    server: {
      host,
      port,
      strictPort: true,
      // The browser's Host header goes on (no changeOrigin): the API server picks the domain
      // by it, and names its addresses after its host name and PUBLIC_PORT (this server's).
      proxy: {
        '/api': { target: apiOrigin, changeOrigin: false },
        '/realms': { target: apiOrigin, changeOrigin: false },
      },
      allowedHosts: domainHosts(),
    },
  });
  await vite.listen();
} catch (error) {
  console.error(error);
  await stop(1);
}

await apiReady;
console.log(
  `\nKursmarkt (development) is running at http://${host}:${port}/ — the storefront with hot reload;` +
    ` the API at ${apiOrigin}/api/docs. Ctrl-C stops both.`,
);
