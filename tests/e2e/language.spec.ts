import { expect, test } from './fixtures.ts';

test.describe('The language choice', () => {
  test('switching to English with the keyboard reloads the page in English and keeps it', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    const languages = page.getByRole('radiogroup', { name: 'Sprache wählen' });
    await expect(languages.getByRole('radio', { name: 'Deutsch' })).toBeChecked();

    await languages.getByRole('radio', { name: 'Deutsch' }).focus();
    // Held like a person holds a key: the radio group moves the focus a moment after the key
    // goes down and checks the option only while an arrow key is down.
    await page.keyboard.down('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('language') === 'en');
    await page.keyboard.up('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Further training for lawyers' }),
    ).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Choose language' }).getByRole('radio', {
        name: 'English',
      }),
    ).toBeChecked();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();

    // The choice is remembered (the `lang` cookie): a later page comes in English unasked.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByRole('heading', { level: 2, name: 'General questions' })).toBeVisible();
  });

  test('choosing English by click works as well', async ({ page, storefront }) => {
    await storefront.open('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');

    await page.getByRole('radio', { name: 'English' }).click();

    await page.waitForURL(/\/faq\?language=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });

  test('an unknown language in the address falls back to German', async ({ page, storefront }) => {
    await storefront.open('/?language=fr');

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Fortbildung für Anwältinnen und Anwälte' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });
});
