/**
 * FerretDB's CPU per document it returns, by stored shape: `node --import tsx bench/storeRowCost.ts` starts a
 * FerretDB on PostgreSQL of its own (scripts/devServices.ts), stores 400 buckets of `PER` (env, default 5) settled
 * rows twice, whole (the delivery's fields and its attempts as nested documents) and packed (the lookup fields and
 * one JSON string, domain/delivery/log/settled/rows.ts), and reads each bucket by its `page_keys` lookup index,
 * printing the store's CPU (FerretDB + PostgreSQL) per lookup and per row. `STATUS=pending` (env) adds that
 * equality to each lookup, which matches no row: the cost of a lookup PostgreSQL answers with nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import '../domain/models';
import { packedRow } from '../domain/delivery/log/settled/rows';
import type { DeliverySettlementDoc } from '../domain/models/deliverySettlement';
import { startMongoWire } from '../scripts/devServices';
import { treeCpuMs } from './procCpu';

const BUCKETS = 400;
const PER = Number(process.env.PER ?? 5);
/** Lets the lookup-index keeper (one pass a second) index the collections just made. */
const INDEX_WAIT_MS = 5_000;
const id = (i: number) => `0190${String(i).padStart(4, '0')}-0000-7000-8000-${String(i).padStart(12, '0')}`;

function wholeRow(i: number, key: string): DeliverySettlementDoc {
  const at = new Date(1_700_000_000_000 + i * 1000);
  const attempt = (n: number) => ({
    n,
    at,
    duration_ms: 12,
    status_code: n === 3 ? 200 : 503,
    error_class: n === 3 ? null : 'http_status',
    error_message: null,
    response_body: null,
  });
  return {
    _id: id(i),
    org_id: id(1),
    event_id: id(i + 1e6),
    event_type: 'incident.opened',
    incident_id: id(i + 2e6),
    monitor_id: id(i % 200),
    channel_id: id(i % 19),
    status: 'delivered',
    workflow_id: `delivery:${id(i)}`,
    resend_of: null,
    resend_key: null,
    last_attempt: 3,
    completed_at: at,
    created_at: at,
    updated_at: at,
    attempts: [1, 2, 3].map(attempt),
    page_keys: [key, `c:${id(i % 19)}|1`, `m:${id(i % 200)}|d1`, 't:o:incident.opened|1', `i:${id(i)}|d1`],
    day: 20_000,
  };
}

const SHAPES = {
  whole: { collection: 'delivery_settlements_20250101', row: wholeRow },
  packed: { collection: 'delivery_settlements_20250102', row: (i: number, key: string) => packedRow(wholeRow(i, key)) },
};

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'store-row-cost-'));
  const mongo = await startMongoWire({
    dataDir: dir,
    logFile: join(dir, 'ferretdb.log'),
    database: 'rowcost',
    backend: 'postgresql',
  });
  const client = await MongoClient.connect(mongo.address);
  try {
    const db = client.db('rowcost');
    for (const { collection, row } of Object.values(SHAPES))
      await db
        .collection(collection)
        .insertMany(Array.from({ length: BUCKETS * PER }, (_, i) => row(i, `k${i % BUCKETS}`)) as never[]);
    await new Promise((r) => setTimeout(r, INDEX_WAIT_MS));
    const cpu = () => treeCpuMs(mongo.pid) + (mongo.backendPid ? treeCpuMs(mongo.backendPid) : 0);
    const status = process.env.STATUS ? { status: process.env.STATUS } : {};
    for (const [shape, { collection }] of Object.entries(SHAPES)) {
      const cpu0 = cpu();
      for (let k = 0; k < BUCKETS; k++)
        await db
          .collection(collection)
          .find({ page_keys: `k${k}`, ...status })
          .toArray();
      const perLookup = (cpu() - cpu0) / BUCKETS;
      console.log(
        `${shape}: ${perLookup.toFixed(2)} ms per lookup of ${PER} rows, ${(perLookup / PER).toFixed(3)} per row`,
      );
    }
  } finally {
    await client.close();
    await mongo.stop();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
