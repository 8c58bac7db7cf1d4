/**
 * The Merkzettel as a new visitor uses it: she bookmarks a course from the results before she has
 * an account, registers and signs in (the browser's bookmark goes to her account), bookmarks a
 * second course from the results, and finds both on her Merkzettel with their next date and
 * price; removing one leaves the other.
 */
import { expect, test } from './fixtures.ts';

test('a new customer bookmarks two courses from the results and finds them on her Merkzettel', async ({
  page,
  storefront,
  newCustomer,
  axe,
}) => {
  test.setTimeout(120_000);
  await storefront.open('/search?term=Arbeitsrecht');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const first = (await cards.nth(0).getByRole('heading').textContent())!.trim();
  const second = (await cards.nth(1).getByRole('heading').textContent())!.trim();

  const firstToggle = page.getByRole('button', { name: `Merken: ${first}`, exact: true });
  await firstToggle.focus();
  await page.keyboard.press('Enter');
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');

  await newCustomer.signUp({
    firstName: 'Lena',
    lastName: 'Merkel',
    email: `merkzettel.${Date.now()}@example.com`,
  });

  await storefront.open('/search?term=Arbeitsrecht');
  await expect(page.getByRole('button', { name: `Merken: ${first}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const secondToggle = page.getByRole('button', { name: `Merken: ${second}`, exact: true });
  await secondToggle.click();
  await expect(secondToggle).toHaveAttribute('aria-pressed', 'true');

  await storefront.open('/customer-dashboard/merkzettel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merkzettel');
  await expect(
    page.getByRole('heading', { level: 2, name: '2 Kurse auf Ihrem Merkzettel' }),
  ).toBeVisible();
  const kept = page.getByRole('main').getByRole('article');
  await expect(kept.getByRole('heading')).toHaveText([second, first]);
  await expect(kept.first()).toContainText('Nächster Termin');
  await axe.expectNoViolations();

  await page.getByRole('button', { name: `Entfernen: ${second}`, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '1 Kurs auf Ihrem Merkzettel' }),
  ).toBeVisible();
  await expect(kept.getByRole('heading')).toHaveText([first]);
});
