import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { FileStorage } from '../storage/storage.ts';
import { createInvoiceDocuments, type InvoiceDocuments } from './stored-documents.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issued invoices' documents: written with the invoice, kept in the file storage. */
    invoiceDocuments: InvoiceDocuments;
  }
}

/** The invoices' documents of the app on its database, jobs, outbox and file storage. */
export const invoiceDocumentsPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { storage?: FileStorage | undefined }) => {
    app.decorate(
      'invoiceDocuments',
      createInvoiceDocuments({
        db: app.database.db,
        jobs: app.jobs,
        clock: app.clock,
        outbox: app.outbox,
        storage: options.storage,
      }),
    );
  },
  { name: 'invoice-documents', fastify: '5.x', dependencies: ['database', 'jobs', 'outbox'] },
);
