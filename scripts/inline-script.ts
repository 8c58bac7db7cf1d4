import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';
// By its file: the Vite configuration that loads this plugin bundles only relative imports.
import { cspNonceMarker } from '../schemas/src/rules/constants.ts';

/**
 * A TypeScript file compiled and minified into one classic script for a page's head: it may
 * import types only (they vanish), since nothing else is loaded with it.
 */
export async function compileInlineScript(file: string): Promise<string> {
  const source = await readFile(file, 'utf8');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  const minified = await minify(file.replace(/\.ts$/, '.js'), code);
  if (/\b(?:import|export)\b/.test(minified.code)) {
    throw new Error(`${file} must not import or export anything: it runs as a classic script.`);
  }
  return minified.code.trim();
}

/**
 * Writes `file` (compiled by `compileInlineScript`) as the first script of the head of `page`
 * (an HTML file), so that it runs before the page shows and before any other script has loaded.
 * It carries the nonce marker, which the server replaces with the answer's nonce, so that the
 * page's policy allows it (packages/server/src/site.ts). Other pages built with the same
 * configuration (Storybook's) do not get it.
 */
export function inlineScript(file: string, page: string): Plugin {
  return {
    name: 'kursmarkt:inline-script',
    async transformIndexHtml(_html, { filename }) {
      if (path.resolve(filename) !== path.resolve(page)) return [];
      return [
        {
          tag: 'script',
          attrs: { nonce: cspNonceMarker },
          children: await compileInlineScript(file),
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
