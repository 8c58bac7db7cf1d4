import { expect, finishLoading, test, waitForAnimations, type Page } from './fixtures.ts';

/**
 * Presses Tab until the button `name`d has the focus, as a keyboard user walks the header. The
 * button that has it is read from the focus, not from a locator resolved before: a dropdown's
 * stand-in gives way to the menu's own trigger when focused, which keeps the focus.
 */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element instanceof HTMLButtonElement ? element.textContent?.trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the button "${name}".`);
}

test.describe('The navigation dropdown', () => {
  test('opens, walks and closes with the keyboard and gives the focus back', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    const trigger = page.getByRole('button', { name: 'Fortbildungen', exact: true });

    await tabTo(page, 'Fortbildungen');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');

    const menu = page.getByRole('menu', { name: 'Fortbildungen' });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Alle Fortbildungen',
      '15 Stunden nach § 15 FAO',
      'Online-Seminare',
      'Präsenzschulungen',
      'Selbststudium',
      'Service',
      'Seminar-Pakete',
      'Veranstalter',
      'Referenten',
      'Fachanwaltsordnung',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Alle Fortbildungen' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: '15 Stunden nach § 15 FAO' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Alle Fortbildungen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('choosing an entry with the keyboard opens its page without reloading', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    await finishLoading(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const trigger = page.getByRole('button', { name: 'Fortbildungen', exact: true });

    await trigger.press('Enter');
    await expect(page.getByRole('menu', { name: 'Fortbildungen' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Fachanwaltsordnung' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/fachanwaltsordnung$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fachanwaltsordnung (FAO) im Überblick',
    );
    await expect(page.getByRole('menu')).toBeHidden();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the "Häufige Fragen" link navigates inside the page to the FAQ', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    await finishLoading(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Häufige Fragen' })
      .click();

    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Häufige Fragen' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation opens behind a button and closes when a link is followed', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = page.getByRole('button', { name: 'Navigation öffnen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toBeHidden();

    await toggle.click();

    const close = page.getByRole('button', { name: 'Navigation schließen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation).toBeVisible();
    for (const name of ['Fachanwaltslehrgänge', 'Alle Fortbildungen', 'Referenten']) {
      await expect(navigation.getByRole('link', { name })).toBeVisible();
    }

    await navigation.getByRole('link', { name: 'Häufige Fragen' }).click();

    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
    await expect(page.getByRole('button', { name: 'Navigation öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(navigation).toBeHidden();
  });
});

test.describe('The sticky header', () => {
  test('hides the navigation while scrolling down and brings it back when scrolling up', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const logo = page.getByRole('link', { name: /Kursmarkt Recht/ }).first();
    await expect(page.getByRole('heading', { name: 'Über Kursmarkt Recht' })).toBeVisible();
    await expect(navigation).toBeVisible();
    const fullHeight = (await logo.boundingBox())?.height ?? 0;

    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 600);

    await expect(navigation).toBeHidden();
    await expect(page.getByRole('banner')).toBeInViewport();
    await expect.poll(async () => (await logo.boundingBox())?.height).toBeLessThan(fullHeight);
    // A scroll while the header still changes its height counts as the browser's (use-compact-header).
    await waitForAnimations(page);

    await page.mouse.wheel(0, -100);

    await expect(navigation).toBeVisible();
    await expect.poll(async () => (await logo.boundingBox())?.height).toBe(fullHeight);
  });

  test('ignores a move of 10 pixels or less in either direction', async ({ page, storefront }) => {
    await storefront.open('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(page.getByRole('heading', { name: 'Über Kursmarkt Recht' })).toBeVisible();

    await page.evaluate(() => window.scrollBy(0, 8));
    await waitForAnimations(page);
    await expect(navigation).toBeVisible();

    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(navigation).toBeHidden();
    await waitForAnimations(page);

    await page.evaluate(() => window.scrollBy(0, -8));
    await waitForAnimations(page);
    await expect(navigation).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, -8));
    await expect(navigation).toBeVisible();
  });

  test('a little scroll from the top leaves the page where the visitor put it', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(page.getByRole('heading', { name: 'Über Kursmarkt Recht' })).toBeVisible();

    // A touchpad moves the page a few pixels at a time; the header must not pull it back up.
    for (let step = 0; step < 8; step += 1) {
      await page.evaluate(() => window.scrollBy(0, 6));
      await waitForAnimations(page);
    }

    await expect(navigation).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(48);
  });

  test.describe('at the end of a page', () => {
    test.use({ viewport: { width: 1280, height: 600 } });

    test('stays compact instead of flickering', async ({ page, storefront }) => {
      await storefront.open('/faq');
      await expect(page.getByRole('heading', { name: 'Fragen zur Buchung' })).toBeVisible();
      const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });

      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 5000);
      await expect(navigation).toBeHidden();

      // Shrinking the header shortens the page and pulls it up at its end: that is no scrolling.
      await waitForAnimations(page);
      const settled = await page.evaluate(() => window.scrollY);
      await waitForAnimations(page);
      await expect(navigation).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(settled);
    });
  });
});
