import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { compressionThreshold } from '../packages/server/src/routes/compression.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files of a build worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/u;

/**
 * Writes each text file of the build into `dir` compressed beside it, as `<file>.br` (brotli at
 * its best quality) and `<file>.gz`: the server sends these to clients that take them (the
 * `preCompressed` option of @fastify/static), so assets are compressed once, at build time, and
 * better than a server could afford on each request. Other builds with this configuration
 * (Storybook's, the server render's) write elsewhere and are left alone.
 */
export function precompress(dir: string): Plugin {
  return {
    name: 'kursmarkt:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir || path.resolve(options.dir) !== path.resolve(dir)) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!compressible.test(file.fileName)) return;
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (content.length < compressionThreshold) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
