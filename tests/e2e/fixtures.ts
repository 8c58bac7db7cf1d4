import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { readMail } from '../../packages/server/src/outbox/test-support.ts';
import { ports, type ServerMode } from './support/servers.ts';

/** The example domains (site/domains) and a host each serves. */
export const hosts = {
  lawyer: 'localhost',
  reno: 'reno.kursmarkt.test',
  lumen: 'lumen-akademie.test',
} as const;
export type DomainName = keyof typeof hosts;

export type Storefront = {
  /** The address of `pathname` on a domain's host, on the normal or the maintenance server. */
  url(pathname: string, options?: { domain?: DomainName; server?: ServerMode }): string;
  /**
   * Opens `pathname` like a visitor typing the address. The test acts as soon as what it needs
   * shows, as a visitor does: the page answers a tap before its scripts have taken over too
   * (docs/decisions/0019-no-tap-lost-before-hydration.md).
   */
  open(pathname: string, options?: { domain?: DomainName; server?: ServerMode }): Promise<void>;
};

/**
 * Slows the page's processor down `rate` times with Chromium's own throttling, as its developer
 * tools and Lighthouse's phone profile apply it; it stays with the tab across navigations.
 */
export async function throttleProcessor(page: Page, rate: number) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds back the page's scripts (the built assets) until `release` is called, as a slow
 * network would: what the test does before that happens before the page is hydrated, for
 * certain. Returns `release`.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits as a visitor who lets the page finish loading: until the network is idle, so that the
 * page's scripts, and the chunks its parts asked for, have arrived and the app has taken over.
 * Only for tests of what the app does beyond the server's page, such as following a link inside
 * the page: a link followed before then is a plain link and loads the page anew (ADR 0019).
 */
export async function finishLoading(page: Page) {
  await page.waitForLoadState('networkidle');
}

export type Axe = {
  /** Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and expects no violations. */
  expectNoViolations(): Promise<void>;
};

type Mail = { file: string; to: string; subject: string; text: string };
export type Outbox = {
  /** The mails a server (default: the normal one) has written to its outbox folder so far. */
  read(server?: ServerMode): Promise<Mail[]>;
};

/**
 * Restarts a server on the same database (SIGUSR2 to support/start-server.ts) and waits until it
 * answers again.
 */
export async function restartServer(server: ServerMode) {
  const pid = Number((await readFile(path.join(stateDir, `${server}-pid.txt`), 'utf8')).trim());
  const status = () =>
    fetch(`http://127.0.0.1:${ports[server]}/api/configuration`).then(
      (response) => response.status,
      () => 0,
    );
  process.kill(pid, 'SIGUSR2');
  // Down first (the old server has stopped), then up again on the same data.
  await expect.poll(status, { timeout: 60_000, intervals: [100] }).toBe(0);
  await expect.poll(status, { timeout: 60_000, intervals: [250] }).toBe(200);
}

const stateDir = path.join(import.meta.dirname, '.state');

/** The headers of an .eml file, with folded lines joined and MIME words left as they are. */
function parseMail(file: string, source: string): Mail {
  const [head = '', ...body] = source.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: body.join('\n\n'),
  };
}

/** The link of the verification mail the server wrote to `email`, once it is there. */
async function verificationLinkOf(outbox: Outbox, email: string, server: ServerMode) {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = (await outbox.read(server)).find((candidate) => candidate.to === email);
      return mail !== undefined;
    })
    .toBe(true);
  const folder = (await readFile(path.join(stateDir, `${server}-outbox.txt`), 'utf8')).trim();
  const { text = '' } = await readMail(await readFile(path.join(folder, mail!.file)));
  return /https?:\/\/\S+\/verify-email\?\S+/.exec(text)![0];
}

/**
 * After a registration was sent on the provider's page: the page asks to confirm the address;
 * the link of the verification mail the server wrote is opened and confirmed, and the customer
 * signs in from there. Ends signed in, on the customer dashboard.
 */
export async function confirmRegistration(
  page: Page,
  outbox: Outbox,
  { email, password, server = 'normal' }: { email: string; password: string; server?: ServerMode },
) {
  await expect(
    page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
  ).toBeVisible();
  await page.goto(await verificationLinkOf(outbox, email, server));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await page.getByRole('link', { name: 'Weiter zum Kundenbereich' }).click();
  await expect(page).toHaveURL(/\/realms\/[^/]+\/login-actions\//);
  await signInOnProviderPage(page, email, password);
  await expect(page).toHaveURL(/\/customer-dashboard$/);
}

/** Fills the provider's sign-in page and sends it. */
async function signInOnProviderPage(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

type Answer = { status: number; body: string };

/**
 * A plain HTTP client for the provider's pages, as a browser without scripts uses them: it sends
 * forms, follows redirects (a 303 with GET) and keeps the cookies it is given. Every host is
 * asked on 127.0.0.1, as the browser's host resolver rules (playwright.config.ts) send it there.
 */
function formClient(origin: string) {
  const cookies = new Map<string, string>();
  const send = (url: URL, form?: Record<string, string>) =>
    new Promise<Answer & { location?: string }>((resolve, reject) => {
      const body = form && new URLSearchParams(form).toString();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            host: url.host,
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const equals = pair.indexOf('=');
            const [name, value] = [pair.slice(0, equals), pair.slice(equals + 1)];
            if (value === '') cookies.delete(name);
            else cookies.set(name, value);
          }
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              location: response.headers.location,
              body: text,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return {
    /** Opens `address` (a path of `origin` or a full address), or sends `form` to it. */
    async open(address: string, form?: Record<string, string>): Promise<Answer> {
      let url = new URL(address, origin);
      let answer = await send(url, form);
      while (answer.location !== undefined) {
        url = new URL(answer.location, url);
        answer = await send(url);
      }
      return answer;
    },
  };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The action of the page's form and its hidden fields. */
function formOf(page: string) {
  const action = /<form method="post" action="([^"]*)"/.exec(page)?.[1];
  expect(action, 'the page has a form').toBeDefined();
  const hidden = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name!, unescapeHtml(value!)],
    ),
  );
  return { action: unescapeHtml(action!), hidden };
}

