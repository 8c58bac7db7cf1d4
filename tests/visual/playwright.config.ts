import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.ts';

const port = 6007;

/** Screenshots of chosen stories in every theme, compared with the committed baselines. */
export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 900, height: 600 },
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  webServer: {
    command: `npx tsx tests/support/static-server.ts storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: !process.env.CI,
  },
});
