/**
 * Sign-in journeys against the embedded OpenID provider, on a server of their own (access tokens
 * live 25 s there, and it can be restarted): register, log out, log in again; a guarded page
 * sends a visitor to the login and back; data saved on meine-daten (with a business's firm and
 * VAT id) survives a restart; the token is refreshed without the customer noticing.
 */
import {
  confirmRegistration,
  expect,
  restartServer,
  test,
  throttleProcessor,
  type Axe,
  type Outbox,
  type Page,
  type Storefront,
} from './fixtures.ts';
import { demoPassword } from '../../packages/server/src/seed/identity-users.ts';

test.describe.configure({ mode: 'serial' });

const server = 'identity' as const;

/** The header of the storefront (the provider's pages have none). */
const header = (page: Page) => page.getByRole('banner');

type JourneyFixtures = { page: Page; storefront: Storefront; axe: Axe; outbox: Outbox };

async function signIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/realms\/kursmarkt\//);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Register, confirm the address by the mailed link, be signed in with the name, log out, log in
 * again. A dozen page loads and three axe runs: on a busy two-core machine (or a slow phone) this
 * takes well over the default 30 s.
 */
async function registerLogOutLogIn({ page, storefront, axe, outbox }: JourneyFixtures) {
  const email = `vera.neumann.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Fortbildung-2026';
  await storefront.open('/', { server });
  await header(page).getByRole('button', { name: 'Registrieren' }).click();

  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
  await axe.expectNoViolations();
  await page.getByLabel('Vorname').fill('Vera');
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText(`Wir haben eine E-Mail an ${email} geschickt.`)).toBeVisible();
  await axe.expectNoViolations();
  await confirmRegistration(page, outbox, { email, password, server });

  const menu = header(page).getByRole('button', { name: 'Vera Neumann' });
  await expect(menu).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('rfLoggedIn');
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('tokens');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(storefront.url('/', { server }));
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('rfLoggedIn');

  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await axe.expectNoViolations();
  await signIn(page, email, password);
  await expect(page).toHaveURL(storefront.url('/', { server }));
  await expect(header(page).getByRole('button', { name: 'Vera Neumann' })).toBeVisible();
}

test('a new customer registers, confirms the address, is signed in with their name, logs out and logs in again', async ({
  page,
  storefront,
  axe,
  outbox,
}) => {
  test.setTimeout(60_000);
  await registerLogOutLogIn({ page, storefront, axe, outbox });
});

test('on a slow phone (processor 4× slower) the customer signs out and in again', async ({
  page,
  storefront,
  axe,
  outbox,
}) => {
  test.setTimeout(180_000);
  await throttleProcessor(page, 4);
  await registerLogOutLogIn({ page, storefront, axe, outbox });
});

test('meine-daten sends a signed-out visitor to the login and back; saved data survives a restart', async ({
  page,
  storefront,
}) => {
  test.setTimeout(120_000);
  // A guarded page: its script sends the visitor on to the provider, so there is no page of
  // this site to wait for.
  await page.goto(storefront.url('/customer-dashboard/meine-daten', { server }));
  await signIn(page, 'jonas.keller@example.com', demoPassword);
  await expect(page).toHaveURL(storefront.url('/customer-dashboard/meine-daten', { server }));

  const street = page.getByLabel('Straße und Hausnummer');
  await expect(page.getByLabel('Vorname')).toHaveValue('Jonas');
  await street.fill('Domkloster 4');
  await page.getByLabel('Postleitzahl').fill('5066');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByLabel('Postleitzahl')).toBeFocused();
  await expect(page.getByLabel('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Postleitzahl').fill('50667');
  await page.getByLabel('Firma').fill('Kanzlei Keller');
  await page.getByLabel('USt-IdNr.').fill('DE12');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByLabel('USt-IdNr.')).toBeFocused();
  await expect(page.getByLabel('USt-IdNr.')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('USt-IdNr.').fill('de 136 695 976');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Daten wurden gespeichert.')).toBeVisible();

  // The page is left while the server is down: its session check would only log refused
  // connections. The session itself is kept in the browser and comes back with the page.
  await page.goto('about:blank');
  await restartServer(server);
  await page.goto(storefront.url('/customer-dashboard/meine-daten', { server }));
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Domkloster 4');
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('50667');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Köln');
  await expect(page.getByLabel('Firma')).toHaveValue('Kanzlei Keller');
  await expect(page.getByLabel('USt-IdNr.')).toHaveValue('DE136695976');
});

test('a short-lived token is refreshed without the customer noticing', async ({
  page,
  storefront,
}) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/protocol/openid-connect/token') &&
      request.postData()?.includes('grant_type=refresh_token')
    ) {
      refreshes.push(request.url());
    }
  });
  // The page's clock: it runs with real time until the test moves it on.
  await page.clock.install();
  await storefront.open('/', { server });
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await signIn(page, 'anna.berger@example.com', demoPassword);
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();

  // The token lives 25 s; the page checks its session every 5 s and renews the token when less
  // than 20 s remain. Once the page's clock is past the first token's lifetime, the session
  // check renews it, and the customer's next step works without a login.
  await page.clock.fastForward('00:27');
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  await header(page).getByRole('button', { name: 'Anna Berger' }).click();
  await page.getByRole('menuitem', { name: 'Meine Daten' }).click();
  await expect(page).toHaveURL(storefront.url('/customer-dashboard/meine-daten', { server }));
  await expect(page.getByLabel('Vorname')).toHaveValue('Anna');
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
});

test('an English visitor signs in in English and comes back to the page they came from, in English', async ({
  page,
  storefront,
}) => {
  await storefront.open('/fortbildungen?language=en', { server });
  await header(page).getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/realms\/kursmarkt\//);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('E-mail address').fill('anna.berger@example.com');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(storefront.url('/fortbildungen?language=en', { server }));
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The next page, loaded without the parameter, speaks English too.
  await page.goto(storefront.url('/customer-dashboard', { server }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Anna Berger!' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('two pages loading at once with a token about to expire renew it once, and neither is refused', async ({
  page,
  storefront,
}) => {
  const context = page.context();
  const grants: string[] = [];
  const refused: number[] = [];
  context.on('request', (request) => {
    if (request.postData()?.includes('grant_type=refresh_token')) grants.push(request.url());
  });
  context.on('response', (response) => {
    if (response.url().endsWith('/protocol/openid-connect/token') && !response.ok()) {
      refused.push(response.status());
    }
  });
  await page.clock.install();
  await storefront.open('/', { server });
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await signIn(page, 'anna.berger@example.com', demoPassword);
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
  await page.goto('about:blank');

  // The token lives 25 s: 19 s left, so each page that loads now renews it first.
  await page.clock.fastForward('00:06');
  const second = await context.newPage();
  await Promise.all(
    [page, second].map((tab) =>
      tab.goto(storefront.url('/customer-dashboard/meine-daten', { server })),
    ),
  );

  for (const tab of [page, second]) {
    await expect(tab.getByLabel('Vorname')).toHaveValue('Anna');
    await expect(header(tab).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
  }
  expect(grants).toHaveLength(1);
  expect(refused).toEqual([]);
});

test('a page loaded while the previous page’s renewal is cut off keeps the customer signed in, in English, with no token refused', async ({
  page,
  storefront,
}) => {
  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/protocol/openid-connect/token') && !response.ok()) {
      refused.push(response.status());
    }
  });
  await page.clock.install();
  // A guarded page: its script sends the visitor on to the provider's sign-in, in English.
  await page.goto(storefront.url('/customer-dashboard/meine-daten?language=en', { server }));
  await expect(page).toHaveURL(/\/realms\/kursmarkt\//);
  await page.getByLabel('E-mail address').fill('anna.berger@example.com');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Anna');

  // The next renewal reaches the provider, which rotates the refresh token, but the page is
  // left before the answer comes back.
  let cutOff = false;
  let rotated = () => {};
  const rotation = new Promise<void>((resolve) => (rotated = resolve));
  await page.route('**/protocol/openid-connect/token', async (route) => {
    if (cutOff || !route.request().postData()?.includes('grant_type=refresh_token')) {
      await route.continue();
      return;
    }
    cutOff = true;
    await route.fetch();
    rotated();
  });
  await page.clock.fastForward('00:06');
  await rotation;
  await page.goto(storefront.url('/customer-dashboard/meine-daten', { server }));

  await expect(page).toHaveURL(storefront.url('/customer-dashboard/meine-daten', { server }));
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
  expect(refused).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
