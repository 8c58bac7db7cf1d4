/**
 * With JavaScript switched off, what a server can serve still works (ADR 0019): a scope in the
 * search box opens its filter step, the filter step searches, and Anmelden and Registrieren
 * start the sign-in at the provider.
 */
import { expect, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

test('a scope opens its filter step, which searches the scope', async ({ page, storefront }) => {
  await storefront.open('/');
  await page.getByRole('button', { name: 'Arbeitsrecht', exact: true }).click();

  await expect(page).toHaveURL(/[?&]scope=2\b/);
  const form = page.getByRole('form', { name: 'Suche im Fachgebiet Arbeitsrecht' });
  await form.getByRole('button', { name: 'Suchen' }).click();

  await expect(page).toHaveURL(
    /\/search\?(?=.*\bscope=2\b)(?=.*\bselectedScopeName=Arbeitsrecht\b)/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse: Arbeitsrecht');
});

test('Registrieren opens the provider’s registration', async ({ page, storefront }) => {
  await storefront.open('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();

  await expect(page).toHaveURL(/\/realms\/[^/]+\//);
  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
});

test('Anmelden opens the provider’s login', async ({ page, storefront }) => {
  await storefront.open('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/realms\/[^/]+\//);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});
