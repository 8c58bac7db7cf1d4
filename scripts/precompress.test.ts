// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>',
    );
    // Enough text to be worth compressing, and a lazily loaded module too small to be.
    const courses = Array.from({ length: 80 }, (_, id) => `Fachanwaltslehrgang Arbeitsrecht ${id}`);
    await writeFile(
      path.join(root, 'main.js'),
      `document.body.append(${JSON.stringify(courses)}.join(', '));\nimport('./small.js');\n`,
    );
    await writeFile(path.join(root, 'small.js'), 'export const small = 1;\n');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const buildInto = async (outDir: string, compressInto: string) => {
    await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [precompress(compressInto)],
      build: { outDir, emptyOutDir: true },
    });
    return (await readdir(path.join(outDir, 'assets'))).sort();
  };

  it('writes each text file of at least 1 kB beside it, as brotli and gzip', async () => {
    const outDir = path.join(root, 'dist');
    const files = await buildInto(outDir, outDir);
    const main = files.find((file) => /^index-.*\.js$/.test(file))!;
    const small = files.find((file) => /^small-.*\.js$/.test(file))!;
    expect(files).toEqual([main, `${main}.br`, `${main}.gz`, small].sort());

    const code = await readFile(path.join(outDir, 'assets', main));
    expect(code.length).toBeGreaterThanOrEqual(1024);
    const br = await readFile(path.join(outDir, 'assets', `${main}.br`));
    const gz = await readFile(path.join(outDir, 'assets', `${main}.gz`));
    expect(brotliDecompressSync(br)).toEqual(code);
    expect(gunzipSync(gz)).toEqual(code);
    expect(br.length).toBeLessThan(code.length / 2);
    expect(await readdir(outDir)).not.toContain('index.html.br');
  });

  it('leaves a build into another folder alone', async () => {
    const files = await buildInto(path.join(root, 'other'), path.join(root, 'dist'));
    expect(files.filter((file) => /\.(?:br|gz)$/.test(file))).toEqual([]);
  });
});
