/**
 * Issued invoices' documents in the file storage (DESIGN.md section 10), so that a download
 * answers the bytes that were issued, every time. The order's transaction writes the Factur-X PDF
 * and its CII XML into `pending_invoice_documents` beside the invoice row and adds the job
 * `invoices.store`; after the commit the job puts both files into the storage, sets
 * `invoices.document_key` (once: the invoices' trigger refuses to change it) and deletes the
 * pending row. A rollback leaves neither a row nor a file; a process that dies between the put
 * and the commit of the job leaves the same bytes under the same key, which the retry puts again.
 * See docs/decisions/0024-invoice-access-and-order-status.md.
 */
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/client.ts';
import { invoices, pendingInvoiceDocuments } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { FileStorage } from '../storage/storage.ts';

/** The job that moves an issued invoice's documents into the file storage. */
export const storeInvoiceDocumentsJob = 'invoices.store';

/** The two documents of an issued invoice. */
export interface IssuedDocuments {
  /** The Factur-X PDF (PDF/A-3 with the CII XML inside). */
  pdf: Uint8Array;
  /** The EN 16931 CII XML alone, as embedded in the PDF. */
  xml: Uint8Array;
}

type DocumentFormat = keyof IssuedDocuments;

export interface InvoiceDocuments {
  /**
   * Keeps the documents of invoice `invoiceId` with `db`, the transaction that issues it: they
   * exist exactly when the invoice does.
   */
  write(db: AppDatabase, invoiceId: string, documents: IssuedDocuments): Promise<void>;
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
  db: AppDatabase;
  jobs: Jobs;
  clock: Clock;
  storage: FileStorage | undefined;
}): InvoiceDocuments {
  const { db, jobs, clock, storage } = options;
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
        await db.transaction(async (tx) => {
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
    async write(tx, invoiceId, documents) {
      await tx
        .insert(pendingInvoiceDocuments)
        .values({ invoiceId, ...documents, createdAt: clock.now() });
      if (storage) await jobs.enqueue(tx, storeInvoiceDocumentsJob, { invoiceId });
    },
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
      const [pending] = await db
        .select({ bytes: pendingInvoiceDocuments[format] })
        .from(pendingInvoiceDocuments)
        .where(eq(pendingInvoiceDocuments.invoiceId, invoice.id));
      if (pending) return Readable.from([Buffer.from(pending.bytes)]);
      // Moved by the job since the invoice was read.
      const [moved] = await db
        .select({ documentKey: invoices.documentKey })
        .from(invoices)
        .where(eq(invoices.id, invoice.id));
      return moved?.documentKey ? fromStorage(moved.documentKey) : undefined;
    },
  };
}
