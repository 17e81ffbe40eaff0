/** The liveness file of the worker and the probers: rewritten while the process says it is alive, removed at stop. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepAlive } from '../../domain/liveness';
import { silentLogger } from '../../domain/logger';

describe('keepAlive', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'liveness-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites the file while alive, lets it age while not, and removes it at stop', async () => {
    const file = join(dir, 'alive');
    let alive = true;
    const stop = keepAlive(file, () => alive, silentLogger, 20);
    expect(Date.parse(readFileSync(file, 'utf8').trim())).toBeGreaterThan(Date.now() - 5_000);
    const first = statSync(file).mtimeMs;
    await new Promise((r) => setTimeout(r, 80));
    expect(statSync(file).mtimeMs).toBeGreaterThan(first);
    alive = false;
    await new Promise((r) => setTimeout(r, 30));
    const frozen = statSync(file).mtimeMs;
    await new Promise((r) => setTimeout(r, 80));
    expect(statSync(file).mtimeMs).toBe(frozen);
    stop();
    expect(existsSync(file)).toBe(false);
  });

  it('writes nothing without a file', () => {
    const stop = keepAlive(null, () => true, silentLogger, 20);
    stop();
  });
});
