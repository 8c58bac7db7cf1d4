/**
 * The ui package's house rules, checked: every component folder (PascalCase) has its component,
 * index, stories and tests (STYLE.md 5, 11), and component code names no colour, length or font
 * literally: styles read tokens only (STYLE.md 7). Prints `path: message` lines, exit 1 on any.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const uiRoot = path.join(import.meta.dirname, '..', 'packages', 'ui', 'src');
const literal = [
  { pattern: /#[0-9a-fA-F]{3,8}\b/, what: 'a hex colour' },
  { pattern: /(?<![\w-])\d*\.?\d+(?:px|rem|em|vh|vw)\b/, what: 'a length' },
  { pattern: /font-family:\s*['"A-Za-z]/, what: 'a font name' },
  { pattern: /\brgba?\(|\bhsla?\(/, what: 'a colour function' },
];

const problems: string[] = [];
const entries = await readdir(uiRoot, { withFileTypes: true });
const components = entries.filter((e) => e.isDirectory() && /^[A-Z]/.test(e.name));

for (const { name } of components) {
  const files = await readdir(path.join(uiRoot, name));
  for (const required of [`${name}.tsx`, 'index.ts', `${name}.stories.tsx`, `${name}.test.tsx`]) {
    if (!files.includes(required)) problems.push(`packages/ui/src/${name}: has no ${required}`);
  }
  const code = files.filter(
    (f) => /\.tsx?$/.test(f) && !/\.(stories|test)\.tsx?$/.test(f) && f !== 'messages.ts',
  );
  for (const file of code) {
    const lines = (await readFile(path.join(uiRoot, name, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      for (const { pattern, what } of literal) {
        if (pattern.test(line)) {
          problems.push(`packages/ui/src/${name}/${file}:${index + 1}: names ${what}; use a token`);
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
    `ui check: ${components.length} components, each with stories and tests, tokens only`,
  );
}
