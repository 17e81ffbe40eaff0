/**
 * Rows PostgreSQL reads under FerretDB, per collection: what the row-count tests compare between a store and one ten
 * times its size (a read by equality stays flat, a scan grows). PostgreSQL publishes a backend's counters when it
 * exits, or once it has been idle for a while (up to 10 s), so a measurement ends by closing FerretDB's connections
 * (`publishCounters`); reads that touch different tables share a measurement, each counted on its tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { Client } from 'pg';
import { connectDatabase, disconnectDatabase } from '../../domain/db';
import { postgresUsable } from '../../scripts/devPostgres';
import { findBinary, startMongoWire } from '../../scripts/devServices';

/**
 * FerretDB's pool checks a connection that has been idle for over a second before reusing it, and replaces one
 * that was closed; waiting that long after closing them means no command meets a closed connection.
 */
const POOL_RECHECK_MS = 1_200;
/** The store's client connections but ours and the lookup-index keeper's (scripts/lookupIndexKeeper.ts). */
const FERRET_BACKENDS =
  `FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()` +
  ` AND backend_type = 'client backend' AND application_name <> 'uptime-lookup-indexes'`;

/** Why the development store here is not FerretDB on PostgreSQL (the row-count tests then skip), or null. */
function ferretOnPostgresUnavailable(): string | null {
  if (process.env.MONGODB_URI) return 'MONGODB_URI points at a real MongoDB';
  if (findBinary('mongod')) return 'mongod is installed, so the development store is not FerretDB';
  return !findBinary('ferretdb') || !postgresUsable() ? 'FerretDB on PostgreSQL is not available here' : null;
}

/** `describe` where FerretDB on PostgreSQL can run, else `describe.skip` and one line saying why. */
export function describeOnFerretPostgres(tests: string): jest.Describe {
  const unavailable = ferretOnPostgresUnavailable();
  if (unavailable) process.stderr.write(`[${tests} skipped] ${unavailable}\n`);
  return unavailable ? describe.skip : describe;
}

/** A test file's own FerretDB on a PostgreSQL cluster of its own, connected, with a client of the cluster. */
export interface CountedStore {
  /** FerretDB's log, where the lookup-index keeper's errors go too. */
  logFile: string;
  pg: Client;
  stop(): Promise<void>;
}

