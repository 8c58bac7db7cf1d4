/**
 * Prints the product's performance figures; targets live in the issues, not in tests.
 *   npm run bench            (builds the site first when site/dist is missing)
 * - gzip of packages/ui on its own
 * - gzip of the start page's initial JavaScript and of every lazily loaded chunk
 * - requests made before the first paint of each example domain's start page
 * - the JavaScript each example domain's start page loads until the network is idle, per file
 * - what the cart page, each checkout step, the learning check, the evaluation and the
 *   further-training status add to the first script (target 40 kB each)
 * - the JavaScript the cart page with one course loads until the network is idle, for a guest
 * - what the sign-in client costs an anonymous visitor (nothing), on "Anmelden" and signed in
 * - Lighthouse mobile performance score of each example domain's start page, and of the lawyer
 *   domain's search results, a course page (the first course of a seeded search), the cart
 *   page of a guest with one course, and the signed-in demo customer's overview and Meine Kurse
 *   (with one course booked)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright';
import { build, type Rolldown } from 'vite';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import {
  chromiumArgs,
  chromiumExecutable,
  wholeChromiumExecutable,
} from '../tests/support/chromium.ts';
import { addFirstCourse } from '../tests/e2e/support/add-to-cart.ts';
import { demoPassword, demoUsers } from '../packages/server/src/seed/identity-users.ts';

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'site', 'dist');
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = async (file: string) => gzipSync(await readFile(path.join(dist, file))).length;
const hostRules = '--host-resolver-rules=MAP *.test 127.0.0.1';
const domains = [
  { id: 'lawyer', host: 'localhost' },
  { id: 'reno', host: 'reno.kursmarkt.test' },
  { id: 'lumen', host: 'lumen-akademie.test' },
];

/** The ui package bundled on its own; `external` packages are left out of the figure. */
async function uiBundle(external: RegExp[]) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, 'packages/ui/src/index.ts'), formats: ['es'], fileName: 'ui' },
      rollupOptions: { external: (id) => external.some((pattern) => pattern.test(id)) },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output
    .flatMap((o) => o.output)
    .flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []))
    .join('\n');
  return {
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code).length,
    hasZod: /\bZodError\b/.test(code),
  };
}

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** Initial JavaScript (entry and its static imports) and every lazy chunk with what it adds. */
async function chunkFigures() {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const initial = closure([entry]);
  let initialGzip = 0;
  for (const key of initial) initialGzip += await gzipOf(manifest[key]!.file);
  const lazy = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const routes: Array<{ name: string; src: string; gzip: number }> = [];
  for (const key of lazy) {
    let gzip = 0;
    for (const part of closure([key]))
      if (!initial.has(part)) gzip += await gzipOf(manifest[part]!.file);
    const src = manifest[key]!.src ?? key;
    routes.push({ name: path.basename(src), src, gzip });
  }
  return {
    initialGzip,
    initialFiles: initial.size,
    routes: routes.sort((a, b) => b.gzip - a.gzip),
  };
}

async function startServer(port: number) {
  const data = await mkdtemp(path.join(tmpdir(), 'kursmarkt-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(data, 'db'),
      OUTBOX_DIR: path.join(data, 'outbox'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return server;
}

/** Requests the browser made before the first contentful paint, and how many went to /api. */
async function requestsBeforePaint(port: number) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, hostRules],
  });
  const results = [];
  for (const { id, host } of domains) {
    const page = await browser.newPage();
    await page.goto(`http://${host}:${port}/`, { waitUntil: 'load' });
    const figures = await page.evaluate(async () => {
      const paint = await new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName('first-contentful-paint')[0];
        if (seen) resolve(seen.startTime);
        else
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
            type: 'paint',
            buffered: true,
          });
      });
      const before = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < paint);
      return {
        paint,
        total: before.length + 1,
        api: before.filter((entry) => entry.name.includes('/api/')).length,
      };
    });
    results.push({ id, ...figures });
    await page.close();
  }
  await browser.close();
  return results;
}

/** A figure of a page's JavaScript until the network is idle. */
type LoadedScripts = { id: string; files: Array<{ file: string; gzip: number }>; gzip: number };

