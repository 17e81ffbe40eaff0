// ESLint: typescript-eslint's recommended rules, promises that must be awaited or handled, and the workflow
// sandbox's import rule (workflows/ may not import Node built-ins, I/O libraries or activity implementations;
// scripts/lintWorkflows.ts also follows their imports transitively).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = builtinModules.flatMap((m) => [m, `node:${m}`]);
const ioPackages = ['mongoose', 'mongodb', 'handlebars', 'koa', '@koa/router', 'undici'];
const temporalOutsideWorkflows = ['@temporalio/worker', '@temporalio/client', '@temporalio/activity'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.tools/',
      '.data/',
      'coverage/',
      'packages/verify-py/',
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
          ],
        },
      ],
    },
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
