import { expect, test } from '@playwright/test';

/** The stories whose looks every theme must keep; update baselines with `npm run test:visual:update`. */
const stories = [
  'foundations-tokens--colours',
  'ui-button--variants',
  'ui-alert--tones',
  'ui-badge--tones',
  'ui-card--playground',
  'ui-textfield--with-error',
  'ui-datefield--impossible-date',
  'ui-radiogroup--segmented',
  'ui-tabs--playground',
  'ui-accordion--one-open',
  'ui-dialog--open',
  'ui-price--discounted',
  'ui-icon--gallery',
];
const themes = ['LAWYER', 'RENO', 'LUMEN'];

for (const story of stories) {
  for (const theme of themes) {
    test(`${story} looks as approved in ${theme}`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story}&viewMode=story&globals=theme:${theme};locale:de`);
      // A dialog renders into a portal outside the story root: shoot the whole page then.
      const portal = story.startsWith('ui-dialog');
      const shown = portal ? page.getByRole('dialog') : page.locator('#storybook-root');
      await expect(shown).not.toBeEmpty();
      await page.evaluate(() => document.fonts.ready);
      if (portal) await expect(page).toHaveScreenshot(`${story}--${theme}.png`);
      else await expect(shown).toHaveScreenshot(`${story}--${theme}.png`);
    });
  }
}

/**
 * The example domains' pages as their stories show them (site/src/domain-stories): each in the
 * domain's own theme and language and on the day its answers were recorded, whatever the toolbar.
 */
const domainStories = ['lawyer', 'lumen', 'reno'].flatMap((domain) =>
  ['start-page', 'search-results', 'course-page'].map((page) => `domains--${domain}-${page}-de`),
);

for (const story of domainStories) {
  test(`${story} looks as approved`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story}&viewMode=story`);
    const shown = page.locator('#storybook-root');
    await expect(shown.getByRole('contentinfo')).toBeVisible();
    // Modules and pages load as chunks of their own.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await expect(shown).toHaveScreenshot(`${story}.png`);
  });
}
