import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.ts';
import { ports } from './support/servers.ts';

/**
 * End-to-end tests: the built storefront and the real server (fresh PGlite database, outbox
 * folder for mail) in headless Chromium. The example domains' hosts (*.test) resolve to the
 * local server.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A safety net: on two cores shared with vitest, a throttled page's navigation can take longer.
  expect: { timeout: 15_000 },
  // Each test's line with its time, in CI too: where the lane's minutes go.
  reporter: 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [
        ...chromiumArgs,
        '--host-resolver-rules=MAP *.test 127.0.0.1, MAP localhost 127.0.0.1',
      ],
    },
  },
  webServer: (['normal', 'maintenance', 'identity'] as const).map((mode) => ({
    command: `npx tsx tests/e2e/support/start-server.ts ${mode} ${ports[mode]}`,
    cwd: '../..',
    url: `http://127.0.0.1:${ports[mode]}/api/configuration`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets start-server.ts stop the server and remove its temporary folders.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
