/**
 * Starts the real Kursmarkt server for the end-to-end tests, on a fresh database:
 *   tsx tests/e2e/support/start-server.ts <normal|maintenance|identity> <port>
 *
 * Each start gets its own temporary DATA_DIR (PGlite) and OUTBOX_DIR; the outbox path is written
 * to tests/e2e/.state/<mode>-outbox.txt so a test can read the mails the server wrote. The
 * `maintenance` server serves a copy of site/domains whose lawyer domain flags maintenance.
 * The storefront must be built (`npm run build` → site/dist) before.
 *
 * Access tokens live 25 s here, so a signed-in test sees the site refresh its token (it refreshes
 * when less than 20 s remain). SIGUSR2 restarts the server on the same data (the wrapper's pid
 * is in tests/e2e/.state/<mode>-pid.txt): a test proves that saved data survives a restart.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [mode = 'normal', port = '3210'] = process.argv.slice(2);
if (mode !== 'normal' && mode !== 'maintenance' && mode !== 'identity') {
  console.error(`start-server: unknown mode "${mode}" (normal, maintenance or identity).`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const siteDir = path.join(root, 'site', 'dist');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(
    'start-server: site/dist/index.html is missing. The end-to-end tests drive the built ' +
      'storefront: run `npm run build` first.',
  );
  process.exit(1);
}

const scratch = await mkdtemp(path.join(tmpdir(), `kursmarkt-e2e-${mode}-`));
const dataDir = path.join(scratch, 'pglite');
const outboxDir = path.join(scratch, 'outbox');
await mkdir(outboxDir, { recursive: true });

let domainsDir = path.join(root, 'site', 'domains');
if (mode === 'maintenance') {
  const copy = path.join(scratch, 'domains');
  await cp(domainsDir, copy, { recursive: true });
  const configFile = path.join(copy, 'lawyer', 'config.json');
  const config = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
  config.maintenance = true;
  await writeFile(configFile, JSON.stringify(config, null, 2));
  domainsDir = copy;
}

const stateDir = path.join(root, 'tests', 'e2e', '.state');
await mkdir(stateDir, { recursive: true });
await writeFile(path.join(stateDir, `${mode}-outbox.txt`), outboxDir);
await writeFile(path.join(stateDir, `${mode}-pid.txt`), String(process.pid));

// The server's own defaults except where the tests need their own folders; no outside database or
// mail server, whatever the calling shell has set.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  OUTBOX_DIR: outboxDir,
  DOMAINS_DIR: domainsDir,
  SITE_DIR: siteDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  OIDC_ACCESS_TOKEN_TTL: '25',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const startServer = () =>
  spawn(process.execPath, [tsxCli, path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  });

const cleanUp = () => rm(scratch, { recursive: true, force: true }).catch(() => undefined);
let stopping = false;
let restarting = false;
let server = startServer();

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (server.exitCode === null) server.kill(signal);
  });
}
process.on('SIGUSR2', () => {
  if (restarting || stopping) return;
  restarting = true;
  server.kill('SIGTERM');
});

function watch() {
  server.on('exit', async (code, signal) => {
    if (restarting && !stopping) {
      restarting = false;
      server = startServer();
      watch();
      return;
    }
    // A server that goes away in the middle of the run fails every later test with "connection
    // refused": say why here.
    if (!stopping) {
      console.error(
        `start-server: the ${mode} server on port ${port} stopped unasked (${signal ? `signal ${signal}` : `exit code ${code}`}).`,
      );
    }
    await cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
watch();
