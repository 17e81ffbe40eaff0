/** Unit tests need no services; integration tests share one throwaway Temporal + MongoDB-wire pair. */
const transform = { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] };
const common = { roots: ['<rootDir>/test'], transform, testEnvironment: 'node' };
module.exports = {
  // A global option (ignored inside `projects`): integration tests wait on real servers on a shared 2-core machine.
  testTimeout: 60000,
  // Test files run one after another in a worker that is replaced once it holds more than this after a file: run
  // in one process, what each file's stacks, browsers and module copies leave behind outgrew the heap (out of memory
  // after about 100 of the files).
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    // The receiver libraries published from packages/ (TypeScript); Python and Go run from scripts/test.sh.
    {
      ...common,
      roots: ['<rootDir>/packages'],
      displayName: 'packages',
      testMatch: ['<rootDir>/packages/**/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/support/globalTeardown.ts',
    },
  ],
};
