import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable, bundledFontsOnly } from '../support/chromium.ts';

const port = 6007;

/**
 * Screenshots of chosen stories in every theme, compared with the committed baselines, on a
 * desktop's width and on a phone's (390 px, whose baselines are in `__screenshots__/phone`).
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  expect: {
    // A safety net: on a loaded machine a page's lazy parts can take more than the default 5 s
    // to settle into two equal screenshots in a row.
    timeout: 20_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      env: bundledFontsOnly,
    },
  },
  projects: [
    {
      name: 'desktop',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: { viewport: { width: 900, height: 600 } },
    },
    {
      name: 'phone',
      snapshotPathTemplate: '{testDir}/__screenshots__/phone/{arg}{ext}',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx tsx tests/support/static-server.ts storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: !process.env.CI,
  },
});
