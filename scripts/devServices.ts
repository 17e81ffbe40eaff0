/**
 * Starts the development dependencies: a Temporal dev server and a MongoDB-wire server (mongod when on PATH,
 * else FerretDB on a PostgreSQL cluster of its own where a server is installed, or on SQLite; `DEV_MONGO_BACKEND`
 * chooses), each on loopback, and Mailpit (devMail.ts). Used by `npm start` and by the integration tests.
 * Binaries come from PATH first, then from `.tools/bin` (built by scripts/ensureTools.sh).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { declaredModels } from '../domain/db';
import { RESULT_LOOKUP_FAMILY, RESULT_LOOKUP_FIELDS } from '../domain/checkResults/history';
import { ROLLUP_COLLECTION_FAMILY } from '../domain/checkResults/rollupCollections';
import {
  ATTEMPTS_FAMILY,
  DELIVERIES_FAMILY,
  GUARDS_FAMILY,
  SETTLEMENTS_FAMILY,
} from '../domain/delivery/log/dayCollections';
import { SEARCH_ATTRIBUTE_FLAGS } from '../domain/searchAttributes';
import {
  findPostgresBin,
  postgresAccepting,
  postgresUrl,
  postgresUsable,
  preparePostgres,
  type PostgresLaunch,
} from './devPostgres';
import { startLookupIndexKeeper } from './lookupIndexKeeper';
import { lookupFieldsByCollection } from './lookupIndexes';
import { freePort } from './ports';

/** Ports for servers told their number in advance (scripts/ports.ts says why not port 0 and close). */
export { freePort };

export const ROOT = resolve(__dirname, '..');
const TOOLS_BIN = join(ROOT, '.tools', 'bin');

export interface RunningService {
  /** `host:port` for Temporal, a `mongodb://` URI for MongoDB. */
  address: string;
  /** For the MongoDB-wire server: what stores the data and why, in words (the launcher prints it). */
  store?: string;
  uiUrl?: string;
  pid: number;
  /** Prometheus text endpoint (Temporal `--metrics-port`, FerretDB `--debug-addr`), for benchmarks. */
  metricsUrl?: string;
  /** FerretDB's PostgreSQL server when it has one, for benchmarks. */
  backendPid?: number;
  /** Its `postgres://` URL (tests read query plans through it). */
  backendUrl?: string;
  /** Resolves when the server process exits (whoever stopped it), with its exit code or signal. */
  exited: Promise<string>;
  stop(): Promise<void>;
  /** SIGKILL, as in a crash (tests use it to take a dependency away). */
  kill(): Promise<void>;
}

export function findBinary(name: string): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const local = join(TOOLS_BIN, name);
  return existsSync(local) ? local : null;
}

export interface TemporalOptions {
  port?: number;
  uiPort?: number;
  /** SQLite file that keeps workflows across restarts; omit for an in-memory server. */
  dbFile?: string;
  headless?: boolean;
  logFile: string;
  /** `--sqlite-pragma` values; default: WAL journal, synchronous=normal. */
  sqlitePragmas?: string[];
  /** `--dynamic-config-value KEY=VALUE` pairs (values as JSON), e.g. for benchmarks. */
  dynamicConfig?: Record<string, string | number | boolean>;
}

export const DEFAULT_TEMPORAL_PRAGMAS = ['journal_mode=wal', 'synchronous=normal'];

export async function startTemporal(opts: TemporalOptions): Promise<RunningService> {
  const bin = findBinary('temporal');
  if (!bin) throw new Error('temporal CLI not found: run scripts/ensureTools.sh (needs Go) or set TEMPORAL_ADDRESS');
  const port = opts.port ?? (await freePort());
  const uiPort = opts.uiPort ?? (await freePort());
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'warn'];
  const metricsPort = await freePort();
  args.push('--http-port', String(await freePort()), '--metrics-port', String(metricsPort));
  args.push(...(opts.headless ? ['--headless'] : ['--ui-port', String(uiPort)]));
  if (opts.dbFile) args.push('--db-filename', opts.dbFile);
  for (const sa of SEARCH_ATTRIBUTE_FLAGS) args.push('--search-attribute', sa);
  // The dev server's single history shard lives in SQLite: let it write without waiting for fsync.
  for (const pragma of opts.sqlitePragmas ?? DEFAULT_TEMPORAL_PRAGMAS) args.push('--sqlite-pragma', pragma);
  for (const [key, value] of Object.entries(opts.dynamicConfig ?? {}))
    args.push('--dynamic-config-value', `${key}=${JSON.stringify(value)}`);
  const server = launch(bin, args, opts.logFile);
  await waitForPort(port, server, 'Temporal', opts.logFile, 60_000);
  return {
    address: `127.0.0.1:${port}`,
    uiUrl: opts.headless ? undefined : `http://127.0.0.1:${uiPort}`,
    pid: server.child.pid!,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    exited: exitOf(server.child),
    stop: () => server.stop(),
    kill: () => server.stop(0),
  };
}

