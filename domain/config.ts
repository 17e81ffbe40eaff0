/**
 * Configuration: each process reads and validates its own environment variables once, at start-up, and gets only
 * what it uses: the API `Config` (`loadConfig`), the worker `WorkerConfig`, a prober `ProberConfig` (no database
 * address, no secrets key, no chat signing secret). Nothing else reads `process.env`.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBillingConfig, type BillingConfig } from './billing/billingConfig';
import { readSocialConfig, type SocialConfig } from './auth/social/socialConfig';
import type { LogLevel } from './logger';
import { REGIONS, type Region } from './regions';
import { ConfigError, findOnPath, Reader, type Env } from './configReader';

export { ConfigError };

/** The API's configuration (also the development launcher's and the tests' view of the whole service). */
export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  /** LOG_LEVEL: the least level written (`info` by default; `debug` adds stack traces and per-step detail). */
  logLevel: LogLevel;
  port: number;
  baseUrl: string;
  docsUrl: string;
  statusDomain: string;
  mongodbUri: string;
  /** STORE_COMMAND_METRICS: each store command's time on /metrics (off: it costs a second decode of every reply). */
  storeCommandMetrics: boolean;
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
    /**
     * POSTs a worker has in flight to one receiver (scheme, host, port) at a time, one per connection: a receiver's
     * throughput is at most this many per response time, and a worker crash repeats at most this many POSTs to it.
     */
    connectionsPerOrigin: number;
    /** Consecutive failed deliveries that auto-disable a channel (0: never). */
    autoDisableFailures: number;
    /** ... and the least time from the first of them to the last, in ms. */
    autoDisableMinSpanMs: number;
  };
  /** Where PagerDuty channels send Events API v2 events (PAGERDUTY_EVENTS_URL). */
  pagerdutyEventsUrl: string;
  mail: MailConfig;
  /** Where the marketing contact form's messages are e-mailed (CONTACT_EMAIL); null: stored only. */
  contactEmail: string | null;
  /** How often the dispatcher re-starts deliveries whose workflow start may have been lost. */
  dispatchSweepMs: number;
  /**
   * FAN_OUT_CONCURRENCY: fan-outs of incidents the probe vote opened run this many at a time (each records its
   * deliveries and starts their workflows). More than Temporal and the worker take floods Temporal with starts.
   */
  fanOutConcurrency: number;
  /** ESCALATION_MIN_SEC: the least `after_sec` (and `repeat_every_sec`) of an escalation policy. */
  escalationMinSec: number;
  /** A prebuilt workflow bundle for the worker (WORKFLOW_BUNDLE_PATH); null: bundle workflows/ at start-up. */
  workflowBundlePath: string | null;
  sessionTtlSec: number;
  /** DELIVERY_RETENTION_DAYS: how long deliveries and their attempt records are kept (whole days; docs/delivery-operations.md). */
  deliveryRetentionDays: number;
  /** AUDIT_RETENTION_DAYS: how long audit records are kept (whole days; docs/teams.md). */
  auditRetentionDays: number;
  probing: ProbingConfig;
  /** Hard cap on rate-limit buckets held in memory (least recently used dropped beyond it). */
  rateLimitMaxBuckets: number;
  /** Multiplier on every rate-limit budget (RATE_LIMIT_SCALE; 1: the spec's budgets). For load tests. */
  rateLimitScale: number;
  /** RATE_LIMIT_ENABLED=false turns the limiter off (benchmarks measure its overhead that way). */
  rateLimitEnabled: boolean;
  /** Plans, the default plan, the failed-payment grace and Stripe (docs/billing.md). */
  billing: BillingConfig;
  /** Sign-in with GitHub and Google (docs/sign-in.md); a provider left unset is off. */
  social: SocialConfig;
}

/** Outgoing e-mail: e-mail channels, sign-in links, the contact form. */
export interface MailConfig {
  /** SMTP_URL (`smtp://host:port`, `smtps://user:pass@host`); null: no SMTP server (development logs sign-in links). */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every message. */
  from: string;
}

