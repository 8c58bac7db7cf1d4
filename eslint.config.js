// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

/**
 * The dependency direction of docs/architecture.md (and docs/decisions/0002-theme-packages.md,
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
/** The apps: nothing but themselves imports them, and neither imports the other. */
const apps = ['./site', './backoffice'];
const zones = [
  {
    target: './schemas',
    from: [...everyPackage, './themes', ...apps],
    message: 'schemas imports nothing of ours.',
  },
  {
    target: './packages/ui',
    from: [...except(everyPackage, './packages/ui'), './themes', ...apps],
    message: 'ui imports schemas only.',
  },
  ...['api', 'auth', 'i18n'].map((name) => ({
    target: `./packages/${name}`,
    from: [...except(everyPackage, `./packages/${name}`), './themes', ...apps],
    message: `${name} imports schemas only.`,
  })),
  {
    target: './packages/search',
    from: ['./packages/auth', './packages/modules', './packages/server', './themes', ...apps],
    message: 'search imports ui, api and i18n only (docs/decisions/0008-search-package.md).',
  },
  {
    target: './packages/modules',
    from: ['./packages/auth', './packages/server', './themes', ...apps],
    message: 'modules import ui, api, i18n and search only.',
  },
  {
    target: './packages/server',
    from: except(everyPackage, './packages/server').concat(apps),
    message: 'server imports schemas and themes only.',
  },
  {
    target: './packages/server/src/mail/transport.ts',
    from: './packages/server/src',
    except: ['./mail/transport.ts'],
    message: 'the mail transport imports no feature of the server: features import mail.',
  },
  ...['base', 'lawyer', 'reno', 'lumen', 'backoffice'].map((name) => ({
    target: `./themes/${name}`,
    from: [...everyPackage, ...apps, './themes/registry'],
    message: 'a theme package imports schemas only.',
  })),
  {
    target: './themes/registry',
    from: [...everyPackage, ...apps],
    message: 'the theme registry imports schemas and theme packages only.',
  },
  {
    target: './backoffice',
    from: ['./packages/modules', './packages/search', './packages/server', './themes', './site'],
    message:
      'the back office imports ui, api, i18n and schemas only (docs/decisions/0071-*); the server inlines its theme.',
  },
  {
    target: './site',
    from: './backoffice',
    message: 'the storefront imports nothing of the back office (docs/decisions/0071-*).',
  },
];

/** Start-page modules never import each other (docs/architecture.md): one zone per module folder. */
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

/**
 * The server's layers (docs/architecture.md), each a list of top-level units of
 * packages/server/src. A layer imports its own and the layers below it, never one above; that no
 * units import each other in a circle is `npm run server:knot`'s part.
 */
const server = './packages/server/src';
const serverLayers = [
  {
    name: 'base',
    units: [
      'clock.ts',
      'env.ts',
      'errors.ts',
      'field-errors.ts',
      'german-today.ts',
      'html.ts',
      'language.ts',
      'texts.ts',
      'security-headers.ts',
      'domains',
    ],
  },
  {
    name: 'infrastructure',
    units: ['db', 'jobs', 'outbox', 'storage', 'idempotency', 'plugins', 'auth', 'operations'],
  },
  {
    name: 'features',
    units: [
      'attendance',
      'back-office',
      'booking',
      'bookmarks',
      'favorites',
      'evaluations',
      'cancellation',
      'certificates',
      'catalogue',
      'catalogue-import',
      'content',
      'customers',
      'further-training',
      'learning-check',
      'identity',
      'invoices',
      'mail',
      'messages.ts',
      'orders',
      'payments',
      'search',
      'seats',
      'uploads',
      'vat-ids',
      'waiting-list',
    ],
  },
  { name: 'routes', units: ['routes', 'site.ts', 'backoffice-site.ts'] },
  {
    name: 'entry points',
    units: ['app.ts', 'main.ts', 'catalogue-cli.ts', 'attendance-cli.ts', 'seed'],
  },
];
/**
 * The imports against the layers: the database schema types the invoice renders and the
 * certificates' documents it keeps with their features' own types (type-only imports; a value
 * import would be a knot), and the outbox
 * hands its mails to the mail transport, the one infrastructure part of `mail/` (the layout
 * above it renders the seller's legal details, a feature's).
 */
const serverExceptions = [
  { target: 'db', from: 'invoices', except: ['./stored-documents.ts'] },
  { target: 'db', from: 'certificates', except: ['./document.ts'] },
  { target: 'outbox', from: 'mail', except: ['./transport.ts'] },
];
const serverZones = serverLayers.slice(0, -1).flatMap((layer, index) => {
  const above = serverLayers.slice(index + 1);
  const message = `the server's ${layer.name} import no ${above.map((a) => a.name).join(', ')} (docs/architecture.md).`;
  const aboveUnits = above.flatMap((a) => a.units);
  return layer.units.flatMap((unit) => {
    const exceptions = serverExceptions.filter((exception) => exception.target === unit);
    return [
      {
        target: `${server}/${unit}`,
        from: aboveUnits
          .filter((other) => !exceptions.some((exception) => exception.from === other))
          .map((other) => `${server}/${other}`),
        message,
      },
      ...exceptions.map((exception) => ({
        target: `${server}/${unit}`,
        from: `${server}/${exception.from}`,
        except: exception.except,
        message,
      })),
    ];
  });
});

/** Every top-level unit of the server has its layer: a new one is placed before it lints. */
const unplaced = readdirSync(server, { withFileTypes: true })
  .filter((entry) => !/\.test\.ts$|^test-/.test(entry.name))
  .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
  .map((entry) => entry.name)
  .filter((name) => !serverLayers.some((layer) => layer.units.includes(name)));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in one of the server's layers`);
}

/**
 * Route modules map the contract to a service and its answer to the contract: they query no
 * table.
 */
serverZones.push({
  target: readdirSync(`${server}/routes`)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${server}/routes/${name}`)
    .concat(`${server}/site.ts`, `${server}/backoffice-site.ts`),
  from: `${server}/db/schema.ts`,
  message: 'a route module queries no table: its feature does (docs/architecture.md).',
});

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
    // Tests and their helpers build the whole app and seed it: the layers are the server's own code.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts', '**/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }],
    },
  },
  {
    // Playwright fixtures hand values on with a function called `use`, which is not React's.
    files: ['tests/e2e/**', 'tests/visual/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
