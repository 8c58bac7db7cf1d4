/**
 * Where the product keeps files: a folder outside the web root by default
 * (folder-storage.ts), an S3-compatible bucket as configured (s3-storage.ts). Callers name a file
 * by its key and never see where it lies. See docs/decisions/0017-uploads-and-file-storage.md.
 */
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Keeps `content` under `key`, replacing what was there. */
  put(key: string, content: Uint8Array, options: { mediaType: string }): Promise<void>;
  /** The bytes under `key`, as they are read; undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the file under `key`; a key with no file is no error. */
  delete(key: string): Promise<void>;
}

/** A key: segments of letters, digits, `-`, `_` and `.`, joined by `/`, none of them `.` or `..`. */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** `key` if it is one; a programming error otherwise (keys are made by the product, not sent). */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key) || key.length > 512) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
