/**
 * The guest checkout with the keyboard alone (issue 21, "done when"): a guest finds a specialist
 * course (Fachanwaltslehrgang, which asks for the admission as a lawyer), adds it, enters the demo
 * voucher, checks out as a guest, uploads the proof, chooses invoice, orders with
 * "zahlungspflichtig bestellen" and is asked to confirm the address; the mail in the outbox holds
 * only the link, whose page places the order for good (issue 34): then the confirmation in the
 * outbox carries the invoice PDF and the course's .ics. Every step in the checkout is a key press
 * (Enter, Space, Tab) or typing in the focused field; nothing is clicked.
 */
import { expect, test } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';
import { guestConfirmationLinkOf } from './support/guest-order.ts';

/** The smallest file the server takes as a PDF: its magic bytes and an end. */
const admissionPdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a guest books a specialist course with the keyboard alone: voucher, proof, invoice, order number and the mail with invoice and calendar entry', async ({
  page,
  storefront,
  outbox,
}) => {
  test.setTimeout(120_000);
  // A new guest each run: the demo voucher is once per customer.
  const email = `gast.${Date.now()}@example.com`;

  await storefront.open('/fachanwaltslehrgaenge');
  const name = await addFirstCourse(page, 'keyboard');

  const voucher = page.getByLabel('Gutscheincode');
  await voucher.focus();
  await page.keyboard.type('WILLKOMMEN10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Gutschein WILLKOMMEN10 eingelöst')).toBeVisible();
  await page.getByRole('link', { name: 'Als Gast bestellen' }).press('Enter');

  await expect(page).toHaveURL(/\/guest-order\/guest$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Rechnungsdaten');
  await page.getByRole('textbox', { name: /Vorname/ }).focus();
  for (const value of ['Lena', 'Hoffmann', 'Domstraße 5', '50668', 'Köln']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // Tab has reached the country, which a guest in Germany keeps; on to the e-mail address.
  await expect(page.getByRole('combobox', { name: /Land/ })).toBeFocused();
  await expect(page.getByRole('combobox', { name: /Land/ })).toHaveValue('DEU');
  await page.keyboard.press('Tab');
  await expect(
    page
      .getByRole('form', { name: 'Ihre Rechnungsdaten' })
      .getByRole('textbox', { name: /E-Mail-Adresse/ }),
  ).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/guest-order\/file-upload$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachweise hochladen');
  await expect(page.getByRole('heading', { level: 2, name: `Nachweis für ${name}` })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Datei wählen').press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'zulassung.pdf',
    mimeType: 'application/pdf',
    buffer: admissionPdf,
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Hochladen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hochgeladen: zulassung.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).press('Enter');

  await expect(page).toHaveURL(/\/guest-order\/payment$/);
  await page.getByRole('radio', { name: /Rechnung/ }).press('Space');
  await expect(page.getByRole('radio', { name: /Rechnung/ })).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).press('Enter');

  await expect(page).toHaveURL(/\/guest-order\/summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByText('Der Gutschein WILLKOMMEN10 gilt. Sie sparen')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Zahlungsart' }).getByText('Rechnung', { exact: true }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /AGB/ }).press('Space');
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.press('Space');
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).press('Enter');

  await expect(page).toHaveURL(/\/guest-order\/complete\/[0-9a-f-]{36}$/);
  // The seats are held until the guest opens the link mailed to the billing address.
  await expect(page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  const notice = page.getByText(/Bestätigungslink an/);
  await expect(notice).toContainText(email);
  const orderNumber = /Bestellung ([A-Z]+-[A-Z2-7]{8})/.exec((await notice.textContent())!)![1]!;
  await expect(page.getByText(/innerhalb von 30 Minuten/)).toBeVisible();
  // The order holds the cart now: the guest's local cart is empty.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb:/ })).toHaveCount(0);
  // A reload shows the held order again from this tab's checkout.
  await page.reload();
  await expect(page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();

  // The mail holds the link alone: no invoice yet.
  const link = await guestConfirmationLinkOf(outbox, email);
  const held = (await outbox.read()).filter((mail) => mail.to.includes(email));
  expect(held).toHaveLength(1);
  expect(held[0]!.text).not.toMatch(/Content-Type: application\/pdf/i);

  await storefront.open(link.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung bestätigen');
  await expect(
    page.getByText(new RegExp(`Ihre Bestellung ${orderNumber} ist verbindlich`)),
  ).toBeVisible();

  const confirmation = async () =>
    (await outbox.read()).find(
      (mail) =>
        mail.to.includes(email) &&
        mail.subject.includes(orderNumber) &&
        /Content-Type: application\/pdf/i.test(mail.text),
    );
  await expect.poll(async () => (await confirmation()) !== undefined).toBe(true);
  const mail = (await confirmation())!;
  expect(mail.text).toMatch(/filename="?[A-Z]+-\d{4}-\d+\.pdf/);
  expect(mail.text).toMatch(/Content-Type: text\/calendar/i);
  expect(mail.text).toMatch(/filename="?[^"\r\n]+\.ics/);
});
