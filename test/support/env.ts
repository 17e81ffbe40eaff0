import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../domain/config';

/** A database URI unique to one test file, on the suite's shared MongoDB-wire server. */
export function uniqueMongoUri(): string {
  const base = process.env.TEST_MONGODB_URI;
  if (!base) throw new Error('TEST_MONGODB_URI missing: integration tests run through jest globalSetup');
  const u = new URL(base);
  u.pathname = `/t_${randomBytes(6).toString('hex')}`;
  return u.toString();
}

/** Config for a test: the suite's servers, a fresh database and task queue, fast retries, private targets allowed. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    MONGODB_URI: uniqueMongoUri(),
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: `test-${randomBytes(6).toString('hex')}`,
    ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_INITIAL_MS: '50',
    MIN_INTERVAL_SEC: '1',
    PROBER_REGIONS: '',
    ...env,
  });
}
