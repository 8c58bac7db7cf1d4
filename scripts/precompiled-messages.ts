import path from 'node:path';
import formatjs from '@formatjs/unplugin/vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';

/** A package's English catalog (`lang/en.json`, docs/decisions/0014-*). */
const englishCatalog = /[\\/]lang[\\/]en\.json$/;

/**
 * The English texts as ICU message ASTs, as `formatjs compile --ast` writes them: what react-intl
 * would parse on the visitor's device is parsed here, once.
 */
export function compileCatalog(json: string): Record<string, unknown> {
  const catalog = JSON.parse(json) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(catalog).map(([id, text]) => {
      try {
        return [id, parse(text)];
      } catch (error) {
        throw new Error(`"${id}": ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/**
 * Precompiled messages for the storefront's browser build
 * (docs/decisions/0027-precompiled-messages-and-a-lighter-first-visit.md): every `defaultMessage`
 * in the code (the German texts, in `defineMessages`, `formatMessage` and `<FormattedMessage>`) and
 * every English catalog becomes an ICU AST at build time, and react-intl's message parser is
 * replaced by formatjs's `no-parser` entry, so the parser never reaches the browser. The domain's
 * labels arrive compiled from the server (packages/server/src/site.ts).
 *
 * Only the client build into `outDir` is changed: the server render, `npm run dev`, Storybook and
 * the tests keep the parser and the texts as written (Storybook drops the project's `build`
 * options, so its build never names `outDir`).
 */
export function precompiledMessages(outDir: string): Plugin[] {
  const clientBuild = (config: UserConfig, env: ConfigEnv) =>
    env.command === 'build' &&
    !env.isSsrBuild &&
    config.build?.outDir !== undefined &&
    path.resolve(config.build.outDir) === path.resolve(outDir);
  const compileDefaults = [formatjs({ ast: true, preserveWhitespace: true, flatten: false })]
    .flat()
    .map((plugin) => ({ ...plugin, apply: clientBuild }));
  return [
    ...compileDefaults,
    {
      name: 'kursmarkt:precompiled-messages',
      enforce: 'pre',
      apply: clientBuild,
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      }),
      transform: {
        filter: { id: englishCatalog },
        handler: (code) => ({ code: JSON.stringify(compileCatalog(code)), map: null }),
      },
    },
  ];
}
