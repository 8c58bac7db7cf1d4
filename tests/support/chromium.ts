/**
 * Where the browser for tests comes from: `CHROME_PATH` if set (Debian's chromium is
 * /usr/bin/chromium), otherwise Playwright's own browser. The flags keep a headless Chromium
 * quiet on a machine without outside network.
 */
export const chromiumExecutable = process.env.CHROME_PATH || undefined;

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
