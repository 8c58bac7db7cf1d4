import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../package.json';
import { englishCatalog } from './english-catalog.ts';

const root = path.join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** The German catalog of the site and of every package of ours it depends on that has texts. */
const germanCatalogs = [
  path.join(root, 'site'),
  ...Object.keys(site.dependencies)
    .filter((name) => name.startsWith('@kursmarkt/'))
    .map((name) => path.join(root, 'packages', name.slice('@kursmarkt/'.length))),
]
  .map((folder) => path.join(folder, 'lang', 'de.json'))
  .filter((file) => existsSync(file));

describe('the English catalog', () => {
  it('has the English text of every built-in text of the site and the packages it shows', () => {
    expect(germanCatalogs.map((file) => path.relative(root, file)).sort()).toEqual([
      'packages/i18n/lang/de.json',
      'packages/modules/lang/de.json',
      'packages/search/lang/de.json',
      'packages/ui/lang/de.json',
      'site/lang/de.json',
    ]);
    const ids = germanCatalogs.flatMap((file) => Object.keys(readJson(file)));
    expect(ids.filter((id) => !(id in englishCatalog))).toEqual([]);
    expect(Object.keys(englishCatalog)).toHaveLength(ids.length);
  });
});
