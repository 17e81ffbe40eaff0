// ESLint: typescript-eslint's recommended rules, promises that must be awaited or handled, and the layer fences
// (test/unit/layerFence.test.ts plants a bad import for each and expects it refused):
// - domain/ imports nothing from api/, worker/, prober/ or scripts/ (they build on it, never the reverse);
// - workflows/ stay in the deterministic sandbox: no Node built-ins, I/O libraries, activity implementations, data
//   models or outer layers (scripts/lintWorkflows.ts also follows their imports transitively);
// - activities/ reach the world only through the deps they are given: no I/O library or I/O built-in, and data
//   models, the database and store implementations as types only;
// - only store implementations (`mongoStores.ts`, the models themselves, domain/db.ts) import domain/models;
//   MODEL_DEBT lists the files that still do, each a known debt to move behind a store.
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

/** Files that import domain/models without being a store implementation: each is to move behind a store. */
const MODEL_DEBT = [
  'api/contract/auth.ts',
  'api/contract/channels.ts',
  'api/contract/escalationPolicies.ts',
  'api/contract/incidents.ts',
  'api/contract/maintenanceWindows.ts',
  'api/dashboard/channelForm.ts',
  'api/dashboard/monitorFields.ts',
  'api/routes/auth.ts',
  'domain/accounts/accounts.ts',
  'domain/accounts/apiKeys.ts',
  'domain/auth/keyResolver.ts',
  'domain/auth/magicLinks.ts',
  'domain/auth/sessions.ts',
  'domain/certificates/warnings.ts',
  'domain/channels/autoDisable.ts',
  'domain/channels/channelStates.ts',
  'domain/channels/channels.ts',
  'domain/checkResults/rollups.ts',
  'domain/checkResults/series.ts',
  'domain/contact/contactForm.ts',
  'domain/delivery/attempts.ts',
  'domain/delivery/channelSelection.ts',
  'domain/delivery/dispatcher.ts',
  'domain/delivery/dispatcher.types.ts',
  'domain/delivery/payload.ts',
  'domain/delivery/providers/alert.ts',
  'domain/delivery/providers/pagerduty.ts',
  'domain/delivery/queries.ts',
  'domain/delivery/records.ts',
  'domain/delivery/recover.ts',
  'domain/delivery/resend.ts',
  'domain/delivery/stores.ts',
  'domain/delivery/view.ts',
  'domain/escalation/events.ts',
  'domain/escalation/policies.ts',
  'domain/escalation/starter.ts',
  'domain/heartbeats/runs.ts',
  'domain/incidents/eventSubjects.ts',
  'domain/incidents/incidentProjection.ts',
  'domain/incidents/lifecycle.ts',
  'domain/incidents/lifecycle.types.ts',
  'domain/incidents/queries.ts',
  'domain/maintenance/cache.ts',
  'domain/maintenance/publicWindows.ts',
  'domain/maintenance/windows.ts',
  'domain/metrics/orgMetrics.ts',
  'domain/monitors/alertingFields.ts',
  'domain/monitors/directory.ts',
  'domain/monitors/health.ts',
  'domain/monitors/monitors.ts',
  'domain/probing/catalog.ts',
  'domain/probing/heartbeatClocks.ts',
  'domain/probing/heartbeatSweep.ts',
  'domain/probing/heartbeats.ts',
  'domain/probing/heldMisses.ts',
  'domain/probing/service.ts',
  'domain/probing/stateFeed.ts',
  'domain/probing/stores.ts',
  'domain/probing/votes.ts',
  'domain/reports/uptimeReports.ts',
  'domain/statusPages/settings.ts',
  'domain/statusPages/sources.ts',
  'domain/statusPages/statusPage.ts',
  'domain/statusPages/subscriptions.ts',
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
    files: ['**/*.ts'],
    // workflows/ and activities/ have their own rule above (activities may import the models' types).
    ignores: [
      'test/**',
      'bench/**',
      'workflows/**',
      'activities/**',
      '**/mongoStores.ts',
      'domain/models/**',
      'domain/db.ts',
      ...MODEL_DEBT,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: MODELS,
              message:
                'Only store implementations (mongoStores.ts) import domain/models: reach the data through a store.',
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
