/**
 * Configuration: every environment variable is read and validated here, once, at start-up.
 * Everything else receives a `Config` object; nothing else reads `process.env`.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGIONS, type Region } from './regions';

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  baseUrl: string;
  docsUrl: string;
  statusDomain: string;
  mongodbUri: string;
  temporalAddress: string;
  temporalNamespace: string;
  temporalTaskQueue: string;
  /** Temporal Web UI, for links from the dashboard to a delivery's workflow. */
  temporalUiUrl: string;
  proberToken: string;
  proberRegions: Region[];
  trustProxy: boolean;
  allowPrivateTargets: boolean;
  /** PEM text of an extra CA trusted for webhook receivers (from WEBHOOK_CA_FILE). */
  webhookCa: string | null;
  minIntervalSec: number;
  /** Key for encrypting channel signing secrets at rest (32 bytes, from SECRETS_KEY). */
  secretsKey: Buffer;
  chatSigningSecret: string;
  delivery: {
    /** Per-attempt cap: connect + headers + body. */
    timeoutMs: number;
    /** First retry delay; doubles on each retry. */
    retryInitialMs: number;
    /** Upper bound on a receiver's Retry-After that we honour. */
    retryAfterMaxSec: number;
    /** Consecutive failed deliveries that auto-disable a channel (0: never). */
    autoDisableFailures: number;
    /** ... and the least time from the first of them to the last, in ms. */
    autoDisableMinSpanMs: number;
  };
  /** How often the dispatcher re-starts deliveries whose workflow start may have been lost. */
  dispatchSweepMs: number;
  /** A prebuilt workflow bundle for the worker (WORKFLOW_BUNDLE_PATH); null: bundle workflows/ at start-up. */
  workflowBundlePath: string | null;
  sessionTtlSec: number;
  probing: ProbingConfig;
  /** Hard cap on rate-limit buckets held in memory (least recently used dropped beyond it). */
  rateLimitMaxBuckets: number;
  /** Multiplier on every rate-limit budget (RATE_LIMIT_SCALE; 1: the spec's budgets). For load tests. */
  rateLimitScale: number;
  /** RATE_LIMIT_ENABLED=false turns the limiter off (benchmarks measure its overhead that way). */
  rateLimitEnabled: boolean;
}

