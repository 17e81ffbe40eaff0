/**
 * `/results`: a batch is appended to the check history in one insert, added to the rollups in memory, and kept as
 * the latest result of each (monitor, region) in memory. The vote (quorum of fresh failures, contract "Probers,
 * votes and incidents") runs only for monitors whose batch changed a region's state, or that an incident needs
 * (an unresolved incident of a monitor that is up again, one resolved by hand while the monitor is still down),
 * so a steady stream of results costs no read at all. Each result is judged with its region's run of equal results
 * (regionVerdict.ts: `confirmations` / `recoveries`, counted in memory). A vote that says down while a maintenance
 * window covers the monitor opens nothing and is held: voted again with each result and by `revote`, so the
 * incident opens once the window is over if the monitor is still down.
 *
 * One outage is one incident with any number of API replicas: `lifecycle.open` is a no-op while an unresolved
 * incident exists (a unique key), and every replica that sees the vote go down only asks it.
 */
import type { CertificateReport } from '../certificates/facts';
import type { RollupAggregator } from '../checkResults/rollups';
import type { CheckResultInput } from '../checkResults/history';
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { DecidingMarks } from '../metrics/detectionTimeline';
import type { Logger } from '../logger';
import { voteRulesOf } from '../monitors/voteRules';
import type { Region } from '../regions';
import type { MonitorCatalog, ProbedMonitor } from './catalog';
import type { RegionStates, StateRules } from './regionStates';
import { withVerdict } from './regionVerdict';
import type { RegionStateFeed } from './stateFeed';
import type { Screenshots } from './screenshots';
import type { ProbingStore } from './stores';
import { effectiveQuorum, evaluateVote, FRESHNESS_INTERVALS, type RegionLatest } from './votes';

export interface ProbeResultInput {
  monitor_id: string;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class?: string | null;
  error_message?: string | null;
  certificate?: CertificateReport;
  /** A failed browser check's page, a PNG data URL (screenshots.ts); sent with the first failure of a run. */
  screenshot?: string;
}

export interface ResultsDeps {
  /** Told of each accepted result that reports a certificate (certificate warnings); must not throw. */
  certificateSeen?: (monitor: ProbedMonitor, certificate: CertificateReport, checkedAt: Date) => void;
  lifecycle: IncidentLifecycle;
  log: Logger;
  now: () => number;
  store: ProbingStore;
  catalog: MonitorCatalog;
  states: RegionStates;
  rollups: RollupAggregator;
  feed: RegionStateFeed;
  maintenance: MaintenanceGate;
  stateChanged?: (orgId: string) => void;
  /** Keeps failed browser checks' screenshots for their incident. */
  screenshots?: Pick<Screenshots, 'keep'>;
}

/** Whether a maintenance window of the monitor's org covers it now (domain/maintenance/). */
export interface MaintenanceGate {
  covers(orgId: string, monitorId: string, nowMs: number): Promise<boolean>;
}

/** Votes of one batch run this many at a time (a mass outage opens many incidents from one batch). */
const VOTE_CONCURRENCY = 64; // opens among them are written together (incidents/openWriter.ts)

export class ResultPipeline {
  /** Monitors with an unresolved incident, as far as this process knows (loaded at start, kept by its votes). */
  private readonly open = new Set<string>();
  /** Monitors whose next result must vote even if it changes nothing (a failed vote, an incident resolved by hand). */
  private readonly needsVote = new Set<string>();
  private loading: Promise<void> | null = null;
  private readonly startedAt: number;

  constructor(private readonly deps: ResultsDeps) {
    this.startedAt = deps.now();
  }

