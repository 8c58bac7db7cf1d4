/**
 * The letter to a chamber (ADR 0063): for one chamber and calendar year, the customer's name and
 * member number, and per chosen title its credited hours, the live and self-study hours with the
 * cap of § 15 (4) FAO applied, and the chosen items (days, organizer, title, format, hours); each
 * item's certificates with their SHA-256 (a booking's with its id and public verification page,
 * a manual order's uploaded file), so the chamber can check the files it gets beside the letter.
 * pdfkit cannot append other PDFs, and no library that can is a dependency: the certificates are
 * listed, not bound in. Anything the body names that is not the
 * customer's title, item of the year, or a chamber answers 404.
 */
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import {
  requiredMinutesPerYear,
  selfStudyMinutesPerYear,
  type ChamberLetterValues,
  type Locale,
} from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { documentFonts } from '../invoices/pdf.ts';
import { textsIn } from '../texts.ts';
import { formatMessages, letterMessages } from './messages.ts';
import type { FurtherTrainingOwner } from './items.ts';
import { furtherTrainingYearOf } from './status.ts';

/** What the letter needs besides the body: the instant it is made and its language. */
export interface LetterContext {
  now: Date;
  language: Locale;
}

/** The chamber letter's PDF for the customer's year `year`; 404 for anything not theirs. */
export async function chamberLetterPdf(
  db: Db,
  owner: FurtherTrainingOwner,
  year: number,
  letter: ChamberLetterValues,
  context: LetterContext,
): Promise<Buffer> {
  const state = await furtherTrainingYearOf(db, owner, year, context.now);
  const titles = letter.scopeIds.map((scopeId) => {
    const title = state.titles.find((candidate) => candidate.scopeId === scopeId);
    if (!title) throw notFound('The specialist title');
    return title;
  });
  const chosen = new Set([...letter.orderIds, ...letter.manuelOrderIds]);
  const kindOf = new Map(state.items.map((item) => [item.itemId, item.kind]));
  for (const id of letter.orderIds) {
    if (kindOf.get(id) !== 'BOOKING') throw notFound('The booking');
  }
  for (const id of letter.manuelOrderIds) {
    if (kindOf.get(id) !== 'MANUAL') throw notFound('The course booked elsewhere');
  }
  const [chamber] = await queryRows<{ name: string; city: string }>(
    db,
    sql`select name, city from chambers where id = ${letter.chamberId}`,
  );
  if (!chamber) throw notFound('The chamber');
  const [person] = await queryRows<{ name: string; lastname: string }>(
    db,
    sql`select name, lastname from customers where id = ${owner.customerId}`,
  );
  const [stored] = await queryRows<{ member_number: string }>(
    db,
    sql`select member_number from specialist_titles
      where customer_id = ${owner.customerId} and domain = ${owner.domain}
        and chamber_id = ${letter.chamberId}
        and member_number <> '' order by scope_id limit 1`,
  );
  const scopeNames = new Map(
    (
      await queryRows<{ id: number; name_de: string; name_en: string }>(
        db,
        sql`select id, name_de, name_en from scopes
          where id = any(${`{${letter.scopeIds.join(',')}}`}::int[])`,
      )
    ).map((row) => [row.id, context.language === 'en' ? row.name_en : row.name_de]),
  );
  const sources = new Map(state.sources.map((source) => [source.itemId, source]));

  const texts = textsIn(context.language);
  const t = texts.formatMessage;
  const hours = (minutes: number) => texts.formatNumber(minutes / 60, { maximumFractionDigits: 2 });
  const day = (iso: string) => texts.formatDate(new Date(`${iso}T00:00:00Z`), { format: 'day' });
  const { regular, bold } = documentFonts();
  const title = t(letterMessages.title, { year });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 62, right: 62 },
    font: regular,
    lang: context.language,
    displayTitle: true,
    info: { Title: title, Creator: 'Kursmarkt', Producer: 'Kursmarkt' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('regular').fontSize(10);
  doc.text([person?.name, person?.lastname].filter(Boolean).join(' '));
  const memberNumber = letter.chamberMemberId || stored?.member_number || '';
  if (memberNumber) doc.text(t(letterMessages.memberNumber, { number: memberNumber }));
  doc.moveDown(1);
  doc.text(chamber.name);
  doc.text(chamber.city);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(15).text(title);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(t(letterMessages.intro, { year }));
  for (const titleYear of titles) {
    const placements = state.items.filter(
      (item) => item.scopeId === titleYear.scopeId && chosen.has(item.itemId),
    );
    const counted = placements.reduce((sum, item) => sum + item.countedMinutes, 0);
    const live = placements
      .filter((item) => !item.selfStudy)
      .reduce((sum, item) => sum + item.countedMinutes, 0);
    const earned = placements
      .filter((item) => item.selfStudy)
      .reduce((sum, item) => sum + item.minutes, 0);
    doc.moveDown(1);
    doc
      .font('bold')
      .fontSize(12)
      .text(scopeNames.get(titleYear.scopeId) ?? '');
    doc.font('regular').fontSize(10);
    doc.text(
      t(letterMessages.subtotal, {
        counted: hours(counted),
        required: hours(requiredMinutesPerYear),
      }),
    );
    doc.text(t(letterMessages.live, { hours: hours(live) }));
    doc.text(
      t(letterMessages.selfStudy, {
        earned: hours(earned),
        counted: hours(counted - live),
        cap: hours(selfStudyMinutesPerYear),
      }),
    );
    doc.fontSize(9);
    for (const item of placements) {
      const source = sources.get(item.itemId)!;
      doc.moveDown(0.3);
      doc.text(
        t(letterMessages.item, {
          days:
            source.startDate === source.endDate
              ? day(source.endDate)
              : `${day(source.startDate)} – ${day(source.endDate)}`,
          organizer: source.organizer,
          title: source.title,
          format: t(formatMessages[item.format]),
          hours: hours(item.countedMinutes),
        }),
      );
      for (const certificate of source.certificates) {
        doc.text(
          certificate.id === null
            ? t(letterMessages.certificate, { sha256: certificate.sha256 })
            : t(letterMessages.verifiableCertificate, {
                id: certificate.id,
                sha256: certificate.sha256,
                url: certificate.verifyUrl ?? '',
              }),
        );
      }
    }
  }
  doc.moveDown(1.5);
  doc.fontSize(8).text(
    t(letterMessages.generated, {
      date: texts.formatDate(context.now, { format: 'germanDay' }),
    }),
  );
  doc.end();
  return done;
}
