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
  {
    target: './functions/src/platform',
    from: DOMAINS.map((domain) => `./functions/src/${domain}`),
    message: 'The platform serves every domain and imports none of them.',
  },
  ...onlyThroughIndex('web/src/features', FEATURES, 'The room'),
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
