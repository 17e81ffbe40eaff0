// ESLint: typescript-eslint's recommended rules, promises that must be awaited or handled, and the layer fences
// (test/unit/layerFence.test.ts plants a bad import for each and expects it refused):
// - domain/ imports nothing from api/, worker/, prober/ or scripts/ (they build on it, never the reverse);
// - workflows/ stay in the deterministic sandbox: no Node built-ins, I/O libraries, activity implementations, data
//   models or outer layers (scripts/lintWorkflows.ts also follows their imports transitively);
// - activities/ reach the world only through the deps they are given: no I/O library or I/O built-in, and data
//   models, the database and store implementations as types only;
// - only store implementations (`mongoStores.ts`, the models themselves, domain/db.ts) import domain/models'
//   values (models, queries); the models' types may be imported anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = builtinModules.flatMap((m) => [m, `node:${m}`]);
const ioPackages = ['mongoose', 'mongodb', 'handlebars', 'koa', '@koa/router', 'undici'];
const temporalOutsideWorkflows = ['@temporalio/worker', '@temporalio/client', '@temporalio/activity'];
const ioBuiltins = ['http', 'https', 'http2', 'net', 'tls', 'dns', 'dgram', 'fs', 'fs/promises', 'child_process'];
const ioLibraries = [...ioPackages, 'nodemailer', 'pg'];

/** A relative import of one of the outer layers, from any depth. */
const outerLayer = {
  regex: String.raw`^(\.\./)+(api|worker|prober|scripts)(/|$)`,
  message: 'domain/ and workflows/ import nothing from api/, worker/, prober/ or scripts/: those layers build on them.',
};
const MODELS = String.raw`^\.{1,2}/(\.\./)*(domain/)?models(/[\w.]+)?$`;

/** Types of the models are not data access: `import type` passes; a value import (a model, a query) does not. */
const modelsFence = {
  regex: MODELS,
  allowTypeImports: true,
  message: 'Only store implementations (mongoStores.ts) import domain/models: reach the data through a store.',
};
const NOT_FENCED_FROM_MODELS = [
  'test/**',
  'bench/**',
  'workflows/**',
  'activities/**',
  '**/mongoStores.ts',
  'domain/models/**',
  'domain/db.ts',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.tools/',
      '.data/',
      'coverage/',
      'packages/verify-py/',
      'packages/sdk-py/',
      'packages/sdk-ts/src/generated/',
      'packages/verify-go/',
      'api/dashboard/assets/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A variable a stop handler reads before start-up assigns it stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [outerLayer] }] },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins, ...ioPackages, ...temporalOutsideWorkflows].map((name) => ({
            name,
            message: 'Workflow code runs in the deterministic sandbox: no I/O or Node built-ins.',
          })),
          patterns: [
            {
              group: ['**/activities/*', '!**/activities/index'],
              allowTypeImports: true,
              message: 'Import activities as types only.',
            },
            outerLayer,
            {
              regex: String.raw`(^|/)(models(/[\w.]+)?|db|mongoStores)$`,
              message: 'Workflow code runs in the deterministic sandbox: no data models or database access.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['activities/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...ioBuiltins.flatMap((m) => [m, `node:${m}`]), ...ioLibraries].map((name) => ({
            name,
            message: 'Activities reach the world only through their deps (createActivities(deps)).',
          })),
          patterns: [
            outerLayer,
            {
              regex: String.raw`(^|/)(models(/[\w.]+)?|db|mongoStores)$`,
              allowTypeImports: true,
              message: 'Activities reach the data only through the stores in their deps (types may be imported).',
            },
          ],
        },
      ],
    },
  },
  {
    // workflows/ and activities/ have their own rule above (activities may import the models' types).
    files: ['**/*.ts'],
    ignores: [...NOT_FENCED_FROM_MODELS, 'domain/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [modelsFence] }] },
  },
  {
    // The same fence for domain/, beside its own (a later rule of the same name replaces the earlier one).
    files: ['domain/**/*.ts'],
    ignores: NOT_FENCED_FROM_MODELS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [outerLayer, modelsFence] }] },
  },
  {
    // Tests and benchmarks read JSON answers and IPC messages of any shape.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
