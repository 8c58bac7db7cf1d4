/**
 * Files people upload (docs/booking.md, proofs, e.g. the proof a course requires): read from a
 * multipart request with the route's own size limit, their type taken from their first bytes
 * (file-type), kept in the file storage (storage/) with a row in `uploads` that says what they
 * are and whose. A route calls `read` (which refuses what the route does not take), checks its
 * other fields, then `store`s the file; `open` gives an owner their file back.
 * See docs/decisions/0017-uploads-and-file-storage.md.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { idSchema } from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { FileStorage } from '../storage/storage.ts';

/** The media types an upload may have, each with the name a refusal lists it by. */
const uploadMediaTypes = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
} as const;
type UploadMediaType = keyof typeof uploadMediaTypes;

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The name a stored file is downloaded under: the uploader's name with the extension of the type
 * its bytes showed, so "Nachweis.html" that is a PDF downloads as "Nachweis.pdf" and opens as one.
 */
export function downloadName(upload: Pick<Upload, 'originalName' | 'mediaType'>): string {
  const extension = extensions[upload.mediaType] ?? 'bin';
  const base = upload.originalName.replace(/\.[^.]*$/, '') || 'Datei';
  return `${base}.${extension}`;
}

/** Whose an upload is: a signed-in customer's, or a guest's (the SHA-256 of their order token). */
export type UploadOwner = { customerId: string } | { guestTokenHash: Uint8Array };

export interface UploadLimits {
  /** The largest file this route takes, in bytes (booking's proofs: 10 MB). */
  maxBytes: number;
  /** The types this route takes. */
  mediaTypes: readonly UploadMediaType[];
}

/** A file read from a request and checked, not yet stored. */
export interface ReceivedFile {
  content: Uint8Array;
  mediaType: UploadMediaType;
  originalName: string;
}

/** A stored upload (a row of `uploads`). */
export interface Upload {
  id: string;
  mediaType: string;
  size: number;
  originalName: string;
  createdAt: Date;
}

/** The multipart field that carries the file. */
const fileField = 'file';
const filePath = `body.${fileField}`;
/** Other fields a route may take beside the file (e.g. `positionId`), each this long at most. */
const maxFields = 20;
const maxFieldBytes = 1000;

/** `10 MB`, `64 kB`, `500 byte`: a size as a refusal states it (1 kB = 1024 bytes). */
function sizeText(bytes: number) {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat('en', { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

const tooLarge = (limits: UploadLimits) =>
  new AppError('FILE_TOO_LARGE', `The file is larger than ${sizeText(limits.maxBytes)}.`, [
    {
      path: filePath,
      code: 'FILE_TOO_LARGE',
      message: `The file may have at most ${sizeText(limits.maxBytes)}.`,
    },
  ]);

const typeNotAllowed = (limits: UploadLimits) => {
  const names = limits.mediaTypes.map((type) => uploadMediaTypes[type]).join(', ');
  return new AppError('FILE_TYPE_NOT_ALLOWED', `The file is not one of: ${names}.`, [
    {
      path: filePath,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: `The file must be one of: ${names}.`,
    },
  ]);
};

const missingFile = () =>
  new AppError('VALIDATION_FAILED', 'The body is not valid.', [
    { path: filePath, code: 'REQUIRED', message: 'Attach a file that is not empty.' },
  ]);

/** C0 and C1 control characters, DEL, and U+FFFD (what a broken byte was decoded as). */
const isControlCharacter = (code: number) =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0xfffd;

/**
 * The name of the file without folders or control characters, at most 200 characters (the
 * browser's own name is only shown back, never used as a path).
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).at(-1) ?? '';
  const characters = [...base.trim()].filter(
    (character) => !isControlCharacter(character.codePointAt(0)!),
  );
  // Whole characters: an emoji is not cut in half.
  const cleaned = characters.slice(0, 200).join('').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'upload' : cleaned;
}

/**
 * Reads the multipart request's one file (field `file`) and its other fields, refusing with a
 * code at the path `body.file`: a request that is not multipart (415 UNSUPPORTED_MEDIA_TYPE), no
 * file or an empty one (422 REQUIRED), one larger than the route takes (413 FILE_TOO_LARGE), one
 * whose first bytes are not of a type the route takes (415 FILE_TYPE_NOT_ALLOWED), whatever name
 * or type the browser gave it. The file is held in memory, up to `maxBytes`.
 */
export async function readUpload(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  }
  const fields: Record<string, string> = {};
  let file: { content: Uint8Array; name: string | undefined } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: 1, fields: maxFields, fieldSize: maxFieldBytes },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
            {
              path: `body.${part.fieldname}`,
              code: 'TOO_LONG',
              message: `A field may have at most ${maxFieldBytes} bytes.`,
            },
          ]);
        }
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === fileField) {
        file = { content: await part.toBuffer(), name: part.filename };
      } else {
        throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
          {
            path: `body.${part.fieldname}`,
            code: 'UNKNOWN_FIELD',
            message: `Send the file in the field "${fileField}".`,
          },
        ]);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits);
    throw error;
  }
  if (!file || file.content.byteLength === 0) throw missingFile();
  const detected = await fileTypeFromBuffer(file.content);
  const mediaType = limits.mediaTypes.find((type) => type === detected?.mime);
  if (!mediaType) throw typeNotAllowed(limits);
  return {
    file: { content: file.content, mediaType, originalName: cleanFileName(file.name) },
    fields,
  };
}

