/**
 * `npm test`: every check of the project, and the time each step took. The steps run in two lanes
 * side by side, one per core: vitest, which waits on PostgreSQL and the browser much of the time,
 * and everything else in order (the checks, then each build before the browser tests that use it).
 * A lane's output is printed when its step ends, so two steps' lines do not interleave; vitest's
 * goes straight through. After a failed step no lane starts another.
 *
 * Database tests run on PostgreSQL when `TEST_DATABASE_URL` names a server, else on PGlite; the
 * start path and what PGlite does its own way on both (docs/decisions/0041-*). Without
 * `TEST_DATABASE_URL`, and where PostgreSQL's binaries are installed (`initdb` and `pg_ctl` on the
 * PATH or in Debian's /usr/lib/postgresql/<version>/bin), a throw-away cluster is started for the
 * run and removed after it, so a newcomer runs the same database tests as CI. Without the binaries the
 * PostgreSQL-only tests show as skipped, and this script says how to get them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Step = [name: string, command: string];

const lanes: { steps: Step[]; buffered: boolean }[] = [
  { steps: [['vitest', 'npx vitest run']], buffered: false },
  {
    buffered: true,
    steps: [
      ['lint', 'npm run lint'],
      ['knip', 'npm run knip'],
      ['format', 'npm run format:check'],
      ['types', 'npm run typecheck'],
      ['ui check', 'npm run check:ui'],
      ['theme check', 'npm run theme:check'],
      ['server knot', 'npm run server:knot'],
      ['domain check', 'npm run domain:check'],
      ['i18n check', 'npm run i18n:check'],
      ['storybook build', 'npm run build-storybook'],
      ['visual', 'npm run test:visual'],
      ['build', 'npm run build'],
      ['e2e', 'npm run test:e2e'],
    ],
  },
];

function postgresBinaries(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl'], {
    encoding: 'utf8',
  });
  if (onPath.status === 0) return path.dirname(onPath.stdout.trim().split('\n')[0]!);
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((version) => existsSync(path.join(debian, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(debian, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user. */
function runAsClusterOwner(command: string) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('su', ['postgres', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] })
    : spawnSync('sh', ['-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`"${command}" exited with ${result.status}`);
}

async function startThrowAwayCluster(bin: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kursmarkt-test-pg-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (owner.status !== 0) throw new Error('running as root needs a "postgres" user for initdb');
    chownSync(dir, Number(owner.stdout.trim()), -1);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  runAsClusterOwner(`${bin}/initdb -D ${data} --auth=trust -U postgres`);
  runAsClusterOwner(
    `${bin}/pg_ctl -D ${data} -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}" -l ${dir}/log -w start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsClusterOwner(`${bin}/pg_ctl -D ${data} -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs `command`; with `buffered`, its output is held and printed in one piece when it ends. */
function run(name: string, command: string, buffered: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(`\n[${name}] ${command}\n${Buffer.concat(output)}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function minutes(ms: number) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

let cluster: Awaited<ReturnType<typeof startThrowAwayCluster>> | undefined;
if (!process.env.TEST_DATABASE_URL) {
  const bin = postgresBinaries();
  if (bin) {
    cluster = await startThrowAwayCluster(bin);
    process.env.TEST_DATABASE_URL = cluster.url;
    console.log(`Database tests run on a throw-away PostgreSQL cluster (${bin}) and on PGlite.`);
  } else {
    console.log(
      'PostgreSQL is not installed: database tests run on PGlite only and the PostgreSQL-only ' +
        'tests are skipped. To run them too, install PostgreSQL (Debian: apt-get install postgresql) ' +
        'or set TEST_DATABASE_URL to a server whose user may create databases.',
    );
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cluster?.stop();
    process.exit(130);
  });
}

const times: [string, number, number][] = [];
let failed: string | undefined;
const started = Date.now();
try {
  await Promise.all(
    lanes.map(async ({ steps, buffered }) => {
      for (const [name, command] of steps) {
        if (failed) return;
        const stepStarted = Date.now();
        const code = await run(name, command, buffered);
        times.push([name, Date.now() - stepStarted, code]);
        if (code !== 0) failed ??= name;
      }
    }),
  );
} finally {
  cluster?.stop();
}

console.log('\nTime per step (two lanes side by side):');
for (const [name, ms, code] of times) {
  console.log(`  ${name.padEnd(16)} ${minutes(ms).padStart(6)}${code === 0 ? '' : '  failed'}`);
}
console.log(`  ${'total'.padEnd(16)} ${minutes(Date.now() - started).padStart(6)}`);
if (failed) {
  console.log(`\nnpm test failed in step "${failed}".`);
  process.exit(1);
}
