/**
 * After the order (issue 22, "done when"), as people use it on the built site and the real
 * server (no payment provider is configured here, so the customer pays by invoice):
 * - a new customer orders two courses, downloads the invoice as PDF and XML from the order page
 *   (the XML passes the official EN 16931 rules with no fatal finding), cancels one of the two
 *   from there, sees its seat free on the course page again and receives the cancellation invoice
 *   (Stornorechnung), whose e-invoice passes the rules too;
 * - a visitor joins the waiting list of a fully booked date; when a booking of it is cancelled
 *   through its mail's link, the offer mail reaches the visitor, who books the held seat through
 *   the normal guest checkout, and the date is fully booked again, with no seat counted twice.
 * - a new customer's own area: her booking on Meine Kurse with a substitute named, her invoice on
 *   Rechnungen to download, two bookmarked courses on her Merkzettel, a saved search and a course
 *   booked elsewhere with its certificate; another customer reaches none of it.
 * - a lawyer's further-training status: two specialist titles with the reminder switched on, a
 *   course booked elsewhere and a self-study course whose learning check she passes at the
 *   second attempt (answered from the demo pool's right statements), the self-study moved to
 *   her other title, the chamber letter listing both, and the gap filled from the search for its
 *   scope up to the year's end with free seats only; another customer sees none of it.
 * The consumer's withdrawal without signing in is withdrawal.spec.ts's journey. The courses are
 * dates a month away or more, from the end of the catalogue's list, away from the first ones the
 * other journeys book, so that the seat counts here are this file's alone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readPdf } from '../../packages/server/src/invoices/test-support/read-pdf.ts';
import { readMail } from '../../packages/server/src/outbox/test-support.ts';
import { failedEn16931Rules } from '../../packages/server/src/invoices/test-support/validate-en16931.ts';
import { demoPassword } from '../../packages/server/src/seed/identity-users.ts';
import { demoPool } from '../../packages/server/src/seed/learning-checks.ts';
import { expect, finishLoading, hosts, test, type Page } from './fixtures.ts';
import { guestConfirmationLinkOf, placeGuestOrder } from './support/guest-order.ts';
import type { APIRequestContext } from '@playwright/test';

type Schedule = {
  id: number;
  startDate: string;
  seats: number;
  booked: number;
  available: number;
  full: boolean;
  priceLevels: Array<{ id: number }>;
};
type Course = { id: number; name: string; schedules: Schedule[] };
type Summary = { id: number; category: string };

const stateDir = path.join(import.meta.dirname, '.state');

/** A mail of the outbox read whole, as a mail program shows it: decoded text and attachments. */
async function parsed(file: string) {
  const folder = (await readFile(path.join(stateDir, 'normal-outbox.txt'), 'utf8')).trim();
  return readMail(await readFile(path.join(folder, file)));
}

/** The fatal findings of the official EN 16931 rules on an invoice's XML. */
async function fatalFindings(xml: string) {
  return (await failedEn16931Rules(xml)).filter((rule) => rule.flag === 'fatal');
}

/**
 * The most free seats of a date the waiting-list journey fills with guests' orders; the first
 * journey takes dates of more, so that the two never count the same date's seats.
 */
const smallRoom = 15;

/** A month from now: a date that begins later is open to cancelling and to the waiting list. */
const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The dates a visitor can book without a proof that begin in a month or later, in the catalogue's
 * order, with their courses.
 */
