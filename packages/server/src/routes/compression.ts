/**
 * How the server compresses what it answers: pages and API answers through @fastify/compress
 * (registered in app.ts with these settings), and the built assets once at build time
 * (scripts/precompress.ts). Brotli is preferred where the client takes it, else gzip.
 */
export const contentEncodings = ['br', 'gzip'] as const;

/** Answers shorter than this go out as they are: compressing them gains less than it costs. */
export const compressionThreshold = 1024;

/**
 * Brotli's quality for answers compressed while the client waits: 4, as @fastify/compress uses,
 * compresses a search answer of about 18 kB to about 3 kB in about 0.15 ms; 11 (zlib's default)
 * takes a hundred times as long for a few per cent less.
 */
export const brotliQuality = 4;