export interface ProbingConfig {
  /** How often the heartbeat miss sweep runs. */
  heartbeatSweepMs: number;
  /** How often an API replica reads the monitor changes other replicas made (its probe schedule follows). */
  monitorSyncMs: number;
  /** How often an API replica reads the region states other replicas shared (their probers' results). */
  stateFeedMs: number;
  /** How long raw check results are kept (CHECK_RESULT_RETENTION_HOURS); rollups keep the rest. */
  resultRetentionHours: number;
  /** REGION_STALE_SEC: a region none of whose probers was heard from for this long is `stale` (not active). */
  regionStaleMs: number;
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
  /** Browser checks a process runs at once (PROBER_BROWSER_CONCURRENCY). */
  browserConcurrency: number;
  /** The Chromium that runs browser checks (PROBER_CHROMIUM_PATH); checked at start, never downloaded. */
  chromiumPath: string;
}

/**
 * The delivery worker: MongoDB, Temporal, the webhook client, the key that opens channels' secrets, what the
 * provider channels need (the dashboard's address for links, PagerDuty's events address, SMTP), and the
 * dispatcher's sweep period (escalation steps are dispatched from the worker), and where its attempt journal goes.
 */
export type WorkerConfig = Pick<
  Config,
  | 'nodeEnv'
  | 'logLevel'
  | 'mongodbUri'
  | 'storeCommandMetrics'
  | 'temporalAddress'
  | 'temporalNamespace'
  | 'temporalTaskQueue'
  | 'allowPrivateTargets'
  | 'webhookCa'
  | 'secretsKey'
  | 'delivery'
  | 'workflowBundlePath'
  | 'baseUrl'
  | 'pagerdutyEventsUrl'
  | 'mail'
  | 'dispatchSweepMs'
> & {
  /**
   * DELIVERY_JOURNAL_DIR: where each attempt's record is journaled before the store has it (attemptJournal.ts).
   * Default: a folder of the temporary directory named after the database, shared by that database's workers only.
   */
  deliveryJournalDir: string;
};

/**
 * WORKER_METRICS_PORT: where the worker process answers `GET /metrics` (its detection stages,
 * metrics/detectionTimeline.ts, and its process metrics); 0 (default): it serves nothing.
 */
export interface WorkerMetrics {
  metricsPort: number;
}

/**
 * LIVENESS_FILE (worker, probers): a file the process rewrites every few seconds while its work loop turns, for a
 * container health check to read its age (domain/liveness.ts); null: none is written.
 */
export interface Liveness {
  livenessFile: string | null;
}

/** What a prober needs to run checks: none of the API's own probing settings (sweeps, schedule sync, retention). */
export type ProberTuning = Omit<
  ProbingConfig,
  'heartbeatSweepMs' | 'monitorSyncMs' | 'stateFeedMs' | 'resultRetentionHours' | 'regionStaleMs'
>;

/** A prober: the API it pulls from (BASE_URL), its token and its own tuning. */
export type ProberConfig = Pick<Config, 'nodeEnv' | 'baseUrl' | 'proberToken' | 'allowPrivateTargets'> & {
  probing: ProberTuning;
};

/** The development stack's probers: one per region in PROBER_REGIONS, in one process. */
export type EmbeddedProbersConfig = ProberConfig & Pick<Config, 'proberRegions'>;

const DEV_SECRETS_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1rZXktMzItYnl0ZXMtISE='; // 32 bytes, development only

