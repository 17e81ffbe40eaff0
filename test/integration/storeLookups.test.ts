/**
 * Hot lookups on the development store (FerretDB on PostgreSQL) do not scan: with the lookup indexes the store
 * layer keeps (scripts/lookupIndexKeeper.ts), the server CPU of a by-id read, a by-id update and a read by an
 * indexed field stays within 2x from 1,000 to 100,000 documents, and PostgreSQL's plan for FerretDB's own statement
 * is an index scan. A read by a field no model indexes is measured beside them as the control: it scans, and its
 * cost must grow with the collection, or the measurement could not tell a scan from a lookup.
 *
 * The store is this file's own (its CPU is not shared with other test files) and the collection is created after
 * the store started, in a database of its own, as every test file's is. `npx jest test/integration/storeLookups`
 * prints the figures (docs/performance.md).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection, type Model } from 'mongoose';
import { descendantsOf } from '../../bench/memory';
import { processCpuMs } from '../../bench/procCpu';
import { ApiKey, type ApiKeyDoc } from '../../domain/models';
import { postgresUsable } from '../../scripts/devPostgres';
import { findBinary, startMongoWire, type RunningService } from '../../scripts/devServices';

const SMALL = 1_000;
const LARGE = 100_000;
const LOOKUPS = 200;
const CONTROL_LOOKUPS = 10;
const ROUNDS = 3;
jest.setTimeout(180_000);

const unavailable = process.env.MONGODB_URI
  ? 'MONGODB_URI points at a real MongoDB'
  : findBinary('mongod')
    ? 'mongod is installed, so the development store is not FerretDB'
    : !findBinary('ferretdb') || !postgresUsable()
      ? 'FerretDB on PostgreSQL is not available here'
      : null;
if (unavailable) process.stderr.write(`[store lookup tests skipped] ${unavailable}\n`);
const describeOnPostgres = unavailable ? describe.skip : describe;

type Lookup = (doc: ApiKeyDoc) => Promise<unknown>;

describeOnPostgres('lookups on FerretDB on PostgreSQL', () => {
  let dir: string;
  let store: RunningService;
  let conn: Connection;
  let keys: Model<ApiKeyDoc>;
  const docs: ApiKeyDoc[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-lookups-'));
    store = await startMongoWire({
      dataDir: dir,
      logFile: join(dir, 'mongo.log'),
      database: 'x',
      backend: 'postgresql',
    });
    conn = await mongoose.createConnection(store.address.replace(/\/x$/, '/lookups')).asPromise();
    keys = conn.model<ApiKeyDoc>(ApiKey.modelName, ApiKey.schema, ApiKey.collection.collectionName);
    await keys.createIndexes();
  });
  afterAll(async () => {
    await conn?.close();
    await store?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const lookups: Record<string, Lookup> = {
    findById: (d) => keys.findById(d._id).lean(),
    'updateOne by _id': (d) => keys.updateOne({ _id: d._id }, { $set: { revoked_at: new Date() } }),
    'findOne by key_hash': (d) => keys.findOne({ key_hash: d.key_hash }).lean(),
  };
  const control: Lookup = (d) => keys.findOne({ name: d.name }).lean();

  it('costs the same at 100,000 documents as at 1,000', async () => {
    await grow(SMALL);
    await waitForLookupPlan({ _id: docs[0]._id });
    const small = await measureAll();
    await grow(LARGE);
    const large = await measureAll();
    process.stderr.write(figures(small, large));
    const ratios = Object.keys(lookups).map((name) => ({ name, ratio: large[name] / small[name] }));
    expect(ratios.filter((r) => !(r.ratio <= 2))).toEqual([]);
    expect(large.control / small.control).toBeGreaterThan(10);
  });

  it("is served by an index in PostgreSQL's plan for FerretDB's own statement", async () => {
    const sample = docs[docs.length >> 1];
    for (const filter of [{ _id: sample._id }, { key_hash: sample.key_hash }]) {
      const plan = JSON.stringify(await explain(filter));
      expect(plan).not.toContain('Seq Scan');
      expect(plan).toMatch(/"Index Name":"[^"]+_lookup"/);
    }
    expect(JSON.stringify(await explain({ name: sample.name }))).toContain('Seq Scan');
  });

  async function grow(size: number): Promise<void> {
    while (docs.length < size) {
      const batch = Array.from({ length: Math.min(5_000, size - docs.length) }, (_, i) => apiKey(docs.length + i));
      await keys.collection.insertMany(batch as never[], { ordered: false });
      docs.push(...batch);
    }
  }

  /** The keeper adds the indexes within a second or so of the collection's creation. */
  async function waitForLookupPlan(filter: Record<string, unknown>): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (!/_lookup/.test(JSON.stringify(await explain(filter)))) {
      if (Date.now() > deadline) throw new Error(`no lookup index after 15 s; see ${join(dir, 'mongo.log')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function explain(filter: Record<string, unknown>): Promise<unknown> {
    const res = await conn.db!.command({ explain: { find: keys.collection.collectionName, filter } });
    return res.queryPlanner;
  }

  /** Server CPU per lookup in ms (FerretDB plus the PostgreSQL backends serving it), the least of three rounds. */
  async function measureAll(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const [name, lookup] of Object.entries(lookups)) out[name] = await leastOfRounds(lookup, LOOKUPS);
    // Enough scans at 1,000 documents to read more than a few clock ticks.
    out.control = await leastOfRounds(control, docs.length < LARGE ? CONTROL_LOOKUPS * 5 : CONTROL_LOOKUPS);
    return out;
  }

  async function leastOfRounds(lookup: Lookup, count: number): Promise<number> {
    let least = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      const before = servingCpuMs();
      for (let i = 0; i < count; i++) await lookup(docs[Math.floor(Math.random() * docs.length)]);
      least = Math.min(least, (servingCpuMs() - before) / count);
    }
    return least;
  }

  /**
   * Background work of PostgreSQL (autovacuum after the bulk insert, the checkpointer) is not a lookup's cost:
   * only its client backends count, beside FerretDB itself.
   */
  function servingCpuMs(): number {
    const backends = descendantsOf(store.backendPid!).filter((pid) => cmdline(pid).startsWith('postgres: uptime '));
    return [store.pid, ...backends].reduce((sum, pid) => sum + (processCpuMs(pid) || 0), 0);
  }
});

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function apiKey(n: number): ApiKeyDoc {
  const now = new Date();
  const key = randomBytes(24).toString('hex');
  return {
    _id: randomUUID(),
    org_id: `org-${n % 100}`,
    name: `key ${n}`,
    role: null,
    prefix: key.slice(0, 12),
    key_hash: createHash('sha256').update(key).digest('hex'),
    revoked_at: null,
    last_used_at: null,
    created_at: now,
    updated_at: now,
  };
}

function figures(small: Record<string, number>, large: Record<string, number>): string {
  const rows = Object.keys(small).map(
    (name) => `  ${name}: ${small[name].toFixed(2)} ms at ${SMALL}, ${large[name].toFixed(2)} ms at ${LARGE}`,
  );
  return `[store lookups] server CPU per lookup (least of ${ROUNDS} rounds)\n${rows.join('\n')}\n`;
}
