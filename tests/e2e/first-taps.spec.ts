/**
 * The first visit on a phone: a 390 px screen, the processor 4× slower (as Lighthouse's phone
 * profile) and the page's scripts arriving only after the visitor's first tap, as on a slow
 * network. The first tap on the search box, Registrieren, the language choice, the navigation
 * and the cookie banner does what it says on every example domain. Only the cookie banner's
 * journey shows the banner: elsewhere it would cover the panel's links on a phone
 * (docs/decisions/0019-no-tap-lost-before-hydration.md).
 */
import {
  expect,
  finishLoading,
  holdScripts,
  hosts,
  test,
  throttleProcessor,
  type DomainName,
  type Page,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The first thing each domain's search offers, and what it leads to. */
const searches: Record<DomainName, { scope?: string }> = {
  lawyer: { scope: 'Arbeitsrecht' },
  reno: { scope: 'Elektronischer Rechtsverkehr (beA)' },
  lumen: {},
};
/** A link of each domain's main navigation and the heading of its page. */
const navigation: Record<DomainName, { link: string; heading: string }> = {
  lawyer: { link: 'Häufige Fragen', heading: 'Häufige Fragen' },
  reno: { link: 'Häufige Fragen', heading: 'Häufige Fragen' },
  lumen: { link: 'Impressum', heading: 'Impressum' },
};

/**
 * Opens the start page on the slow phone and returns the function that lets its scripts
 * arrive: until then, the page is the server's HTML without a script of the app.
 */
async function firstVisit(page: Page, url: (path: string) => string) {
  await throttleProcessor(page, 4);
  const release = await holdScripts(page);
  await page.goto(url('/'), { waitUntil: 'commit' });
  return release;
}

for (const domain of Object.keys(hosts) as DomainName[]) {
  test.describe(`On a slow phone, the first tap on the ${domain} domain`, () => {
    test.setTimeout(90_000);
    const urlOf =
      (storefront: { url: (path: string, options?: object) => string }) => (path: string) =>
        storefront.url(path, { domain });

    test('on the search box searches', async ({ page, storefront }) => {
      const release = await firstVisit(page, urlOf(storefront));
      const { scope } = searches[domain];
      if (scope) {
        await page.getByRole('button', { name: scope, exact: true }).click();
        release();
        const form = page.getByRole('form', { name: `Suche im Fachgebiet ${scope}` });
        await expect(form).toBeVisible();
        await form.getByRole('button', { name: 'Suchen' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `Suchergebnisse: ${scope}`,
        );
      } else {
        await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Recht');
        await page.getByRole('button', { name: 'Suchen' }).click();
        release();
        await expect(page).toHaveURL(/\/search\?term=Recht$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse');
      }
      await expect(page.getByRole('status').filter({ hasText: /gefunden/ })).toBeVisible();
    });

    test('on Registrieren opens the registration', async ({ page, storefront }) => {
      const release = await firstVisit(page, urlOf(storefront));
      await page.getByRole('button', { name: 'Navigation öffnen' }).click();
      release();
      await page.getByRole('button', { name: 'Registrieren' }).click();
      await expect(page).toHaveURL(/\/realms\/[^/]+\//);
      await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
    });

    test('on Registrieren works before the menu button has been answered too', async ({
      page,
      storefront,
    }) => {
      // The menu opens only once the scripts have come; the form behind Registrieren is the
      // server's, so a tap on it (here without the panel, on a wide screen) needs none.
      await page.setViewportSize({ width: 1024, height: 768 });
      const release = await firstVisit(page, urlOf(storefront));
      await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
      await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
      release();
    });

    test('on the language choice reloads the page in English', async ({ page, storefront }) => {
      const release = await firstVisit(page, urlOf(storefront));
      await page.getByRole('button', { name: 'Navigation öffnen' }).click();
      release();
      await page.getByRole('radio', { name: 'English' }).click();
      await expect(page).toHaveURL(/[?&]language=en/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    });

    test('on the navigation opens it, and its link leads on', async ({ page, storefront }) => {
      const release = await firstVisit(page, urlOf(storefront));
      await page.getByRole('button', { name: 'Navigation öffnen' }).click();
      release();
      const { link, heading } = navigation[domain];
      const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await main.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });

    test.describe('of a first visitor', () => {
      test.use({ consentAnswered: false });

      test('on the cookie banner answers it', async ({ page, storefront }) => {
        const release = await firstVisit(page, urlOf(storefront));
        const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
        await banner.getByRole('button', { name: 'Nur notwendige' }).click();
        release();
        await expect(banner).toBeHidden();
        const cookies = await page.context().cookies();
        expect(cookies.find((cookie) => cookie.name === 'consent')?.value).toMatch(/^v1\b/);
      });
    });
  });
}

test.describe('On a slow phone, the navigation of the lawyer domain', () => {
  test('shows its dropdown’s entries as links in the panel the first tap opens', async ({
    page,
    storefront,
  }) => {
    test.setTimeout(90_000);
    const release = await firstVisit(page, (path) => storefront.url(path));
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    release();
    const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await main.getByRole('link', { name: 'Online-Seminare' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online-Seminare');
  });
});

test.describe('On a slow computer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first tap on a navigation dropdown opens it', async ({ page, storefront }) => {
    const release = await firstVisit(page, (path) => storefront.url(path));
    await page.getByRole('button', { name: 'Fortbildungen', exact: true }).click();
    release();
    const menu = page.getByRole('menu', { name: 'Fortbildungen' });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Selbststudium' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selbststudium');
  });

  test('a page scrolled before the app took over stays where the visitor put it', async ({
    page,
    storefront,
  }) => {
    const release = await firstVisit(page, (path) => storefront.url(path));
    await expect(page.getByRole('heading', { name: 'Über Kursmarkt Recht' })).toBeVisible();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    release();
    await finishLoading(page);

    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});
