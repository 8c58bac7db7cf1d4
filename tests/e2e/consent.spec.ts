/**
 * The consent banner on a first visit, and what waits for consent: the affiliate cookie (`aid`)
 * is set only with consent for statistics; the promotion code (`pc`) is kept at once.
 */
import { expect, test, type Page } from './fixtures.ts';

test.use({ consentAnswered: false });

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((candidate) => candidate.name === name);

test('a first visit asks for consent; "Nur notwendige" keeps the affiliate cookie away', async ({
  page,
  storefront,
  axe,
}) => {
  await storefront.open('/?aid=partner-7&pc=FRUEHLING26');
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await expect(banner).toBeVisible();
  await axe.expectNoViolations();
  expect((await cookie(page, 'pc'))?.value).toBe('FRUEHLING26');
  expect(await cookie(page, 'aid')).toBeUndefined();

  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
  expect(await cookie(page, 'aid')).toBeUndefined();

  // The footer reopens the choice.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  const reopened = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await expect(reopened).toBeVisible();
  await expect(reopened).toBeFocused();
});

test('consent for statistics sets the affiliate cookie for the configured lifetime', async ({
  page,
  storefront,
}) => {
  await storefront.open('/?aid=partner-7');
  expect(await cookie(page, 'aid')).toBeUndefined();
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(async () => (await cookie(page, 'aid'))?.value).toBe('partner-7');
  const days = ((await cookie(page, 'aid'))!.expires * 1000 - Date.now()) / 86_400_000;
  // The lawyer domain keeps an affiliate for 30 days (configuration `lifetime`).
  expect(Math.round(days)).toBe(30);
});
