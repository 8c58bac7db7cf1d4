/**
 * Checks every shipped theme, or one theme with a `customTheme` file:
 *   npm run theme:check                          all themes
 *   npm run theme:check -- RENO custom.json      RENO with that customTheme
 * Prints one `path: message` line per problem and exits 1 on any.
 */
import { readFile } from 'node:fs/promises';
import { formatIssue } from '@kursmarkt/schemas';
import { resolveTheme, themeIds } from '@kursmarkt/themes';

async function readJson(
  file: string,
): Promise<{ ok: true; value: unknown } | { ok: false; line: string }> {
  try {
    return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) };
  } catch (error) {
    return { ok: false, line: `${file}: ${(error as Error).message}` };
  }
}

async function main(args: string[]) {
  const [themeId, customFile] = args;
  const lines: string[] = [];
  if (themeId) {
    let custom: unknown;
    if (customFile) {
      const read = await readJson(customFile);
      if (!read.ok) lines.push(read.line);
      else custom = read.value;
    }
    if (lines.length === 0) {
      const result = resolveTheme(themeId, custom);
      if (!result.ok) lines.push(...result.issues.map(formatIssue));
    }
  } else {
    for (const id of themeIds) {
      const result = resolveTheme(id);
      if (!result.ok) lines.push(...result.issues.map(formatIssue));
    }
  }
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    return 1;
  }
  console.log(`theme check: ${themeId ?? themeIds.join(', ')} passed`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
