import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The folders below `dir`: the backend domains, the web rooms. */
const foldersOf = (dir, except = []) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name);

const DOMAINS = foldersOf('functions/src', ['platform']);

/**
 * The backend's layers from the bottom up (ARCHITECTURE.md): a domain imports only the domains
 * before it (through their index.ts), never one after it; `workflows` (the composition layer)
 * sits above them all. A Lambda entry (`<domain>/handler.ts`) is a composition root: it may
 * use the composition layer, and no other domain above its own. A new domain must be placed here.
 */
const DOMAIN_LAYERS = [
  'accounts',
  'projects',
  'folders',
  'assets',
  'fieldwork',
  'analysis',
  'billing',
  'sharing',
  'workflows',
];
const unplaced = DOMAINS.filter((domain) => !DOMAIN_LAYERS.includes(domain));
if (unplaced.length) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in DOMAIN_LAYERS`);

/** Each layer may not import any layer above it (its entry handler.ts may import workflows/). */
const oneWayDomains = () =>
  DOMAIN_LAYERS.flatMap((lower, index) =>
    DOMAIN_LAYERS.slice(index + 1).flatMap((upper) => {
      const message = `The domain ${lower} is below ${upper} (DOMAIN_LAYERS): it may not import it; compose them in functions/src/workflows/.`;
      const body = [`./functions/src/${lower}/!(handler).ts`, `./functions/src/${lower}/*/**`];
      return upper === 'workflows'
        ? [{ target: body, from: `./functions/src/${upper}/**`, message }]
        : [
            {
              target: [...body, `./functions/src/${lower}/handler.ts`],
              from: `./functions/src/${upper}/**`,
              message,
            },
          ];
    }),
  );
const FEATURES = foldersOf('web/src/features');

/**
 * Each folder of `names` under `root` may use another only through that one's public index.ts
 * (a domain of functions/src, a room of web/src/features).
 */
const onlyThroughIndex = (root, names, what) =>
  names.flatMap((name) =>
    names
      .filter((other) => other !== name)
      .map((other) => ({
        target: `./${root}/${name}`,
        from: `./${root}/${other}`,
        except: ['./index.ts'],
        message: `${what} ${name} may use ${other} only through ${root}/${other}/index.ts.`,
      })),
  );

/** The import boundaries (ARCHITECTURE.md): who may import whom. */
const BOUNDARIES = [
  ...onlyThroughIndex('functions/src', DOMAINS, 'The domain'),
  ...oneWayDomains(),
  {
    target: './functions/src/platform',
    from: DOMAINS.map((domain) => `./functions/src/${domain}`),
    message: 'The platform serves every domain and imports none of them.',
  },
  ...onlyThroughIndex('web/src/features', FEATURES, 'The room'),
  {
    target: './functions/src/analysis/engine',
    from: './functions/src/platform',
    except: ['./random.ts'],
    message: 'The analysis engine is pure: no platform I/O (only the seeded random source).',
  },
  {
    target: './functions/src/analysis/engine',
    from: './functions/src/analysis',
    except: ['./engine'],
    message: 'The analysis engine is pure: it does not reach the runtime, data, views or tasks around it.',
  },
  {
    target: './shared',
    from: ['./functions', './web', './infra', './local', './tests'],
    message: 'shared/ is imported by both sides and imports neither.',
  },
  {
    target: './web',
    from: ['./functions', './infra', './local'],
    message: 'The web app talks to the backend only through the API (the typed client).',
  },
  {
    target: './functions',
    from: ['./web', './infra', './local'],
    message: 'The functions depend on shared/ only.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**', 'coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{shared,functions,web,infra,local,tests,statemachines}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules on the sources, full of async orchestration (the backend's tasks, the
    // web's calls and handlers): a promise is awaited, returned or voided on purpose, a switch
    // over a union covers it (a deliberate default counts), and a method is never passed on
    // without its object (unbound-method). Scoped to the sources of functions/, shared/, local/,
    // infra/ and web/, not tests: across the whole repository they cost about three
    // times the lint (README, ARCHITECTURE.md).
    files: ['{functions,shared,local,infra}/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/fixtures/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/unbound-method': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // zod as a namespace (`import * as z`): the Lambda bundler then keeps only zod's English
    // locale; a named `z` brings all 64 (264 KB of the smallest bundle). Type-only imports are free.
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Import zod as a namespace (import * as z from 'zod'): a named z bundles every locale.",
        },
      ],
    },
  },
  {
    // DynamoDB is called in one place per access pattern: a domain's data/ (and the platform's
    // auth/data/), and the toolkit platform/dynamo/ (transactions, pagination, batches,
    // conditions); platform/aws.ts only makes the client. Unit tests may build SDK errors.
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/**/data/**',
      'functions/src/platform/dynamo/**',
      'functions/src/platform/aws.ts',
      'functions/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
            name,
            message:
              'DynamoDB is called only from data/ (one function per access pattern) and platform/dynamo/.',
          })),
        },
      ],
    },
  },
  {
    // After the DynamoDB rule: for the engine's files this one replaces it (and forbids more).
    files: ['functions/src/analysis/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*'], message: 'The analysis engine is pure: no AWS SDK.' },
            {
              group: ['**/platform/*', '!**/platform/random.ts'],
              message: 'The analysis engine is pure: no platform I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
