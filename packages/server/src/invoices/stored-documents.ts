/**
 * Issued invoices' documents in the file storage (docs/decisions/0017-uploads-and-file-storage.md), so that a download
 * answers the bytes that were issued, every time. The one way an invoice's documents are issued:
 * an order's invoice, a cancellation's cancellation invoice and its fee invoice alike
 * (docs/decisions/0046-one-unit-of-work-and-one-way-to-issue-invoice-documents.md).
 *
 * The transaction that issues an invoice keeps the invoice's data (`issue`): a row in
 * `pending_invoice_renders` beside the invoice row and the job `invoices.render`, nothing
 * rendered, so that the seller's invoice counter, locked until that commit, is not held while a
 * PDF is made. After the commit the job renders the Factur-X PDF and its CII XML from the data
 * (the issue date and every other value are the transaction's, so the bytes are the same whenever
 * they are made) and, in one transaction, keeps them (`write`), writes the mail that carries them
 * (and the mails issued alongside, an order's mails to its organizers) into the outbox and deletes
 * the render row: the documents and the mails come once, the mail only with its attachments. A download before the job ran renders them at once the same way
 * (docs/decisions/0028-invoice-documents-rendered-after-the-commit.md).
 *
 * Kept documents wait in `pending_invoice_documents`, and the job `invoices.store` puts both files
 * into the storage, sets `invoices.document_key` (once: the invoices' trigger refuses to change
 * it) and deletes the pending row. A rollback leaves neither a row nor a file; a process that dies
 * between the put and the commit of the job leaves the same bytes under the same key, which the
 * retry puts again. See docs/decisions/0024-invoice-access-and-order-status.md.
 */
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { invoices, pendingInvoiceDocuments, pendingInvoiceRenders } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Mail } from '../mail/transport.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { FileStorage } from '../storage/storage.ts';
import { invoiceXml } from './cii.ts';
import { giroCode } from './girocode.ts';
import { ticketQrPng } from '../attendance/ticket.ts';
import { icsForCourse, type CourseEvent } from './ics.ts';
import { invoicePdf } from './pdf.ts';
import type { InvoiceDocumentInput } from './types.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** The job that moves an issued invoice's documents into the file storage. */
export const storeInvoiceDocumentsJob = 'invoices.store';
/** The job that renders an issued invoice's documents after the commit. */
export const renderInvoiceDocumentsJob = 'invoices.render';

/** The two documents of an issued invoice. */
interface IssuedDocuments {
  /** The Factur-X PDF (PDF/A-3 with the CII XML inside). */
  pdf: Uint8Array;
  /** The EN 16931 CII XML alone, as embedded in the PDF. */
  xml: Uint8Array;
}

type DocumentFormat = keyof IssuedDocuments;

/** A course's calendar file as kept until it is rendered: its time stamp as an ISO string. */
export type StoredCourseEvent = Omit<CourseEvent, 'stamp'> & { stamp: string };

/** An invoice issued beside another one, whose mail carries its PDF too (a cancellation's fee). */
interface IssuedWith {
  invoiceId: string;
  invoice: InvoiceDocumentInput;
}

/** What an issued invoice's documents, and the mail that carries them, are rendered from. */
export interface InvoiceRender {
  /** The invoice as issued. */
  invoice: InvoiceDocumentInput;
  /**
   * The mail the documents go out with (the order's confirmation, the cancellation's mail):
   * written into the outbox once they exist, with the invoice PDF, the GiroCode of a transfer
   * due, the PDF of each invoice issued `with` it, one calendar file per entry of `calendar` and
   * one QR code per ticket attached.
   */
  mail?: {
    mail: Omit<Mail, 'attachments'>;
    calendar: StoredCourseEvent[];
    with?: IssuedWith[];
    /** The ticket codes whose QR codes are attached (`ticket-1.png`, ...), in the mail's order. */
    tickets?: string[];
  };
  /**
   * Mails without attachments the issue causes besides (an order's mails to its organizers):
   * written into the outbox before `mail`, by the same job, so that the order's transaction
   * queues one job for all of them.
   */
  alongside?: Omit<Mail, 'attachments'>[];
}

