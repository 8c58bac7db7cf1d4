/**
 * Sign-in journeys against the embedded OpenID provider, on a server of their own (access tokens
 * live 25 s there, and it can be restarted): register, log out, log in again; a guarded page
 * sends a visitor to the login and back; data saved on meine-daten survives a restart; the token
 * is refreshed without the customer noticing.
 */
import { expect, restartServer, test, type Page } from './fixtures.ts';
import { demoPassword } from '../../packages/server/src/db/seed/identity-users.ts';

test.describe.configure({ mode: 'serial' });

const server = 'identity' as const;

/** The header of the storefront (the provider's pages have none). */
const header = (page: Page) => page.getByRole('banner');

async function signIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/realms\/kursmarkt\//);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('a new customer registers, is signed in with their name, logs out and logs in again', async ({
  page,
  storefront,
  axe,
}) => {
  const email = `vera.neumann.${Date.now()}@example.com`;
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

  await expect(page).toHaveURL(storefront.url('/customer-dashboard', { server }));
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
  await expect(page).toHaveURL(storefront.url('/customer-dashboard', { server }));
  await expect(header(page).getByRole('button', { name: 'Vera Neumann' })).toBeVisible();
});

test('meine-daten sends a signed-out visitor to the login and back; saved data survives a restart', async ({
  page,
  storefront,
}) => {
  test.setTimeout(120_000);
  await storefront.open('/customer-dashboard/meine-daten', { server });
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
});

test('a short-lived token is refreshed without the customer noticing', async ({
  page,
  storefront,
}) => {
  test.setTimeout(90_000);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/protocol/openid-connect/token') &&
      request.postData()?.includes('grant_type=refresh_token')
    ) {
      refreshes.push(request.url());
    }
  });
  await storefront.open('/', { server });
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await signIn(page, 'anna.berger@example.com', demoPassword);
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
  const signedInAt = Date.now();

  // The token lives 25 s; the page checks its session every 5 s and renews the token when less
  // than 20 s remain. After the first token has expired the customer's next step still works
  // without a login.
  await page.waitForTimeout(Math.max(0, signedInAt + 27_000 - Date.now()));
  await header(page).getByRole('button', { name: 'Anna Berger' }).click();
  await page.getByRole('menuitem', { name: 'Meine Daten' }).click();
  await expect(page).toHaveURL(storefront.url('/customer-dashboard/meine-daten', { server }));
  await expect(page.getByLabel('Vorname')).toHaveValue('Anna');
  expect(refreshes.length).toBeGreaterThan(0);
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
});
