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

test('a search term made of markup stays text: shown as typed, no element made of it, nothing run', async ({
  page,
  storefront,
}) => {
  const term =
    '</script><script>window.__injected=1</script><img src=x onerror="window.__injected=2">';
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto(storefront.url(`/search?term=${encodeURIComponent(term)}`));
  await finishLoading(page);
  await expect(page.getByRole('searchbox').first()).toHaveValue(term);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});
