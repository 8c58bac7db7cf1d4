import './tests/support/node-polyfills.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { inlineScript } from './scripts/inline-script.ts';
import { precompiledMessages } from './scripts/precompiled-messages.ts';
import { precompress } from './scripts/precompress.ts';
import { chromiumArgs, chromiumExecutable } from './tests/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(root, 'site', 'dist');

export default defineConfig({
  root: path.join(root, 'site'),
  plugins: [
    react(),
    // Taps before hydration are kept from the first moment (docs/decisions/0019-*).
    inlineScript(
      path.join(root, 'site', 'src', 'early-taps', 'keep-taps.ts'),
      path.join(root, 'site', 'index.html'),
    ),
    precompiledMessages(outDir),
    precompress(outDir),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shim that swr's infinite lists import
    // for older Reacts would only add its fallback to the first script.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
    // npm keeps a copy of the zod resolver beside each workspace that names it (site, modules):
    // one copy in the build, the one the forms' shared chunk already holds.
    dedupe: ['@hookform/resolvers'],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Budgets are measured by `npm run bench`, not enforced here.
    chunkSizeWarningLimit: 200,
    // npm run bench reads the chunk graph from .vite/manifest.json.
    manifest: true,
    // No preload polyfill in the first script: a browser without modulepreload (Safari before 17)
    // loads the same modules through their imports, a moment later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page starts with go into one chunk: split into the many small
        // shared chunks the bundler would make, they cost the start page over a kilobyte more
        // (each file is compressed on its own and imports the others).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 100,
              // swr's infinite lists and mutations are for the pages that list and send.
              test: /node_modules[\\/](react|react-dom|scheduler|styled-components|react-intl|@formatjs|intl-messageformat|swr(?![\\/]dist[\\/](infinite|mutation)[\\/])|react-router|react-router-dom|use-sync-external-store|stylis|@emotion|tslib|cookie|set-cookie-parser)[\\/]/,
            },
            // Start-page modules link to searches: writing a search's URL must not bring the
            // search box and the results pages' shared code along.
            {
              name: 'search-url',
              priority: 90,
              test: /packages[\\/]search[\\/]src[\\/]search-url\.ts$/,
            },
            {
              name: 'radix',
              priority: 80,
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|presence|collection|roving-focus|slot|compose-refs|id|direction|use-[a-z-]+|radio-group|tabs|visually-hidden))[\\/]/,
            },
            {
              name: 'consent',
              priority: 70,
              test: /site[\\/]src[\\/]consent[\\/](start|store|affiliate|codes|cookies|tag-manager|settings-link)\.ts$/,
            },
            {
              name: 'consent-banner',
              priority: 60,
              test: /site[\\/]src[\\/]consent[\\/](CookieBanner\.tsx|messages\.ts)$|packages[\\/]ui[\\/]src[\\/](ConsentBanner|Checkbox)[\\/]/,
            },
            {
              name: 'newsletter',
              priority: 10,
              includeDependenciesRecursively: false,
              // Not the form itself, which loads on first use with the form library.
              test: /site[\\/]src[\\/]shell[\\/]FooterNewsletter|packages[\\/]modules[\\/]src[\\/]Newsletter[\\/](?!newsletter-form)/,
            },
            {
              name: 'start',
              priority: 20,
              test: /site[\\/]src[\\/](pages[\\/]StartPage|search[\\/](StartSearchBox|search-storage|search-setup))\.tsx?$|packages[\\/]search[\\/]src[\\/](SearchBox[\\/](SearchBox|SearchBox\.styles|search-params|messages)|search-state)\.tsx?$|packages[\\/]modules[\\/]src[\\/](StartPageModules|registry|CoursePreview[\\/]preview-data)|packages[\\/]ui[\\/]src[\\/](Tabs|Stack|Skeleton|Heading|Card)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Node would load styled-components' CommonJS build, whose default export is not `styled`.
    noExternal: ['styled-components'],
  },
  test: {
    root,
    // Time limits are safety nets, not measures (benchmarks measure speed): on a two-core
    // machine shared with builds, the first test of a file that imports the site took over
    // Vitest's default 5 s (issue 24). A test that hangs still fails.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // The storefront and its packages keep state in modules and on the page (session, consent,
      // carts, searches, the API client's caches, styled-components' sheet, focus): each file gets
      // a page (jsdom) and modules of its own.
      {
        extends: true,
        root,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{site,packages,backoffice}/**/*.test.{ts,tsx}'],
          exclude: ['packages/server/**', 'packages/i18n/**', '**/node_modules/**'],
          setupFiles: ['./tests/support/unit-setup.ts'],
        },
      },
      // The rules, themes, scripts and texts keep no state between tests: a worker keeps its page
      // and the modules it evaluated from one file to the next, as a page per file cost more than
      // these files' tests (docs/decisions/0049-*). unit-setup.ts gives each file a clean page.
      {
        extends: true,
        root,
        test: {
          name: 'unit-shared',
          environment: 'jsdom',
          include: [
            '{schemas,themes,scripts}/**/*.test.{ts,tsx}',
            'packages/i18n/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**'],
          setupFiles: ['./tests/support/unit-setup.ts'],
          isolate: false,
        },
      },
      // The server's tests need no DOM. They share worker threads and their modules (no file
      // changes globals or mocks modules), so the migrated PGlite image and the PostgreSQL
      // template are made once per worker instead of once per file.
      {
        extends: true,
        root,
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      // Every story is tested (render, play function, axe) in the default theme, in German; the
      // stories tagged `themed` in the other two themes too, in English
      // (docs/decisions/0043-database-tests-where-they-matter.md: what a theme changes in a story
      // is colour, and the theme check proves the colour pairs of the rest).
      ...[
        { theme: 'LAWYER', locale: 'de' },
        { theme: 'RENO', locale: 'en' },
        { theme: 'LUMEN', locale: 'en' },
      ].map(({ theme, locale }) => ({
        extends: true,
        root,
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            // A domain's stories show its own theme and language (site/src/domain-stories):
            // tested once, in the first project, as every story without the `themed` tag.
            ...(theme !== 'LAWYER' && { tags: { include: ['themed'] } }),
          }),
        ],
        define: {
          'import.meta.env.STORYBOOK_THEME': JSON.stringify(theme),
          'import.meta.env.STORYBOOK_LOCALE': JSON.stringify(locale),
        },
        test: {
          name: theme === 'LAWYER' ? 'storybook' : `storybook-${theme.toLowerCase()}`,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