export interface MongoOptions {
  port?: number;
  dataDir: string;
  logFile: string;
  database: string;
  /** FerretDB `--sqlite-url` query parameters, e.g. `_pragma=synchronous(normal)`; default: FERRET_SQLITE_PARAMS. */
  sqliteParams?: string[];
  /** FerretDB's storage: SQLite or a PostgreSQL cluster of its own; default: `mongoBackendFromEnv`. */
  backend?: MongoBackend;
}

export type MongoBackend = 'sqlite' | 'postgresql';

/** A backend and, in words, why it was chosen (the launcher prints it). */
export interface MongoBackendChoice {
  backend: MongoBackend;
  why: string;
}

/**
 * `DEV_MONGO_BACKEND` (sqlite | postgresql) forces a backend; anything else is refused rather than silently ignored.
 * Unset: PostgreSQL where a server is installed (FerretDB on it costs a quarter of the CPU per delivery and stays
 * flat as data grows, bench/README.md), SQLite otherwise, and SQLite for a data folder that already holds a
 * SQLite store and no PostgreSQL cluster, so an existing development database is not left behind.
 */
export function chooseMongoBackend(value = process.env.DEV_MONGO_BACKEND, dataDir?: string): MongoBackendChoice {
  if (value === 'sqlite' || value === 'postgresql') return { backend: value, why: `DEV_MONGO_BACKEND=${value}` };
  if (value) throw new Error(`DEV_MONGO_BACKEND: expected sqlite or postgresql, got "${value}"`);
  if (dataDir && holdsSqliteStore(dataDir) && !existsSync(join(dataDir, 'postgresql')))
    return {
      backend: 'sqlite',
      why: 'the data folder holds a SQLite store; DEV_MONGO_BACKEND=postgresql starts an empty PostgreSQL one',
    };
  if (postgresUsable()) return { backend: 'postgresql', why: 'the default where a PostgreSQL server is installed' };
  const why = findPostgresBin()
    ? 'PostgreSQL is installed, but there is no `postgres` account to run it as root'
    : 'no PostgreSQL server is installed (apt-get install postgresql)';
  return { backend: 'sqlite', why };
}

/** The backend `chooseMongoBackend` picks (bench options and tests need only that). */
export function mongoBackendFromEnv(value = process.env.DEV_MONGO_BACKEND, dataDir?: string): MongoBackend {
  return chooseMongoBackend(value, dataDir).backend;
}

function holdsSqliteStore(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.sqlite'));
}

/**
 * FerretDB's own SQLite settings (WAL, busy_timeout 10 s). `_pragma=synchronous(normal)` was measured too: within
 * the noise, since FerretDB's CPU goes to filtering documents, not to fsync.
 */
export const FERRET_SQLITE_PARAMS: string[] = [];

