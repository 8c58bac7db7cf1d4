/**
 * Course documents as real PDFs, made with pdfkit from the catalogue: the
 * document's title, the course with organizer, speakers, duration and scopes, its coming dates with
 * places and prices, and the description, in German or English.
 */
import PDFDocument from 'pdfkit';
import type { CourseDetail, Locale } from '@kursmarkt/schemas';
import { germanToday } from '../german-today.ts';
import { textsIn } from '../texts.ts';
import { pdfMessages } from './messages.ts';

export type CoursePdfInput = {
  language: Locale;
  /** The name of the marketplace the document is downloaded from. */
  siteName: string;
  document: { title: string; kind: string };
  course: CourseDetail;
  /** The day the document is made (the "as of" line). */
  generatedAt: Date;
};

const locales = { de: 'de-DE', en: 'en-GB' } as const;

const colours = { text: '#1a1a1a', muted: '#5c5c5c', accent: '#1f3a5f', rule: '#c8ccd2' };

/** Builds the PDF; `compress: false` keeps the content streams readable (for tests). */
export function buildCoursePdf(
  input: CoursePdfInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { course, language } = input;
  const { formatMessage: t } = textsIn(language);
  const locale = locales[language];
  const date = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: language === 'de' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const formatDate = (value: string) => date.format(new Date(`${value}T00:00:00Z`));
  const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 62, right: 62 },
    compress: options.compress ?? true,
    lang: language,
    displayTitle: true,
    info: {
      Title: course.name,
      Subject: input.document.title,
      Author: course.organizer.name,
      Creator: input.siteName,
      Producer: input.siteName,
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  const heading = (text: string) => {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(colours.accent).text(text, left);
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    doc.moveDown(0.5);
  };
  const field = (label: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.muted)
      .text(`${label}: `, left, undefined, { continued: true });
    doc.font('Helvetica').fillColor(colours.text).text(value);
    doc.moveDown(0.2);
  };

  // Head
  doc.font('Helvetica').fontSize(9).fillColor(colours.muted).text(input.siteName, { width });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colours.accent).text(input.document.title, {
    width,
  });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(colours.text).text(course.name, { width });
  doc.moveDown(0.8);

  field(t(pdfMessages.organizer), course.organizer.name);
  if (course.speakers.length > 0) {
    field(
      t(pdfMessages.speakers),
      course.speakers
        .map((speaker) =>
          [speaker.title, speaker.firstName, speaker.lastName].filter(Boolean).join(' '),
        )
        .join(', '),
    );
  }
  field(
    t(pdfMessages.duration),
    t(pdfMessages.hours, { hours: number.format(course.durationValue) }),
  );
  field(t(pdfMessages.format), t(pdfMessages[course.courseType]));
  if (course.scopes.length > 0)
    field(t(pdfMessages.scopes), course.scopes.map((scope) => scope.name).join(', '));

  // Dates and prices
  heading(t(pdfMessages.schedules));
  if (course.schedules.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(colours.text).text(t(pdfMessages.noSchedules));
  }
  for (const schedule of course.schedules) {
    const dates =
      schedule.startDate === schedule.endDate
        ? formatDate(schedule.startDate)
        : `${formatDate(schedule.startDate)} – ${formatDate(schedule.endDate)}`;
    const place = schedule.city
      ? [schedule.city.name, schedule.venue].filter(Boolean).join(', ')
      : course.courseType === 'SELF'
        ? t(pdfMessages.access)
        : t(pdfMessages.online);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.text)
      .text(`${dates} · ${place}`, left, undefined, { width });
    const prices = schedule.priceLevels
      .map((level) => `${level.name} ${euro.format(level.priceValue / 100)}`)
      .join(' · ');
    if (prices) doc.font('Helvetica').text(prices, { width, indent: 12 });
    if (course.courseType !== 'SELF') {
      doc
        .font('Helvetica-Oblique')
        .fillColor(colours.muted)
        .text(
          schedule.full ? t(pdfMessages.full) : t(pdfMessages.free, { count: schedule.available }),
          { width, indent: 12 },
        );
    }
    doc.moveDown(0.5);
  }

  // Description
  heading(t(pdfMessages.description));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colours.text)
    .text(course.description, left, undefined, { width, lineGap: 2 });

  // As of
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(colours.muted)
    .text(
      `${t(pdfMessages.asOf)}: ${formatDate(germanToday(input.generatedAt))} · ${t(pdfMessages.prices)} · ${input.siteName}`,
      left,
      undefined,
      { width },
    );

  doc.end();
  return done;
}
