// @vitest-environment jsdom
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { compileInlineScript, inlineScript } from './inline-script.ts';

const keepTaps = path.join(import.meta.dirname, '..', 'site', 'src', 'early-taps', 'keep-taps.ts');

describe('the page’s first script', () => {
  it('compiles into a classic script that keeps a tap on a button', async () => {
    const code = await compileInlineScript(keepTaps);
    document.body.innerHTML = `<button type="button">Arbeitsrecht</button>`;

    // Run as a classic script is: on its own, with the page's globals.
    new Function(code)();
    document.querySelector('button')!.click();

    expect(window.kursmarktTaps?.kept).toHaveLength(1);
  });

  it('refuses a file that imports code, which a classic script cannot', async () => {
    await expect(
      compileInlineScript(path.join(import.meta.dirname, 'inline-script.ts')),
    ).rejects.toThrow(/must not import or export/);
  });

  it('goes first into the head with the nonce marker, which the server replaces with the nonce', async () => {
    const page = path.join(import.meta.dirname, '..', 'site', 'index.html');
    const transform = inlineScript(keepTaps, page).transformIndexHtml as (
      html: string,
      context: Pick<IndexHtmlTransformContext, 'filename'>,
    ) => Promise<unknown>;
    expect(await transform('', { filename: page })).toEqual([
      expect.objectContaining({
        tag: 'script',
        attrs: { nonce: '%NONCE%' },
        injectTo: 'head-prepend',
      }),
    ]);
  });
});
