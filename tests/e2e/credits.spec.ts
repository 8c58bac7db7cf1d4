/**
 * A credit package as a new customer uses it: she registers, buys the IT and media law package
 * (20 hours) from the package listing on invoice, then books the organizer's self-study course
 * "Äußerungsrecht und Gegendarstellung" (3 hours) with its credits: the course costs nothing, so
 * the checkout goes from the billing data straight to the summary (no payment step), and after
 * the order the package has 17 hours left, which the cart shows when the course is put in again.
 */
import { expect, test, type Page } from './fixtures.ts';

const packageName = 'IT- und Medienrecht Jahrespaket (20 Stunden)';
const organizerName = 'IT- und Medienrechtsakademie Düsseldorf';
const courseName = 'Äußerungsrecht und Gegendarstellung';

const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Warenkorb' }).getByRole('article');

/**
 * Gives the billing address on the first checkout's first step and goes on (the name comes from
 * the account; the next checkout starts from this order's billing data).
 */
async function giveAddress(page: Page) {
  await expect(page).toHaveURL(/\/order\/customer$/);
  await expect(page.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Miriam');
  await page.getByRole('textbox', { name: /Straße/ }).fill('Königsallee 12');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('40212');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Düsseldorf');
  await page.getByRole('combobox', { name: /Land/ }).selectOption('DEU');
  await page.getByRole('button', { name: 'Weiter' }).click();
}

/** Accepts the terms (and the early start where asked), orders and returns the order number. */
async function order(page: Page) {
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: /^(zahlungspflichtig|kostenfrei) bestellen$/ }).click();
  await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('term').filter({ hasText: 'Ihre Bestellnummer' })).toBeVisible();
  const number = page.getByRole('definition').filter({ hasText: /^[A-Z]+-[A-Z2-7]{8}$/ });
  await expect(number).toHaveCount(1);
  return (await number.textContent())!.trim();
}

test('a new customer buys a credit package and books a self-study course with its credits, paying nothing', async ({
  page,
  storefront,
  outbox,
  newCustomer,
}) => {
  test.setTimeout(150_000);
  const email = `paket.${Date.now()}@example.com`;
  await newCustomer.signUp({ firstName: 'Miriam', lastName: 'Schuster', email });

  // The package, bought on invoice like a course.
  await storefront.open('/seminar-pakete');
  const packageCard = page.getByRole('article', { name: packageName });
  await packageCard.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).getByRole('heading', { level: 2 })).toHaveText(packageName);
  await expect(cartLines(page)).toContainText('Seminar-Paket');
  await expect(cartLines(page)).toContainText(/540,00\s€/);

  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await giveAddress(page);
  await expect(page).toHaveURL(/\/order\/payment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  await expect(page.getByRole('heading', { level: 3, name: packageName })).toBeVisible();
  const packageOrder = await order(page);
  await expect(page.getByRole('region', { name: 'Bitte überweisen Sie' })).toBeVisible();

  // A self-study course of the package's organizer, in one of its scopes.
  await storefront.open('/seminar-pakete');
  await page
    .getByRole('article', { name: packageName })
    .getByRole('link', { name: organizerName })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizerName);
  await page.getByRole('link', { name: courseName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courseName);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/warenkorb$/);

  const line = cartLines(page).filter({
    has: page.getByRole('heading', { level: 2, name: courseName }),
  });
  await expect(line).toContainText('Selbststudium');
  const credits = line.getByRole('checkbox', { name: 'mit Kontingent bezahlen' });
  await expect(credits).not.toBeChecked();
  await credits.click();
  await expect(credits).toBeChecked();
  await expect(credits).toHaveAccessibleDescription('Danach bleiben 17 Stunden im Kontingent');
  // The line reads "0,00 € statt …" and so does the total: credits, not money.
  await expect(line).toContainText(/0,00\s€\s*statt/);
  const total = page.getByRole('term').filter({ hasText: 'Gesamtsumme (inkl. MwSt.)' });
  await expect(total).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^0,00\s€$/ })).toBeVisible();

  // Nothing to pay, and the billing data of her first order: straight to the summary, without
  // the billing and payment steps; the summary shows the address she gave then.
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  await expect(page.getByText(/Königsallee 12/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: courseName })).toBeVisible();
  await expect(page.getByText('Keine Zahlung nötig')).toBeVisible();
  const courseOrder = await order(page);
  expect(courseOrder).not.toBe(packageOrder);
  await expect(page.getByRole('region', { name: 'Bitte überweisen Sie' })).toHaveCount(0);

  // The credits are spent: the same course again leaves 14 of the 17 hours.
  await storefront.open('/seminar-pakete');
  await page
    .getByRole('article', { name: packageName })
    .getByRole('link', { name: organizerName })
    .click();
  await page.getByRole('link', { name: courseName }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  const again = cartLines(page)
    .filter({ has: page.getByRole('heading', { level: 2, name: courseName }) })
    .getByRole('checkbox', { name: 'mit Kontingent bezahlen' });
  await again.click();
  await expect(again).toHaveAccessibleDescription('Danach bleiben 14 Stunden im Kontingent');

  // Each order's confirmation reaches her.
  await expect
    .poll(async () => {
      const subjects = (await outbox.read())
        .filter((mail) => mail.to.includes(email))
        .map((mail) => mail.subject);
      return [packageOrder, courseOrder].map((number) =>
        subjects.some((subject) => subject.includes(number)),
      );
    })
    .toEqual([true, true]);
});
