import { expect, test, type Page } from './fixtures.ts';

test.describe('Results and course pages come with their data', () => {
  /** Records every API call the page makes from here on. */
  const recordApiCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api')) calls.push(pathname);
    });
    return calls;
  };

  test('the search results are in the server-rendered page and the browser asks for none', async ({
    page,
    storefront,
  }) => {
    const calls = recordApiCalls(page);
    await storefront.open('/search?term=Arbeitsrecht');

    const results = page.getByRole('region', { name: 'Gefundene Kurse' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(results.getByRole('link', { name: /Arbeitsrecht/ }).first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a city page comes with its city and the courses near it; the browser asks for none', async ({
    page,
    storefront,
  }) => {
    const cities = (await (await page.request.get(storefront.url('/api/search/city'))).json()) as {
      id: number;
      name: string;
    }[];
    const koeln = cities.find((city) => city.name === 'Köln');
    expect(koeln, 'the seed has Köln').toBeDefined();

    const calls = recordApiCalls(page);
    await storefront.open(`/stadt/koeln-${koeln!.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Kurse in Köln' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Gefundene Kurse' });
    await expect(results.getByRole('article').first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a course page shows its course at once and the browser does not ask for it', async ({
    page,
    storefront,
  }) => {
    const search = await page.request.get(
      storefront.url('/api/search?term=Arbeitsrecht&start=1&limit=1'),
    );
    const [course] = ((await search.json()) as { courses: { name: string; detailPath: string }[] })
      .courses;
    expect(course, 'the seed has an Arbeitsrecht course').toBeDefined();

    const calls = recordApiCalls(page);
    await storefront.open(course!.detailPath);

    await expect(page.getByRole('heading', { level: 1, name: course!.name })).toBeVisible();
    expect(calls.filter((path) => path.startsWith('/api/course/'))).toEqual([]);
  });
});
