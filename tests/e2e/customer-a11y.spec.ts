/**
 * Axe on the cart and every step of the customer checkout on the RENO and the Lumen domain (their
 * own themes), in English and German: a new customer registers on the domain, puts a course into
 * the cart and goes through one checkout, each page checked as it comes in both languages
 * (`?language=`). The lawyer domain's customer walk is in checkout-a11y.spec.ts.
 *
 * The domains are opened on their `*.localhost` names: signing in needs a secure context (Web
 * Crypto for PKCE), which plain HTTP has only on localhost names; reno.kursmarkt.test and
 * lumen-akademie.test over plain HTTP end on "Anmeldung fehlgeschlagen" (README, example domains).
 */
import { expect, test, type Axe, type Page } from './fixtures.ts';
import { ports } from './support/servers.ts';
import { addFirstCourse } from './support/add-to-cart.ts';

const titles = {
  cart: { de: 'Warenkorb', en: 'Cart' },
  customer: { de: 'Ihre Rechnungsdaten', en: 'Your billing details' },
  fileUpload: { de: 'Nachweise hochladen', en: 'Upload proofs' },
  payment: { de: 'Zahlungsart', en: 'Payment method' },
  summary: { de: 'Bestellung prüfen', en: 'Review your order' },
  complete: { de: 'Vielen Dank für Ihre Bestellung', en: 'Thank you for your order' },
} as const;
type Step = keyof typeof titles;

const domains = { reno: 'reno.localhost', lumen: 'lumen.localhost' } as const;

type Walk = { page: Page; axe: Axe; origin: string };

/** Shows the page at `path` in English, then in German, and runs axe on each. */
async function checkBothLanguages({ page, axe, origin }: Walk, path: string, step: Step) {
  for (const language of ['en', 'de'] as const) {
    await page.goto(`${origin}${path}?language=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[step][language]);
    if (step !== 'cart' && step !== 'complete') {
      await expect(
        page
          .getByRole('button', { name: /Weiter|zahlungspflichtig/ })
          .or(page.getByRole('button', { name: /Continue|Order with obligation/ })),
      ).toBeVisible();
    }
    await axe.expectNoViolations();
  }
}

for (const [domain, host] of Object.entries(domains)) {
  test(`the cart and every customer checkout step on the ${domain} domain have no violations, in English and German`, async ({
    page,
    axe,
    newCustomer,
  }) => {
    test.setTimeout(240_000);
    const origin = `http://${host}:${ports.normal}`;
    const walk = { page, axe, origin };
    await page.context().addCookies([{ name: 'consent', value: 'v1', domain: host, path: '/' }]);

    // A new customer of this domain, whose billing data is not given yet.
    await newCustomer.signUp({
      firstName: 'Lena',
      lastName: 'Hoffmann',
      email: `kundin.${domain}.${Date.now()}@example.com`,
      host,
    });

    await page.goto(`${origin}/search?language=de`);
    await addFirstCourse(page);
    await checkBothLanguages(walk, '/warenkorb', 'cart');

    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/order\/customer$/);
    await checkBothLanguages(walk, '/order/customer', 'customer');
    // The form with the problems it names beside the fields.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeVisible();
    await axe.expectNoViolations();
    await page.getByRole('textbox', { name: /Vorname/ }).fill('Lena');
    await page.getByRole('textbox', { name: /Nachname/ }).fill('Hoffmann');
    await page.getByRole('textbox', { name: /Straße/ }).fill('Domstraße 5');
    await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50668');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
    await page.getByRole('combobox', { name: /Land/ }).selectOption('DEU');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/order\/(file-upload|payment)$/);
    if (page.url().endsWith('/file-upload')) {
      await checkBothLanguages(walk, '/order/file-upload', 'fileUpload');
      await page.getByLabel('Datei wählen').setInputFiles({
        name: 'nachweis.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      });
      await page.getByRole('button', { name: 'Hochladen' }).click();
      await expect(page.getByText('Hochgeladen: nachweis.pdf')).toBeVisible();
      await page.getByRole('button', { name: 'Weiter' }).click();
    }
    await expect(page).toHaveURL(/\/order\/payment$/);
    await checkBothLanguages(walk, '/order/payment', 'payment');
    await page.getByRole('radio', { name: /Rechnung/ }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/order\/summary$/);
    await checkBothLanguages(walk, '/order/summary', 'summary');
    // The refusal of an order without the terms accepted is part of the page too.
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await axe.expectNoViolations();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
    if ((await earlyStart.count()) > 0) await earlyStart.check();
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();

    await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);
    await checkBothLanguages(walk, new URL(page.url()).pathname, 'complete');
  });
}