export interface ProbingConfig {
  /** How often the heartbeat miss sweep runs. */
  heartbeatSweepMs: number;
  /** How often a prober asks `/jobs` for work. */
  proberPullMs: number;
  /** Checks a prober runs at once. */
  proberConcurrency: number;
  /** DNS servers (`ip` or `ip:port`) for `dns` checks; null: the system's. */
  dnsServers: string[] | null;
  /** PEM of an extra CA trusted by `http`, `keyword` and `ssl` checks (from PROBE_CA_FILE). */
  extraCa: string | null;
  /** The ICMP echo program used by `ping` checks. */
  pingCommand: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const DEV_SECRETS_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1rZXktMzItYnl0ZXMtISE='; // 32 bytes, development only

export function loadConfig(env: Env = process.env): Config {
  const r = new Reader(env);
  const nodeEnv = r.oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development');
  const port = r.int('PORT', 3000, 0, 65535);
  const baseUrl = r.url('BASE_URL', `http://localhost:${port}`).replace(/\/$/, '');
  const production = nodeEnv === 'production';
  return {
    nodeEnv,
    port,
    baseUrl,
    docsUrl: r.url('DOCS_URL', `${baseUrl}/docs/rate-limits`),
    statusDomain: r.str('STATUS_DOMAIN', 'status.localhost'),
    mongodbUri: r.mongoUri('MONGODB_URI', 'mongodb://127.0.0.1:27017/uptime'),
    temporalAddress: r.hostPort('TEMPORAL_ADDRESS', '127.0.0.1:7233'),
    temporalNamespace: r.str('TEMPORAL_NAMESPACE', 'default'),
    temporalTaskQueue: r.str('TEMPORAL_TASK_QUEUE', 'webhook-deliveries'),
    // Default: the UI of the dev server `npm start` runs (its port moves with DEV_TEMPORAL_UI_PORT).
    temporalUiUrl: r
      .url('TEMPORAL_UI_URL', `http://127.0.0.1:${r.int('DEV_TEMPORAL_UI_PORT', 8233, 1, 65535)}`)
      .replace(/\/$/, ''),
    proberToken: r.secret('PROBER_TOKEN', 'dev-prober-token', production),
    proberRegions: r.regions('PROBER_REGIONS', [...REGIONS]),
    trustProxy: r.bool('TRUST_PROXY', false),
    allowPrivateTargets: r.bool('ALLOW_PRIVATE_TARGETS', false),
    webhookCa: r.file('WEBHOOK_CA_FILE'),
    minIntervalSec: r.int('MIN_INTERVAL_SEC', 30, 1, 86400),
    secretsKey: r.key32('SECRETS_KEY', DEV_SECRETS_KEY, production),
    chatSigningSecret: r.secret('CHAT_SIGNING_SECRET', 'dev-chat-signing-secret', production),
    delivery: {
      timeoutMs: r.int('DELIVERY_TIMEOUT_MS', 10_000, 100, 10_000),
      retryInitialMs: r.int('DELIVERY_RETRY_INITIAL_MS', 2_000, 10, 60_000),
      retryAfterMaxSec: r.int('DELIVERY_RETRY_AFTER_MAX_SEC', 60, 0, 3600),
      autoDisableFailures: r.int('CHANNEL_AUTO_DISABLE_FAILURES', 20, 0, 100_000),
      autoDisableMinSpanMs: r.int('CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC', 86_400, 0, 90 * 86_400) * 1000,
    },
    dispatchSweepMs: r.int('DISPATCH_SWEEP_MS', 5_000, 50, 600_000),
    workflowBundlePath: r.readablePath('WORKFLOW_BUNDLE_PATH'),
    sessionTtlSec: r.int('SESSION_TTL_SEC', 14 * 86400, 1, 365 * 86400),
    probing: {
      heartbeatSweepMs: r.int('HEARTBEAT_SWEEP_MS', 5_000, 20, 600_000),
      proberPullMs: r.int('PROBER_PULL_MS', 2_000, 20, 600_000),
      proberConcurrency: r.int('PROBER_CONCURRENCY', 16, 1, 256),
      dnsServers: r.dnsServers('PROBE_DNS_SERVERS'),
      extraCa: r.file('PROBE_CA_FILE'),
      pingCommand: r.str('PING_COMMAND', findOnPath('ping', env.PATH) ?? 'ping'),
    },
    rateLimitMaxBuckets: r.int('RATE_LIMIT_MAX_BUCKETS', 100_000, 1, 10_000_000),
    rateLimitScale: r.number('RATE_LIMIT_SCALE', 1, 0.01, 1_000_000),
    rateLimitEnabled: r.bool('RATE_LIMIT_ENABLED', true),
  };
}

/** The stdio MCP server (`npm run mcp`): a client of the REST API, configured by two variables only. */
export interface McpStdioConfig {
  /** UPTIME_BASE_URL: where the REST API answers (no trailing slash). */
  baseUrl: string;
  /** UPTIME_API_KEY: the API key every tool call is made with. */
  apiKey: string;
}

export function loadMcpStdioConfig(env: Env = process.env): McpStdioConfig {
  const r = new Reader(env);
  const apiKey = r.str('UPTIME_API_KEY', '');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(apiKey))
    throw new ConfigError('UPTIME_API_KEY: must be set to an API key (upk_...)');
  return { baseUrl: r.url('UPTIME_BASE_URL', 'http://localhost:3000').replace(/\/$/, ''), apiKey };
}

