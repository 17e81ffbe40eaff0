/**
 * The committed SDKs are what the OpenAPI document generates: a route or schema change without
 * `npm run sdk:generate` fails here. The Python side is checked when the generator's virtualenv is installed
 * (scripts/sdkPython.sh, run by `npm test` before jest); otherwise the check says it skipped it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

describe('the committed SDKs', () => {
  it('are what `npm run sdk:generate` makes of the OpenAPI document', () => {
    // A child process: openapi-typescript loads an ES module, which jest's CommonJS runtime cannot.
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/sdkGenerate.ts'), '--check'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.stderr.split('\n').filter((l) => l.startsWith('stale:'))).toEqual([]);
    expect(run.status).toBe(0);
  }, 120_000);
});
