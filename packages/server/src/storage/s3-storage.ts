import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Clock } from '../clock.ts';
import { checkedKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  /**
   * The bucket's URL, to which a key is appended: virtual-hosted
   * (`https://kursmarkt-files.s3.eu-central-1.amazonaws.com`) or path-style
   * (`https://minio.example:9000/kursmarkt-files`).
   */
  bucketUrl: string;
  /** The bucket's region, e.g. `eu-central-1` (`auto` for Cloudflare R2). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The time requests are signed with (the app's clock). */
  clock: Clock;
  /** The HTTP client (default the global fetch). */
  fetch?: typeof fetch;
}

/** `20260504T083000Z`, the form of time Signature Version 4 signs. */
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph …) through its REST API:
 * PutObject, GetObject and DeleteObject with Signature Version 4 (aws4fetch), the payload's
 * SHA-256 signed too.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const base = options.bucketUrl.replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // A failure answers the request that stores or reads; it is not retried behind its back.
    retries: 0,
  });
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}) => {
    const url = `${base}/${checkedKey(key)
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/')}`;
    const signed = await client.sign(url, {
      method,
      ...init,
      aws: { datetime: amzDate(options.clock.now()) },
    });
    return (options.fetch ?? fetch)(signed);
  };
  const failure = async (what: string, key: string, response: Response) =>
    new Error(
      `S3 ${what} ${key} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  const emptyHash = createHash('sha256').digest('hex');

  return {
    async put(key, content, { mediaType }) {
      const response = await send('PUT', key, {
        // Bytes read from a request, never a shared buffer.
        body: content as Uint8Array<ArrayBuffer>,
        headers: {
          'content-type': mediaType,
          'x-amz-content-sha256': createHash('sha256').update(content).digest('hex'),
        },
      });
      if (!response.ok) throw await failure('PutObject', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key, { headers: { 'x-amz-content-sha256': emptyHash } });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw await failure('GetObject', key, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send('DELETE', key, {
        headers: { 'x-amz-content-sha256': emptyHash },
      });
      // S3 answers 204 whether the key existed or not; some servers answer 404 for a missing one.
      if (!response.ok && response.status !== 404) {
        throw await failure('DeleteObject', key, response);
      }
      await response.body?.cancel();
    },
  };
}
