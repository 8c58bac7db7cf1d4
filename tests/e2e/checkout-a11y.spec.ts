/**
 * Axe on the cart and every step of the guest and the customer checkout, in English and German:
 * the guest's on each example domain (each has its own theme: lawyer, RENO, Lumen), the
 * customer's on the lawyer domain. One browser context per walk goes through one checkout and
 * checks each page as it comes, in both languages (`?language=`), instead of building a checkout
 * per page.
 */
import { expect, test, type Axe, type DomainName, type Page, type Storefront } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';
import { guestConfirmationLinkOf } from './support/guest-order.ts';
import { ports } from './support/servers.ts';

/**
 * The guest walks open each domain on a `localhost` name: a secure context over plain HTTP, as
 * a deployed domain's HTTPS pages are. The earlier guest orders of the run come from this
 * address too, so the summary solves a proof-of-work challenge, which needs Web Crypto.
 */
const secureHosts = { lawyer: 'localhost', reno: 'reno.localhost', lumen: 'lumen.localhost' };
async function onSecureHost(page: Page, domain: DomainName): Promise<Storefront> {
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'v1', domain: secureHosts[domain], path: '/' }]);
  const url: Storefront['url'] = (pathname) =>
    `http://${secureHosts[domain]}:${ports.normal}${pathname}`;
  return {
    url,
    async open(pathname) {
      await page.goto(url(pathname));
    },
  };
}

const titles = {
  cart: { de: 'Warenkorb', en: 'Cart' },
  customer: { de: 'Ihre Rechnungsdaten', en: 'Your billing details' },
  fileUpload: { de: 'Nachweise hochladen', en: 'Upload proofs' },
  payment: { de: 'Zahlungsart', en: 'Payment method' },
  summary: { de: 'Bestellung prüfen', en: 'Review your order' },
  complete: { de: 'Vielen Dank für Ihre Bestellung', en: 'Thank you for your order' },
  confirm: { de: 'Bestellung bestätigen', en: 'Confirm your order' },
} as const;
type Step = keyof typeof titles;

/** Where each domain lists a course to book: on the lawyer domain one that asks for a proof. */
const listings: Record<DomainName, string> = {
  lawyer: '/fachanwaltslehrgaenge',
  reno: '/search',
  lumen: '/search',
};

type Walk = { page: Page; storefront: Storefront; axe: Axe; domain: DomainName };

/** Shows the page at `path` in English, then in German, and runs axe on each. */
async function checkBothLanguages(
  { page, storefront, axe, domain }: Walk,
  path: string,
  step: Step,
) {
  // A link's token stays in the fragment, after the query.
  const [pathname, fragment] = path.split('#');
  for (const language of ['en', 'de'] as const) {
    const query = `?language=${language}${fragment ? `#${fragment}` : ''}`;
    await page.goto(storefront.url(`${pathname}${query}`, { domain }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[step][language]);
    if (step === 'confirm') await expect(page.getByText(/verbindlich|is binding/)).toBeVisible();
    if (step !== 'cart' && step !== 'complete' && step !== 'confirm') {
      await expect(
        page
          .getByRole('button', { name: /Weiter|zahlungspflichtig/ })
          .or(page.getByRole('button', { name: /Continue|Order with obligation/ })),
      ).toBeVisible();
    }
    await axe.expectNoViolations();
  }
}

/** Adds the first course of the domain's listing to the cart. */
async function addACourse({ page, storefront, domain }: Walk) {
  await storefront.open(`${listings[domain]}?language=de`, { domain });
  await addFirstCourse(page);
}

/** Fills the billing data a customer or guest in Köln gives, then goes on. */
async function giveBillingData(page: Page, email: string | null) {
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Lena');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Hoffmann');
  await page.getByRole('textbox', { name: /Straße/ }).fill('Domstraße 5');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('combobox', { name: /Land/ }).selectOption('DEU');
  if (email) {
    await page
      .getByRole('form', { name: 'Ihre Rechnungsdaten' })
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .fill(email);
  }
  await page.getByRole('button', { name: 'Weiter' }).click();
}

/**
 * From the billing data's next step to the order: each step checked in both languages, the proof
 * uploaded and invoice chosen, then the completion page checked too.
 */
async function walkToCompletion(walk: Walk, base: '/order' | '/guest-order') {
  const { page } = walk;
  await expect(page).toHaveURL(/\/(file-upload|payment)$/);
  if (page.url().endsWith('/file-upload')) {
    await checkBothLanguages(walk, `${base}/file-upload`, 'fileUpload');
    await page.getByLabel('Datei wählen').setInputFiles({
      name: 'zulassung.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await expect(page.getByText('Hochgeladen: zulassung.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${base}/payment$`));
  await checkBothLanguages(walk, `${base}/payment`, 'payment');
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/summary$`));
  await checkBothLanguages(walk, `${base}/summary`, 'summary');
  // The refusal of an order without the terms accepted is part of the page too.
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await walk.axe.expectNoViolations();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/complete/[0-9a-f-]{36}$`));
  await checkBothLanguages(walk, new URL(page.url()).pathname, 'complete');
}

for (const domain of ['lawyer', 'reno', 'lumen'] as const) {
  test(`the cart and every guest checkout step on the ${domain} domain have no violations, in English and German`, async ({
    page,
    axe,
    outbox,
  }) => {
    test.setTimeout(240_000);
    const walk = { page, storefront: await onSecureHost(page, domain), axe, domain };
    await addACourse(walk);
    await checkBothLanguages(walk, '/warenkorb', 'cart');
    await page.getByRole('link', { name: 'Als Gast bestellen' }).click();
    await expect(page).toHaveURL(/\/guest-order\/guest$/);
    await checkBothLanguages(walk, '/guest-order/guest', 'customer');
    // The form with the problems it names beside the fields.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeVisible();
    await axe.expectNoViolations();
    const email = `gast.${domain}.${Date.now()}@example.com`;
    await giveBillingData(page, email);
    await walkToCompletion(walk, '/guest-order');
    // The mail's link confirms the held order; opened again within the hold time it shows the same.
    const link = await guestConfirmationLinkOf(outbox, email);
    await checkBothLanguages(walk, `/guest-order/${link.orderId}/confirm#${link.token}`, 'confirm');
  });
}

// The customer checkout on the lawyer domain; on the RENO and Lumen domains in customer-a11y.spec.ts.
test('the cart and every customer checkout step have no violations, in English and German', async ({
  page,
  storefront,
  axe,
  newCustomer,
}) => {
  test.setTimeout(240_000);
  const domain = 'lawyer';
  const walk = { page, storefront, axe, domain } as const;
  // A new customer, whose billing data is not given yet.
  await newCustomer.signUp({
    firstName: 'Lena',
    lastName: 'Hoffmann',
    email: `kundin.${Date.now()}@example.com`,
  });

  await addACourse(walk);
  await checkBothLanguages(walk, '/warenkorb', 'cart');
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/order\/customer$/);
  await checkBothLanguages(walk, '/order/customer', 'customer');
  await giveBillingData(page, null);
  await walkToCompletion(walk, '/order');
});