/** The script files `page` fetches while `load` runs, with their gzip sizes, largest first. */
async function scriptsWhile(
  id: string,
  page: Page,
  load: () => Promise<unknown>,
): Promise<LoadedScripts> {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) loaded.add(pathname.slice(1));
  });
  await load();
  const files = [];
  for (const file of loaded) files.push({ file, gzip: await gzipOf(file) });
  files.sort((a, b) => b.gzip - a.gzip);
  return { id, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * Every script file each example domain's start page loads until the network is idle (no request
 * for 500 ms), as a first visitor on a phone gets it: all of it competes for the processor, also
 * what loads after the first paint. Sizes are the files' gzip, as the budget counts them.
 */
async function scriptsUntilIdle(port: number): Promise<LoadedScripts[]> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, hostRules],
  });
  const results = [];
  try {
    for (const { id, host } of domains) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      results.push(
        await scriptsWhile(id, page, () =>
          page.goto(`http://${host}:${port}/`, { waitUntil: 'networkidle' }),
        ),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Puts the first course of the lawyer domain's Fortbildungen into the cart as a guest does. */
async function addCourseAsGuest(page: Page, port: number) {
  await page.goto(`http://localhost:${port}/fortbildungen`, { waitUntil: 'networkidle' });
  await addFirstCourse(page);
}

/** What the cart page with one course loads until the network is idle, for a guest. */
async function cartPageScripts(port: number): Promise<LoadedScripts> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const adding = await browser.newContext();
    await addCourseAsGuest(await adding.newPage(), port);
    // The guest's next visit: the stored cart, nothing cached.
    const visit = await browser.newContext({
      storageState: await adding.storageState(),
      viewport: { width: 390, height: 844 },
    });
    const page = await visit.newPage();
    return await scriptsWhile('cart', page, async () => {
      await page.goto(`http://localhost:${port}/warenkorb`, { waitUntil: 'networkidle' });
      await page.getByRole('list', { name: 'Warenkorb' }).getByRole('article').first().waitFor();
    });
  } finally {
    await browser.close();
  }
}

/** Signs the demo customer in on the provider's page and waits until the storefront is back. */
async function signInOnProviderPage(page: Page, port: number) {
  await page.getByLabel('E-Mail-Adresse').fill(demoUsers[0].email);
  await page.getByLabel('Passwort', { exact: true }).fill(demoPassword);
  await Promise.all([
    page.waitForURL(`http://localhost:${port}/**`, { waitUntil: 'networkidle' }),
    page.getByRole('button', { name: 'Anmelden' }).click(),
  ]);
}

/**
 * What the sign-in client (oidc-client-ts, `site/src/session/client.ts` and what only it needs)
 * costs: on the start page of an anonymous visitor who never signs in, on "Anmelden" (the server
 * starts the sign-in, so the browser leaves for the provider without it), and on the way back
 * from the provider, where it completes the sign-in (the demo customer signs in).
 */
async function signInClientCost(port: number) {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const key = Object.keys(manifest).find((name) => manifest[name]!.src === 'src/session/client.ts');
  if (!key) throw new Error('The build has no chunk for src/session/client.ts.');
  const filesFrom = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of manifest[name]!.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return new Set([...seen].map((name) => manifest[name]!.file));
  };
  // The files only the sign-in client needs: not the entry's, nor any other lazy part's.
  const otherRoots = Object.keys(manifest).filter(
    (name) =>
      name !== key &&
      (manifest[name]!.isEntry ||
        Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(name))),
  );
  const shared = filesFrom(otherRoots);
  const files = new Map<string, number>();
  for (const file of filesFrom([key])) if (!shared.has(file)) files.set(file, 0);
  for (const file of files.keys()) files.set(file, await gzipOf(file));

  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const page = await browser.newPage();
  const loaded = new Set<string>();
  page.on('request', (request) => loaded.add(new URL(request.url()).pathname.slice(1)));
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  const sum = () =>
    [...files].reduce((all, [file, gzip]) => all + (loaded.has(file) ? gzip : 0), 0);
  const anonymous = sum();
  await Promise.all([
    page.waitForURL(/\/realms\//),
    page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click(),
  ]);
  const onLogin = sum();
  await signInOnProviderPage(page, port);
  const signedIn = sum();
  await browser.close();
  return { anonymous, onLogin, signedIn };
}

type Audited = {
  name: string;
  url: string;
  /** Prepares the browser (on its DevTools port) and keeps its storage for the audit. */
  prepare?: (chromePort: number) => Promise<void>;
};

