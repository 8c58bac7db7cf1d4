import type { Page } from 'playwright';

/** The heading of the first course in the results of the listing the page shows. */
export const firstCourseHeading = (page: Page) =>
  page
    .getByRole('region', { name: 'Gefundene Kurse' })
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 3 });

/**
 * Opens the first course of the listing the page shows and puts its first date with seats into
 * the cart with the course page's "In den Warenkorb", by mouse or by keyboard; waits for the cart
 * page's line and answers the course's name. Uses the library's waits only, so that `npm run
 * bench` shares it with the end-to-end tests.
 */
export async function addFirstCourse(page: Page, input: 'mouse' | 'keyboard' = 'mouse') {
  const heading = firstCourseHeading(page);
  const name = (await heading.textContent())?.trim() ?? '';
  if (name === '') throw new Error('The listing shows no course.');
  const act = (target: ReturnType<Page['getByRole']>) =>
    input === 'mouse' ? target.click() : target.press('Enter');
  await act(heading.getByRole('link'));
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await act(page.getByRole('button', { name: 'In den Warenkorb' }).first());
  await page.waitForURL(/\/warenkorb$/);
  await page.getByRole('list', { name: 'Warenkorb' }).getByRole('article').first().waitFor();
  return name;
}