/** Starts a counted store holding `database`, in a fresh folder named after `folder`; `stop` removes it. */
export async function startCountedStore(folder: string, database: string): Promise<CountedStore> {
  const dir = mkdtempSync(join(tmpdir(), `${folder}-`));
  const logFile = join(dir, 'mongo.log');
  const server = await startMongoWire({ dataDir: dir, logFile, database, backend: 'postgresql' });
  await connectDatabase(server.address);
  const pg = new Client({ connectionString: server.backendUrl });
  await pg.connect();
  return {
    logFile,
    pg,
    async stop() {
      await pg.end();
      await disconnectDatabase().catch(() => undefined);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rows a read may read more at ten times the store (plus 10: a directory of days grows by a day per step). */
export const FLAT = 1.5;

export interface NamedRead {
  name: string;
  /** The collections it reads (their tables' rows are its count). */
  tables: string[];
  read: () => Promise<unknown>;
  /** The query it sent before, as the control. */
  before?: () => Promise<unknown>;
}

/**
 * Rows read per named read (and `before:<name>` per former query), reads on distinct tables measured together. One
 * settled reading of the counters ends a measurement and starts the next: nothing else reads between them.
 */
export async function measureReads(pg: Client, namedReads: NamedRead[]): Promise<Map<string, number>> {
  const jobs = namedReads.flatMap((r) => [
    { key: r.name, tables: r.tables, run: r.read },
    ...(r.before ? [{ key: `before:${r.name}`, tables: r.tables, run: r.before }] : []),
  ]);
  const out = new Map<string, number>();
  await publishCounters(pg);
  let last = await counters(pg);
  while (jobs.length > 0) {
    const used = new Set<string>();
    const group = jobs.filter((j) => !j.tables.some((t) => used.has(t)) && j.tables.every((t) => used.add(t)));
    for (const j of group) jobs.splice(jobs.indexOf(j), 1);
    await Promise.all(group.map((j) => j.run()));
    await publishCounters(pg);
    const now = await counters(pg);
    for (const j of group)
      out.set(
        j.key,
        j.tables.reduce((n, t) => n + (now.get(t) ?? 0) - (last.get(t) ?? 0), 0),
      );
    last = now;
  }
  return out;
}

/** The reads that grew from `small` to `large`, and those whose former query did not (so it proves nothing). */
export function compareGrowth(
  label: string,
  namedReads: NamedRead[],
  small: Map<string, number>,
  large: Map<string, number>,
): { grew: string[]; formerFlat: string[] } {
  const lines = namedReads.map(
    (r) =>
      `${r.name}: ${small.get(r.name)} -> ${large.get(r.name)}` +
      (r.before ? `; former query ${small.get(`before:${r.name}`)} -> ${large.get(`before:${r.name}`)}` : ''),
  );
  process.stderr.write(`[${label}] at 1x -> 10x\n  ${lines.join('\n  ')}\n`);
  const grew = namedReads.filter((r) => large.get(r.name)! > small.get(r.name)! * FLAT + 10).map((r) => r.name);
  const formerFlat = namedReads
    .filter((r) => r.before && !(large.get(`before:${r.name}`)! > small.get(`before:${r.name}`)! * FLAT))
    .map((r) => r.name);
  return { grew, formerFlat };
}

/** Waits until each (collection, filter) is planned through a lookup index (the keeper adds them within a second or so). */
export async function waitForLookups(checks: [string, Record<string, unknown>][], logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (const [collection, filter] of checks) {
    const plan = async () =>
      JSON.stringify((await mongoose.connection.db!.command({ explain: { find: collection, filter } })).queryPlanner);
    while (!/_lookup/.test(await plan())) {
      if (Date.now() > deadline)
        throw new Error(
          `no lookup index on ${collection} for ${JSON.stringify(filter)}: ${await plan()}; see ${logFile}`,
        );
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Waits until every day table of these collection families has its lookup index, asked of PostgreSQL's catalogue:
 * PostgreSQL plans a small table as a whole read however it is indexed, so a plan cannot tell for a day that holds
 * a few rows (the first day of a seeded range holds more or fewer by the hour the test runs at). FerretDB names a
 * day's table after its collection with the digits replaced (`<family>_________<hash>`).
 */
export async function waitForDayTableLookups(pg: Client, schema: string, families: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  const patterns = families.map((f) => `${f.replace(/_/g, '\\_')}\\_\\_%`);
  const unindexed = `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = $1 AND c.relkind = 'r' AND c.relname LIKE ANY($2)
      AND NOT EXISTS (SELECT 1 FROM pg_indexes i
        WHERE i.schemaname = n.nspname AND i.tablename = c.relname AND i.indexname LIKE '%lookup')`;
  for (;;) {
    const { rows } = await pg.query<{ relname: string }>(unindexed, [schema, patterns]);
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`no lookup index on ${rows.map((r) => r.relname).join(', ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Counters by collection: FerretDB names a collection's table `<collection>_<8 hex digits>`. */
async function counters(pg: Client): Promise<Map<string, number>> {
  const { rows } = await pg.query<{ t: string; n: string }>(
    `SELECT t.relname AS t, COALESCE(t.seq_tup_read, 0) + COALESCE(t.idx_tup_fetch, 0)` +
      ` + COALESCE((SELECT SUM(i.idx_tup_read) FROM pg_stat_user_indexes i WHERE i.relid = t.relid), 0) AS n` +
      ` FROM pg_stat_user_tables t WHERE t.relname NOT LIKE '\\_ferretdb%'`,
  );
  const out = new Map<string, number>();
  for (const { t, n } of rows) {
    const collection = t.replace(/_[0-9a-f]{8}$/, '');
    out.set(collection, (out.get(collection) ?? 0) + Number(n));
  }
  return out;
}

/**
 * Makes every counter of the reads so far visible: each of FerretDB's PostgreSQL connections is closed, and a
 * backend publishes its counters as it exits (seconds sooner than an idle one does). FerretDB opens new ones.
 */
export async function publishCounters(pg: Client): Promise<void> {
  await pg.query(`SELECT pg_terminate_backend(pid) ${FERRET_BACKENDS}`);
  const deadline = Date.now() + 10_000;
  while (Number((await pg.query<{ n: string }>(`SELECT count(*) AS n ${FERRET_BACKENDS}`)).rows[0].n) > 0) {
    if (Date.now() > deadline) throw new Error("FerretDB's connections did not close within 10 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, POOL_RECHECK_MS));
}
