import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Debian's package of Chromium's headless shell: the browser Playwright itself runs headless
 * tests in. Debian's `chromium` is the whole browser, which headless still opens a window per
 * page with the address bar's WebUI renderers: a second page in one context (axe's `finishRun`
 * opens one) can leave the first window without frames on a busy machine, and each new context
 * costs several times the processor time (docs/decisions/0006-headless-shell-for-tests.md).
 */
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * Where the browser for tests comes from: `CHROME_PATH` if set, otherwise Debian's headless
 * shell if installed, otherwise Playwright's own browser. The flags keep a headless Chromium
 * quiet on a machine without outside network.
 */
export const chromiumExecutable =
  process.env.CHROME_PATH || (existsSync(debianHeadlessShell) ? debianHeadlessShell : undefined);

/**
 * Lighthouse (npm run bench) measures in the whole browser, as a visitor's Chromium renders: Debian's
 * `chromium` when installed, otherwise the tests' browser.
 */
export const wholeChromiumExecutable = existsSync('/usr/bin/chromium')
  ? '/usr/bin/chromium'
  : chromiumExecutable;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The environment of a browser whose screenshots are compared with baselines: it sees only the
 * fonts the project installs from npm (tests/support/fonts/fonts.conf), not the machine's, so a
 * baseline does not depend on which fonts a machine happens to have.
 */
export const bundledFontsOnly = {
  ...process.env,
  FONTCONFIG_FILE: fileURLToPath(new URL('fonts/fonts.conf', import.meta.url)),
};
