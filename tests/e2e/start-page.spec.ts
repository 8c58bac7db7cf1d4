import { expect, finishLoading, test, type DomainName } from './fixtures.ts';

test.describe('The lawyer start page on localhost', () => {
  test('greets the visitor in German with the header, the advert banner and the footer', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'LAWYER');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Kursmarkt Recht/ })).toHaveAttribute(
      'href',
      'https://recht.kursmarkt.test',
    );
    await expect(header.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Aktueller Hinweis' })).toHaveText(
      'Frühbucherrabatt: Bis zu 15 % auf ausgewählte Fachanwaltslehrgänge im Frühjahr.',
    );

    const footer = page.getByRole('contentinfo');
    const footerLinks = footer.getByRole('navigation', { name: 'Informationen' }).getByRole('link');
    await expect(footerLinks).toHaveText([
      'Über uns',
      'Für Veranstalter',
      'Häufige Fragen',
      'Kontakt',
      'AGB',
      'Datenschutz',
      'Impressum',
      'Cookie-Einstellungen',
      'Vertrag widerrufen',
      'Barrierefreiheit',
    ]);
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
    for (const network of ['LinkedIn', 'XING', 'Facebook']) {
      const profile = footer.getByRole('link', {
        name: `Kursmarkt Recht auf ${network} (öffnet in neuem Tab)`,
      });
      await expect(profile).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kursmarkt Recht`);
  });

  test('shows the configured modules in their configured order', async ({ page, storefront }) => {
    await storefront.open('/');

    const main = page.getByRole('main');
    // Each module loads as its own chunk: the last one shown means all are there.
    await expect(main.getByRole('heading', { name: 'Über Kursmarkt Recht' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      // The search box (feature SEARCH_BOX) comes before the modules.
      'In welchem Fachgebiet suchen Sie?',
      'Fortbildung für Anwältinnen und Anwälte',
      'Was suchen Sie?',
      'Demnächst beginnende Kurse',
      'Warum Kursmarkt Recht?',
      'Fachanwaltschaften',
      'Das sagen Teilnehmende',
      'Neuigkeiten',
      'Über Kursmarkt Recht',
    ]);

    const scopes = main.getByRole('region', { name: 'Fachanwaltschaften' }).getByRole('link');
    await expect(scopes).toHaveCount(24);
    await expect(scopes.filter({ hasText: /^Arbeitsrecht$/ })).toHaveAttribute(
      'href',
      '/search?scope=2&selectedScopeName=Arbeitsrecht&types=SPECIALIZATION',
    );
    await expect(main.getByRole('link', { name: 'Fachanwaltslehrgänge entdecken' })).toBeVisible();
  });

  test('shows the next 12 courses in the server-rendered page, before any script runs', async ({
    page,
    storefront,
  }) => {
    const html = await (await page.request.get(storefront.url('/'))).text();
    const preview =
      /aria-labelledby="([^"]+)"[^>]*>(?:(?!<\/section>)[\s\S])*?Demnächst beginnende Kurse[\s\S]*?<\/section>/.exec(
        html,
      );
    expect(preview, 'the course preview is in the HTML').not.toBeNull();
    expect(preview![0].match(/<article/g)).toHaveLength(12);

    await storefront.open('/');
    const region = page.getByRole('region', { name: 'Demnächst beginnende Kurse' });
    await expect(region.getByRole('article')).toHaveCount(12);
    await expect(region.getByRole('link', { name: /Kurse von \d+ Veranstaltern/ })).toHaveAttribute(
      'href',
      '/veranstalter',
    );
  });

  test('paints without asking the API for configuration or messages', async ({
    page,
    storefront,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api')) apiRequests.push(pathname);
    });

    await storefront.open('/');

    // `open` returns once the page fired `load`: everything up to the first paint is recorded.
    await expect(page.getByRole('heading', { name: 'Warum Kursmarkt Recht?' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Demnächst beginnende Kurse' }).getByRole('article'),
    ).toHaveCount(12);
    expect(apiRequests.filter((path) => /^\/api\/(configuration|messages)\b/.test(path))).toEqual(
      [],
    );
    expect(apiRequests).toEqual([]);
  });
});

test.describe('Coming back to the start page', () => {
  test('loads the organizers and the course preview’s search before showing it', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/faq', { domain: 'reno' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Coming back inside the app, not loading the page anew (a link followed before then).
    await finishLoading(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api')) calls.push(pathname);
    });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /RENO Kursmarkt/ })
      .first()
      .click();

    const preview = page.getByRole('region', { name: 'Demnächst beginnende Seminare' });
    await expect(preview.getByRole('article').first()).toBeVisible();
    await expect(preview.getByText('Die Kurse werden geladen.')).toHaveCount(0);
    expect(calls).toEqual(expect.arrayContaining(['/api/organizer', '/api/search']));
  });
});

test.describe('Each example domain', () => {
  test('RENO Kursmarkt shows its own theme, modules and footer', async ({ page, storefront }) => {
    await storefront.open('/', { domain: 'reno' });

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'RENO');
    await expect(page.getByRole('link', { name: /RENO Kursmarkt/ }).first()).toHaveAttribute(
      'href',
      '/',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'In welchem Fachgebiet suchen Sie?',
      'Für wen ist RENO Kursmarkt?',
      'Demnächst beginnende Seminare',
      'Fachgebiete für Kanzleimitarbeitende',
      'Veranstalter für Kanzleimitarbeitende',
      'Fortbildung, die in den Kanzleialltag passt',
    ]);
    const organizers = main.getByRole('region', { name: 'Veranstalter für Kanzleimitarbeitende' });
    await expect(organizers.getByRole('heading', { level: 3 })).toHaveText([
      'RENO-Bildungswerk Nord',
      'RENO-Akademie Süd',
      'Kanzleipraxis Seminare Rheinland',
    ]);
    const topics = main.getByRole('region', { name: 'Fachgebiete für Kanzleimitarbeitende' });
    await expect(topics.getByRole('link', { name: 'Zwangsvollstreckung' })).toHaveAttribute(
      'href',
      /types=RENO/,
    );
    await expect(topics.getByRole('link', { name: 'Gebührenrecht (RVG)' })).toBeVisible();
    // An empty advert text shows no banner.
    await expect(page.getByRole('complementary', { name: 'Aktueller Hinweis' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([
      'Kontakt',
      'AGB',
      'Datenschutz',
      'Impressum',
      'Cookie-Einstellungen',
      'Vertrag widerrufen',
      'Barrierefreiheit',
    ]);
    await expect(
      footer.getByRole('link', { name: 'RENO Kursmarkt auf Instagram (öffnet in neuem Tab)' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/renokursmarkt');
  });

  test('Lumen Akademie shows its own theme, modules and footer without a contact link', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/', { domain: 'lumen' });

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'LUMEN');
    const main = page.getByRole('main');
    // The provider's courses load in the browser (the visitor's year); the last module waits.
    await expect(
      main.getByRole('heading', {
        name: 'Termine unseres Partners, der Deutschen Anwaltsakademie Rhein-Ruhr',
      }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Kurs suchen',
      'Lernen, wann es Ihnen passt',
      'Unsere Formate',
      'Termine unseres Partners, der Deutschen Anwaltsakademie Rhein-Ruhr',
      'Stimmen aus der Akademie',
      'Der Lumen-Newsletter',
    ]);
    await expect(main.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAttribute(
      'placeholder',
      'z. B. Datenschutz oder Mietrecht',
    );
    await expect(page.getByRole('complementary', { name: 'Aktueller Hinweis' })).toHaveText(
      'Neu: Selbstlernkurse zum Datenschutzrecht mit Abschlusstest.',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([
      'Impressum',
      'Datenschutz',
      'AGB',
      'Cookie-Einstellungen',
      'Vertrag widerrufen',
      'Barrierefreiheit',
    ]);
    await expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveCount(0);
    // The NEWSLETTER module signs up here: the footer does not ask a second time.
    await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveCount(1);
    await expect(footer.getByRole('textbox')).toHaveCount(0);
    await expect(
      footer.getByRole('link', { name: 'Lumen Akademie auf X (Twitter) (öffnet in neuem Tab)' }),
    ).toBeVisible();
  });

  test('paints the footer in the colour of its own theme', async ({ page, storefront }) => {
    // The themes' `color.surface.inverse` (themes/*/src/index.ts); the base theme's is #1f2328.
    const expected = {
      lawyer: 'rgb(20, 50, 92)',
      reno: 'rgb(15, 61, 56)',
      lumen: 'rgb(42, 31, 61)',
    };
    for (const [domain, colour] of Object.entries(expected) as Array<[DomainName, string]>) {
      await storefront.open('/', { domain });
      await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', colour);
    }
  });
});
