/**
 * The catalogs of the built-in texts (docs/decisions/0014-one-convention-for-translated-text.md).
 * A package with texts defines them in its code with formatjs (`defineMessages`: a stable id and
 * the German text as `defaultMessage`) and keeps two catalogs in its `lang/` folder: `de.json`,
 * extracted from the code, and `en.json`, the English text of every id.
 *   npm run i18n:extract [folders]   writes lang/de.json of every package with a lang/ folder
 *   npm run i18n:check [folders]     checks the catalogs
 * The check prints one `path: message` line per problem and exits 1 on any: a lang/de.json that is
 * not what the code says, an id without its English text or an English text without its id, an
 * English text whose placeholders differ from the German one (formatjs verify), an empty text, an
 * id that two packages define.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(import.meta.dirname, '..');
const formatjs = fileURLToPath(import.meta.resolve('@formatjs/cli/bin/formatjs'));
const extractHint = 'run npm run i18n:extract';

type Catalog = Record<string, string>;

/** The workspace folders (root package.json) that have a lang/en.json. */
function catalogFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      return readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`);
    })
    .filter((folder) => existsSync(path.join(root, folder, 'lang', 'en.json')))
    .map((folder) => path.join(root, folder));
}

const shown = (file: string) => path.relative(process.cwd(), file) || '.';

function runFormatjs(args: string[]) {
  const result = spawnSync(process.execPath, [formatjs, ...args], { encoding: 'utf8' });
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The German texts the code of `folder` defines (its src/, without tests and stories). formatjs
 * warns about `formatMessage({ id: someVariable })`: those are the domain's labels, looked up by
 * the ids its configuration names, and have no text in the code.
 */
function extract(folder: string): { catalog: Catalog } | { problem: string } {
  const source = path.join(folder, 'src');
  const result = runFormatjs([
    'extract',
    `${source}/**/*.{ts,tsx}`,
    '--ignore',
    `${source}/**/*.test.*`,
    '--ignore',
    `${source}/**/*.stories.*`,
    '--format',
    'simple',
    '--preserve-whitespace',
  ]);
  if (!result.ok) return { problem: `formatjs extract failed:\n${result.stderr.trim()}` };
  return { catalog: JSON.parse(result.stdout || '{}') as Catalog };
}

function readCatalog(file: string): { catalog: Catalog } | { problem: string } {
  try {
    return { catalog: JSON.parse(readFileSync(file, 'utf8')) as Catalog };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

const sorted = (catalog: Catalog) =>
  Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const writeCatalog = (file: string, catalog: Catalog) =>
  writeFileSync(file, `${JSON.stringify(sorted(catalog), null, 2)}\n`);

function extractAll(folders: string[]) {
  const lines: string[] = [];
  for (const folder of folders) {
    const extracted = extract(folder);
    const file = path.join(folder, 'lang', 'de.json');
    if ('problem' in extracted) lines.push(`${shown(folder)}: ${extracted.problem}`);
    else {
      writeCatalog(file, extracted.catalog);
      console.log(`${shown(file)}: ${Object.keys(extracted.catalog).length} texts`);
    }
  }
  return lines;
}

/** The lines of `formatjs verify` (missing and extra ids, different placeholders), if it fails. */
function verify(german: string, english: string) {
  const result = runFormatjs([
    'verify',
    '--source-locale',
    'de',
    '--missing-keys',
    '--extra-keys',
    '--structural-equality',
    german,
    english,
  ]);
  if (result.ok) return [];
  const report = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^-+$/.test(line));
  return [`${shown(english)}: differs from ${shown(german)}:`, ...report.map((l) => `  ${l}`)];
}

function checkAll(folders: string[]) {
  const lines: string[] = [];
  const definedIn = new Map<string, string>();
  for (const folder of folders) {
    const germanFile = path.join(folder, 'lang', 'de.json');
    const englishFile = path.join(folder, 'lang', 'en.json');
    const code = extract(folder);
    const german = readCatalog(germanFile);
    const english = readCatalog(englishFile);
    for (const [file, read] of [
      [folder, code],
      [germanFile, german],
      [englishFile, english],
    ] as const) {
      if ('problem' in read) lines.push(`${shown(file)}: ${read.problem}`);
    }
    if ('problem' in code || 'problem' in german || 'problem' in english) continue;

    for (const [id, text] of Object.entries(code.catalog)) {
      if (!(id in german.catalog))
        lines.push(`${shown(germanFile)}: lacks "${id}" (${extractHint})`);
      else if (german.catalog[id] !== text) {
        lines.push(`${shown(germanFile)}: "${id}" is not the code's text (${extractHint})`);
      }
      const other = definedIn.get(id);
      if (other) lines.push(`${shown(germanFile)}: "${id}" is defined in ${shown(other)} too`);
      else definedIn.set(id, germanFile);
    }
    for (const id of Object.keys(german.catalog)) {
      if (!(id in code.catalog)) {
        lines.push(
          `${shown(germanFile)}: has "${id}", which the code does not define (${extractHint})`,
        );
      }
    }
    for (const [file, catalog] of [
      [germanFile, german.catalog],
      [englishFile, english.catalog],
    ] as const) {
      for (const [id, text] of Object.entries(catalog)) {
        if (typeof text !== 'string' || text.trim() === '') {
          lines.push(`${shown(file)}: "${id}" has no text`);
        }
      }
    }
    lines.push(...verify(germanFile, englishFile));
  }
  return lines;
}

function main([command, ...args]: string[]) {
  const folders = args.length > 0 ? args.map((folder) => path.resolve(folder)) : catalogFolders();
  if (command !== 'extract' && command !== 'check') {
    console.error('usage: i18n.ts extract|check [package folders]');
    return 2;
  }
  const lines = command === 'extract' ? extractAll(folders) : checkAll(folders);
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    return 1;
  }
  if (command === 'check') {
    console.log(`i18n check: ${folders.map(shown).join(', ')} passed`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