export async function startMongoWire(opts: MongoOptions): Promise<RunningService> {
  const port = opts.port ?? (await freePort());
  mkdirSync(opts.dataDir, { recursive: true });
  const mongod = findBinary('mongod');
  if (mongod) {
    const server = launch(
      mongod,
      ['--dbpath', opts.dataDir, '--port', String(port), '--bind_ip', '127.0.0.1'],
      opts.logFile,
    );
    await waitForPort(port, server, 'mongod', opts.logFile, 30_000);
    return mongoService(port, opts.database, server, `mongod, data in ${opts.dataDir}`);
  }
  const ferret = findBinary('ferretdb');
  if (!ferret)
    throw new Error('neither mongod nor ferretdb found: run scripts/ensureTools.sh (needs Go) or set MONGODB_URI');
  const choice = opts.backend
    ? { backend: opts.backend, why: 'as asked' }
    : chooseMongoBackend(undefined, opts.dataDir);
  const postgres = choice.backend === 'postgresql' ? await startPostgres(opts) : null;
  const debugPort = await freePort();
  const storage = postgres
    ? ['--handler=postgresql', `--postgresql-url=${postgres.url}`]
    : [
        '--handler=sqlite',
        `--sqlite-url=file:${opts.dataDir}/${sqliteQuery(opts.sqliteParams ?? FERRET_SQLITE_PARAMS)}`,
      ];
  const args = [
    ...storage,
    `--state-dir=${opts.dataDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    `--debug-addr=127.0.0.1:${debugPort}`,
    '--telemetry=disable',
    '--log-level=warn',
  ];
  const server = launch(ferret, args, opts.logFile);
  try {
    await waitForPort(port, server, 'FerretDB', opts.logFile, 30_000);
  } catch (err) {
    await postgres?.server.stop();
    throw err;
  }
  const store = `FerretDB on ${postgres ? 'PostgreSQL' : 'SQLite'} (${choice.why}), data in ${opts.dataDir}`;
  const service = mongoService(port, opts.database, server, store, `http://127.0.0.1:${debugPort}/debug/metrics`);
  return postgres ? withLookupIndexes(service, server, postgres, opts.logFile) : service;
}

/**
 * FerretDB's PostgreSQL beside it, with the lookup indexes FerretDB does not make (scripts/lookupIndexKeeper.ts)
 * kept for as long as both run.
 */
function withLookupIndexes(
  service: RunningService,
  server: Launched,
  postgres: { server: Launched; url: string },
  logFile: string,
): RunningService {
  const keeper = startLookupIndexKeeper({
    url: postgres.url,
    fields: lookupFieldsByCollection(declaredModels(), [
      ROLLUP_COLLECTION_FAMILY,
      ATTEMPTS_FAMILY,
      SETTLEMENTS_FAMILY,
      DELIVERIES_FAMILY,
      GUARDS_FAMILY,
    ]).set(RESULT_LOOKUP_FAMILY, RESULT_LOOKUP_FIELDS),
    onError: logChanged(logFile, '[lookup indexes]'),
  });
  const stopBoth = async (graceMs?: number) => {
    await keeper.stop();
    // FerretDB first, so PostgreSQL's shutdown has no client left to wait for.
    await server.stop(graceMs);
    await postgres.server.stop(graceMs);
  };
  const exited = exitOfEither(server, postgres.server);
  void exited.then(() => keeper.stop());
  return {
    ...service,
    backendPid: postgres.server.child.pid,
    backendUrl: postgres.url,
    exited,
    stop: () => stopBoth(),
    kill: () => stopBoth(0),
  };
}

/** Appends an error to the log file when its message differs from the last one (a retrying loop logs once). */
function logChanged(logFile: string, prefix: string): (err: Error) => void {
  let last = '';
  return (err) => {
    if (err.message === last) return;
    last = err.message;
    appendFileSync(logFile, `${new Date().toISOString()} ${prefix} ${err.message}\n`);
  };
}

/**
 * FerretDB's PostgreSQL cluster, in `<dataDir>/postgresql`, on a free loopback port; resolves once it accepts
 * connections, so FerretDB (started next) never serves an error for a store still recovering from a crash.
 */
async function startPostgres(opts: MongoOptions): Promise<{ server: Launched; url: string }> {
  const port = await freePort();
  const pg = preparePostgres(join(opts.dataDir, 'postgresql'), port);
  const server = launch(pg.bin, pg.args, opts.logFile.replace(/(\.log)?$/, '-postgresql.log'), pg.runAs);
  await waitForPort(port, server, 'PostgreSQL', opts.logFile, 30_000);
  await waitUntilAccepting(pg, port, server, 60_000);
  return { server, url: postgresUrl(port) };
}

/** Waits out PostgreSQL's start-up and crash recovery (bounded; it is stopped if it overruns or exits). */
async function waitUntilAccepting(pg: PostgresLaunch, port: number, server: Launched, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await postgresAccepting(pg, port))) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      await server.stop(0);
      throw new Error(`PostgreSQL did not accept connections on port ${port} within ${timeoutMs / 1000}s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function mongoService(
  port: number,
  database: string,
  server: Launched,
  store: string,
  metricsUrl?: string,
): RunningService {
  return {
    address: `mongodb://127.0.0.1:${port}/${database}`,
    store,
    pid: server.child.pid!,
    metricsUrl,
    exited: exitOf(server.child),
    stop: () => server.stop(),
    kill: () => server.stop(0),
  };
}

