/**
 * `/jobs`: the monitors due in one region. A monitor is due there when its last result in that region is older
 * than `interval_sec` (or it has none). Handing a job out leases it (moves `due_at` past the check's time-out),
 * so a prober polling again, or a second prober of the same region, does not get it twice.
 */
import { isDuplicateKeyError } from '../errors';
import { uuidv7 } from '../ids';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { RegionResult, type RegionResultDoc } from '../models/regionResult';
import type { Region } from '../regions';
import { definitionOf, type CheckDefinition } from './definition';

/** How long past the check's own time-out a handed-out job stays leased before it is handed out again. */
export const LEASE_MARGIN_MS = 15_000;

export interface ProbeJob {
  monitor_id: string;
  interval_sec: number;
  definition: CheckDefinition;
}

const CHECK_FIELDS = 'type url keyword keyword_mode host port record_type expected_value ssl_expiry_days expected_status timeout_ms interval_sec';

export async function dueJobs(region: Region, limit: number, nowMs: number): Promise<ProbeJob[]> {
  const now = new Date(nowMs);
  const candidates = await Monitor.find({ regions: region, paused: false, type: { $ne: 'heartbeat' } })
    .select(CHECK_FIELDS).sort({ _id: 1 }).lean<MonitorDoc[]>();
  if (candidates.length === 0) return [];
  const notDue = await RegionResult.find({ region, monitor_id: { $in: candidates.map((m) => m._id) }, due_at: { $gt: now } })
    .select('monitor_id').lean<Pick<RegionResultDoc, 'monitor_id'>[]>();
  const skip = new Set(notDue.map((r) => r.monitor_id));
  const jobs: ProbeJob[] = [];
  for (const m of candidates) {
    if (jobs.length >= limit) break;
    if (skip.has(m._id)) continue;
    const definition = definitionOf(m as unknown as CheckDefinition);
    if (await lease(m._id, region, now, new Date(nowMs + definition.timeout_ms + LEASE_MARGIN_MS))) {
      jobs.push({ monitor_id: m._id, interval_sec: m.interval_sec, definition });
    }
  }
  return jobs;
}

/** Takes the job unless someone else holds it: a conditional upsert, a duplicate key means it is not due. */
async function lease(monitorId: string, region: Region, now: Date, until: Date): Promise<boolean> {
  try {
    const res = await RegionResult.updateOne(
      { monitor_id: monitorId, region, due_at: { $lte: now } },
      { $set: { due_at: until }, $setOnInsert: { _id: uuidv7() } },
      { upsert: true },
    );
    return res.modifiedCount + res.upsertedCount > 0;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}