  /** Returns how many results were accepted; results for unknown, paused, heartbeat or other-region monitors are ignored. */
  async record(region: Region, results: ProbeResultInput[]): Promise<{ accepted: number; ignored: number }> {
    const receivedAt = this.deps.now();
    await this.ready();
    await this.deps.catalog.lookUp(results.map((r) => r.monitor_id));
    const now = this.deps.now();
    const accepted: [ProbedMonitor, CheckResultInput, ProbeResultInput][] = [];
    for (const r of results) {
      const m = this.deps.catalog.get(r.monitor_id);
      if (!m || m.paused || !m.regions.includes(region)) continue;
      accepted.push([m, historyRow(m._id, region, r, now), r]);
    }
    await this.deps.store.appendResults(
      accepted.map(([, row]) => row),
      now,
    ); // stored before anything is decided on it
    const toVote = new Map<string, ProbedMonitor>();
    for (const [m, row, input] of accepted) {
      this.deps.rollups.add(m._id, region, row.checked_at.getTime(), row.ok, row.response_ms);
      const latest = withVerdict(this.deps.states.get(m._id, region), latestOf(row, input), {
        rules: voteRulesOf(m),
        intervalSec: m.interval_sec,
        initiallyFailing: this.open.has(m._id),
        nowMs: now,
      });
      const change = this.deps.states.apply(m._id, latest, stateRules(m), now);
      this.deps.feed.note({ monitor_id: m._id, ...latest }, change, m.interval_sec);
      if (change === 'changed') this.deps.stateChanged?.(m.org_id);
      if (change === 'changed' || this.needsVote.has(m._id)) toVote.set(m._id, m);
      if (input.certificate) this.deps.certificateSeen?.(m, input.certificate, row.checked_at);
    }
    const flippedAt = this.deps.now();
    await Promise.all([
      this.share(),
      this.voteAll([...toVote.values()], { receivedAt, flippedAt }),
      this.keepScreenshots(region, accepted),
    ]);
    return { accepted: accepted.length, ignored: results.length - accepted.length };
  }

  /** Stores the screenshots of the batch's failed checks; one that cannot be stored is logged, never fails the batch. */
  private async keepScreenshots(region: Region, accepted: [ProbedMonitor, CheckResultInput, ProbeResultInput][]) {
    const keeper = this.deps.screenshots;
    if (!keeper) return;
    for (const [m, row, input] of accepted) {
      if (row.ok || !input.screenshot) continue;
      await keeper
        .keep(m._id, region, row.checked_at, input.screenshot)
        .catch((err: Error) => this.deps.log.warn('screenshot not kept', { monitor_id: m._id, error: err.message }));
    }
  }

  /** Applies the region states other replicas shared, and votes where they changed something; how many it read. */
  async applyShared(): Promise<number> {
    if (!this.loading) return 0; // nothing voted here yet: the first batch loads what it needs
    await this.ready();
    const toVote = new Map<string, ProbedMonitor>();
    const states = await this.deps.feed.read();
    const now = this.deps.now();
    for (const s of states) {
      const m = this.deps.catalog.get(s.monitor_id);
      if (!m || m.paused || !m.regions.includes(s.region)) continue;
      const { monitor_id: _, ...latest } = s;
      if (this.deps.states.apply(m._id, latest, stateRules(m), now) !== 'changed') continue;
      this.deps.stateChanged?.(m.org_id);
      toVote.set(m._id, m);
    }
    await this.voteAll([...toVote.values()], { receivedAt: now, flippedAt: now });
    return states.length;
  }

  /** Shares this batch's changes; a failure is logged and the states go with the next batch. */
  private async share(): Promise<void> {
    await this.deps.feed
      .flush()
      .catch((err: Error) => this.deps.log.warn('region states not shared yet', { error: err.message }));
  }

  /** An incident of this monitor was resolved (by hand or by a vote): its next result votes again. */
  incidentResolved(monitorId: string): void {
    this.open.delete(monitorId);
    if (this.deps.catalog.get(monitorId)) this.needsVote.add(monitorId);
  }

  /** Re-votes the monitors an incident needs: a failing region can go stale without any new result. */
  async revote(): Promise<void> {
    if (!this.loading) return;
    await this.ready();
    const ids = [...new Set([...this.open, ...this.needsVote])];
    const monitors = ids.flatMap((id) => this.deps.catalog.get(id) ?? []);
    await this.voteAll(monitors);
  }

