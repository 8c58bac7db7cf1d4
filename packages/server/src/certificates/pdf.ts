/**
 * A certificate of attendance as PDF (docs/decisions/0062-certificates-anyone-can-verify.md): what
 * a bar chamber checks, in the participant's language, with pdfkit and the invoices' fonts, and a
 * QR code that leads to the public verification page. The bytes follow from the document alone
 * (its issue day is pdfkit's date), so a second rendering is the same file.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { documentFonts } from '../invoices/pdf.ts';
import { textsIn } from '../texts.ts';
import type { CertificateDocument } from './document.ts';
import { certificateMessages as m, verificationSourceMessages } from './messages.ts';

/** The QR code's dark modules, row by row. */
function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The PDF of `document`. */
export function certificatePdf(document: CertificateDocument): Promise<Buffer> {
  const texts = textsIn(document.language);
  const t = texts.formatMessage;
  const day = (date: string) => texts.formatDate(dayOf(date), { format: 'day' });
  const hours = (minutes: number) => texts.formatNumber(minutes / 60, { maximumFractionDigits: 2 });
  const { regular, bold } = documentFonts();
  const title = t(m.title);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 62, right: 62 },
    font: regular,
    lang: document.language,
    displayTitle: true,
    info: {
      Title: `${title} ${document.certificateId}`,
      Creator: 'Kursmarkt',
      Producer: 'Kursmarkt',
      CreationDate: dayOf(document.issuedOn),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const field = (label: string, value: string) => {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(10).text(label);
    doc.font('regular').fontSize(10).text(value);
  };

  doc.font('bold').fontSize(20).text(title);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(9)
    .text(`${t(m.certificateId)}: ${document.certificateId}`);
  doc.moveDown(1);
  doc.fontSize(11).text(t(m.intro, { participant: document.participant }));

  field(t(m.course), document.courseTitle);
  field(t(m.organizer), document.organizer);
  field(
    t(m.place),
    document.courseType === 'SELF'
      ? t(m.selfStudy)
      : document.courseType === 'ONLINE' || document.place === null
        ? t(m.online)
        : document.place,
  );
  const period = t(m.period, { start: day(document.startDate), end: day(document.endDate) });
  field(
    t(m.days),
    [
      period,
      ...document.days.map((entry) =>
        t(m.day, {
          date: day(entry.date),
          times: entry.start && entry.end ? t(m.times, { start: entry.start, end: entry.end }) : '',
          attended: hours(entry.attendedMinutes),
          scheduled: hours(entry.scheduledMinutes),
        }),
      ),
    ].join('\n'),
  );
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(11)
    .text(t(m.attended, { hours: hours(document.attendedMinutes) }));
  if (document.speakers.length > 0) field(t(m.speakers), document.speakers.join(', '));
  if (document.topics) field(t(m.topics), document.topics);
  field(t(m.scope), document.scope?.name ?? t(m.noScope));
  if (document.verification.length > 0) {
    field(
      t(m.verification),
      document.verification
        .map((source) => {
          const message =
            verificationSourceMessages[source as keyof typeof verificationSourceMessages];
          return message ? t(message) : source;
        })
        .join(', '),
    );
  }
  if (document.learningCheck) {
    doc.moveDown(0.5);
    doc
      .font('regular')
      .fontSize(10)
      .text(
        t(m.learningCheck, {
          date: texts.formatDate(new Date(document.learningCheck.passedAt), {
            format: 'germanDay',
          }),
          percent: document.learningCheck.percent,
          attempt: document.learningCheck.attempt,
        }),
      );
  }
  if (document.zfuNumber) field(t(m.zfuNumber), document.zfuNumber);
  if (document.exams) {
    field(
      t(m.exams),
      document.exams.length === 0
        ? t(m.noExams)
        : document.exams
            .map((exam) =>
              t(m.exam, { title: exam.title, date: day(exam.writtenOn), minutes: exam.minutes }),
            )
            .join('\n'),
    );
  }
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(10)
    .text(t(m.issued, { date: day(document.issuedOn) }));

  const modules = qrModules(document.verifyUrl);
  const cell = 2.2;
  const size = modules.length * cell;
  if (doc.y + size + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(1);
  const top = doc.y;
  const left = doc.page.margins.left;
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) doc.rect(left + x * cell, top + y * cell, cell, cell);
    }),
  );
  doc.fill('#000000');
  doc
    .font('regular')
    .fontSize(9)
    .text(t(m.verify), left + size + 16, top + 4, { width: 300 })
    .text(document.verifyUrl, { width: 300, link: document.verifyUrl });
  doc.end();
  return done;
}
