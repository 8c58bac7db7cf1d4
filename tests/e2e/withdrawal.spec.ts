/**
 * A consumer withdraws from an order without signing in (§ 356a BGB): from the footer's
 * "Vertrag widerrufen" on any page, two steps (order number and e-mail, then "Widerruf
 * bestätigen"), and the confirmation of receipt with its date and time is in the outbox. The
 * order is placed beforehand through the guest checkout's calls, as the guest pages would.
 */
import { expect, test } from './fixtures.ts';
import { placeGuestOrder } from './support/guest-order.ts';

type Course = {
  id: number;
  schedules: Array<{ id: number; full: boolean; priceLevels: Array<{ id: number }> }>;
};

test('a guest withdraws from an order through the footer link and receives the confirmation of receipt', async ({
  page,
  request,
  storefront,
  outbox,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `widerruf-${testInfo.testId.slice(0, 8)}@example.org`;
  const api = (path: string) => storefront.url(`/api${path}`);

  // An order of the guest: the first bookable date that needs no proof.
  const { courses } = (await (await request.get(api('/search'))).json()) as {
    courses: Array<{ id: number }>;
  };
  let orderNumber: string | undefined;
  for (const summary of courses) {
    const course = (await (await request.get(api(`/course/${summary.id}`))).json()) as Course;
    const schedule = course.schedules.find((entry) => !entry.full);
    if (!schedule) continue;
    const placed = await placeGuestOrder(request, api, outbox, {
      name: 'Wiebke',
      lastname: 'Widerruf',
      email,
      courseId: course.id,
      courseScheduleId: schedule.id,
      priceLevelId: schedule.priceLevels[0]!.id,
    });
    // A course that asks for a proof is left for the next.
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBe(201);
    orderNumber = ((await placed.json()) as { orderNumber: string }).orderNumber;
    break;
  }
  expect(orderNumber).toBeDefined();

  await storefront.open('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag widerrufen');
  await page.getByRole('textbox', { name: /^Bestellnummer/ }).fill(orderNumber!);
  await page.getByRole('textbox', { name: /^E-Mail-Adresse der Bestellung/ }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihr Widerruf ist eingegangen' }),
  ).toBeVisible();
  await axe.expectNoViolations();

  // The mail's body is quoted-printable: soft line breaks joined, it reads as written.
  const bodyOf = (text: string) => text.replace(/=\r?\n/g, '');
  const isReceipt = (mail: { to: string; text: string }) =>
    mail.to.includes(email) && bodyOf(mail.text).includes('(deutsche Zeit)');
  await expect.poll(async () => (await outbox.read()).some(isReceipt)).toBe(true);
  const receipt = (await outbox.read()).find(isReceipt)!;
  // The order and the date and time received, in Germany's time.
  expect(bodyOf(receipt.text)).toContain(orderNumber);
  expect(bodyOf(receipt.text)).toMatch(/um \d{2}:\d{2}:\d{2} Uhr \(deutsche Zeit\)/);
});
