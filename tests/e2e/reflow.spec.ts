/**
 * Every page fits the screen from 320 CSS pixels wide up (WCAG 2.1, 1.4.10 Reflow): no page of
 * any example domain, in either language, scrolls sideways at 320, 390 or 768 px, with the
 * header's panel closed or open; nor does any page of the customer dashboard, signed in.
 */
import { categoryRoutes, slugify } from '../../schemas/src/rules/index.ts';
import { expect, hosts, test, type DomainName, type Page } from './fixtures.ts';
import { ports } from './support/servers.ts';

const widths = [320, 390, 768];

/** The storefront's routes that need no record (docs/routes-and-screens.md). */
const fixedPaths = [
  '/',
  '/search',
  '/search?term=Recht',
  ...categoryRoutes.map((route) => `/${route}`),
  '/seminar-pakete',
  '/veranstalter',
  '/referenten',
  '/faq',
  '/kontakt',
  '/veranstalter-informationen',
  '/agb',
  '/datenschutz',
  '/partner',
  '/fachanwaltsordnung',
  '/impressum',
  '/ueber-uns',
  '/newsletter-confirmation',
  '/404',
  '/warenkorb',
  '/cart-check',
  '/teilnehmer-feedback',
  '/guest-order/daten',
  // Guarded: a visitor ends on the provider's login page.
  '/customer-dashboard',
  '/lernerfolgskontrolle',
];

/** The customer dashboard's pages (site/src/dashboard/pages.ts), as a new customer sees them. */
const dashboardPaths = [
  '/customer-dashboard',
  '/customer-dashboard/meine-kurse',
  '/customer-dashboard/externe-fortbildung',
  '/customer-dashboard/rechnungen',
  '/customer-dashboard/guthaben',
  '/customer-dashboard/favoriten',
  '/customer-dashboard/merkzettel',
  '/customer-dashboard/meine-daten',
];

type Summary = { id: number; detailPath: string };

/** A course page of each kind, an organizer's, a speaker's and a city's page of the domain. */
async function recordPaths(page: Page, domain: DomainName) {
  // The test runner's requests do not resolve the example hosts: the host goes in its header.
  const json = async <T>(path: string) => {
    const response = await page.request.get(`http://127.0.0.1:${ports.normal}${path}`, {
      headers: { host: hosts[domain] },
    });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const { courses } = await json<{ courses: Summary[] }>('/api/search?start=1&limit=100');
  const coursePaths = new Map<string, string>();
  for (const course of courses)
    coursePaths.set(course.detailPath.split('/')[1]!, course.detailPath);
  const [organizer] = await json<Array<{ id: number; slug: string }>>('/api/organizer');
  const [referent] = await json<Array<{ id: number }>>('/api/referent-infos');
  const cities = await json<Array<{ id: number; name: string }>>('/api/search/city');
  const city = cities.find((candidate) => candidate.name === 'Köln') ?? cities[0]!;
  return [
    ...coursePaths.values(),
    `/veranstalter/${organizer!.slug}-${organizer!.id}`,
    `/referenten/${referent!.id}`,
    `/stadt/${slugify(city.name)}-${city.id}`,
    `/stadt/${slugify(city.name)}-${city.id}/arbeitsrecht-2`,
  ];
}

/** The document's width, and the elements that stick out beyond `width`, for the message. */
const overflow = (page: Page, width: number) =>
  page.evaluate((limit) => {
    const wider = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > limit + 1,
    );
    const outermost = wider.filter((element) => !wider.includes(element.parentElement!));
    return {
      width: document.documentElement.scrollWidth,
      culprits: outermost
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
        ),
    };
  }, width);

async function expectToFit(page: Page, where: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const { width: documentWidth, culprits } = await overflow(page, width);
    expect
      .soft(
        documentWidth,
        `${where} at ${width} px is ${documentWidth} px wide: ${culprits.join(', ')}`,
      )
      .toBeLessThanOrEqual(width);
  }
}

for (const domain of Object.keys(hosts) as DomainName[]) {
  for (const language of ['de', 'en'] as const) {
    test(`every page of the ${domain} domain fits 320, 390 and 768 px in ${language === 'de' ? 'German' : 'English'}`, async ({
      page,
      storefront,
    }) => {
      test.setTimeout(240_000);
      const origin = storefront.url('', { domain });
      const paths = [...fixedPaths, ...(await recordPaths(page, domain))];
      if (domain !== 'lumen') paths.push('/?scope=2');
      for (const path of paths) {
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}language=${language}`);
        // What the page loads in the browser (the FAQ's questions, a page's text) is there too.
        await page.waitForLoadState('networkidle');
        await expectToFit(page, `${path} (${language})`);
      }
    });
  }

  test(`the header's open panel fits a phone on the ${domain} domain`, async ({
    page,
    storefront,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await storefront.open('/', { domain });
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
    await expectToFit(page, 'the open panel');
    // Text set to twice its size (WCAG 2.1, 1.4.4) still wraps instead of widening the page.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await page.setViewportSize({ width: 640, height: 800 });
    expect((await overflow(page, 640)).width).toBeLessThanOrEqual(640);
  });
}

test('every page of the customer dashboard fits 320, 390 and 768 px, signed in', async ({
  page,
  storefront,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  await newCustomer.signUp({
    firstName: 'Rita',
    lastName: 'Schmal',
    email: `reflow.${Date.now()}@example.com`,
  });
  for (const path of dashboardPaths) {
    await page.setViewportSize({ width: 320, height: 800 });
    await storefront.open(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectToFit(page, path);
  }
});
