import { expect, test, type Page } from './fixtures.ts';

type City = { id: number; name: string };

/** Köln's id, read from the list of every city. */
async function cologneId(page: Page) {
  const response = await page.request.get('/api/search/city');
  expect(response.ok()).toBe(true);
  const cities = (await response.json()) as City[];
  const cologne = cities.find((city) => city.name === 'Köln');
  expect(cologne, 'the seed has Köln').toBeDefined();
  return cologne!.id;
}

/** The course cards of a results page. */
const courseCards = (page: Page) =>
  page.getByRole('region', { name: 'Gefundene Kurse' }).getByRole('article');

test.describe('Course discovery on the lawyer site', () => {
  test.use({ baseURL: 'http://localhost:3210' });

  test('the start-page search box finds in-person Arbeitsrecht courses within 50 km of Köln', async ({
    page,
    storefront,
  }) => {
    const cityId = await cologneId(page);
    await storefront.open('/');

    await page
      .getByRole('list', { name: 'Häufig gesuchte Fachgebiete' })
      .getByRole('button', { name: 'Arbeitsrecht', exact: true })
      .click();
    const form = page.getByRole('form', { name: 'Suche im Fachgebiet Arbeitsrecht' });
    await form.getByRole('radio', { name: 'Präsenzschulung' }).click();
    await expect(form.getByRole('radio', { name: 'Präsenzschulung' })).toBeChecked();
    await form.getByRole('combobox', { name: /^Ort/ }).fill('Köl');
    await page.getByRole('option', { name: 'Köln', exact: true }).click();
    await form.getByRole('combobox', { name: 'Umkreis' }).selectOption('50');
    await form.getByRole('button', { name: 'Suchen' }).click();

    await expect(page).toHaveURL(/\/search\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('scope')).toBe('2');
    expect(query.get('courseType')).toBe('PRESENT');
    expect(query.get('cityId')).toBe(String(cityId));
    expect(query.get('radius')).toBe('50');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Suchergebnisse: Arbeitsrecht',
    );
    await expect(page.getByRole('status').filter({ hasText: /Kurse? gefunden/ })).toBeVisible();
    const cards = courseCards(page);
    await expect(cards.first()).toBeVisible();
    const nextDates = await cards
      .locator('xpath=.//dt[normalize-space()="Nächster Termin"]/following-sibling::dd[1]')
      .allTextContents();
    expect(nextDates.length).toBe(await cards.count());
    for (const nextDate of nextDates) {
      const distance = /\(([\d.,]+) km entfernt\)/.exec(nextDate);
      if (distance) {
        expect(Number(distance[1]!.replace(/\./g, '').replace(',', '.'))).toBeLessThanOrEqual(50);
      } else {
        // A date in Köln itself is 0 km away and shows no distance.
        expect(nextDate).toContain('Köln');
      }
    }
  });

  test('no result card shows a past date as its next date unless it says the course runs', async ({
    page,
    storefront,
  }) => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
      new Date(),
    );
    await storefront.open('/praesenzschulung');
    const cards = courseCards(page);
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(cards).toHaveCount(40);
    const nextDates = cards.locator(
      'xpath=.//dt[normalize-space()="Nächster Termin"]/following-sibling::dd[1]',
    );
    for (const text of await nextDates.allTextContents()) {
      if (/^läuft seit \d{2}\.\d{2}\.\d{4}, Einstieg noch möglich/.test(text)) continue;
      const [day, month, year] = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(text)!.slice(1);
      expect(`${year}-${month}-${day}` >= today, text).toBe(true);
    }
  });

  test('the Fortbildungen page shows 20 courses and 20 more after "Mehr laden"', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/fortbildungen');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fortbildungen');
    const cards = courseCards(page);
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(cards).toHaveCount(40);
  });

  test('a course from the results shows its name, priced dates and a PDF document', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/fortbildungen');
    const firstCourse = courseCards(page).first().getByRole('heading', { level: 3 });
    const name = (await firstCourse.textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    await firstCourse.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const schedules = page.getByRole('list', { name: 'Preise' });
    await expect(schedules.first()).toBeVisible();
    // The API gives cents; the page shows them as euros (119000 as 1.190,00 €).
    const id = /-(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    const course = (await (await page.request.get(`/api/course/${id}`)).json()) as {
      schedules: { priceLevels: { priceValue: number }[] }[];
    };
    const cents = course.schedules.find((schedule) => schedule.priceLevels.length > 0)!
      .priceLevels[0]!.priceValue;
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    await expect(schedules.first().getByRole('listitem').first()).toContainText(
      euros.format(cents / 100),
    );

    const document = page.getByRole('link', { name: /\(PDF\)/ }).first();
    const href = await document.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('a course page leads to its organizer, and the speaker list to a speaker', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/fortbildungen');
    await courseCards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

    // The course's facts are a description list; its first link is the organizer.
    const organizer = page.getByLabel('Eckdaten').getByRole('link').first();
    const organizerName = (await organizer.textContent())?.trim() ?? '';
    await organizer.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizerName);

    await storefront.open('/referenten');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Referentinnen und Referenten',
    );
    const speaker = page.getByRole('main').getByRole('link').first();
    const speakerName = (await speaker.textContent())?.trim() ?? '';
    await speaker.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(speakerName);
  });

  test('the city page of Köln lists the courses near Köln', async ({ page, storefront }) => {
    const cityId = await cologneId(page);
    await storefront.open(`/stadt/koeln-${cityId}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurse in Köln');
    await expect(page.getByRole('status').filter({ hasText: /Kurse? gefunden/ })).toBeVisible();
  });

  test('the footer newsletter sign-up is confirmed with the link from the mail', async ({
    page,
    storefront,
    outbox,
  }, testInfo) => {
    const address = `leser-${testInfo.testId}-${testInfo.retry}@example.org`;
    await storefront.open('/');
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(address);
    await footer.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(footer.getByText('Vielen Dank für Ihre Anmeldung!')).toBeVisible();

    await expect
      .poll(async () => (await outbox.read()).some((mail) => mail.to.includes(address)))
      .toBe(true);
    const mail = (await outbox.read()).filter((entry) => entry.to.includes(address)).at(-1)!;
    const text = mail.text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const link = /http:\/\/localhost:3210\/newsletter-confirmation\?token=[\w-]+/.exec(text)?.[0];
    expect(link, 'the mail has a confirmation link').toBeDefined();

    await storefront.open(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText('Ihre Anmeldung zum Newsletter ist bestätigt.')).toBeVisible();
  });

  test('the search results and a course page have no accessibility violations', async ({
    page,
    storefront,
    axe,
  }) => {
    await storefront.open('/search?scope=2&selectedScopeName=Arbeitsrecht');
    const cards = courseCards(page);
    await expect(cards.first()).toBeVisible();
    await axe.expectNoViolations();

    await cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page.getByRole('list', { name: 'Preise' }).first()).toBeVisible();
    await axe.expectNoViolations();
  });
});

test.describe('Course discovery on the Lumen site (online and self-study only)', () => {
  test('the search lists no in-room course and /praesenzschulung is not found', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/search', { domain: 'lumen' });
    await expect(page.getByRole('status').filter({ hasText: /Kurse? gefunden/ })).toBeVisible();
    const cards = courseCards(page);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Präsenzschulung' })).toHaveCount(0);

    await storefront.open('/praesenzschulung', { domain: 'lumen' });
    await expect(page).toHaveURL(storefront.url('/404', { domain: 'lumen' }));
  });
});
