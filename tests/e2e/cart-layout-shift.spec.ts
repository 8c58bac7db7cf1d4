/**
 * A guest's cart on a phone moves nothing while it loads. The server cannot see the cart (it is
 * in browser storage): its page shows the cart waiting, then the app shows the header's cart icon
 * and the cart's lines. Neither may move what is already on the screen (Lighthouse counts such
 * moves as layout shifts; docs/decisions/0033-cart-page-without-layout-shift.md).
 */
import { expect, holdScripts, test, throttleProcessor, type Page } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** What the page has seen move so far: each layout shift's value and the elements it moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Array<PerformanceEntry & LayoutShiftLike>).map(
              (shift) =>
                `${shift.value.toFixed(4)}: ${shift.sources
                  .map((source) => source.node?.nodeName ?? '?')
                  .join(', ')}`,
            ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // The observer reports buffered entries at once; without any, it stays silent.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
      }),
  );

/** The fields of a layout shift entry (not in TypeScript's DOM types). */
type LayoutShiftLike = { value: number; sources: Array<{ node: Node | null }> };

test("a guest's cart on a phone moves neither the header nor the footer while it loads", async ({
  page,
  storefront,
}) => {
  test.setTimeout(60_000);
  await storefront.open('/fortbildungen');
  await addFirstCourse(page);
  await expect(page.getByRole('list', { name: 'Warenkorb' }).getByRole('article')).toHaveCount(1);

  // The guest comes back later on a slow phone: first the server's page, then the app.
  await throttleProcessor(page, 4);
  const release = await holdScripts(page);
  await page.goto(storefront.url('/warenkorb'), { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Der Warenkorb wird geladen …',
  );
  release();
  await expect(page.getByRole('list', { name: 'Warenkorb' }).getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Warenkorb: 1 Position' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();

  expect(await layoutShifts(page)).toEqual([]);
});
