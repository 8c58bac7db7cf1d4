/**
 * The domain stories' index (Storybook's sidebar and the story tests): one story per domain
 * folder, language and page, for site/src/domain-stories/Domains.stories.tsx. The folders decide
 * which stories exist; the story file holds none of its own. Read in Node by main.ts.
 */
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Indexer, IndexInput } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import type { Locale } from '@kursmarkt/schemas';
import type { StoryPage } from '../site/src/domain-stories/story-pages.ts';

const root = path.join(import.meta.dirname, '..');
const domainsDir = path.join(root, 'site', 'domains');
const storyFile = path.join(root, 'site', 'src', 'domain-stories', 'Domains.stories.tsx');
const storyFileTest = /site[\\/]src[\\/]domain-stories[\\/]Domains\.stories\.tsx$/;

/** Each page's part of the story's export name and its name in the sidebar. */
const pages: Record<StoryPage, { exportPart: string; name: string }> = {
  start: { exportPart: 'StartPage', name: 'start page' },
  search: { exportPart: 'SearchResults', name: 'search results' },
  course: { exportPart: 'CoursePage', name: 'course page' },
};
const languages: readonly Locale[] = ['de', 'en'];

type DomainStoryEntry = {
  exportName: string;
  name: string;
  domain: string;
  language: string;
  page: string;
};

/** `my-brand` → `myBrand`: folder names are lower case with hyphens. */
const camel = (id: string) =>
  id.replace(/-([a-z0-9])/g, (_all, next: string) => next.toUpperCase());

/**
 * The languages a folder's configuration names; German alone when it cannot be read, so that
 * the folder's story shows what is wrong with it.
 */
function languagesOf(folder: string): string[] {
  try {
    const config = JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as {
      locales?: unknown;
    };
    const named = Array.isArray(config.locales)
      ? languages.filter((language) => (config.locales as unknown[]).includes(language))
      : [];
    return named.length > 0 ? named : ['de'];
  } catch {
    return ['de'];
  }
}

/** The stories of every folder of site/domains that has a config.json, in folder order. */
export function domainStoryEntries(): DomainStoryEntry[] {
  return readdirSync(domainsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((domain) =>
      languagesOf(path.join(domainsDir, domain)).flatMap((language) =>
        Object.entries(pages).map(([page, { exportPart, name }]) => ({
          exportName: `${camel(domain)}${exportPart}${language === 'de' ? 'De' : 'En'}`,
          name: `${domain}: ${name} (${language})`,
          domain,
          language,
          page,
        })),
      ),
    );
}

/** Indexes the story file by the folders instead of by its (absent) exports. */
export const domainStoryIndexer: Indexer = {
  test: storyFileTest,
  createIndex: async (fileName) =>
    domainStoryEntries().map(({ exportName, name }): IndexInput => ({
      type: 'story',
      importPath: fileName,
      exportName,
      name,
      title: 'Domains',
      tags: ['domain'],
    })),
};

/**
 * Adds the stories to the story file as Vite loads it, and loads it again when a folder is
 * added or removed or a configuration changes its languages. In Storybook's dev server such a
 * change also touches the story file, which makes Storybook index it again.
 */
export function domainStoriesPlugin(): Plugin {
  return {
    name: 'kursmarkt:domain-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!storyFileTest.test(id)) return null;
      const entries = domainStoryEntries();
      for (const domain of new Set(entries.map((entry) => entry.domain))) {
        this.addWatchFile(path.join(domainsDir, domain, 'config.json'));
      }
      const stories = entries.map(
        ({ exportName, domain, language, page }) =>
          `export const ${exportName} = domainStory(${JSON.stringify(domain)}, ${JSON.stringify(language)}, ${JSON.stringify(page)});`,
      );
      return {
        code: `${code}\nimport { domainStory } from './domain-story.tsx';\n${stories.join('\n')}\n`,
        map: null,
      };
    },
    configureServer(server) {
      const storiesChanged = (file: string) => {
        const relative = path.relative(domainsDir, file);
        if (relative.startsWith('..') || !/^[^\\/]+[\\/]config\.json$/.test(relative)) return;
        const now = new Date();
        utimesSync(storyFile, now, now);
      };
      server.watcher.add(domainsDir);
      server.watcher.on('add', storiesChanged);
      server.watcher.on('unlink', storiesChanged);
      server.watcher.on('change', storiesChanged);
    },
  };
}
