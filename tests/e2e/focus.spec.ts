/**
 * Where the keyboard's focus goes and that it stays in sight (WCAG 2.4.3, 2.4.11): the consent
 * banner first, clear of the sticky header and the banner, the new page's heading after a
 * navigation; and the phone's search, results first.
 */
import { expect, finishLoading, test, type Page } from './fixtures.ts';
import { addFirstCourse } from './support/add-to-cart.ts';

/**
 * What lies over the focused element's centre, if it is the sticky header or the consent banner
 * (their own elements count as clear), or "out of view": otherwise null.
 */
const coveredBy = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const header = document.querySelector('header');
    const banner = document.getElementById('cookie-einstellungen');
    if (header?.contains(focused) || banner?.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight) return 'out of view';
    const hit = document.elementFromPoint(x, y);
    if (hit && header?.contains(hit)) return 'header';
    if (hit && banner?.contains(hit)) return 'banner';
    return null;
  });

test.describe('the consent banner', () => {
  test.use({ consentAnswered: false });

  test('is the keyboard’s first stop', async ({ page, storefront }) => {
    await storefront.open('/');
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
    await expect(banner).toBeVisible();
    await finishLoading(page);

    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('never covers the focused element, nor does the header', async ({ page, storefront }) => {
      await storefront.open('/');
      await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
      await finishLoading(page);

      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        expect(await coveredBy(page), `Tab stop ${stop + 1}`).toBeNull();
      }
    });

    test('never covers a field of the guest checkout reached with the keyboard', async ({
      page,
      storefront,
    }) => {
      await storefront.open('/fachanwaltslehrgaenge');
      await addFirstCourse(page, 'keyboard');
      await page.getByRole('link', { name: 'Als Gast bestellen' }).press('Enter');
      await expect(page).toHaveURL(/\/guest-order\/guest$/);
      await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
      await finishLoading(page);

      await page.getByRole('textbox', { name: /Vorname/ }).focus();
      for (let stop = 0; stop < 25; stop += 1) {
        expect(await coveredBy(page), `Tab stop ${stop + 1} of the guest's data`).toBeNull();
        await page.keyboard.press('Tab');
      }
    });
  });
});

test.describe('after a navigation', () => {
  test('the focus is on the new page’s heading', async ({ page, storefront }) => {
    await storefront.open('/');
    await finishLoading(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).press('Enter');
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Barrierefreiheit' })
      .press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeFocused();
  });

  test('the start page’s heading takes it too, though it is only for screen readers', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/');
    await finishLoading(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Häufige Fragen' })
      .press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeFocused();

    await page.goBack();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Kursmarkt Recht – Fachanwaltslehrgänge und Fortbildungen',
      }),
    ).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a field focused after an error is not under the sticky header', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/kontakt');
    await finishLoading(page);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.scrollIntoViewIfNeeded();

    // The field just under the header's edge when the form is sent empty; measured the moment
    // the field takes the focus (the form's check resolves after the submit event), before the
    // header shrinks for the page having scrolled.
    const [before, after] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          const field = document.getElementById('contact-name')!;
          const header = document.querySelector('header')!;
          const gap = () =>
            field.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
          window.scrollBy(0, gap() + 10);
          const under = gap();
          field.addEventListener('focus', () => resolve([under, gap()]), { once: true });
          field.closest('form')!.requestSubmit();
        }),
    );
    expect(before).toBeLessThan(0);
    await expect(name).toBeFocused();
    expect(after).toBeGreaterThanOrEqual(0);
  });

  test('the search shows results first and the filters behind one button', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/search');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y).toBeLessThan(844);
    await expect(page.getByRole('complementary', { name: 'Suche verfeinern' })).toBeHidden();

    await finishLoading(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Suche verfeinern' });
    await dialog.getByRole('radio', { name: /^Online-Seminar/ }).click();
    await expect(page).toHaveURL(/courseType=ONLINE/);
    await dialog.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/courseType=ONLINE/);
    await expect(page.getByRole('button', { name: 'Filter (1 aktiv)' })).toBeFocused();
  });
});

test('on a wide screen the search keeps its filter panel beside the results', async ({
  page,
  storefront,
}) => {
  await storefront.open('/search');
  await expect(page.getByRole('complementary', { name: 'Suche verfeinern' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
});
