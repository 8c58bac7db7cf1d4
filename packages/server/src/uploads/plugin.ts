import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../storage/storage.ts';
import { defineOrphanUploadsJob } from './cleanup.ts';
import {
  discardUploadFile,
  openUpload,
  readUpload,
  storeUpload,
  type ReceivedFile,
  type Upload,
  type UploadLimits,
  type UploadOwner,
} from './uploads.ts';

/** What a route that takes a file uses (uploads.ts). */
export interface Uploads {
  /** The request's file, checked against the route's limits, and its other fields. */
  read(
    request: FastifyRequest,
    limits: UploadLimits,
  ): Promise<{ file: ReceivedFile; fields: Record<string, string> }>;
  /** Keeps the file for its owner; its row is written in `db` (default the app's database). */
  store(file: ReceivedFile, owner: UploadOwner, db?: Db): Promise<Upload>;
  /** The owner's upload with its bytes; undefined when it is not theirs or does not exist. */
  open(id: string, owner: UploadOwner): ReturnType<typeof openUpload>;
  /** Removes the file of upload `id` whose row's transaction rolled back. */
  discard(id: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/**
 * Multipart requests (@fastify/multipart; each route sets its own file size limit when it
 * reads) and the file storage uploads are kept in, with the hourly job that deletes the uploads
 * nothing refers to any more (cleanup.ts). Without a storage the app can read files but not keep
 * them: a route that stores one fails, as a wiring mistake.
 */
export const uploadsPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { storage?: FileStorage }) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    const storage = (): FileStorage => {
      if (!options.storage) throw new Error('The app was built without a file storage.');
      return options.storage;
    };
    if (options.storage) {
      defineOrphanUploadsJob({
        jobs: app.jobs,
        db: app.database.db,
        storage: options.storage,
        clock: app.clock,
        log: app.log,
      });
    }
    app.decorate('uploads', {
      read: readUpload,
      store: (file, owner, db = app.database.db) =>
        storeUpload({ db, storage: storage(), clock: app.clock }, file, owner),
      open: (id, owner) => openUpload({ db: app.database.db, storage: storage() }, id, owner),
      discard: (id) => discardUploadFile({ storage: storage() }, id),
    } satisfies Uploads);
  },
  { name: 'uploads', fastify: '5.x', dependencies: ['database', 'jobs'] },
);