function sqliteQuery(params: string[]): string {
  return params.length ? `?${params.join('&')}` : '';
}

export interface Launched {
  child: ChildProcess;
  /** Stops the server (SIGTERM, SIGKILL after `graceMs`; at once when 0) and its watchdog. */
  stop(graceMs?: number): Promise<void>;
}

export function launch(bin: string, args: string[], logFile: string, runAs?: { uid: number; gid: number }): Launched {
  const out = openSync(logFile, 'a');
  // Own process group, so a stop reaches every process the server forks.
  const child = spawn(bin, args, { stdio: ['ignore', out, out], detached: true, uid: runAs?.uid, gid: runAs?.gid });
  const watchdog = watchOver(child);
  return {
    child,
    async stop(graceMs = 10_000) {
      await stopChild(child, graceMs);
      signalGroup(watchdog, 'SIGKILL');
    },
  };
}

/**
 * The Go servers cannot watch their parent, so each gets a watchdog: a shell that reads a pipe from this process
 * and, when the pipe closes (this process died, even by SIGKILL), stops the server's process group: SIGTERM, then
 * SIGKILL after 3 s. It lives in its own session, so a Ctrl-C or a closed terminal never reaches it directly.
 */
const WATCHDOG_SCRIPT = [
  'trap "" INT HUP',
  'while read -r _; do :; done',
  'kill -TERM -"$1" 2>/dev/null || exit 0',
  'i=0; while kill -0 -"$1" 2>/dev/null && [ $i -lt 30 ]; do sleep 0.1; i=$((i+1)); done',
  'kill -KILL -"$1" 2>/dev/null; exit 0',
].join('\n');

function watchOver(child: ChildProcess): ChildProcess {
  const watchdog = spawn('sh', ['-c', WATCHDOG_SCRIPT, 'watchdog', String(child.pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  // Neither the watchdog nor its pipe may keep this process alive.
  watchdog.unref();
  (watchdog.stdin as unknown as { _handle?: { unref(): void } })._handle?.unref();
  return watchdog;
}

export async function waitForPort(
  port: number,
  server: Launched,
  what: string,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const { child } = server;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await server.stop(0);
      throw new Error(`${what} exited with code ${child.exitCode}; see ${logFile}`);
    }
    // Ours answers only while it runs: a port that answers for a server that exited was someone else's.
    if ((await canConnect(port)) && child.exitCode === null) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs / 1000}s; see ${logFile}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = new Socket();
    s.once('connect', () => {
      s.destroy();
      res(true);
    });
    s.once('error', () => res(false));
    s.connect(port, '127.0.0.1');
  });
}

/** SIGTERM to the process group, SIGKILL after `graceMs` (at once when 0). */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  signalGroup(child, graceMs === 0 ? 'SIGKILL' : 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * FerretDB and its PostgreSQL live and die together: when one exits, the other is stopped, so a restart (the
 * launcher's) starts both afresh on the same data rather than a second PostgreSQL on a locked cluster.
 */
function exitOfEither(a: Launched, b: Launched): Promise<string> {
  const first = Promise.race([exitOf(a.child), exitOf(b.child)]);
  return first.then(async (how) => {
    await a.stop();
    await b.stop();
    return how;
  });
}

export function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((r) => child.once('exit', (code, signal) => r(signal ?? String(code))));
}

/**
 * True when nothing listens on `port` (on `host`; all interfaces when omitted): the way to tell a port held by a
 * program we did not start from one we can use, before starting anything on it.
 */
export function portIsFree(port: number, host?: string): Promise<boolean> {
  return new Promise((res) => {
    const srv = createServer();
    srv.once('error', () => res(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => res(true)));
  });
}

export function signalGroup(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, sig);
  } catch {
    try {
      child.kill(sig);
    } catch {
      /* already gone */
    }
  }
}
