import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'i18n.ts');
const tsx = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');

async function i18n(...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const code = (messages: Record<string, string>) => `import { defineMessages } from 'react-intl';

export const messages = defineMessages({
${Object.entries(messages)
  .map(
    ([id, text], index) => `  m${index}: { id: '${id}', defaultMessage: ${JSON.stringify(text)} },`,
  )
  .join('\n')}
});
`;

const german = {
  'fixture.greeting': 'Hallo {name}',
  'fixture.count': '{count, plural, one {# Kurs} other {# Kurse}}',
};
const english = {
  'fixture.greeting': 'Hello {name}',
  'fixture.count': '{count, plural, one {# course} other {# courses}}',
};

/** A package with texts in its code and the catalogs in lang/, in a folder of its own. */
async function fixturePackage(
  files: {
    code?: Record<string, string>;
    de?: Record<string, string>;
    en?: Record<string, string>;
  } = {},
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'i18n-check-'));
  await mkdir(path.join(folder, 'src'));
  await mkdir(path.join(folder, 'lang'));
  await writeFile(path.join(folder, 'src', 'messages.ts'), code(files.code ?? german));
  await writeFile(path.join(folder, 'lang', 'de.json'), JSON.stringify(files.de ?? german));
  await writeFile(path.join(folder, 'lang', 'en.json'), JSON.stringify(files.en ?? english));
  return folder;
}

describe('npm run i18n:check', () => {
  it('passes a package whose catalogs match its code and each other', async () => {
    const folder = await fixturePackage();
    const result = await i18n('check', folder);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  }, 30_000);

  it('fails when an id lacks its English text', async () => {
    const folder = await fixturePackage({ en: { 'fixture.greeting': 'Hello {name}' } });
    const result = await i18n('check', folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('lang/en.json: differs from');
    expect(result.stderr).toMatch(/Missing translation keys[\s\S]*fixture\.count/);
  }, 30_000);

  it('fails when an English text has no id in the code', async () => {
    const folder = await fixturePackage({ en: { ...english, 'fixture.gone': 'Gone' } });
    const result = await i18n('check', folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Extra translation keys[\s\S]*fixture\.gone/);
  }, 30_000);

  it('fails when the English placeholders differ from the German ones', async () => {
    const folder = await fixturePackage({ en: { ...english, 'fixture.greeting': 'Hello {user}' } });
    const result = await i18n('check', folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/structurally different[\s\S]*fixture\.greeting/);
  }, 30_000);

  it('fails when lang/de.json is not what the code says, and names the command that fixes it', async () => {
    const folder = await fixturePackage({
      code: { ...german, 'fixture.greeting': 'Guten Tag {name}', 'fixture.new': 'Neu' },
    });
    const result = await i18n('check', folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'lang/de.json: "fixture.greeting" is not the code\'s text (run npm run i18n:extract)',
    );
    expect(result.stderr).toContain('lang/de.json: lacks "fixture.new" (run npm run i18n:extract)');
  }, 30_000);

  it('fails when an English text is empty', async () => {
    const folder = await fixturePackage({ en: { ...english, 'fixture.greeting': ' ' } });
    const result = await i18n('check', folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('lang/en.json: "fixture.greeting" has no text');
  }, 30_000);

  it('fails when two packages define the same id', async () => {
    const first = await fixturePackage();
    const second = await fixturePackage();
    const result = await i18n('check', first, second);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"fixture.greeting" is defined in');
  }, 30_000);
});

describe('npm run i18n:extract', () => {
  it('writes lang/de.json from the German texts in the code, sorted by id', async () => {
    const folder = await fixturePackage({ de: {} });
    const result = await i18n('extract', folder);
    expect(result.code).toBe(0);
    const written = await readFile(path.join(folder, 'lang', 'de.json'), 'utf8');
    expect(written).toBe(
      `${JSON.stringify({ 'fixture.count': german['fixture.count'], 'fixture.greeting': german['fixture.greeting'] }, null, 2)}\n`,
    );
    expect((await i18n('check', folder)).code).toBe(0);
  }, 30_000);
});
