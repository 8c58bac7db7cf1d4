import { expect, finishLoading, test } from './fixtures.ts';

test.describe('Maintenance', () => {
  for (const pathname of ['/', '/faq']) {
    test(`replaces the page at ${pathname} with the maintenance notice`, async ({
      page,
      storefront,
    }) => {
      await storefront.open(pathname, { server: 'maintenance' });

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten');
      await expect(main).toContainText(
        'Wir führen gerade Wartungsarbeiten durch. Wir sind so schnell wie möglich wieder für Sie da.',
      );
      await expect(main.getByRole('heading', { name: 'Häufige Fragen' })).toHaveCount(0);
      await expect(main.getByRole('region')).toHaveCount(0);
      // Header and footer stay.
      await expect(
        page.getByRole('banner').getByRole('link', { name: /Kursmarkt Recht/ }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('concerns only the domain that flags it', async ({ page, storefront }) => {
    await storefront.open('/', { domain: 'reno', server: 'maintenance' });

    await expect(page.getByRole('heading', { name: 'Für wen ist RENO Kursmarkt?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wartungsarbeiten' })).toHaveCount(0);
  });
});

test.describe('The 404 page', () => {
  test('an unknown address ends on /404 with the way to the main domain', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/gibt-es-nicht');

    await expect(page).toHaveURL(storefront.url('/404'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(main).toContainText('Die gesuchte Seite gibt es leider nicht (mehr).');
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      'https://recht.kursmarkt.test',
    );
  });

  test('on a domain without a main domain the way home is the start page', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/gibt-es-nicht', { domain: 'reno' });

    await expect(page).toHaveURL(storefront.url('/404', { domain: 'reno' }));
    const home = page.getByRole('main').getByRole('link', { name: 'Zur Startseite' });
    await expect(home).toHaveAttribute('href', '/');

    await home.click();

    await expect(page).toHaveURL(storefront.url('/', { domain: 'reno' }));
    await expect(page.getByRole('heading', { name: 'Für wen ist RENO Kursmarkt?' })).toBeVisible();
  });
});

test.describe('Content pages', () => {
  test('the Impressum shows its text under the domain default title', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/impressum');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(
      main.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' }),
    ).toBeVisible();
    await expect(main).toContainText('Kursmarkt GmbH');
    // "Impressum" has fewer than 10 characters: the domain's default title stands.
    await expect(page).toHaveTitle('Kursmarkt Recht – Fachanwaltslehrgänge und Fortbildungen');
  });

  test('the AGB show their long title followed by the brand', async ({ page, storefront }) => {
    await storefront.open('/agb');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Allgemeine Geschäftsbedingungen',
    );
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle('Allgemeine Geschäftsbedingungen | Kursmarkt Recht');
  });

  test('the privacy policy is reached from the footer inside the page', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    await finishLoading(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();

    await expect(page).toHaveURL(storefront.url('/datenschutz'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle('Datenschutzerklärung | Kursmarkt Recht');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('an English page carries the English title and text', async ({ page, storefront }) => {
    await storefront.open('/impressum?language=en');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Information pursuant to section 5 DDG' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Legal notice | Kursmarkt Recht');
  });
});
