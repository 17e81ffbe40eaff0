/**
 * Keeps the development store's lookup indexes (scripts/lookupIndexes.ts) in place while FerretDB runs on
 * PostgreSQL. FerretDB creates a table per collection when the collection is first written, under a hashed name it
 * records in each database's `_ferretdb_database_metadata` table, and test files create databases of their own: so
 * the keeper looks, every `intervalMs`, for tables of the models' collections in every database and adds the
 * indexes they lack. A dropped collection or database takes its indexes with it; a recreated one gets them again.
 */
import { Client } from 'pg';
import {
  FAMILY_SUFFIX,
  LOOKUP_INDEX_SUFFIX,
  lookupFieldsFor,
  lookupIndexName,
  lookupIndexSql,
  quoteIdent,
  type LookupFields,
} from './lookupIndexes';

const METADATA_TABLE = '_ferretdb_database_metadata';

/** Errors that only mean "not now": the table or database went away, or a write held the table; retried next pass. */
const TRANSIENT = new Set(['42P01', '3F000', '55P03', '40P01']);

export interface LookupIndexKeeper {
  /** One pass now (after any pass in progress); resolves with the number of indexes it created. */
  sync(): Promise<number>;
  stop(): Promise<void>;
}

export interface LookupIndexKeeperOptions {
  url: string;
  fields: LookupFields;
  intervalMs?: number;
  /** A pass failed (PostgreSQL unreachable, ...): the next one tries again. */
  onError?: (err: Error) => void;
}

export function startLookupIndexKeeper(opts: LookupIndexKeeperOptions): LookupIndexKeeper {
  let client: Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<number> = Promise.resolve(0);
  const pass = async (): Promise<number> => {
    if (stopped) return 0;
    try {
      client ??= await connect(opts.url);
      return await createMissing(client, opts.fields);
    } catch (err) {
      await client?.end().catch(() => undefined);
      client = null;
      opts.onError?.(err as Error);
      return 0;
    }
  };
  const sync = () => (last = last.then(pass));
  const schedule = () => {
    timer = setTimeout(() => void sync().then(() => !stopped && schedule()), opts.intervalMs ?? 1_000);
    timer.unref();
  };
  schedule();
  return {
    sync,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await last;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url, application_name: 'uptime-lookup-indexes' });
  // A server that goes away reports it here as well as to the query in flight: the query's error is enough.
  client.on('error', () => undefined);
  await client.connect();
  // Never queue FerretDB's writes behind an index build for long: give up and try again next pass.
  await client.query("SET lock_timeout = '1s'");
  return client;
}

interface ModelTable {
  schema: string;
  collection: string;
  table: string;
}

async function createMissing(client: Client, fields: LookupFields): Promise<number> {
  const tables = await modelTables(client, [...fields.keys()]);
  if (!tables.length) return 0;
  const have = await lookupIndexes(client, [...new Set(tables.map((t) => t.schema))]);
  let created = 0;
  for (const t of tables) {
    for (const field of lookupFieldsFor(fields, t.collection)) {
      if (have.has(`${t.schema}.${lookupIndexName(t.table, field)}`)) continue;
      if (await createIndex(client, lookupIndexSql(t.schema, t.table, field))) created++;
    }
  }
  return created;
}

/** The tables behind the models' collections, in every FerretDB database (a PostgreSQL schema each). */
async function modelTables(client: Client, collections: string[]): Promise<ModelTable[]> {
  const schemas = await client.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relname = $1 AND c.relkind = 'r'`,
    [METADATA_TABLE],
  );
  if (!schemas.rows.length) return [];
  const exact = collections.filter((c) => !c.endsWith(FAMILY_SUFFIX));
  const families = collections.filter((c) => c.endsWith(FAMILY_SUFFIX)).map((c) => likePrefix(c.slice(0, -1)));
  const selects = schemas.rows.map(
    ({ schema }, i) =>
      `SELECT $${i + 3}::text AS schema, _jsonb->>'_id' AS collection, _jsonb->>'table' AS table
       FROM ${quoteIdent(schema)}.${METADATA_TABLE} WHERE _jsonb->>'_id' = ANY($1) OR _jsonb->>'_id' LIKE ANY($2)`,
  );
  const found = await client.query<ModelTable>(selects.join(' UNION ALL '), [
    exact,
    families,
    ...schemas.rows.map((r) => r.schema),
  ]);
  return found.rows;
}

/** A LIKE pattern for names starting with `prefix` (its `_` and `%` taken literally). */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `schema.index` names of the lookup indexes that exist. */
async function lookupIndexes(client: Client, schemas: string[]): Promise<Set<string>> {
  const found = await client.query<{ name: string }>(
    `SELECT schemaname || '.' || indexname AS name FROM pg_indexes WHERE schemaname = ANY($1) AND indexname LIKE $2`,
    [schemas, `%${LOOKUP_INDEX_SUFFIX}`],
  );
  return new Set(found.rows.map((r) => r.name));
}

async function createIndex(client: Client, sql: string): Promise<boolean> {
  try {
    await client.query(sql);
    return true;
  } catch (err) {
    if (TRANSIENT.has((err as { code?: string }).code ?? '')) return false;
    throw err;
  }
}
