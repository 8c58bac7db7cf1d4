import { expect, finishLoading, test } from './fixtures.ts';

// Whatever the policy refuses fails the test (fixtures.ts): here the page's own scripts and styles
// must all run under it, on the server's page and after the app has taken over.
test('the pages hydrate and style themselves under a policy that allows inline code only by nonce', async ({
  page,
  storefront,
}) => {
  const answer = await page.goto(storefront.url('/search?term=Arbeitsrecht'));
  const policy = (await answer!.headerValue('content-security-policy')) ?? '';
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, 'the policy names a nonce').toBeDefined();
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
  expect(policy).not.toMatch(/sha256-|script-src[^;]*unsafe-inline|style-src [^;]*unsafe-inline/);

  await finishLoading(page);
  const results = page.getByRole('region', { name: 'Gefundene Kurse' });
  await results
    .getByRole('link', { name: /Arbeitsrecht/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Arbeitsrecht/ })).toBeVisible();
  // The style elements styled-components added in the browser carry the page's nonce.
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-styled="active"]')].map(
      (element) => (element as HTMLStyleElement).nonce,
    ),
  );
  expect(nonces.length).toBeGreaterThan(0);
  for (const added of nonces) expect(added).toBe(nonce);
});
