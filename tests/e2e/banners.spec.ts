import { expect, test, type Page } from './fixtures.ts';

/** The domain's advert banner on a page (config.json `banners`, messages' `banners.*` texts). */
const banner = (page: Page, name = 'Aktueller Hinweis') =>
  page.getByRole('complementary', { name });

test.describe("The domains' advert banners", () => {
  test('the lawyer site shows its specialist-course banner on specialist-course results only, and its package banner on course pages', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/fortbildungen');
    await expect(
      page.getByRole('region', { name: 'Gefundene Kurse' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await storefront.open('/fachanwaltslehrgaenge');
    const offer = banner(page).getByRole('link', {
      name: 'Neue Fachanwaltslehrgänge Arbeitsrecht ab März – jetzt Frühbucherpreis sichern.',
    });
    await expect(offer).toHaveAttribute('href', '/fachanwaltslehrgaenge');

    await page
      .getByRole('region', { name: 'Gefundene Kurse' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await banner(page)
      .getByRole('link', {
        name: 'Mit Seminar-Paketen sparen Sie bis zu 20 % auf Ihre 15 FAO-Stunden.',
      })
      .click();
    await expect(page).toHaveURL(/\/seminar-pakete$/);
  });

  test('the RENO site shows its banner on every results page, in English on the English page', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/search?language=en', { domain: 'reno' });
    await expect(
      banner(page, 'Announcement').getByRole('link', {
        name: 'Practical beA know-how: new online seminars for legal office staff.',
      }),
    ).toHaveAttribute('href', '/online-seminare-mitarbeiter');
  });
});

test.describe('The advert banners without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('come with the page the server renders', async ({ page, storefront }) => {
    await page.goto(storefront.url('/fachanwaltslehrgaenge'));
    await expect(
      banner(page).getByRole('link', { name: /^Neue Fachanwaltslehrgänge Arbeitsrecht/ }),
    ).toBeVisible();
  });
});
