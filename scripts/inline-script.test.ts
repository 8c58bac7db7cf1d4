// @vitest-environment node
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileInlineScript } from './inline-script.ts';

const keepTaps = path.join(import.meta.dirname, '..', 'site', 'src', 'early-taps', 'keep-taps.ts');

describe('the page’s first script', () => {
  it('compiles into a classic script that keeps a tap on a button', async () => {
    const code = await compileInlineScript(keepTaps);
    const page = new JSDOM(`<button type="button">Arbeitsrecht</button>`, {
      runScripts: 'outside-only',
    });

    page.window.eval(code);
    page.window.document.querySelector('button')!.click();

    expect(page.window.kursmarktTaps?.kept).toHaveLength(1);
  });

  it('refuses a file that imports code, which a classic script cannot', async () => {
    await expect(
      compileInlineScript(path.join(import.meta.dirname, 'inline-script.ts')),
    ).rejects.toThrow(/must not import or export/);
  });
});
