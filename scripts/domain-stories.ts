/**
 * `npm run domain:stories`: records the API answers the domain stories are shown with
 * (scripts/domain-story-answers.ts) into site/src/domain-stories/recorded-answers.json. Run it
 * after adding a domain folder or changing what its pages ask for (modules, types, languages).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { createServer } from 'vite';
import type * as answers from './domain-story-answers.ts';

const root = path.join(import.meta.dirname, '..');
const file = path.join(root, 'site', 'src', 'domain-stories', 'recorded-answers.json');

// The site's code the recording asks which answers a page needs is Vite's to load (it reads
// module lists with import.meta.glob), so the recording runs in Vite's server-side runner.
const vite = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  ssr: { noExternal: ['styled-components'] },
});
try {
  const { recordDomainAnswers } = (await vite.ssrLoadModule(
    path.join(import.meta.dirname, 'domain-story-answers.ts'),
  )) as typeof answers;
  const recorded = await recordDomainAnswers(path.join(root, 'site', 'domains'));
  const text = await format(JSON.stringify(recorded), {
    ...(await resolveConfig(file)),
    filepath: file,
  });
  await writeFile(file, text);
  console.log(
    `wrote ${path.relative(root, file)}: ${Object.keys(recorded.domains).join(', ')} as of ${recorded.now}`,
  );
} finally {
  await vite.close();
}
