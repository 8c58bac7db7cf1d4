import { expect, test } from '@playwright/test';

/** The stories whose looks every theme must keep; update baselines with `npm run test:visual:update`. */
const stories = ['ui-button--variants', 'foundations-tokens--colours'];
const themes = ['LAWYER', 'RENO', 'LUMEN'];

for (const story of stories) {
  for (const theme of themes) {
    test(`${story} looks as approved in ${theme}`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story}&viewMode=story&globals=theme:${theme};locale:de`);
      const root = page.locator('#storybook-root');
      await expect(root).not.toBeEmpty();
      await page.evaluate(() => document.fonts.ready);
      await expect(root).toHaveScreenshot(`${story}--${theme}.png`);
    });
  }
}