/**
 * The guest's cart with one course in Lighthouse's browser: added through the course page, then
 * the browser's cache emptied, so the audit loads the page as on a later visit without cache.
 */
const guestCartIn = (port: number) => inLighthouseBrowser((page) => addCourseAsGuest(page, port));

/**
 * The demo customer signed in in Lighthouse's browser, on the start page's "Anmelden" and the
 * provider's sign-in page, with the first course of the Fortbildungen booked on invoice, so that
 * Meine Kurse lists a booking: the session stays in the browser's storage for the audits after it.
 */
const signedInCustomer = (port: number) =>
  inLighthouseBrowser(async (page) => {
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await Promise.all([
      page.waitForURL(/\/realms\//),
      page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click(),
    ]);
    await signInOnProviderPage(page, port);
    await page.goto(`http://localhost:${port}/fortbildungen`, { waitUntil: 'networkidle' });
    await addFirstCourse(page);
    const checkout = page.getByRole('link', { name: 'Zur Kasse' });
    const step = /\/order\/(customer|payment)$/;
    await Promise.all([
      page.waitForURL(/\/(order\/(customer|payment)|warenkorb\?merged=true)$/),
      checkout.click(),
    ]);
    // The guest's cart of the audit before is taken into the customer's: the cart shows it once.
    if (new URL(page.url()).pathname === '/warenkorb')
      await Promise.all([page.waitForURL(step), checkout.click()]);
    // Billing data kept from an order before skip their step.
    if (new URL(page.url()).pathname === '/order/customer') {
      await page.getByRole('textbox', { name: /^Vorname/ }).fill(demoUsers[0].firstName);
      await page.getByRole('textbox', { name: /^Nachname/ }).fill(demoUsers[0].lastName);
      await page.getByRole('textbox', { name: /Straße/ }).fill('Hohe Straße 12');
      await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50667');
      await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
      await page.getByRole('combobox', { name: /^Land/ }).selectOption({ label: 'Deutschland' });
      await page.getByRole('button', { name: 'Weiter' }).click();
    }
    await page.getByRole('radio', { name: /Rechnung/ }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
    if ((await earlyStart.count()) > 0) await earlyStart.check();
    await Promise.all([
      page.waitForURL(/\/order\/complete\//),
      page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click(),
    ]);
  });

/**
 * Runs `act` in a new tab of Lighthouse's browser, then empties the browser's cache, so the audit
 * loads the page as on a later visit without cache, with what `act` stored.
 */
function inLighthouseBrowser(act: (page: Page) => Promise<void>) {
  return async (chromePort: number) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    const page = await browser.contexts()[0]!.newPage();
    await act(page);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await page.close();
    await browser.close();
  };
}

/**
 * The pages Lighthouse measures: each domain's start page, the lawyer's search and a course, a
 * guest's cart, and the signed-in demo customer's overview and Meine Kurse.
 */
async function auditedPages(port: number): Promise<Audited[]> {
  const term = 'Arbeitsrecht';
  const search = (await (
    await fetch(`http://localhost:${port}/api/search?term=${term}&start=1&limit=1`)
  ).json()) as { courses: Array<{ detailPath: string }> };
  const course = search.courses[0];
  if (!course) throw new Error(`The seeded catalogue has no course for ${term}.`);
  return [
    ...domains.map(({ id, host }) => ({ name: id, url: `http://${host}:${port}/` })),
    { name: 'lawyer search', url: `http://localhost:${port}/search?term=${term}` },
    { name: 'lawyer course', url: `http://localhost:${port}${course.detailPath}` },
    { name: 'cart', url: `http://localhost:${port}/warenkorb`, prepare: guestCartIn(port) },
    {
      name: 'overview',
      url: `http://localhost:${port}${dashboardPath}`,
      prepare: signedInCustomer(port),
    },
    {
      name: 'meine kurse',
      url: `http://localhost:${port}${dashboardPath}/meine-kurse`,
      // Still signed in: only the cache is emptied.
      prepare: inLighthouseBrowser(async () => {}),
    },
  ];
}

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

async function lighthouseScores(pages: Audited[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: wholeChromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs, hostRules],
  });
  const scores = [];
  try {
    for (const { name, url, prepare } of pages) {
      await prepare?.(chrome.port);
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        // A prepared page keeps the storage it was given (Lighthouse empties it otherwise).
        disableStorageReset: prepare !== undefined,
      });
      const audit = (id: string) => result?.lhr.audits[id]?.numericValue;
      scores.push({
        name,
        // Where the page ended: a signed-in page that lost its session shows the sign-in's path.
        url: result?.lhr.finalDisplayedUrl ?? url,
        score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        metrics: `FCP ${seconds(audit('first-contentful-paint'))}, LCP ${seconds(audit('largest-contentful-paint'))}, TBT ${Math.round(audit('total-blocking-time') ?? 0)} ms, CLS ${(audit('cumulative-layout-shift') ?? 0).toFixed(2)}`,
      });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const own = await uiBundle([
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-intl($|\/)/,
  /^styled-components($|\/)/,
  /^@radix-ui\//,
]);
const withRadix = await uiBundle([
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-intl($|\/)/,
  /^styled-components($|\/)/,
]);
console.log('packages/ui (minified, gzip)');
console.log(`  own code, dependencies external         ${kB(own.gzip)} (raw ${kB(own.raw)})`);
console.log(
  `  with Radix, React/intl/styled external  ${kB(withRadix.gzip)} (raw ${kB(withRadix.raw)})`,
);
console.log(`  zod in the ui bundle                    ${withRadix.hasZod ? 'yes' : 'no'}`);

/** The route chunks with the 40 kB target printed beside them (docs/decisions/0065-*). */
const routesWithTarget =
  /^src\/((cart|order|guest-order)\/[^/]*Page|learning-check\/LearningCheckPage|evaluations\/EvaluationPage|further-training\/StatusPage)\.tsx$/;
const routeTarget = 40 * 1024;
const chunks = await chunkFigures();
console.log('\nstorefront JavaScript (gzip)');
console.log(
  `  start page initial (${chunks.initialFiles} files)           ${kB(chunks.initialGzip)}`,
);
for (const route of chunks.routes) console.log(`  lazy ${route.name.padEnd(34)} ${kB(route.gzip)}`);
console.log(
  '\ncart, checkout steps and customer pages with forms: what each adds to the first script (gzip; target 40 kB each)',
);
for (const route of chunks.routes.filter(({ src }) => routesWithTarget.test(src)))
  console.log(
    `  ${route.src.padEnd(42)} ${kB(route.gzip)}${route.gzip > routeTarget ? '  over' : ''}`,
  );

const port = 3300 + Math.floor(Math.random() * 500);
const server = await startServer(port);
try {
  console.log('\nbefore first paint (Chromium, local server)');
  for (const figure of await requestsBeforePaint(port)) {
    console.log(
      `  ${figure.id.padEnd(7)} ${figure.total} requests (${figure.api} to /api), first paint ${figure.paint.toFixed(0)} ms`,
    );
  }
  console.log(
    '\nstart page JavaScript until the network is idle (gzip; budget 175 kB in 20 files)',
  );
  for (const { id, files, gzip } of await scriptsUntilIdle(port)) {
    console.log(`  ${id.padEnd(7)} ${kB(gzip)} in ${files.length} files`);
    for (const { file, gzip: size } of files) console.log(`    ${kB(size).padStart(8)}  ${file}`);
  }
  const cart = await cartPageScripts(port);
  console.log(
    '\ncart page with one course, as a guest: JavaScript until the network is idle (gzip)',
  );
  console.log(`  ${kB(cart.gzip)} in ${cart.files.length} files`);
  for (const { file, gzip: size } of cart.files)
    console.log(`    ${kB(size).padStart(8)}  ${file}`);
  const signIn = await signInClientCost(port);
  console.log('\nsign-in client (oidc-client-ts and the session setup, gzip)');
  console.log(`  anonymous start page, never signing in  ${kB(signIn.anonymous)}`);
  console.log(`  loaded on "Anmelden"                    ${kB(signIn.onLogin)}`);
  console.log(`  loaded on the way back, signed in       ${kB(signIn.signedIn)}`);
  console.log('\nLighthouse mobile performance (simulated slow 4G, 4x CPU slowdown)');
  for (const { name, url, score, metrics } of await lighthouseScores(await auditedPages(port)))
    console.log(`  ${name.padEnd(13)} ${score}  ${metrics}  ${new URL(url).pathname}`);
} finally {
  server.kill('SIGTERM');
}
