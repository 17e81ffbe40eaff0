/**
 * `/jobs`: the monitors due in one region. A monitor is due there when its last result in that region is older
 * than its current `interval_sec` (or it has none) and no prober holds its job. Handing a job out leases it
 * (until its time-out plus a margin), so a prober polling again, or a second prober of the region, does not get
 * it twice; the result ends the lease.
 */
import { isDuplicateKeyError } from '../errors';
import { uuidv7 } from '../ids';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { RegionResult, type RegionResultDoc } from '../models/regionResult';
import type { Region } from '../regions';
import { definitionOf, type CheckDefinition } from './definition';

/** How long past the check's own time-out a handed-out job stays leased before it is handed out again. */
const LEASE_MARGIN_MS = 15_000;

export interface ProbeJob {
  monitor_id: string;
  interval_sec: number;
  definition: CheckDefinition;
}

const CHECK_FIELDS =
  'type url keyword keyword_mode host port record_type expected_value ssl_expiry_days expected_status timeout_ms interval_sec';
type Row = Pick<RegionResultDoc, 'monitor_id' | 'checked_at' | 'leased_until'>;

export async function dueJobs(region: Region, limit: number, nowMs: number): Promise<ProbeJob[]> {
  const candidates = await Monitor.find({ regions: region, paused: false, type: { $ne: 'heartbeat' } })
    .select(CHECK_FIELDS)
    .sort({ _id: 1 })
    .lean<MonitorDoc[]>();
  if (candidates.length === 0) return [];
  const rows = await RegionResult.find({ region, monitor_id: { $in: candidates.map((m) => m._id) } })
    .select('monitor_id checked_at leased_until')
    .lean<Row[]>();
  const rowOf = new Map(rows.map((r) => [r.monitor_id, r]));
  const jobs: ProbeJob[] = [];
  for (const m of candidates) {
    if (jobs.length >= limit) break;
    const lastDueAt = nowMs - m.interval_sec * 1000;
    if (!isDue(rowOf.get(m._id), nowMs, lastDueAt)) continue;
    const definition = definitionOf(m as unknown as CheckDefinition);
    if (await lease(m._id, region, nowMs, lastDueAt, nowMs + definition.timeout_ms + LEASE_MARGIN_MS)) {
      jobs.push({ monitor_id: m._id, interval_sec: m.interval_sec, definition });
    }
  }
  return jobs;
}

function isDue(row: Row | undefined, nowMs: number, lastDueAt: number): boolean {
  if (!row) return true;
  if (row.leased_until.getTime() > nowMs) return false;
  return row.checked_at === null || row.checked_at.getTime() <= lastDueAt;
}

/** Takes the job unless someone else holds it: a conditional upsert; a duplicate key means it is not due. */
async function lease(
  monitorId: string,
  region: Region,
  nowMs: number,
  lastDueAt: number,
  untilMs: number,
): Promise<boolean> {
  try {
    const res = await RegionResult.updateOne(
      {
        monitor_id: monitorId,
        region,
        leased_until: { $lte: new Date(nowMs) },
        $or: [{ checked_at: null }, { checked_at: { $lte: new Date(lastDueAt) } }],
      },
      { $set: { leased_until: new Date(untilMs) }, $setOnInsert: { _id: uuidv7() } },
      { upsert: true },
    );
    return res.modifiedCount + res.upsertedCount > 0;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}