  private ready(): Promise<void> {
    this.loading ??= Promise.all([this.deps.catalog.ready(), this.deps.store.monitorsWithOpenIncidents()])
      .then(([, ids]) => ids.forEach((id) => this.open.add(id)))
      .catch((err: unknown) => {
        this.loading = null;
        throw err;
      });
    return this.loading;
  }

  /** `seen`: when the states voted on arrived (the detection timeline's first stages); absent: at the vote. */
  private async voteAll(monitors: ProbedMonitor[], seen?: Omit<DecidingMarks, 'votedAt'>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < monitors.length) {
        const m = monitors[next++];
        try {
          await this.vote(m, seen);
        } catch (err) {
          this.needsVote.add(m._id); // the next result (or the re-vote loop) tries again; nothing stored is lost
          this.deps.log.warn('vote failed', { monitor_id: m._id, error: (err as Error).message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(VOTE_CONCURRENCY, monitors.length) }, worker));
  }

  private async vote(m: ProbedMonitor, seen?: Omit<DecidingMarks, 'votedAt'>): Promise<void> {
    this.needsVote.delete(m._id);
    const now = this.deps.now();
    const vote = evaluateVote(m, this.deps.states.latestOf(m._id), now);
    if (vote.down && vote.latestFailure) {
      if (this.open.has(m._id)) return;
      // In a maintenance window nothing opens; voted again until it ends, so a monitor still down opens then.
      if (await this.deps.maintenance.covers(m.org_id, m._id, now)) return void this.needsVote.add(m._id);
      await this.deps.lifecycle.open({
        monitorId: m._id,
        failingRegions: vote.failingRegions,
        check: vote.latestFailure,
        noneOpenKnown: true, // `open` holds every unresolved incident of these monitors
        fanOutLater: true, // a mass outage opens thousands at once: the incidents first, then their deliveries
        decided: { receivedAt: seen?.receivedAt ?? now, flippedAt: seen?.flippedAt ?? now, votedAt: now },
      });
      this.open.add(m._id);
    } else if (vote.recovered && this.open.has(m._id)) {
      if (this.mayStillBeDown(m, vote.failingRegions.length, now)) return void this.needsVote.add(m._id);
      const check = { last_response_ms: vote.latestOkResponseMs };
      await this.deps.lifecycle.resolveForMonitor(m._id, { check, fanOutLater: true });
      this.open.delete(m._id);
    }
  }

  /**
   * Just after a start this process has not heard from every region yet: a region it knows nothing about might be
   * failing, so an incident is not resolved while the regions not heard from could still make the quorum.
   */
  private mayStillBeDown(m: ProbedMonitor, failing: number, now: number): boolean {
    if (now - this.startedAt > FRESHNESS_INTERVALS * m.interval_sec * 1000) return false;
    const unheard = m.regions.filter((r) => !this.deps.states.has(m._id, r)).length;
    return failing + unheard >= effectiveQuorum(m);
  }
}

function stateRules(m: ProbedMonitor): StateRules {
  return { intervalSec: m.interval_sec, degradedAfterMs: m.degraded_after_ms ?? null };
}

function historyRow(monitorId: string, region: Region, r: ProbeResultInput, nowMs: number): CheckResultInput {
  return {
    monitor_id: monitorId,
    region,
    ok: r.ok,
    checked_at: new Date(Math.min(r.checked_at.getTime(), nowMs)), // a prober's clock ahead of ours
    response_ms: r.response_ms,
    error_class: r.ok ? null : (r.error_class ?? 'unknown'),
  };
}

/** The region's latest result, with the message the history does not keep. */
function latestOf(row: CheckResultInput, input: ProbeResultInput): RegionLatest {
  return {
    region: row.region,
    ok: row.ok,
    checked_at: row.checked_at,
    response_ms: row.response_ms,
    error_class: row.error_class,
    error_message: row.ok ? null : (input.error_message ?? null),
  };
}