/** The PDF and the CII XML of `invoice`. */
async function invoiceDocumentsOf(invoice: InvoiceDocumentInput): Promise<IssuedDocuments> {
  return { pdf: await invoicePdf(invoice), xml: new TextEncoder().encode(invoiceXml(invoice)) };
}

const pdfAttachment = (invoice: InvoiceDocumentInput, pdf: Uint8Array) => ({
  fileName: `${invoice.number}.pdf`,
  mediaType: 'application/pdf',
  content: pdf,
});

/**
 * The documents of `render`, of the invoices issued with it (in their order) and its mail's
 * attachments.
 */
export async function renderInvoice(render: InvoiceRender) {
  const { invoice } = render;
  const encoder = new TextEncoder();
  const issuedWith = render.mail?.with ?? [];
  const [documents, code, tickets, ...withDocuments] = await Promise.all([
    invoiceDocumentsOf(invoice),
    giroCode(invoice),
    Promise.all((render.mail?.tickets ?? []).map(ticketQrPng)),
    ...issuedWith.map((entry) => invoiceDocumentsOf(entry.invoice)),
  ]);
  const attachments: NonNullable<Mail['attachments']> = [
    pdfAttachment(invoice, documents.pdf),
    ...(code ? [{ fileName: 'girocode.png', mediaType: 'image/png', content: code.png }] : []),
    ...issuedWith.map((entry, index) => pdfAttachment(entry.invoice, withDocuments[index]!.pdf)),
    ...(render.mail?.calendar ?? []).map((event, index) => ({
      fileName: `kurs-${index + 1}.ics`,
      mediaType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: encoder.encode(icsForCourse({ ...event, stamp: new Date(event.stamp) })),
    })),
    ...tickets.map((png, index) => ({
      fileName: `ticket-${index + 1}.png`,
      mediaType: 'image/png',
      content: png,
    })),
  ];
  return {
    documents,
    with: issuedWith.map((entry, index) => ({
      invoiceId: entry.invoiceId,
      documents: withDocuments[index]!,
    })),
    attachments,
  };
}

export interface InvoiceDocuments {
  /**
   * Keeps the data of invoice `invoiceId`, and of the invoices issued `with` it, with `db`, the
   * transaction that issues them; their documents and the mail are rendered from it after the
   * commit.
   */
  issue(db: Db, invoiceId: string, render: InvoiceRender): Promise<void>;
  /**
   * Renders the documents of invoice `invoiceId` now if they still wait to be, keeps them and
   * writes their mail (what the job `invoices.render` does); nothing when they exist.
   */
  render(invoiceId: string): Promise<void>;
  /** The document of an invoice as issued; undefined when the invoice has none. */
  read(
    invoice: { id: string; documentKey: string | null },
    format: DocumentFormat,
  ): Promise<Readable | undefined>;
}

/** The storage key of an invoice's files; the PDF and the XML add their extension. */
const documentKeyOf = (invoiceId: string) => `invoices/${invoiceId.slice(0, 2)}/${invoiceId}`;
const fileKey = (documentKey: string, format: DocumentFormat) => `${documentKey}.${format}`;
const mediaTypes = { pdf: 'application/pdf', xml: 'application/xml' } as const;

/**
 * The invoices' documents on `db`, moved into `storage` by a job. Without a storage (an app that
 * keeps no files) they stay in the database and are read from there.
 */
