import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * How the server compresses what it answers: pages and API answers through @fastify/compress
 * (registered in app.ts with these settings), answers whose bytes are reused through
 * response-memo.ts, which compresses them once, and the built assets at build time
 * (scripts/precompress.ts). Brotli is preferred where the client takes it, else gzip.
 */
export const contentEncodings = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof contentEncodings)[number];

/** Answers shorter than this go out as they are: compressing them gains less than it costs. */
export const compressionThreshold = 1024;

/**
 * Brotli's quality for answers compressed while the client waits: 4, as @fastify/compress uses,
 * compresses a search answer of about 18 kB to about 3 kB in about 0.15 ms; 11 (zlib's default)
 * takes a hundred times as long for a few per cent less.
 */
export const brotliQuality = 4;

/**
 * The encoding to answer a request with `accept-encoding`, or none; read as @fastify/compress
 * reads it (`*` and `x-gzip` stand for gzip).
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [
    ...contentEncodings,
  ]) as ContentEncoding | null;
  return encoding ?? undefined;
}

/** `bytes` compressed with `encoding`. */
export function compressed(bytes: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes);
}
