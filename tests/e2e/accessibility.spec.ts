import { expect, test, type DomainName } from './fixtures.ts';

test.describe('Accessibility (axe, WCAG 2.1 A and AA)', () => {
  const startPages: Array<[DomainName, string]> = [
    ['lawyer', 'Über Kursmarkt Recht'],
    ['reno', 'Fortbildung, die in den Kanzleialltag passt'],
    ['lumen', 'Termine unseres Partners, der Deutschen Anwaltsakademie Rhein-Ruhr'],
  ];
  for (const [domain, lastHeading] of startPages) {
    test(`the ${domain} start page has no violations`, async ({ page, storefront, axe }) => {
      await storefront.open('/', { domain });
      await expect(page.getByRole('heading', { name: lastHeading })).toBeVisible();
      await axe.expectNoViolations();
    });
  }

  test('the FAQ page with a question open has no violations', async ({ page, storefront, axe }) => {
    await storefront.open('/faq');
    const question = page.getByRole('button', { name: 'Was ist der Kursmarkt?' });
    await question.press('Enter');
    await expect(page.getByRole('region', { name: 'Was ist der Kursmarkt?' })).toBeVisible();
    await axe.expectNoViolations();
  });

  test('the contact page has no violations, also while it shows errors', async ({
    page,
    storefront,
    axe,
  }) => {
    await storefront.open('/kontakt');
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
    await expect(page.getByRole('main')).toContainText('Kontaktformular');
    await axe.expectNoViolations();

    await form.getByRole('button', { name: 'Senden' }).click();
    await expect(form.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
    await axe.expectNoViolations();
  });

  test('the 404 page has no violations', async ({ page, storefront, axe }) => {
    await storefront.open('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await axe.expectNoViolations();
  });

  for (const domain of ['lawyer', 'reno', 'lumen'] as const) {
    test(`the ${domain} footer leads to an accessibility statement without violations`, async ({
      page,
      storefront,
      axe,
    }) => {
      await storefront.open('/', { domain });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute(
        'href',
        '/kontakt?subject=Barriere+melden',
      );
      await axe.expectNoViolations();
    });
  }

  test('the Impressum has no violations', async ({ page, storefront, axe }) => {
    await storefront.open('/impressum');
    await expect(page.getByRole('heading', { name: 'Haftung für Inhalte' })).toBeVisible();
    await axe.expectNoViolations();
  });

  test('the maintenance page has no violations', async ({ page, storefront, axe }) => {
    await storefront.open('/', { server: 'maintenance' });
    await expect(page.getByRole('heading', { name: 'Wartungsarbeiten' })).toBeVisible();
    await axe.expectNoViolations();
  });

  test('the open navigation dropdown has no violations', async ({ page, storefront, axe }) => {
    await storefront.open('/');
    const trigger = page.getByRole('button', { name: 'Fortbildungen', exact: true });
    await trigger.press('Enter');
    await expect(page.getByRole('menu', { name: 'Fortbildungen' })).toBeVisible();
    await axe.expectNoViolations();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the open mobile navigation has no violations', async ({ page, storefront, axe }) => {
      await storefront.open('/');
      await page.getByRole('button', { name: 'Navigation öffnen' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', {
          name: 'Referenten',
        }),
      ).toBeVisible();
      await axe.expectNoViolations();
    });
  });
});
