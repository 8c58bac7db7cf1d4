/**
 * The cart as a visitor uses it: a guest puts a course into the cart, sees the header's count,
 * opens the cart and removes the line; a guest with a cart signs in as the demo customer and
 * finds the course in the customer's cart with the merged notice, enters the demo voucher and an
 * expired one, and removes the line.
 */
import { demoPassword } from '../../packages/server/src/seed/identity-users.ts';
import { expect, test, type Page } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';

test.describe.configure({ mode: 'serial' });

const header = (page: Page) => page.getByRole('banner');
const cartLink = (page: Page) => header(page).getByRole('link', { name: /^Warenkorb:/ });
const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Warenkorb' }).getByRole('article');

test('a guest adds a course, sees the count in the header, has a voucher code checked at once and removes the line', async ({
  page,
  storefront,
  axe,
}) => {
  test.setTimeout(60_000);
  await storefront.open('/fortbildungen');
  const name = await addFirstCourse(page);

  await expect(cartLink(page)).toHaveAccessibleName('Warenkorb: 1 Position');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(page.getByText('Gesamtsumme (inkl. MwSt.)')).toBeVisible();
  await axe.expectNoViolations();

  const total = page
    .getByText('Gesamtsumme (inkl. MwSt.)')
    .locator('xpath=following-sibling::dd[1]');
  const fullPrice = await total.textContent();
  const voucher = page.getByLabel('Gutscheincode');
  for (const [code, reason] of [
    ['WINTER24', 'Dieser Gutschein ist abgelaufen.'],
    ['FRUEHJAHR', 'Dieser Gutschein gilt noch nicht.'],
    ['GIBTESNICHT', 'Diesen Gutscheincode kennen wir nicht.'],
  ] as const) {
    await voucher.fill(code);
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(voucher).toHaveAccessibleDescription(`${code}: ${reason}`);
    await expect(total).toHaveText(fullPrice!);
  }
  await voucher.fill('willkommen10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText('Gutschein WILLKOMMEN10 eingelöst')).toBeVisible();
  await expect(total).not.toHaveText(fullPrice!);
  await expect(voucher).not.toHaveAccessibleDescription(/WILLKOMMEN10/);
  await axe.expectNoViolations();

  await page.reload();
  await expect(page.getByText('Gutschein WILLKOMMEN10 eingelöst')).toBeVisible();
  await page.getByRole('button', { name: 'Gutschein WILLKOMMEN10 entfernen' }).click();
  await expect(page.getByText('Gutschein WILLKOMMEN10 entfernt.')).toBeVisible();
  await expect(total).toHaveText(fullPrice!);
  await expect(cartLines(page)).toHaveCount(1);
  await cartLines(page).getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);
});

test("the cart check sends a visitor with an empty cart to the domain's main site", async ({
  page,
  storefront,
}) => {
  // The lawyer domain names https://recht.kursmarkt.test as its main site, which is not part of
  // this server: the browser is answered there by a stand-in page.
  await page.route('https://recht.kursmarkt.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Kursmarkt Recht</title>' }),
  );
  await page.goto(storefront.url('/cart-check'));
  await expect(page).toHaveURL('https://recht.kursmarkt.test/');
});

test("a guest's cart joins the demo customer's at sign-in; the demo voucher applies, an expired one says why", async ({
  page,
  storefront,
  axe,
}) => {
  test.setTimeout(90_000);
  await storefront.open('/fortbildungen');
  const name = await addFirstCourse(page);
  await page.getByRole('button', { name: 'Anmelden und Warenkorb übernehmen' }).click();

  await expect(page).toHaveURL(/\/realms\/kursmarkt\//);
  await page.getByLabel('E-Mail-Adresse').fill('anna.berger@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/warenkorb\?merged=true$/);
  await expect(
    page.getByText(/Wir haben die Kurse, die Sie vor der Anmeldung gewählt hatten/),
  ).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Anna Berger' })).toBeVisible();
  await expect(cartLines(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/^Warenkorb: \d+ Position(en)?$/);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  const voucher = page.getByLabel('Gutscheincode');
  await voucher.fill('WILLKOMMEN10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(
    page.getByRole('button', { name: 'Gutschein WILLKOMMEN10 entfernen' }),
  ).toBeVisible();
  await expect(page.getByText('Gutschein', { exact: true })).toBeVisible();

  await voucher.fill('WINTER24');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(voucher).toHaveAccessibleDescription(/WINTER24: Dieser Gutschein ist abgelaufen\./);
  await expect(page.getByText('Gutschein WILLKOMMEN10 eingelöst')).toBeVisible();
  await axe.expectNoViolations();

  const line = cartLines(page).filter({ has: page.getByRole('heading', { level: 2, name }) });
  await line.getByRole('button', { name: 'Entfernen' }).click();
  await expect(cartLines(page).getByRole('heading', { level: 2, name })).toHaveCount(0);
});
