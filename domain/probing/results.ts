/**
 * `/results`: stores the latest result per (monitor, region) with one conditional upsert each (an older result
 * never overwrites a newer one) and appends every result to the check history (one insert per batch), then re-runs the vote of every monitor the batch touched and moves its incident
 * through the lifecycle (open is a no-op while one is unresolved, so one outage is one incident).
 */
import { appendCheckResults, type CheckResultInput } from '../checkResults/history';
import { isDuplicateKeyError } from '../errors';
import { uuidv7 } from '../ids';
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { RegionResult, type RegionResultDoc } from '../models/regionResult';
import type { Region } from '../regions';
import { evaluateVote, type RegionLatest } from './votes';

export interface ProbeResultInput {
  monitor_id: string;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class?: string | null;
  error_message?: string | null;
}

export interface ResultsDeps {
  lifecycle: IncidentLifecycle;
  log: Logger;
  now: () => number;
}

type VoteFields = Pick<MonitorDoc, '_id' | 'regions' | 'down_quorum' | 'interval_sec'>;

/** Returns how many results were accepted; results for unknown, paused, heartbeat or other-region monitors are ignored. */
export async function recordResults(
  deps: ResultsDeps,
  region: Region,
  results: ProbeResultInput[],
): Promise<{ accepted: number; ignored: number }> {
  const ids = [...new Set(results.map((r) => r.monitor_id))];
  const monitors = await Monitor.find({ _id: { $in: ids }, regions: region, paused: false, type: { $ne: 'heartbeat' } })
    .select('regions down_quorum interval_sec')
    .lean<VoteFields[]>();
  const byId = new Map(monitors.map((m) => [m._id, m]));
  const history: CheckResultInput[] = [];
  for (const result of results) {
    const monitor = byId.get(result.monitor_id);
    if (!monitor) continue;
    history.push(await storeLatest(monitor, region, result, deps.now()));
  }
  await appendCheckResults(history);
  for (const monitor of byId.values()) {
    try {
      await applyVote(deps, monitor);
    } catch (err) {
      // The next result for this monitor votes again; the stored results are not lost.
      deps.log.warn('vote failed', { monitor_id: monitor._id, error: (err as Error).message });
    }
  }
  return { accepted: history.length, ignored: results.length - history.length };
}

/** Stores the result as the latest of its (monitor, region); returns it as a history row. */
async function storeLatest(
  monitor: VoteFields,
  region: Region,
  r: ProbeResultInput,
  nowMs: number,
): Promise<CheckResultInput> {
  const checkedAt = new Date(Math.min(r.checked_at.getTime(), nowMs)); // a prober's clock ahead of ours
  const fields = {
    ok: r.ok,
    checked_at: checkedAt,
    response_ms: r.response_ms,
    leased_until: new Date(0), // the job is done
    error_class: r.ok ? null : (r.error_class ?? 'unknown'),
    error_message: r.ok ? null : (r.error_message ?? null),
  };
  try {
    await RegionResult.updateOne(
      { monitor_id: monitor._id, region, $or: [{ checked_at: null }, { checked_at: { $lte: checkedAt } }] },
      { $set: fields, $setOnInsert: { _id: uuidv7() } },
      { upsert: true },
    );
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err; // duplicate: a newer result is already stored
  }
  return {
    monitor_id: monitor._id,
    region,
    ok: r.ok,
    checked_at: checkedAt,
    response_ms: r.response_ms,
    error_class: fields.error_class,
  };
}

async function applyVote(deps: ResultsDeps, monitor: VoteFields): Promise<void> {
  const rows = await RegionResult.find({ monitor_id: monitor._id, checked_at: { $ne: null } }).lean<
    RegionResultDoc[]
  >();
  const latest: RegionLatest[] = rows.map((r) => ({
    region: r.region,
    ok: r.ok === true,
    checked_at: r.checked_at!,
    response_ms: r.response_ms,
    error_class: r.error_class,
    error_message: r.error_message,
  }));
  const vote = evaluateVote(monitor, latest, deps.now());
  if (vote.down && vote.latestFailure) {
    await deps.lifecycle.open({
      monitorId: monitor._id,
      failingRegions: vote.failingRegions,
      check: vote.latestFailure,
    });
  } else if (!vote.down) {
    await deps.lifecycle.resolveForMonitor(monitor._id, { check: { last_response_ms: vote.latestOkResponseMs } });
  }
}
