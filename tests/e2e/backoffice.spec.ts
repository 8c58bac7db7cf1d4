/**
 * The back office at /verwaltung (docs/decisions/0071-*): the operator signs in through the real
 * sign-in page of the embedded provider, sets up the second factor as an authenticator app would
 * (the key read from the page, the code computed from it), opens one organizer's data with an
 * operator session and its reason, and reads who can do what there; axe on each page.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures.ts';

const operator = { email: 'betrieb@example.com', password: 'Kursmarkt-Demo-2026' };
const organizer = 'Deutsche Anwaltsakademie Rhein-Ruhr';

test('the operator signs in to the back office, starts a session with a reason and sees who can do what', async ({
  page,
  storefront,
  axe,
}) => {
  await page.goto(storefront.url('/verwaltung'));
  await expect(page).toHaveURL(/\/realms\/[^/]+\/login-actions\//);
  await page.getByLabel('E-Mail-Adresse').fill(operator.email);
  await page.getByLabel('Passwort', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Zweiten Faktor einrichten' }),
  ).toBeVisible();
  await axe.expectNoViolations();
  const key = (await page.locator('#otp-secret').textContent())!.replace(/\s/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await page.getByLabel('Code aus der Authenticator-App').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.getByText('Angemeldet als Bettina Brandt')).toBeVisible();
  await axe.expectNoViolations();

  await page.getByRole('button', { name: `Sitzung starten: ${organizer}` }).click();
  const dialog = page.getByRole('dialog', { name: `Daten von ${organizer} öffnen` });
  await dialog.getByLabel('Grund').fill('Anfrage 4711: Rechte der Einlasshilfe prüfen');
  await dialog.getByRole('button', { name: 'Sitzung starten' }).click();

  await expect(page).toHaveURL(/\/verwaltung\/veranstalter\/\d+\/rechte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wer darf was' })).toBeVisible();
  const door = page.getByRole('row', { name: /einlass@daa-rhein-ruhr\.example/ });
  await expect(
    door.getByRole('cell', { name: 'Nur Einlass: Teilnehmende am Kurstag einchecken' }),
  ).toBeVisible();
  await expect(door.getByRole('cell', { name: 'Keine Zahlungen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wer darf was' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await axe.expectNoViolations();
});
