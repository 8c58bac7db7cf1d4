/**
 * Prints the product's size figures. Figures only: targets live in the issues, not in tests.
 *   npm run bench
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build, type Rolldown } from 'vite';

const root = path.join(import.meta.dirname, '..');
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The ui package bundled on its own; `external` packages are left out of the figure. */
async function uiBundle(external: RegExp[]) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, 'packages/ui/src/index.ts'), formats: ['es'], fileName: 'ui' },
      rollupOptions: { external: (id) => external.some((pattern) => pattern.test(id)) },
    },
  })) as Rolldown.RolldownOutput[];
  const chunks = output.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  const code = chunks.map((c) => c.code).join('\n');
  return {
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code).length,
    hasZod: /\bZodError\b/.test(code),
  };
}

const shared = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-intl($|\/)/,
  /^styled-components($|\/)/,
];
const own = await uiBundle([...shared, /^@radix-ui\//]);
const withRadix = await uiBundle(shared);

console.log('packages/ui (minified, gzip)');
console.log(`  own code, dependencies external        ${kB(own.gzip)} (raw ${kB(own.raw)})`);
console.log(
  `  with Radix, React/intl/styled external  ${kB(withRadix.gzip)} (raw ${kB(withRadix.raw)})`,
);
console.log(`  zod in the ui bundle                    ${withRadix.hasZod ? 'yes' : 'no'}`);
