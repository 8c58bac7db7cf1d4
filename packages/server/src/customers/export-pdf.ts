/**
 * The export as a readable PDF (GDPR Art. 15): each part of `exportCustomerData` with its heading
 * in the request's language, each row as its fields and values, with pdfkit and the invoices'
 * fonts.
 */
import PDFDocument from 'pdfkit';
import type { CustomerExport, Locale } from '@kursmarkt/schemas';
import { documentFonts } from '../invoices/pdf.ts';
import { textsIn } from '../texts.ts';
import { exportMessages, exportPartMessages } from './messages.ts';

/** A value as one line of text: lists and objects as JSON, nothing as a dash. */
function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The PDF of `data` in `language`. */
export function customerExportPdf(data: CustomerExport, language: Locale): Promise<Buffer> {
  const texts = textsIn(language);
  const t = texts.formatMessage;
  const { regular, bold } = documentFonts();
  const title = t(exportMessages.title);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 62, right: 62 },
    font: regular,
    lang: language,
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

  const date = texts.formatDate(new Date(data.exportedAt), { format: 'germanDateTime' });
  doc.font('bold').fontSize(18).text(title);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(t(exportMessages.intro, { date }));
  doc.text(`${t(exportMessages.customerId)}: ${data.customerId}`);
  for (const part of data.parts) {
    const heading = exportPartMessages[part.name as keyof typeof exportPartMessages];
    doc.moveDown(1);
    doc
      .font('bold')
      .fontSize(13)
      .text(heading ? t(heading) : part.name);
    doc.font('regular').fontSize(9);
    if (part.rows.length === 0) doc.text(t(exportMessages.none));
    part.rows.forEach((row, index) => {
      doc.moveDown(0.4);
      if (part.rows.length > 1) {
        doc
          .font('bold')
          .text(t(exportMessages.entry, { number: index + 1 }))
          .font('regular');
      }
      for (const [field, value] of Object.entries(row)) {
        doc.text(`${field}: ${textOf(value)}`);
      }
    });
  }
  doc.end();
  return done;
}