export function createInvoiceDocuments(options: {
  db: Db;
  jobs: Jobs;
  clock: Clock;
  outbox: Outbox;
  storage: FileStorage | undefined;
}): InvoiceDocuments {
  const { db, jobs, clock, outbox, storage } = options;
  /** Keeps the documents of invoice `invoiceId` with `tx`, the transaction that renders them. */
  const write = async (tx: Db, invoiceId: string, documents: IssuedDocuments) => {
    await tx
      .insert(pendingInvoiceDocuments)
      .values({ invoiceId, ...documents, createdAt: clock.now() });
    if (storage) await jobs.enqueue(tx, storeInvoiceDocumentsJob, { invoiceId });
  };
  const render = async (invoiceId: string) => {
    const [pending] = await db
      .select({ data: pendingInvoiceRenders.data })
      .from(pendingInvoiceRenders)
      .where(eq(pendingInvoiceRenders.invoiceId, invoiceId));
    if (!pending) return;
    const rendered = await renderInvoice(pending.data);
    await withUnitOfWork(db, async (tx) => {
      // Another run that rendered the same bytes meanwhile took the row: its commit counts.
      const claim = async (id: string) => {
        const [claimed] = await tx
          .delete(pendingInvoiceRenders)
          .where(eq(pendingInvoiceRenders.invoiceId, id))
          .returning({ invoiceId: pendingInvoiceRenders.invoiceId });
        return claimed !== undefined;
      };
      if (!(await claim(invoiceId))) return;
      await write(tx, invoiceId, rendered.documents);
      // An invoice issued with this one and rendered on its own meanwhile (a download) is kept
      // already; the mail carries the same bytes either way.
      for (const other of rendered.with) {
        if (await claim(other.invoiceId)) await write(tx, other.invoiceId, other.documents);
      }
      const { mail, alongside = [] } = pending.data;
      for (const other of alongside) await outbox.write(tx, other);
      if (mail) await outbox.write(tx, { ...mail.mail, attachments: rendered.attachments });
    });
  };
  jobs.define<{ invoiceId: string }>({
    name: renderInvoiceDocumentsJob,
    retryLimit: 6,
    retryDelaySeconds: 10,
    retryBackoff: true,
    // A render takes a fraction of a second: a run whose process died is retried soon.
    expireInSeconds: 120,
    handler: ({ invoiceId }) => render(invoiceId),
  });
  if (storage) {
    jobs.define<{ invoiceId: string }>({
      name: storeInvoiceDocumentsJob,
      retryLimit: 6,
      retryDelaySeconds: 10,
      retryBackoff: true,
      async handler({ invoiceId }) {
        const [pending] = await db
          .select()
          .from(pendingInvoiceDocuments)
          .where(eq(pendingInvoiceDocuments.invoiceId, invoiceId));
        if (!pending) return;
        const documentKey = documentKeyOf(invoiceId);
        for (const format of ['pdf', 'xml'] as const) {
          await storage.put(fileKey(documentKey, format), pending[format], {
            mediaType: mediaTypes[format],
          });
        }
        await withUnitOfWork(db, async (tx) => {
          await tx
            .update(invoices)
            .set({ documentKey })
            .where(and(eq(invoices.id, invoiceId), isNull(invoices.documentKey)));
          await tx
            .delete(pendingInvoiceDocuments)
            .where(eq(pendingInvoiceDocuments.invoiceId, invoiceId));
        });
      },
    });
  }
  return {
    async issue(tx, invoiceId, data) {
      const createdAt = clock.now();
      const issued = [
        { invoiceId, data },
        ...(data.mail?.with ?? []).map((entry) => ({
          invoiceId: entry.invoiceId,
          data: { invoice: entry.invoice },
        })),
      ];
      await tx
        .insert(pendingInvoiceRenders)
        .values(issued.map((entry) => ({ ...entry, createdAt })));
      for (const entry of issued) {
        await jobs.enqueue(tx, renderInvoiceDocumentsJob, { invoiceId: entry.invoiceId });
      }
    },
    render,
    async read(invoice, format) {
      const fromStorage = async (documentKey: string) => {
        if (!storage) throw new Error('The app was built without a file storage.');
        const content = await storage.get(fileKey(documentKey, format));
        if (!content) {
          throw new Error(`The ${format} of invoice ${invoice.id} is missing from the storage.`);
        }
        return content;
      };
      if (invoice.documentKey !== null) return fromStorage(invoice.documentKey);
      const kept = async () => {
        const [pending] = await db
          .select({ bytes: pendingInvoiceDocuments[format] })
          .from(pendingInvoiceDocuments)
          .where(eq(pendingInvoiceDocuments.invoiceId, invoice.id));
        return pending && Readable.from([Buffer.from(pending.bytes)]);
      };
      const pending = await kept();
      if (pending) return pending;
      // Issued a moment ago: rendered now instead of after the job's next look.
      await render(invoice.id);
      const rendered = await kept();
      if (rendered) return rendered;
      // Moved by the job since the invoice was read.
      const [moved] = await db
        .select({ documentKey: invoices.documentKey })
        .from(invoices)
        .where(eq(invoices.id, invoice.id));
      return moved?.documentKey ? fromStorage(moved.documentKey) : undefined;
    },
  };
}
