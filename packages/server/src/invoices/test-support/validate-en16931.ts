/**
 * Test support: checks CII invoice XML against the official EN 16931 validation rules (CEN/TC 434,
 * eInvoicing-EN16931 release 1.3.16, `en16931/EN16931-CII-validation.xslt`, EUPL 1.2, kept unchanged
 * beside its licence) with SaxonJS, in the test's own process. The rules are compiled once by xslt3
 * into the system's temp folder, under a name of the rules' digest, and reused by later runs.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

type SaxonJs = {
  transform(
    options: { stylesheetFileName: string; sourceText: string; destination: 'serialized' },
    mode: 'async',
  ): Promise<{ principalResult: unknown }>;
};

const require = createRequire(import.meta.url);
const saxon = require('saxon-js') as SaxonJs;
const rules = path.join(import.meta.dirname, 'en16931', 'EN16931-CII-validation.xslt');

/** One rule the document fails: its id (`BR-05`), flag (`fatal`, `warning`) and text. */
export type FailedRule = { id: string; flag: string; text: string };

let compiling: Promise<string> | undefined;

/** The compiled rules' file, compiled on the first call (half a minute to a minute). */
export function compiledRules(): Promise<string> {
  compiling ??= (async () => {
    const digest = createHash('sha256').update(readFileSync(rules)).digest('hex').slice(0, 16);
    const compiled = path.join(tmpdir(), `kursmarkt-en16931-cii-${digest}.sef.json`);
    if (existsSync(compiled)) return compiled;
    const partial = `${compiled}.${process.pid}`;
    await promisify(execFile)(process.execPath, [
      require.resolve('xslt3/xslt3.js'),
      `-xsl:${rules}`,
      `-export:${partial}`,
      '-relocate:on',
      '-nogo',
    ]);
    await rename(partial, compiled);
    return compiled;
  })();
  return compiling;
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

/** The rules `xml` fails, in document order; an empty list when it passes. */
export async function failedEn16931Rules(xml: string): Promise<FailedRule[]> {
  const result = await saxon.transform(
    { stylesheetFileName: await compiledRules(), sourceText: xml, destination: 'serialized' },
    'async',
  );
  const report = String(result.principalResult);
  return [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(
    ([, attributes = '', body = '']) => ({
      id: attribute(attributes, 'id'),
      flag: attribute(attributes, 'flag'),
      text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    }),
  );
}