/** Absolute path of an executable found on PATH, or null. */
function findOnPath(name: string, path: string | undefined): string | null {
  for (const dir of (path ?? '/usr/local/bin:/usr/bin:/bin').split(':')) {
    if (!dir) continue;
    const full = join(dir, name);
    try {
      accessSync(full, constants.X_OK);
      return full;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** Reads one variable at a time; every failure names the variable and what is wrong. */
class Reader {
  constructor(private readonly env: Env) {}

  private raw(name: string): string | undefined {
    const v = this.env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  }

  private fail(name: string, what: string): never {
    throw new ConfigError(`${name}: ${what}`);
  }

  str(name: string, dflt: string): string {
    return this.raw(name) ?? dflt;
  }

  secret(name: string, dflt: string, required: boolean): string {
    const v = this.raw(name);
    if (v === undefined && required) this.fail(name, 'must be set in production');
    if (v !== undefined && v.length < 16) this.fail(name, 'must be at least 16 characters');
    return v ?? dflt;
  }

  int(name: string, dflt: number, min: number, max: number): number {
    const v = this.raw(name);
    if (v === undefined) return dflt;
    if (!/^\d+$/.test(v)) this.fail(name, `expected a whole number, got "${v}"`);
    const n = Number(v);
    if (n < min || n > max) this.fail(name, `must be between ${min} and ${max}, got ${n}`);
    return n;
  }

  number(name: string, dflt: number, min: number, max: number): number {
    const v = this.raw(name);
    if (v === undefined) return dflt;
    if (!/^\d+(\.\d+)?$/.test(v)) this.fail(name, `expected a positive number, got "${v}"`);
    const n = Number(v);
    if (n < min || n > max) this.fail(name, `must be between ${min} and ${max}, got ${n}`);
    return n;
  }

  bool(name: string, dflt: boolean): boolean {
    const v = this.raw(name)?.toLowerCase();
    if (v === undefined) return dflt;
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return this.fail(name, `expected true or false, got "${v}"`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], dflt: T): T {
    const v = this.raw(name);
    if (v === undefined) return dflt;
    if (!(allowed as readonly string[]).includes(v))
      this.fail(name, `expected one of ${allowed.join(', ')}, got "${v}"`);
    return v as T;
  }

  url(name: string, dflt: string): string {
    const v = this.raw(name) ?? dflt;
    let u: URL;
    try {
      u = new URL(v);
    } catch {
      return this.fail(name, `not a valid URL: "${v}"`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') this.fail(name, 'must be an http or https URL');
    return v;
  }

  mongoUri(name: string, dflt: string): string {
    const v = this.raw(name) ?? dflt;
    if (!/^mongodb(\+srv)?:\/\/\S+$/.test(v)) this.fail(name, 'must start with mongodb:// or mongodb+srv://');
    return v;
  }

  hostPort(name: string, dflt: string): string {
    const v = this.raw(name) ?? dflt;
    if (!/^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/.test(v)) this.fail(name, `expected host:port, got "${v}"`);
    return v;
  }

  regions(name: string, dflt: Region[]): Region[] {
    const v = this.env[name];
    if (v === undefined) return dflt;
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const r of list) {
      if (!(REGIONS as readonly string[]).includes(r))
        this.fail(name, `unknown region "${r}" (known: ${REGIONS.join(', ')})`);
    }
    return [...new Set(list)] as Region[];
  }

  file(name: string): string | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    try {
      return readFileSync(v, 'utf8');
    } catch {
      return this.fail(name, `cannot read file "${v}"`);
    }
  }

  dnsServers(name: string): string[] | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const server of list) {
      if (!/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-fA-F:]+\](:\d{1,5})?|[0-9a-fA-F:]+)$/.test(server))
        this.fail(name, `expected IP addresses (ip or ip:port, comma-separated), got "${server}"`);
    }
    return list.length > 0 ? list : null;
  }

  readablePath(name: string): string | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    try {
      accessSync(v, constants.R_OK);
    } catch {
      return this.fail(name, `cannot read file "${v}"`);
    }
    return v;
  }

  key32(name: string, dflt: string, required: boolean): Buffer {
    const v = this.raw(name);
    if (v === undefined && required) this.fail(name, 'must be set in production (32 bytes, base64)');
    const key = Buffer.from(v ?? dflt, 'base64');
    if (key.length !== 32) this.fail(name, 'must be 32 bytes encoded as base64');
    return key;
  }
}