/** The API's configuration: every variable, since the API also checks prober tokens and runs test-checks. */
export function loadConfig(env: Env = process.env): Config {
  const r = new Reader(env);
  const { nodeEnv, production } = readNodeEnv(r);
  const port = r.int('PORT', 3000, 0, 65535);
  const baseUrl = readBaseUrl(r, port);
  const prober = readProberSettings(r, env, production);
  return {
    nodeEnv,
    port,
    docsUrl: r.url('DOCS_URL', `${baseUrl}/docs/rate-limits`),
    statusDomain: r.str('STATUS_DOMAIN', 'status.localhost'),
    ...readDeliverySettings(r, production, baseUrl),
    contactEmail: r.mailAddress('CONTACT_EMAIL', null),
    // Default: the UI of the dev server `npm start` runs (its port moves with DEV_TEMPORAL_UI_PORT).
    temporalUiUrl: r
      .url('TEMPORAL_UI_URL', `http://127.0.0.1:${r.int('DEV_TEMPORAL_UI_PORT', 8233, 1, 65535)}`)
      .replace(/\/$/, ''),
    proberToken: prober.proberToken,
    proberRegions: r.regions('PROBER_REGIONS', [...REGIONS]),
    trustProxy: r.bool('TRUST_PROXY', false),
    minIntervalSec: r.int('MIN_INTERVAL_SEC', 30, 1, 86400),
    chatSigningSecret: r.secret('CHAT_SIGNING_SECRET', 'dev-chat-signing-secret', production),
    escalationMinSec: r.int('ESCALATION_MIN_SEC', 60, 1, 86_400),
    fanOutConcurrency: r.int('FAN_OUT_CONCURRENCY', 6, 1, 256),
    sessionTtlSec: r.int('SESSION_TTL_SEC', 14 * 86400, 1, 365 * 86400),
    deliveryRetentionDays: r.int('DELIVERY_RETENTION_DAYS', 90, 1, 400),
    auditRetentionDays: r.int('AUDIT_RETENTION_DAYS', 400, 1, 3650),
    probing: {
      heartbeatSweepMs: r.int('HEARTBEAT_SWEEP_MS', 5_000, 20, 600_000),
      monitorSyncMs: r.int('MONITOR_SYNC_MS', 2_000, 20, 600_000),
      stateFeedMs: r.int('PROBE_STATE_FEED_MS', 500, 20, 60_000),
      resultRetentionHours: r.int('CHECK_RESULT_RETENTION_HOURS', 48, 1, 24 * 400),
      regionStaleMs: r.int('REGION_STALE_SEC', 60, 1, 86_400) * 1000,
      ...prober.probing,
    },
    rateLimitMaxBuckets: r.int('RATE_LIMIT_MAX_BUCKETS', 100_000, 1, 10_000_000),
    rateLimitScale: r.number('RATE_LIMIT_SCALE', 1, 0.01, 1_000_000),
    rateLimitEnabled: r.bool('RATE_LIMIT_ENABLED', true),
    billing: readBillingConfig(r),
    social: readSocialConfig(r),
  };
}

export function loadWorkerConfig(env: Env = process.env): WorkerConfig & Liveness & WorkerMetrics {
  const r = new Reader(env);
  const { nodeEnv, production } = readNodeEnv(r);
  // The worker serves no HTTP, so PORT is not its to read: its links default to the development API's address.
  const settings = readDeliverySettings(r, production, readBaseUrl(r, 3000));
  const journalDir = join(tmpdir(), 'uptime-delivery-journal', sha256Hex(settings.mongodbUri).slice(0, 16));
  return {
    nodeEnv,
    ...settings,
    deliveryJournalDir: r.directory('DELIVERY_JOURNAL_DIR', journalDir),
    metricsPort: r.int('WORKER_METRICS_PORT', 0, 0, 65535),
    livenessFile: r.filePath('LIVENESS_FILE'),
  };
}

export function loadProberConfig(env: Env = process.env): ProberConfig & Liveness {
  const r = new Reader(env);
  const { nodeEnv, production } = readNodeEnv(r);
  // PORT only gives the default API address: the API of this machine, as in the development stack.
  const baseUrl = readBaseUrl(r, r.int('PORT', 3000, 0, 65535));
  return { nodeEnv, baseUrl, ...readProberSettings(r, env, production), livenessFile: r.filePath('LIVENESS_FILE') };
}

