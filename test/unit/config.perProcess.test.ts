/**
 * Each process reads only its own variables: a prober starts with its API address, token and tuning, and never
 * needs the secrets key or the database; the worker ignores the API's HTTP settings; a bad value names itself.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadCliConfig, loadConfig, loadProberConfig, loadWorkerConfig } from '../../domain/config';

const PROBER_ONLY = {
  NODE_ENV: 'production',
  BASE_URL: 'https://api.example.test',
  PROBER_TOKEN: 'prober-token-of-32-characters-xx',
};

describe('loadProberConfig', () => {
  it('loads with only its variables set: no SECRETS_KEY, CHAT_SIGNING_SECRET or MONGODB_URI', () => {
    const config = loadProberConfig(PROBER_ONLY);
    expect(config.baseUrl).toBe('https://api.example.test');
    expect(config.proberToken).toBe(PROBER_ONLY.PROBER_TOKEN);
    expect(config.probing.proberConcurrency).toBe(16);
    expect(Object.keys(config).sort()).toEqual([
      'allowPrivateTargets',
      'baseUrl',
      'livenessFile',
      'nodeEnv',
      'proberToken',
      'probing',
    ]);
  });

  it('ignores the variables of other processes, even invalid ones', () => {
    const config = loadProberConfig({ ...PROBER_ONLY, SECRETS_KEY: 'not-base64-32', MONGODB_URI: 'nonsense' });
    expect(config.baseUrl).toBe('https://api.example.test');
  });

  it('still requires its own token in production, by name', () => {
    expect(() => loadProberConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('PROBER_TOKEN: must be set in production'),
    );
  });

  it('names a bad variable of its own', () => {
    expect(() => loadProberConfig({ ...PROBER_ONLY, PROBER_CONCURRENCY: 'many' })).toThrow(
      new ConfigError('PROBER_CONCURRENCY: expected a whole number, got "many"'),
    );
    expect(() => loadProberConfig({ ...PROBER_ONLY, BASE_URL: 'ftp://x' })).toThrow(
      new ConfigError('BASE_URL: must be an http or https URL'),
    );
  });
});

describe('loadWorkerConfig', () => {
  const WORKER_ONLY = {
    NODE_ENV: 'production',
    MONGODB_URI: 'mongodb://db:27017/uptime',
    TEMPORAL_ADDRESS: 'temporal:7233',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  };

  it('loads without PROBER_TOKEN or CHAT_SIGNING_SECRET, and ignores HTTP and rate-limit settings', () => {
    const config = loadWorkerConfig({ ...WORKER_ONLY, PORT: 'eighty', RATE_LIMIT_SCALE: '-1', SESSION_TTL_SEC: 'x' });
    expect(config.temporalAddress).toBe('temporal:7233');
    expect(config.secretsKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(config).not.toHaveProperty('port');
    expect(config).not.toHaveProperty('rateLimitScale');
    expect(config).not.toHaveProperty('chatSigningSecret');
  });

  it('journals attempts in a folder of its database by default, or in DELIVERY_JOURNAL_DIR (a folder)', () => {
    const dirOf = (env: Record<string, string>) => loadWorkerConfig({ ...WORKER_ONLY, ...env }).deliveryJournalDir;
    const own = dirOf({});
    expect(own).toBe(dirOf({}));
    expect(dirOf({ MONGODB_URI: 'mongodb://db:27017/other' })).not.toBe(own);
    expect(dirOf({ DELIVERY_JOURNAL_DIR: 'journal' })).toBe(join(process.cwd(), 'journal'));
    expect(() => dirOf({ DELIVERY_JOURNAL_DIR: __filename })).toThrow(
      new ConfigError(`DELIVERY_JOURNAL_DIR: not a directory: "${__filename}"`),
    );
    expect(loadConfig({})).not.toHaveProperty('deliveryJournalDir');
  });

  it('needs the secrets key in production (it signs with the channels’ secrets)', () => {
    const { SECRETS_KEY: _omitted, ...rest } = WORKER_ONLY;
    expect(() => loadWorkerConfig(rest)).toThrow(
      new ConfigError('SECRETS_KEY: must be set in production (32 bytes, base64)'),
    );
  });
});

describe('loadConfig (the API)', () => {
  it('still reads every setting the API uses, and names a bad one', () => {
    expect(loadConfig({}).probing.heartbeatSweepMs).toBe(5_000);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT: expected a whole number, got "eighty"'),
    );
  });
});

describe('loadCliConfig', () => {
  it('needs only the database address, even in production', () => {
    expect(loadCliConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/uptime' })).toEqual({
      mongodbUri: 'mongodb://db:27017/uptime',
    });
    expect(() => loadCliConfig({ MONGODB_URI: 'postgres://db' })).toThrow(
      new ConfigError('MONGODB_URI: must start with mongodb:// or mongodb+srv://'),
    );
  });
});

describe('LIVENESS_FILE', () => {
  it('is read by the worker and the probers, as an absolute path in a folder that exists', () => {
    const file = join(tmpdir(), 'uptime-alive-test');
    expect(loadProberConfig({ LIVENESS_FILE: file }).livenessFile).toBe(file);
    expect(loadWorkerConfig({ LIVENESS_FILE: file }).livenessFile).toBe(file);
    expect(loadProberConfig({}).livenessFile).toBeNull();
    expect(() => loadProberConfig({ LIVENESS_FILE: '/no/such/folder/alive' })).toThrow(
      'LIVENESS_FILE: no such folder: "/no/such/folder"',
    );
  });
});
