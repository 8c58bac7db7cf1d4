/**
 * A signed-in customer in the middle of the checkout stays signed in: after reloading a checkout
 * step, and after the access token's lifetime (25 s on the test servers) has passed twice, so
 * that the site renews it with a refresh token that the provider has rotated in between. The
 * page's clock is moved on instead of waiting; each renewal is a refresh-token grant the test
 * sees, and each step after it is answered by the server with the renewed token.
 */
import { expect, test, type Page } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';

const refreshGrants = (page: Page) => {
  const grants: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/protocol/openid-connect/token') &&
      request.postData()?.includes('grant_type=refresh_token')
    ) {
      grants.push(request.url());
    }
  });
  return grants;
};

test('a customer stays signed in on a checkout step after a reload and after the token has expired twice', async ({
  page,
  storefront,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  const grants = refreshGrants(page);
  await page.clock.install();
  await newCustomer.signUp({
    firstName: 'Paul',
    lastName: 'Lindner',
    email: `sitzung.${Date.now()}@example.com`,
  });
  const customerMenu = page.getByRole('banner').getByRole('button', { name: 'Paul Lindner' });

  await storefront.open('/fortbildungen');
  await addFirstCourse(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/customer$/);
  await page.getByRole('textbox', { name: /Straße/ }).fill('Ludwigstraße 3');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('80539');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('München');
  await page.getByRole('combobox', { name: /Land/ }).selectOption('DEU');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  const paymentUrl = page.url();

  // A reload: the page starts anew from the stored session, still on this step.
  await page.reload();
  await expect(page).toHaveURL(paymentUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await expect(customerMenu).toBeVisible();

  // Past the first token's lifetime: the session check renews it, and the step's call works.
  await page.clock.fastForward('00:27');
  await expect.poll(() => grants.length).toBeGreaterThanOrEqual(1);
  const afterFirst = grants.length;
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');

  // Reloaded with the renewed tokens, then past their lifetime too: the refresh token the
  // provider rotated at the first renewal renews them again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  await page.clock.fastForward('00:27');
  await expect.poll(() => grants.length).toBeGreaterThan(afterFirst);
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('term').filter({ hasText: 'Ihre Bestellnummer' })).toBeVisible();
  await expect(customerMenu).toBeVisible();
});
