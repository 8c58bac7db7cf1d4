/**
 * The house rules of the ui, modules and search packages, checked: every component folder (PascalCase)
 * has its component, index, stories and tests (STYLE.md 3, 5, 11), every module in the registry
 * has its folder, and component code names no colour, length or font literally: styles read
 * tokens only (STYLE.md 7). Prints `path: message` lines, exit 1 on any.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const packagesRoot = path.join(import.meta.dirname, '..', 'packages');
const literal = [
  { pattern: /#[0-9a-fA-F]{3,8}\b/, what: 'a hex colour' },
  { pattern: /(?<![\w-])\d*\.?\d+(?:px|rem|em|vh|vw)\b/, what: 'a length' },
  { pattern: /font-family:\s*['"A-Za-z]/, what: 'a font name' },
  { pattern: /\brgba?\(|\bhsla?\(/, what: 'a colour function' },
];

const problems: string[] = [];
const counts: Record<string, number> = {};

for (const pkg of ['ui', 'modules', 'search']) {
  const root = path.join(packagesRoot, pkg, 'src');
  const entries = await readdir(root, { withFileTypes: true });
  const components = entries.filter((e) => e.isDirectory() && /^[A-Z]/.test(e.name));
  counts[pkg] = components.length;
  for (const { name } of components) {
    const files = await readdir(path.join(root, name));
    for (const required of [`${name}.tsx`, 'index.ts', `${name}.stories.tsx`, `${name}.test.tsx`]) {
      if (!files.includes(required))
        problems.push(`packages/${pkg}/src/${name}: has no ${required}`);
    }
    await checkLiterals(pkg, root, name, files);
  }
}

const registry = await readFile(path.join(packagesRoot, 'modules', 'src', 'registry.ts'), 'utf8');
for (const [, folder] of registry.matchAll(/import\('\.\/(\w+)\/index\.ts'\)/g)) {
  const files = await readdir(path.join(packagesRoot, 'modules', 'src', folder!)).catch(
    (): string[] => [],
  );
  if (!files.includes(`${folder}.stories.tsx`)) {
    problems.push(`packages/modules/src/registry.ts: registers ${folder}, which has no stories`);
  }
}

async function checkLiterals(pkg: string, root: string, name: string, files: string[]) {
  const code = files.filter(
    (f) => /\.tsx?$/.test(f) && !/\.(stories|test)\.tsx?$/.test(f) && f !== 'messages.ts',
  );
  for (const file of code) {
    const lines = (await readFile(path.join(root, name, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      for (const { pattern, what } of literal) {
        if (pattern.test(line)) {
          problems.push(
            `packages/${pkg}/src/${name}/${file}:${index + 1}: names ${what}; use a token`,
          );
        }
      }
    });
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log(
    `ui check: ${counts.ui} ui components, ${counts.modules} modules and ${counts.search} search components, each with stories and tests, tokens only`,
  );
}
