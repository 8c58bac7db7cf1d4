import { expect, test, waitForAnimations } from './fixtures.ts';

test.describe('The FAQ page', () => {
  test('groups the questions and opens an answer with the keyboard', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/faq');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Allgemeine Fragen',
      'Fragen zur Buchung',
    ]);
    await expect(page).toHaveTitle('Häufige Fragen | Kursmarkt Recht');

    const booking = main.getByRole('region', { name: 'Fragen zur Buchung' });
    const question = booking.getByRole('button', { name: 'Kann ich ohne Kundenkonto buchen?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText('Ja, Sie können als Gast buchen.', { exact: false })).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');

    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = booking.getByRole('region', { name: 'Kann ich ohne Kundenkonto buchen?' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Ja, Sie können als Gast buchen.');

    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('speaks English on ?language=en', async ({ page, storefront }) => {
    await storefront.open('/faq?language=en');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'General questions',
      'Questions about booking',
    ]);
    const question = main.getByRole('button', { name: 'What is Kursmarkt?' });
    await question.press('Enter');
    await expect(main.getByRole('region', { name: 'What is Kursmarkt?' })).toContainText(
      'Kursmarkt is a marketplace for continuing education',
    );
  });
});

test.describe('Scroll restoration', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('going back from a page returns to where the visitor was on the FAQ', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/faq');
    await expect(page.getByRole('heading', { name: 'Fragen zur Buchung' })).toBeVisible();
    const impressum = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });

    // Down to the footer by the mouse wheel, as a visitor would, until the link is in view.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 5000);
    await expect(impressum).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await waitForAnimations(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);

    await impressum.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    await waitForAnimations(page);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
  });
});