async function bookableDates(request: APIRequestContext, api: (path: string) => string) {
  const { courses } = (await (await request.get(api('/search?limit=40'))).json()) as {
    courses: Summary[];
  };
  const found: Array<{ course: Course; schedule: Schedule }> = [];
  for (const summary of courses) {
    if (summary.category === 'fachanwaltslehrgang') continue;
    const course = (await (await request.get(api(`/course/${summary.id}`))).json()) as Course;
    for (const schedule of course.schedules) {
      if (schedule.startDate >= inAMonth && !schedule.full) found.push({ course, schedule });
    }
  }
  return found;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A date's card on the course page, named by its days ("05.11.2026 – 06.11.2026"). */
function dateCard(page: Page, schedule: Schedule) {
  const start = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${schedule.startDate}T00:00:00Z`));
  return page.getByRole('article', { name: new RegExp(`^${escaped(start)}`) });
}

/** The free seats a date's card states ("Noch 12 Plätze frei"). */
async function seatsShown(page: Page, schedule: Schedule) {
  const text = dateCard(page, schedule).getByText(/^Noch \d+ Pl(a|ä)tze? frei$/);
  await expect(text).toBeVisible();
  return Number(/\d+/.exec((await text.textContent()) ?? '')![0]);
}

test('a new customer orders two courses on invoice, downloads the e-invoice, cancels one course, receives the cancellation invoice and finds both among the invoices', async ({
  page,
  request,
  storefront,
  outbox,
  newCustomer,
}) => {
  // Two orders' worth of pages, and the EN 16931 rules compiled on the first run (up to a minute).
  test.setTimeout(300_000);
  const api = (pathname: string) => storefront.url(`/api${pathname}`);
  // Dates of more than `smallRoom` free seats, of two courses: the waiting-list journey fills a
  // smaller one.
  const roomy = (await bookableDates(request, api)).filter(
    ({ schedule }) => schedule.available > smallRoom,
  );
  const cancelled = roomy.at(-1)!;
  const kept = roomy.findLast(({ course }) => course.id !== cancelled.course.id)!;
  expect(kept).toBeDefined();
  const email = `kunde.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  await newCustomer.signUp({ firstName: 'Clara', lastName: 'Storno', email });
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Clara Storno' }),
  ).toBeVisible();

  let freeBefore = 0;
  for (const { course, schedule } of [kept, cancelled]) {
    await storefront.open(`/course/${course.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name);
    if (schedule === cancelled.schedule) freeBefore = await seatsShown(page, schedule);
    await dateCard(page, schedule).getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL(/\/warenkorb$/);
  }
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Rechnungsdaten');
  await page.getByRole('textbox', { name: /Straße/ }).fill('Hohe Straße 12');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await page.getByRole('radio', { name: /Rechnung/ }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  for (const { course } of [kept, cancelled]) {
    await expect(page.getByRole('heading', { level: 3, name: course.name })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);
  const invoice = page.getByRole('region', { name: 'Ihre Rechnung' });
  const pdfDownload = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Rechnung herunterladen' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^[A-Z]+-\d{4}-\d+\.pdf$/);
  const xmlDownload = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'E-Rechnung (XML)' }).click();
  const xml = (await readFile((await (await xmlDownload).path())!)).toString('utf8');
  // The PDF is a Factur-X document: the same XML is inside.
  const embedded = (await readPdf(await readFile((await pdf.path())!))).attachments;
  expect(embedded.get('factur-x.xml')?.toString('utf8')).toBe(xml);
  for (const { course } of [kept, cancelled]) expect(xml).toContain(course.name);
  expect(await fatalFindings(xml)).toEqual([]);

  // The order took a seat of each date.
  const orderPage = page.url();
  await storefront.open(`/course/${cancelled.course.id}`);
  expect(await seatsShown(page, cancelled.schedule)).toBe(freeBefore - 1);

  await page.goto(orderPage);
  await page.getByRole('link', { name: 'Bestellung oder einzelne Kurse stornieren' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung stornieren');
  // Both courses are chosen at first; the customer keeps one.
  await page
    .getByRole('checkbox', { name: new RegExp(`^${escaped(kept.course.name)},`) })
    .uncheck();
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`^${escaped(cancelled.course.name)},`) }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Auswahl stornieren' }).click();
  // A dialog names the chosen course and the money before anything is cancelled.
  const confirm = page.getByRole('dialog', { name: 'Wirklich stornieren?' });
  await expect(confirm).toContainText(cancelled.course.name);
  await expect(confirm).not.toContainText(kept.course.name);
  await expect(confirm).toContainText(/Für diese Kurse zahlen Sie nichts\.|Stornogebühr von/);
  await confirm.getByRole('button', { name: 'Verbindlich stornieren' }).click();
  await expect(
    page.getByText(`Storniert: ${cancelled.course.name}.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/erstattet werden 0,00/)).toHaveCount(0);
  const done = page.getByText(/Die Stornorechnung [A-Z]+-\d{4}-\d+ erhalten Sie/);
  await expect(done).toBeVisible();
  const creditNote = /[A-Z]+-\d{4}-\d+/.exec((await done.textContent())!)![0];
  await expect(page.getByRole('link', { name: 'Zu meinen Kursen' })).toBeVisible();

  // Its seat is free again.
  await storefront.open(`/course/${cancelled.course.id}`);
  expect(await seatsShown(page, cancelled.schedule)).toBe(freeBefore);

  const isCancellationMail = (mail: { to: string; text: string }) =>
    mail.to.includes(email) && mail.text.includes(`${creditNote}.pdf`);
  await expect.poll(async () => (await outbox.read()).some(isCancellationMail)).toBe(true);
  const mail = await parsed((await outbox.read()).find(isCancellationMail)!.file);
  expect(mail.text).toContain(cancelled.course.name);
  expect(mail.text).not.toContain(kept.course.name);
  const attached = mail.attachments.find((file) => file.filename === `${creditNote}.pdf`)!;
  const creditNoteXml = (await readPdf(attached.content)).attachments
    .get('factur-x.xml')!
    .toString('utf8');
  // A credit note (381) of the cancelled course, referring to the order's invoice.
  expect(creditNoteXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
  expect(creditNoteXml).toContain(cancelled.course.name);
  expect(creditNoteXml).toContain(pdf.suggestedFilename().replace(/\.pdf$/, ''));
  expect(await fatalFindings(creditNoteXml)).toEqual([]);

  // The customer's invoices: the credit note against the invoice still open, each to download.
  await storefront.open('/customer-dashboard/rechnungen');
  const invoiceNumber = pdf.suggestedFilename().replace(/\.pdf$/, '');
  const rowOf = (number: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(rowOf(creditNote)).toContainText(`Stornorechnung zu ${invoiceNumber}`);
  await expect(rowOf(creditNote)).toContainText('Gutgeschrieben');
  await expect(rowOf(invoiceNumber)).toContainText('Offen');
  const creditNoteDownload = page.waitForEvent('download');
  await rowOf(creditNote)
    .getByRole('button', { name: `XML der Rechnung ${creditNote}` })
    .click();
  const downloaded = await creditNoteDownload;
  expect(downloaded.suggestedFilename()).toBe(`${creditNote}.xml`);
  expect((await readFile((await downloaded.path())!)).toString('utf8')).toBe(creditNoteXml);
});

test('a visitor on the waiting list of a fully booked date gets the freed seat by mail and books it through the checkout', async ({
  page,
  request,
  storefront,
  outbox,
}) => {
  test.setTimeout(180_000);
  const api = (pathname: string) => storefront.url(`/api${pathname}`);
  const run = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  // The date of fewest free seats, at most `smallRoom`, none of the other journey's.
  const candidates = (await bookableDates(request, api))
    .filter(({ schedule }) => schedule.available <= smallRoom)
    .sort((a, b) => a.schedule.available - b.schedule.available);
  let target: { course: Course; schedule: Schedule } | undefined;
  const guestOrders: string[] = [];

  // Guests book its last seats, as the guest checkout's calls do.
  for (const { course, schedule } of candidates) {
    let refused = false;
    for (let seat = 0; seat < schedule.available && !refused; seat += 1) {
      const email = `gast.${seat}.${run}@example.org`;
      const placed = await placeGuestOrder(request, api, outbox, {
        name: 'Gustav',
        lastname: `Gast ${seat}`,
        email,
        courseId: course.id,
        courseScheduleId: schedule.id,
        priceLevelId: schedule.priceLevels[0]!.id,
      });
      // A date that asks for something more of a guest is left for the next.
      if (placed.status() === 409 && seat === 0) refused = true;
      else {
        expect(placed.status(), await placed.text()).toBe(201);
        guestOrders.push(email);
      }
    }
    if (!refused) {
      target = { course, schedule };
      break;
    }
  }
  expect(target).toBeDefined();
  const { course, schedule } = target!;

  // The visitor finds the date fully booked and joins its waiting list.
  const waiting = `warteliste.${run}@example.org`;
  await storefront.open(`/course/${course.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name);
  await expect(dateCard(page, schedule).getByText('ausgebucht')).toBeVisible();
  await dateCard(page, schedule).getByRole('button', { name: 'Auf die Warteliste' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Wanda Warteliste');
  await dialog.getByRole('textbox', { name: 'E-Mail' }).fill(waiting);
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  // The visitor reads the thanks before closing (the dialog's ✕ is there from the start).
  await expect(dialog.getByText(/^Vielen Dank! Sie stehen auf der Warteliste\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(page.getByText('Sie stehen auf der Warteliste.')).toBeVisible();

  // One of the guests cancels through the link in the order's confirmation.
  const guest = guestOrders.at(-1)!;
  const confirmationOf = async (to: string) =>
    (await outbox.read()).find(
      (mail) => mail.to.includes(to) && /\/cancel#/.test(mail.text.replace(/=\r?\n/g, '')),
    );
  await expect.poll(async () => (await confirmationOf(guest)) !== undefined).toBe(true);
  const confirmation = await parsed((await confirmationOf(guest))!.file);
  const cancelLink = /https?:\/\/[^/\s]+(\/order\/[0-9a-f-]{36}\/cancel#[\w-]+)/.exec(
    confirmation.text ?? '',
  )![1]!;
  await storefront.open(cancelLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung stornieren');
  await page.getByRole('button', { name: 'Auswahl stornieren' }).click();
  await page
    .getByRole('dialog', { name: 'Wirklich stornieren?' })
    .getByRole('button', { name: 'Verbindlich stornieren' })
    .click();
  await expect(page.getByText(`Storniert: ${course.name}.`, { exact: true })).toBeVisible();

  // The freed seat is offered to the visitor at once, held for them: the date stays full.
  const offerOf = async () =>
    (await outbox.read()).find(
      (mail) =>
        mail.to.includes(waiting) && /warteliste\/angebot#/.test(mail.text.replace(/=\r?\n/g, '')),
    );
  await expect.poll(async () => (await offerOf()) !== undefined).toBe(true);
  const offer = await parsed((await offerOf())!.file);
  expect(offer.subject).toContain(course.name);
  const offerLink = /https?:\/\/[^/\s]+(\/warteliste\/angebot#[\w-]+)/.exec(offer.text ?? '')![1]!;
  await storefront.open(`/course/${course.id}`);
  await expect(dateCard(page, schedule).getByText('ausgebucht')).toBeVisible();

  await storefront.open(offerLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Platz von der Warteliste');
  await expect(
    page.getByText(new RegExp(`halten wir einen Platz für ${escaped(waiting)}`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await page.getByRole('link', { name: 'Als Gast bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Rechnungsdaten');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Wanda');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Warteliste');
  await page.getByRole('textbox', { name: /Straße/ }).fill('Domstraße 5');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page
    .getByRole('form', { name: 'Ihre Rechnungsdaten' })
    .getByRole('textbox', { name: /E-Mail-Adresse/ })
    .fill(waiting);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/guest-order\/payment$/);
  await page.getByRole('radio', { name: /Rechnung/ }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung prüfen');
  await expect(page.getByRole('heading', { level: 3, name: course.name })).toBeVisible();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/complete\/[0-9a-f-]{36}$/);
  // The guests before came from this address too: the summary solved a challenge first.
  await expect(page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  await storefront.open((await guestConfirmationLinkOf(outbox, waiting)).path);
  await expect(page.getByText(/ist verbindlich/)).toBeVisible();

  // The order took over the held seat: the date is full, every seat counted once.
  await storefront.open(`/course/${course.id}`);
  await expect(dateCard(page, schedule).getByText('ausgebucht')).toBeVisible();
  const after = (await (await request.get(api(`/course/${course.id}`))).json()) as Course;
  const date = after.schedules.find((entry) => entry.id === schedule.id)!;
  expect({ booked: date.booked, available: date.available }).toEqual({
    booked: schedule.seats,
    available: 0,
  });
});

test('a customer finds her bookings, invoices, Merkzettel, saved search and a course booked elsewhere in her area, and another customer none of it', async ({
  page,
  browser,
  request,
  storefront,
  newCustomer,
}) => {
  test.setTimeout(240_000);
  const api = (pathname: string) => storefront.url(`/api${pathname}`);
  const run = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  // A roomy date of a course neither the first journey (the last ones) nor the waiting list uses.
  const roomy = (await bookableDates(request, api)).filter(
    ({ schedule }) => schedule.available > smallRoom,
  );
  const booked = roomy[Math.floor(roomy.length / 2)]!;
  await newCustomer.signUp({
    firstName: 'Anna',
    lastName: 'Konto',
    email: `anna.${run}@example.com`,
  });

  // Two courses bookmarked from the results, once the page knows she is signed in.
  await storefront.open('/search?term=Arbeitsrecht');
  await finishLoading(page);
  const cards = page.getByRole('main').getByRole('article');
  const bookmarked: string[] = [];
  for (const index of [0, 1]) {
    const name = (await cards.nth(index).getByRole('heading').textContent())!.trim();
    const toggle = page.getByRole('button', { name: `Merken: ${name}`, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    bookmarked.push(name);
  }
  // The search saved under a name.
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const save = page.getByRole('dialog', { name: 'Suche speichern' });
  await save.getByRole('textbox', { name: 'Name der Suche' }).fill(`Arbeitsrecht ${run}`);
  await save.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Suche wurde gespeichert.')).toBeVisible();

  // A booking on invoice.
  await storefront.open(`/course/${booked.course.id}`);
  await dateCard(page, booked.schedule).getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await page.getByRole('textbox', { name: /Straße/ }).fill('Hohe Straße 12');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: /Rechnung/ }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);
  const orderPath = new URL(page.url()).pathname;

  // Meine Kurse: the booking, and a colleague named as substitute.
  await storefront.open('/customer-dashboard/meine-kurse');
  const card = page
    .getByRole('region', { name: 'Anstehende Kurse' })
    .getByRole('article', { name: booked.course.name });
  await card.getByRole('button', { name: 'Ersatzteilnehmer benennen' }).click();
  const substitute = page.getByRole('dialog');
  await substitute.getByLabel(/Vorname/).fill('Sven');
  await substitute.getByLabel(/Nachname/).fill('Vertreter');
  await substitute.getByLabel(/E-Mail-Adresse/).fill(`sven.${run}@example.com`);
  await substitute.getByRole('button', { name: 'Benennen' }).click();
  await expect(substitute.getByText(/Die Ersatzperson ist benannt/)).toBeVisible();
  await substitute.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(card.getByText('Sven Vertreter')).toBeVisible();

  // A course booked elsewhere, with its certificate.
  const elsewhere = `Mietrecht extern ${run}`;
  await page.getByRole('link', { name: 'Externe Fortbildung eintragen' }).click();
  await page.getByRole('textbox', { name: /Veranstalter/ }).fill('Akademie Anderswo');
  await page.getByRole('textbox', { name: /Titel der Fortbildung/ }).fill(elsewhere);
  await page.getByRole('textbox', { name: /Erster Tag/ }).fill('5.10.2026');
  await page.getByRole('textbox', { name: /Letzter Tag/ }).fill('5.10.2026');
  await page.getByRole('textbox', { name: /Stunden/ }).fill('7,5');
  await page.getByRole('radio', { name: 'Präsenz' }).check();
  await page.getByRole('combobox', { name: /Fachgebiet/ }).selectOption({ label: 'Arbeitsrecht' });
  await page.getByLabel(/Teilnahmebescheinigung/).setInputFiles({
    name: 'teilnahme.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Speichern' }).click();
  const manual = page.getByRole('article', { name: elsewhere });
  await expect(manual.getByText('Extern gebucht')).toBeVisible();
  const manualPath = (await manual.getByRole('link', { name: 'Bearbeiten' }).getAttribute('href'))!;

  // Rechnungen: the order's invoice, to download.
  await storefront.open('/customer-dashboard/rechnungen');
  const invoiceNumber = (await page.getByRole('rowheader').first().textContent())!.trim();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `PDF der Rechnung ${invoiceNumber}` }).click();
  expect((await download).suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

  // Merkzettel and Suchfavoriten.
  await storefront.open('/customer-dashboard/merkzettel');
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
    [...bookmarked].reverse(),
  );
  await storefront.open('/customer-dashboard/favoriten');
  await expect(page.getByRole('link', { name: `Arbeitsrecht ${run}` })).toBeVisible();

  // Jonas, signed in in another browser, reaches none of it.
  const other = await browser.newContext();
  await other.addCookies([{ name: 'consent', value: 'v1', domain: hosts.lawyer, path: '/' }]);
  const jonas = await other.newPage();
  await jonas.goto(storefront.url('/customer-dashboard/rechnungen'));
  await expect(jonas).toHaveURL(/\/realms\/kursmarkt\//);
  await jonas.getByLabel('E-Mail-Adresse').fill('jonas.keller@example.com');
  await jonas.getByLabel('Passwort', { exact: true }).fill(demoPassword);
  await jonas.getByRole('button', { name: 'Anmelden' }).click();
  await expect(jonas.getByRole('heading', { level: 1 })).toHaveText('Rechnungen');
  await finishLoading(jonas);
  await expect(jonas.getByRole('main')).not.toContainText(invoiceNumber);
  await jonas.goto(storefront.url('/customer-dashboard/meine-kurse'));
  await expect(jonas.getByRole('heading', { level: 1 })).toHaveText('Meine Kurse');
  await finishLoading(jonas);
  await expect(jonas.getByRole('main')).not.toContainText(elsewhere);
  await jonas.goto(storefront.url(orderPath));
  await expect(jonas).toHaveURL(storefront.url('/404'));
  await jonas.goto(storefront.url(manualPath));
  await expect(jonas).toHaveURL(storefront.url('/404'));
  await other.close();
});

test('a lawyer with two specialist titles passes a learning check at the second attempt, moves the course to her other title, downloads the chamber letter, opens the search that fills a gap, and another customer sees none of it', async ({
  page,
  browser,
  request,
  storefront,
  newCustomer,
}) => {
  test.setTimeout(240_000);
  const api = (pathname: string) => storefront.url(`/api${pathname}`);
  const run = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  await newCustomer.signUp({
    firstName: 'Clara',
    lastName: 'Status',
    email: `clara.${run}@example.com`,
  });

  // Her two titles, with the fourth quarter's reminder switched on.
  await storefront.open('/customer-dashboard/mein-status');
  await finishLoading(page);
  await expect(page.getByText(/noch keinen Fachanwaltstitel eingetragen/)).toBeVisible();
  for (const [number, scope, since] of [
    [1, 'Arbeitsrecht', '2019'],
    [2, 'Familienrecht', '2020'],
  ] as const) {
    await page.getByRole('button', { name: 'Titel hinzufügen' }).click();
    const title = page.getByRole('group', { name: `${number}. Titel` });
    await title.getByRole('combobox', { name: /Fachgebiet/ }).selectOption({ label: scope });
    await title.getByRole('textbox', { name: /Verliehen im Jahr/ }).fill(since);
    await title
      .getByRole('combobox', { name: 'Rechtsanwaltskammer' })
      .selectOption({ label: 'Rechtsanwaltskammer Köln' });
  }
  await page.getByRole('checkbox', { name: /Im vierten Quartal erinnern/ }).check();
  await page.getByRole('button', { name: 'Titel speichern' }).click();
  await expect(page.getByText('Ihre Titel sind gespeichert.')).toBeVisible();

  // A course booked elsewhere yesterday: 7.5 hours in a room, for employment law.
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  const year = yesterday.getFullYear();
  const day = `${yesterday.getDate()}.${yesterday.getMonth() + 1}.${year}`;
  const elsewhere = `Kündigungsschutz extern ${run}`;
  await storefront.open('/customer-dashboard/meine-kurse');
  await page.getByRole('link', { name: 'Externe Fortbildung eintragen' }).click();
  await page.getByRole('textbox', { name: /Veranstalter/ }).fill('Akademie Anderswo');
  await page.getByRole('textbox', { name: /Titel der Fortbildung/ }).fill(elsewhere);
  await page.getByRole('textbox', { name: /Erster Tag/ }).fill(day);
  await page.getByRole('textbox', { name: /Letzter Tag/ }).fill(day);
  await page.getByRole('textbox', { name: /Stunden/ }).fill('7,5');
  await page.getByRole('radio', { name: 'Präsenz' }).check();
  await page.getByRole('combobox', { name: /Fachgebiet/ }).selectOption({ label: 'Arbeitsrecht' });
  await page.getByLabel(/Teilnahmebescheinigung/).setInputFiles({
    name: 'teilnahme.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('article', { name: elsewhere })).toBeVisible();

  // A self-study course of employment law, booked on invoice.
  const { courses: selfStudyCourses } = (await (
    await request.get(api('/search?courseType=SELF&limit=40'))
  ).json()) as {
    courses: Array<{
      id: number;
      slug: string;
      name: string;
      durationValue: number;
      scopes: Array<{ name: string }>;
    }>;
  };
  const selfStudy = selfStudyCourses.find((course) =>
    course.scopes.some((scope) => scope.name === 'Arbeitsrecht'),
  )!;
  await storefront.open(`/course/${selfStudy.id}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await page.getByRole('textbox', { name: /Straße/ }).fill('Hohe Straße 12');
  await page.getByRole('textbox', { name: /Postleitzahl/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: /Rechnung/ }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/complete\/[0-9a-f-]{36}$/);

  // The learning check: the first attempt handed in empty fails, the second passes.
  await storefront.open('/customer-dashboard/meine-kurse');
  await page
    .getByRole('article', { name: selfStudy.name })
    .getByRole('link', { name: 'Lernerfolgskontrolle starten' })
    .click();
  await page.getByRole('button', { name: 'Lernerfolgskontrolle starten' }).click();
  await page.getByRole('button', { name: 'Antworten abgeben' }).click();
  await page.getByRole('button', { name: 'Jetzt verbindlich abgeben' }).click();
  await expect(page.getByText('Versuch 1: Nicht bestanden')).toBeVisible();
  await page.getByRole('button', { name: 'Neuen Versuch starten' }).click();
  await expect(page.getByRole('button', { name: 'Antworten abgeben' })).toBeVisible();
  // The demo pool's right statements, as the seed wrote them for this course.
  const right = new Set(
    demoPool(selfStudy.slug, selfStudy.durationValue).flatMap((question) =>
      question.options.filter((option) => option.correct).map((option) => option.text),
    ),
  );
  for (const statement of right) {
    for (const box of await page.getByRole('checkbox', { name: statement, exact: true }).all()) {
      await box.check();
    }
  }
  await page.getByRole('button', { name: 'Antworten abgeben' }).click();
  await page.getByRole('button', { name: 'Jetzt verbindlich abgeben' }).click();
  await expect(page.getByText('Versuch 2: Bestanden')).toBeVisible();

  // Her hours per title: the 7.5 hours count for employment law, family law misses all 15.
  await storefront.open('/customer-dashboard/mein-status');
  await page.getByRole('combobox', { name: 'Jahr' }).selectOption(String(year));
  await expect(page.getByRole('heading', { level: 2, name: 'Arbeitsrecht' })).toBeVisible();
  await expect(page.getByText(elsewhere)).toBeVisible();
  // The self-study hours count (up to the cap of 5) where the engine puts them; she moves the
  // course to family law, which then misses that much less.
  const selfHours = Math.min(selfStudy.durationValue, 5);
  const german = (hours: number) => new Intl.NumberFormat('de-DE').format(hours);
  const moveTo = page
    .getByRole('listitem')
    .filter({ hasText: selfStudy.name })
    .getByRole('combobox', { name: 'Anrechnen für' });
  await moveTo.selectOption({ label: 'Familienrecht' });
  await expect(page.getByText('Von Ihnen diesem Titel zugeordnet.')).toBeVisible();
  await expect(page.getByText('Es fehlen noch 7,5 Zeitstunden.')).toBeVisible();
  await expect(
    page.getByText(`Es fehlen noch ${german(15 - selfHours)} Zeitstunden.`),
  ).toBeVisible();

  // The letter to her chamber lists both courses.
  const letter = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Nachweis an Rechtsanwaltskammer Köln herunterladen' })
    .click();
  expect((await letter).suggestedFilename()).toBe(`fortbildung-${year}.pdf`);
  // Words a narrow column wraps are compared without their spaces.
  const unspaced = (text: string) => text.replace(/\s+/g, '');
  const listed = unspaced(
    (await readPdf(await readFile((await (await letter).path())!))).pages.join(' '),
  );
  expect(listed).toContain(unspaced(elsewhere));
  expect(listed).toContain(unspaced(selfStudy.name));

  // Filling the family-law gap: the search for the title's scope up to the year's end, only
  // dates with free seats, as the API is asked.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/search?') && response.url().includes('freeSeats=true'),
  );
  await page
    .getByRole('heading', { level: 2, name: 'Familienrecht' })
    .locator('..')
    .getByRole('link', { name: 'Lücke füllen' })
    .click();
  expect((await searched).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`dateTo=${year}-12-31&freeSeats=true$`));
  await expect(
    page.getByRole('checkbox', { name: 'Nur Termine mit freien Plätzen' }),
  ).toBeChecked();
  await expect(
    page.getByRole('combobox', { name: 'Fachgebiet' }).locator('option:checked'),
  ).toHaveText('Familienrecht');

  // Jonas, signed in in another browser, sees none of her titles or hours.
  const other = await browser.newContext();
  await other.addCookies([{ name: 'consent', value: 'v1', domain: hosts.lawyer, path: '/' }]);
  const jonas = await other.newPage();
  await jonas.goto(storefront.url('/customer-dashboard/mein-status'));
  await expect(jonas).toHaveURL(/\/realms\/kursmarkt\//);
  await jonas.getByLabel('E-Mail-Adresse').fill('jonas.keller@example.com');
  await jonas.getByLabel('Passwort', { exact: true }).fill(demoPassword);
  await jonas.getByRole('button', { name: 'Anmelden' }).click();
  await expect(jonas.getByRole('heading', { level: 1 })).toHaveText('Mein Fortbildungsstatus');
  await finishLoading(jonas);
  await expect(jonas.getByText(/noch keinen Fachanwaltstitel eingetragen/)).toBeVisible();
  await expect(jonas.getByRole('main')).not.toContainText(elsewhere);
  await other.close();
});
