// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

/**
 * The dependency direction of DESIGN.md section 2 (and docs/decisions/0002-theme-packages.md,
 * 0008-search-package.md).
 * Each zone names the files being linted (`target`) and what they must not import (`from`).
 */
const everyPackage = [
  './packages/ui',
  './packages/api',
  './packages/auth',
  './packages/i18n',
  './packages/modules',
  './packages/search',
  './packages/server',
];
const except = (list, ...keep) => list.filter((entry) => !keep.includes(entry));
const zones = [
  {
    target: './schemas',
    from: [...everyPackage, './themes', './site'],
    message: 'schemas imports nothing of ours.',
  },
  {
    target: './packages/ui',
    from: [...except(everyPackage, './packages/ui'), './themes', './site'],
    message: 'ui imports schemas only.',
  },
  ...['api', 'auth', 'i18n'].map((name) => ({
    target: `./packages/${name}`,
    from: [...except(everyPackage, `./packages/${name}`), './themes', './site'],
    message: `${name} imports schemas only.`,
  })),
  {
    target: './packages/search',
    from: ['./packages/auth', './packages/modules', './packages/server', './themes', './site'],
    message: 'search imports ui, api and i18n only (docs/decisions/0008-search-package.md).',
  },
  {
    target: './packages/modules',
    from: ['./packages/auth', './packages/server', './themes', './site'],
    message: 'modules import ui, api, i18n and search only.',
  },
  {
    target: './packages/server',
    from: except(everyPackage, './packages/server').concat('./site'),
    message: 'server imports schemas and themes only.',
  },
  {
    target: './packages/server/src/mail/transport.ts',
    from: './packages/server/src',
    except: ['./mail/transport.ts'],
    message: 'the mail transport imports no feature of the server: features import mail.',
  },
  ...['base', 'lawyer', 'reno', 'lumen'].map((name) => ({
    target: `./themes/${name}`,
    from: [...everyPackage, './site', './themes/registry'],
    message: 'a theme package imports schemas only.',
  })),
  {
    target: './themes/registry',
    from: [...everyPackage, './site'],
    message: 'the theme registry imports schemas and theme packages only.',
  },
];

/** Start-page modules never import each other (DESIGN.md section 2): one zone per module folder. */
const moduleFolders = readdirSync('./packages/modules/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => `./packages/modules/src/${entry.name}`);
zones.push(
  ...moduleFolders.map((folder) => ({
    target: folder,
    from: moduleFolders.filter((other) => other !== folder),
    message: 'a start-page module never imports another module.',
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Playwright fixtures hand values on with a function called `use`, which is not React's.
    files: ['tests/e2e/**', 'tests/visual/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