const ownedBy = (owner: UploadOwner) =>
  'customerId' in owner
    ? eq(uploads.ownerCustomerId, owner.customerId)
    : eq(uploads.ownerGuestTokenHash, owner.guestTokenHash);

const uploadColumns = {
  id: uploads.id,
  mediaType: uploads.mediaType,
  size: uploads.size,
  originalName: uploads.originalName,
  createdAt: uploads.createdAt,
};

/** Where an upload's bytes lie: spread over 256 folders, so that no folder grows too long. */
const storageKeyOf = (id: string) => `uploads/${id.slice(0, 2)}/${id}`;

/**
 * Removes the file of an upload whose row was not kept: the transaction that wrote it with
 * `storeUpload` rolled back. A file already gone is no error.
 */
export async function discardUploadFile(context: { storage: FileStorage }, id: string) {
  await context.storage.delete(storageKeyOf(id));
}

/**
 * Keeps `file` for `owner`: the bytes in the storage, then its row in `db` (a route's
 * transaction may pass its own; if it rolls back, the caller discards the file with
 * `discardUploadFile`). A row that cannot be written takes its file with it.
 */
export async function storeUpload(
  context: { db: Db; storage: FileStorage; clock: Clock },
  file: ReceivedFile,
  owner: UploadOwner,
): Promise<Upload> {
  const id = randomUUID();
  const storageKey = storageKeyOf(id);
  await context.storage.put(storageKey, file.content, { mediaType: file.mediaType });
  try {
    const [row] = await context.db
      .insert(uploads)
      .values({
        id,
        storageKey,
        mediaType: file.mediaType,
        size: file.content.byteLength,
        originalName: file.originalName,
        ownerCustomerId: 'customerId' in owner ? owner.customerId : null,
        ownerGuestTokenHash: 'guestTokenHash' in owner ? owner.guestTokenHash : null,
        createdAt: context.clock.now(),
      })
      .returning(uploadColumns);
    return row!;
  } catch (error) {
    await context.storage.delete(storageKey);
    throw error;
  }
}

/**
 * The upload `id` of `owner` with its bytes; undefined for an id that is unknown, not a UUID, or
 * someone else's (a route answers 404 for all three alike).
 */
export async function openUpload(
  context: { db: Db; storage: FileStorage },
  id: string,
  owner: UploadOwner,
): Promise<{ upload: Upload; content: Readable } | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await context.db
    .select({ ...uploadColumns, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.id, id), ownedBy(owner)));
  if (!row) return undefined;
  const content = await context.storage.get(row.storageKey);
  if (!content) throw new Error(`The file of upload ${id} is missing from the storage.`);
  const { storageKey: _key, ...upload } = row;
  return { upload, content };
}
