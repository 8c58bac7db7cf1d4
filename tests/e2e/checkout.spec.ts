/**
 * The customer checkout as a demo customer uses it: he puts a course into the cart, signs in,
 * goes to the checkout, pays by invoice, orders and sees the order number with the transfer's
 * GiroCode, downloads the invoice as PDF and as XML; the confirmation mail with the invoice PDF is
 * in the outbox. Jonas Keller orders, not Anna Berger: cart.spec.ts works
 * with Anna's cart on the same server at the same time, and an order empties the cart.
 */
import { readFile } from 'node:fs/promises';
import { demoPassword } from '../../packages/server/src/seed/identity-users.ts';
import { expect, test } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';

test('a demo customer orders a course on invoice, sees the order number, downloads the invoice and gets the confirmation with it', async ({
  page,
  storefront,
  outbox,
  axe,
}) => {
  test.setTimeout(120_000);
  await storefront.open('/fortbildungen');
  const name = await addFirstCourse(page);

  await page.getByRole('button', { name: 'Anmelden und Warenkorb übernehmen' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('jonas.keller@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/warenkorb\?merged=true$/);

  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/(customer|payment)$/);
  if (page.url().endsWith('/order/customer')) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Rechnungsdaten');
    await page.getByRole('textbox', { name: /Straße/ }).fill('Hohe Straße 12');
    await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50667');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
    await page.getByRole('combobox', { name: /Land/ }).selectOption('DEU');
    await page.getByRole('button', { name: 'Weiter' }).click();
  }

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await page.getByRole('radio', { name: /Rechnung/ }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Widerrufsbelehrung' })).toBeVisible();
  await axe.expectNoViolations();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);
  const number = page.getByRole('definition').filter({ hasText: /^[A-Z]+-[A-Z2-7]{8}$/ });
  // The address changes while the completion page's code still loads beside the summary.
  await expect(page.getByRole('term').filter({ hasText: 'Ihre Bestellnummer' })).toBeVisible();
  await expect(number).toHaveCount(1);
  const orderNumber = (await number.textContent())!.trim();
  const transfer = page.getByRole('region', { name: 'Bitte überweisen Sie' });
  await expect(transfer.getByText(/GiroCode/)).toBeVisible();
  await axe.expectNoViolations();

  const invoice = page.getByRole('region', { name: 'Ihre Rechnung' });
  const pdfDownload = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Rechnung herunterladen' }).click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/^[A-Z]+-\d{4}-\d+\.pdf$/);
  const xmlDownload = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'E-Rechnung (XML)' }).click();
  const xml = await xmlDownload;
  expect(xml.suggestedFilename()).toMatch(/^[A-Z]+-\d{4}-\d+\.xml$/);
  const xmlText = (await readFile((await xml.path())!)).toString('utf8');
  expect(xmlText).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');

  await expect
    .poll(async () =>
      (await outbox.read()).some(
        (mail) =>
          mail.to.includes('jonas.keller@example.com') && mail.subject.includes(orderNumber),
      ),
    )
    .toBe(true);
  const mail = (await outbox.read()).find(
    (entry) => entry.to.includes('jonas.keller@example.com') && entry.subject.includes(orderNumber),
  )!;
  expect(mail.text).toMatch(/Content-Type: application\/pdf/i);
  expect(mail.text).toMatch(/filename="?[A-Z]+-\d{4}-\d+\.pdf/);
});