export function loadEmbeddedProbersConfig(env: Env = process.env): EmbeddedProbersConfig & Liveness {
  return { ...loadProberConfig(env), proberRegions: new Reader(env).regions('PROBER_REGIONS', [...REGIONS]) };
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function readNodeEnv(r: Reader): { nodeEnv: Config['nodeEnv']; production: boolean } {
  const nodeEnv = r.oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development');
  return { nodeEnv, production: nodeEnv === 'production' };
}

function readMongoUri(r: Reader): string {
  return r.mongoUri('MONGODB_URI', 'mongodb://127.0.0.1:27017/uptime');
}

/** The API's public address; its default follows PORT. */
function readBaseUrl(r: Reader, port: number): string {
  return r.url('BASE_URL', `http://localhost:${port}`).replace(/\/$/, '');
}

/** Shared by the API (which posts test alerts and starts deliveries) and the worker. */
function readDeliverySettings(
  r: Reader,
  production: boolean,
  baseUrl: string,
): Omit<WorkerConfig, 'nodeEnv' | 'deliveryJournalDir'> {
  return {
    logLevel: r.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    baseUrl,
    pagerdutyEventsUrl: r.url('PAGERDUTY_EVENTS_URL', 'https://events.pagerduty.com/v2/enqueue'),
    mail: { smtpUrl: r.smtpUrl('SMTP_URL'), from: r.mailAddress('MAIL_FROM', 'Uptime alerts <alerts@localhost>')! },
    mongodbUri: readMongoUri(r),
    storeCommandMetrics: r.bool('STORE_COMMAND_METRICS', false),
    temporalAddress: r.hostPort('TEMPORAL_ADDRESS', '127.0.0.1:7233'),
    temporalNamespace: r.str('TEMPORAL_NAMESPACE', 'default'),
    temporalTaskQueue: r.str('TEMPORAL_TASK_QUEUE', 'webhook-deliveries'),
    allowPrivateTargets: r.bool('ALLOW_PRIVATE_TARGETS', false),
    webhookCa: r.file('WEBHOOK_CA_FILE'),
    secretsKey: r.key32('SECRETS_KEY', DEV_SECRETS_KEY, production),
    delivery: {
      timeoutMs: r.int('DELIVERY_TIMEOUT_MS', 10_000, 100, 10_000),
      retryInitialMs: r.int('DELIVERY_RETRY_INITIAL_MS', 2_000, 10, 60_000),
      retryAfterMaxSec: r.int('DELIVERY_RETRY_AFTER_MAX_SEC', 60, 0, 3600),
      connectionsPerOrigin: r.int('DELIVERY_CONNECTIONS_PER_ORIGIN', 16, 1, 256),
      autoDisableFailures: r.int('CHANNEL_AUTO_DISABLE_FAILURES', 20, 0, 100_000),
      autoDisableMinSpanMs: r.int('CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC', 86_400, 0, 90 * 86_400) * 1000,
    },
    workflowBundlePath: r.readablePath('WORKFLOW_BUNDLE_PATH'),
    // The worker dispatches escalations with the same dispatcher as the API.
    dispatchSweepMs: r.int('DISPATCH_SWEEP_MS', 5_000, 50, 600_000),
  };
}

/** Shared by the probers and the API (which checks prober tokens and runs test-checks with the same tuning). */
function readProberSettings(r: Reader, env: Env, production: boolean): Omit<ProberConfig, 'nodeEnv' | 'baseUrl'> {
  return {
    proberToken: r.secret('PROBER_TOKEN', 'dev-prober-token', production),
    allowPrivateTargets: r.bool('ALLOW_PRIVATE_TARGETS', false),
    probing: {
      proberPullMs: r.int('PROBER_PULL_MS', 2_000, 20, 600_000),
      proberConcurrency: r.int('PROBER_CONCURRENCY', 16, 1, 256),
      dnsServers: r.dnsServers('PROBE_DNS_SERVERS'),
      extraCa: r.file('PROBE_CA_FILE'),
      pingCommand: r.str('PING_COMMAND', findOnPath('ping', env.PATH) ?? 'ping'),
      browserConcurrency: r.int('PROBER_BROWSER_CONCURRENCY', 2, 1, 32),
      chromiumPath: r.str('PROBER_CHROMIUM_PATH', findOnPath('chromium', env.PATH) ?? '/usr/bin/chromium'),
    },
  };
}

/** The operator CLI (`npm run cli`): it writes accounts straight to the database, so it needs that alone. */
export type CliConfig = Pick<Config, 'mongodbUri'>;

export function loadCliConfig(env: Env = process.env): CliConfig {
  return { mongodbUri: readMongoUri(new Reader(env)) };
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