export type NewCustomer = {
  /**
   * Registers a customer on the domain of `host` (default: the lawyer domain's) and confirms the
   * address, through the provider's pages over HTTP: the form, then the link of the mail the
   * server wrote. The page then signs in on the provider's sign-in page, as a customer coming
   * back does, and ends signed in on the customer dashboard. Registering in the browser is
   * identity.spec.ts's to check; the other journeys start from here.
   */
  signUp(customer: {
    firstName: string;
    lastName: string;
    email: string;
    host?: string;
  }): Promise<void>;
};

/** Waits until the page's transitions and animations (e.g. the header shrinking) have ended. */
export async function waitForAnimations(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Console messages that say nothing about the page: a 404 page answers with status 404, a
 * form whose input the server refuses gets a 422 that the page shows at the fields, and a guest
 * order past the limits gets a 403 asking for the challenge the summary then solves.
 */
const expectedConsoleErrors = [
  /Failed to load resource: the server responded with a status of 404/,
  /Failed to load resource: the server responded with a status of 422/,
  /Failed to load resource: the server responded with a status of 403/,
];

export const test = base.extend<{
  /**
   * Whether the visitor has already answered the consent banner (with "necessary only"), so that
   * it does not cover the page; the consent journeys set it to false.
   * @default true
   */
  consentAnswered: boolean;
  storefront: Storefront;
  axe: Axe;
  outbox: Outbox;
  newCustomer: NewCustomer;
  failOnConsoleErrors: void;
}>({
  // Hydration mismatches, React warnings, uncaught errors and anything the pages' content security
  // policy refused fail the test that caused them.
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (text: string) => errors.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (
            window as unknown as { reportPolicyViolation: (text: string) => void }
          ).reportPolicyViolation(
            `${event.effectiveDirective} refused ${event.blockedURI} on ${event.documentURI}`,
          ),
        ),
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use();
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  consentAnswered: [true, { option: true }],
  storefront: async ({ page, consentAnswered }, use) => {
    if (consentAnswered) {
      await page.context().addCookies(
        Object.values(hosts).map((domain) => ({
          name: 'consent',
          value: 'v1',
          domain,
          path: '/',
        })),
      );
    }
    const url: Storefront['url'] = (pathname, { domain = 'lawyer', server = 'normal' } = {}) =>
      `http://${hosts[domain]}:${ports[server]}${pathname}`;
    await use({
      url,
      async open(pathname, options) {
        await page.goto(url(pathname, options));
      },
    });
  },
  axe: async ({ page }, use) => {
    await use({
      async expectNoViolations() {
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const found = results.violations.map(
          ({ id, impact, help, nodes }) =>
            `${id} (${impact}): ${help}\n${nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`,
        );
        expect(found, 'axe found accessibility violations').toEqual([]);
      },
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  outbox: async ({}, use) => {
    await use({
      async read(server = 'normal') {
        const folder = (await readFile(path.join(stateDir, `${server}-outbox.txt`), 'utf8')).trim();
        const files = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
        return Promise.all(
          files.map(async (name) =>
            parseMail(name, await readFile(path.join(folder, name), 'utf8')),
          ),
        );
      },
    });
  },
  newCustomer: async ({ page, outbox }, use) => {
    await use({
      async signUp({ firstName, lastName, email, host = hosts.lawyer }) {
        const password = 'Fortbildung-2026';
        const origin = `http://${host}:${ports.normal}`;
        const provider = formClient(origin);
        const registration = await provider.open('/auth/login?register=1&language=de');
        expect(registration.status).toBe(200);
        const sent = await provider.open(formOf(registration.body).action, {
          firstName,
          lastName,
          email,
          password,
          terms: 'yes',
        });
        expect(sent.body).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
        const link = await verificationLinkOf(outbox, email, 'normal');
        const confirmation = formOf((await provider.open(link)).body);
        const confirmed = await provider.open(confirmation.action, confirmation.hidden);
        expect(confirmed.body).toContain('Ihre E-Mail-Adresse ist bestätigt.');

        await page.goto(`${origin}/auth/login?returnTo=%2Fcustomer-dashboard`);
        await signInOnProviderPage(page, email, password);
        await expect(page).toHaveURL(`${origin}/customer-dashboard`);
      },
    });
  },
});

export { expect, type Page };
