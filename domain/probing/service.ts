/** The probing service wired into `Services`: prober jobs and results, heartbeats, and the test-check. */
import { CertificateExpiries } from '../certificates/expiries';
import { DAILY_ROLLUP_RETENTION_DAYS, HOURLY_ROLLUP_RETENTION_DAYS } from '../checkResults/retention';
import { RollupAggregator } from '../checkResults/rollups';
import { RollupWriter } from '../checkResults/rollupWriter';
import type { TimedPoint } from '../checkResults/series';
import type { Config } from '../config';
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import { REGIONS, type Region } from '../regions';
import type { MonitorDirectory, MonitorWrite } from '../monitors/directory';
import { MonitorCatalog } from './catalog';
import { browserSettings, probeContextFrom } from './context';
import { createBrowserPool } from './browserPool';
import type { CheckDefinition } from '../monitors/definition';
import { HeartbeatStartRead } from './heartbeatStartRead';
import { sweepMissedHeartbeats } from './heartbeatSweep';
import { HeartbeatIngest } from './heartbeats';
import { HeldMisses } from './heldMisses';
import type { ResultsDeps } from './results';
import { sweepOverrunHeartbeats, type RunSignal } from '../heartbeats/runs';
import type { HeartbeatRunStore } from '../heartbeats/stores';
import { PollPace } from '../pollPace';
import { FEED_RETENTION_MS, feedSweeper } from './feedReader';
import { checksBehind, dueJobs, type ProbeJob } from './jobs';
import { RegionStates } from './regionStates';
import { ResultPipeline, type MaintenanceGate, type ProbeResultInput } from './results';
import { runCheck, type CheckOutcome } from './runCheck';
import { Screenshots, type IncidentScreenshot, type ScreenshotStore } from './screenshots';
import { CLAIM_RETENTION_MS, SlotClaims, claimSweeper } from './slotClaims';
import { RegionStateFeed } from './stateFeed';
import type { HeartbeatClockStore, ProbingStore, RegionProberStore } from './stores';
import { RegionAlarms } from './regionAlarms';
import { RegionRegistry, type RegionView } from './regionRegistry';
import type { RegionLatest } from './votes';

const DAY_MS = 86_400_000;

export interface ProbingService {
  /** Checks due in the region for `prober` (its `X-Prober-Id`, else its address), who is noted as the region's. */
  jobs(region: Region, limit: number, prober: string): Promise<ProbeJob[]>;
  recordResults(
    region: Region,
    results: ProbeResultInput[],
    prober: string,
  ): Promise<{ accepted: number; ignored: number }>;
  /** Every region with its status (`active`, `stale`, `never_seen`) and probers (regionRegistry.ts). */
  regions(): RegionView[];
  /** The regions with a prober heard from within REGION_STALE_SEC. */
  activeRegions(): Set<Region>;
  /** The latest result of each region of a monitor, as this process knows it (empty before its first result). */
  latestResults(monitorId: string): RegionLatest[];
  /** When the certificate the monitor's latest result reported expires (ms since the epoch), as this process knows. */
  certificateNotAfter(monitorId: string): number | undefined;
  /** The hours of a monitor's response times this process holds and has not written as rollups yet. */
  openHours(monitorId: string): TimedPoint[];
  /** false when no heartbeat monitor has this token. */
  recordPing(token: string): Promise<boolean>;
  /** `/start` or `/fail` of a heartbeat monitor's job; false when no heartbeat monitor has this token. */
  recordRunSignal(token: string, signal: RunSignal): Promise<boolean>;
  /** Opens incidents for overdue heartbeat monitors and overrun jobs; returns how many opened. */
  sweepHeartbeats(): Promise<number>;
  /** A monitor was written through this process: schedules, cached facts and other replicas follow. */
  monitorChanged(monitorId: string, write: MonitorWrite): Promise<void>;
  /** An incident was resolved (by anyone in this process): the monitor's next result votes again. */
  incidentResolved(monitorId: string): void;
  /** Heartbeat clock writes made by this process so far (pings are coalesced: many pings, few writes). */
  heartbeatWrites(): number;
  /**
   * Periodic work: `sync` (other replicas' monitor changes), `feed` (their region states), `revote`, `rollups`
   * (closed periods), `sweep` (retention), `regions` (the region registry shared, regions without a prober said).
   */
  tick(what: 'sync' | 'feed' | 'revote' | 'rollups' | 'sweep' | 'regions'): Promise<void>;
  /** How often `tick('regions')` runs: a quarter of REGION_STALE_SEC, within 250 ms and 5 s. */
  regionSyncMs: number;
  /** Writes every ping answered so far and the open rollups (graceful stop). */
  stop(): Promise<void>;
  /** One check now, with the same runners as the probers and this process's address policy. */
  testCheck(definition: CheckDefinition): Promise<CheckOutcome>;
  /** The screenshots of a monitor's failed browser checks around an incident: per region, the newest up to `until`. */
  incidentScreenshots(monitorId: string, openedAt: Date, until: Date): Promise<IncidentScreenshot[]>;
  /** One of those screenshots' PNG (`shot` as `incidentScreenshots` names it), or null. */
  screenshotPng(monitorId: string, shot: string): Promise<Buffer | null>;
}

export interface ProbingDeps {
  config: Config;
  log: Logger;
  lifecycle: IncidentLifecycle;
  now: () => number;
  store: ProbingStore;
  /** Heartbeat clocks: written by pings, read by the miss sweep. */
  clocks: HeartbeatClockStore;
  /** Heartbeat runs (`/start` deadlines), read by pings and the runtime sweep. */
  runs: HeartbeatRunStore;
  /** Every monitor in memory (the probe schedule is kept from it). */
  directory: MonitorDirectory;
  /** Told after each heartbeat clock write (monitor lists show the last ping). */
  clockWritten?: (orgId: string) => void;
  /** Told when a region state of a monitor of this org changed (monitor lists show its status). */
  stateChanged?: (orgId: string) => void;
  /** Whether a maintenance window covers a monitor now (no incident opens then). */
  maintenance: MaintenanceGate;
  /** Told of each accepted result that reports a certificate (certificate warnings). */
  certificateSeen?: ResultsDeps['certificateSeen'];
  /** Which probers each replica heard from (`region_probers`). */
  regionStore: RegionProberStore;
  /** Failed browser checks' screenshots (`check_screenshots`). */
  screenshotStore: ScreenshotStore;
}

export function createProbingService(deps: ProbingDeps): ProbingService {
  const { store, now, log } = deps;
  // The test-check's browser: started by the first browser test-check, kept warm, closed at stop.
  const browsers = createBrowserPool({ ...browserSettings(deps.config), log });
  const probeContext = { ...probeContextFrom(deps.config), browsers };
  const heartbeats = new HeartbeatIngest(deps);
  const held = new HeldMisses(deps.maintenance, deps.clocks);
  const start = new HeartbeatStartRead(deps.clocks);
  const catalog = new MonitorCatalog(deps.directory, now, deps.config.secretsKey);
  const claims = new SlotClaims(store, now);
  const states = new RegionStates();
  const rollups = new RollupAggregator();
  const feed = new RegionStateFeed(store, now);
  const certificates = new CertificateExpiries();
  const certificateSeen: ResultsDeps['certificateSeen'] = (m, cert, checkedAt) => {
    certificates.seen(m._id, cert, checkedAt);
    deps.certificateSeen?.(m, cert, checkedAt);
  };
  const screenshots = new Screenshots(deps.screenshotStore);
  const results = new ResultPipeline({ ...deps, catalog, states, rollups, feed, certificateSeen, screenshots });
  const writer = new RollupWriter({ append: (rows) => store.appendRollups(rows), written: (r) => rollups.written(r) });
  const sweep = retentionSweep(store, deps.config, now, claims, screenshots);
  /** Writes the periods that closed, paced, each batch built just before its insert; says how long a close took. */
  const closePeriods = async () => {
    const rows = rollups.close(now());
    const started = performance.now();
    await writer.write(rows);
    if (rows.length > 0)
      log.info('rollups written', { rows: rows.length, ms: Math.round(performance.now() - started) });
  };
  const registry = new RegionRegistry(deps.regionStore, now, deps.config.probing.regionStaleMs);
  const alarms = new RegionAlarms(registry, () => catalog.schedule.regionUsage(), log, now);
  const paces = feedPaces(deps.config);
  const ticks = {
    sync: async () => void (await paces.sync.run(() => deps.directory.syncChanges())),
    feed: async () => void (await paces.feed.run(() => results.applyShared())),
    revote: () => results.revote(),
    rollups: () => closePeriods(),
    sweep: async () => {
      await sweep();
      await registry.sweep();
    },
    regions: async () => {
      await registry.sync();
      alarms.check();
    },
  };
  return {
    async jobs(region, limit, prober) {
      paces.wake();
      const jobDeps = { catalog, claims, now };
      const jobs = await dueJobs(jobDeps, region, limit);
      registry.seen(region, prober, checksBehind(jobDeps, region, jobs.length, limit));
      return jobs;
    },
    recordResults: (region, batch, prober) => {
      paces.wake();
      registry.seen(region, prober, null);
      return results.record(region, batch);
    },
    regions: () => registry.view(),
    activeRegions: () => registry.activeRegions(),
    latestResults: (monitorId) => states.latestOf(monitorId),
    certificateNotAfter: (monitorId) => certificates.notAfterOf(monitorId),
    openHours: (monitorId) => rollups.openHours(monitorId),
    recordPing: (token) => heartbeats.ping(token),
    recordRunSignal: (token, signal) => heartbeats.signal(token, signal),
    sweepHeartbeats: async () =>
      (await sweepMissedHeartbeats({ ...deps, held, start })) + (await sweepOverrunHeartbeats(deps)),
    async monitorChanged(monitorId, write) {
      paces.wake();
      heartbeats.forgetMonitor(monitorId, write === 'deleted');
      if (write === 'deleted') {
        states.forget(monitorId);
        certificates.forget(monitorId);
        feed.forget(monitorId, REGIONS);
      }
      await deps.directory.changed(monitorId, write);
    },
    incidentResolved: (monitorId) => results.incidentResolved(monitorId),
    heartbeatWrites: () => heartbeats.writes,
    tick: (what) => ticks[what](),
    stop: async () => {
      await heartbeats.stop();
      await browsers.close();
      await writer
        .flush(rollups.close(now(), true))
        .catch((err: Error) => log.warn('rollups not written', { error: err.message }));
    },
    testCheck: (definition) => runCheck(definition, probeContext),
    incidentScreenshots: (monitorId, openedAt, until) => screenshots.forIncident(monitorId, openedAt, until),
    screenshotPng: (monitorId, shot) => screenshots.png(monitorId, shot),
    regionSyncMs: registry.syncEveryMs,
  };
}

/** How much slower than configured the feeds are read while they carry nothing and this process probes nothing. */
const IDLE_SLOWDOWN = 8;
/** The slowest read of a feed: well within its 30 s look-back (feedReader.ts), so nothing is missed. */
const IDLE_FEED_MAX_MS = 10_000;

/**
 * The paces of the replicas' feeds (monitor changes, region states): as configured while they carry something or
 * probers pull from or post to this process, slower while neither (an idle stack), back at once on either.
 */
function feedPaces(config: Config) {
  const pace = (ms: number) => new PollPace(ms, Math.max(ms, Math.min(IDLE_FEED_MAX_MS, ms * IDLE_SLOWDOWN)));
  const sync = pace(config.probing.monitorSyncMs);
  const feed = pace(config.probing.stateFeedMs);
  return {
    sync,
    feed,
    wake: () => {
      sync.wake();
      feed.wake();
    },
  };
}

/**
 * Drops what is past its retention, each in whole buckets (domain/buckets.ts): raw results by the hour's
 * collection, rollups by their period's collection, slot claims, change-feed rows and screenshots by equality on
 * their bucket. A sweep costs what it drops.
 */
function retentionSweep(
  store: ProbingStore,
  config: Config,
  now: () => number,
  claims: SlotClaims,
  screenshots: Screenshots,
) {
  const claimHours = claimSweeper((b) => store.dropSlotClaims(b));
  const monitorChanges = feedSweeper((b) => store.dropMonitorChanges(b));
  const regionStates = feedSweeper((b) => store.dropRegionStates(b));
  let legacyMoved = false;
  return async (): Promise<void> => {
    const at = now();
    if (!legacyMoved) {
      await store.moveLegacyRollups();
      legacyMoved = true;
    }
    claims.prune();
    await claimHours.sweep(at - CLAIM_RETENTION_MS);
    await monitorChanges.sweep(at - FEED_RETENTION_MS);
    await regionStates.sweep(at - FEED_RETENTION_MS);
    const resultsBefore = at - config.probing.resultRetentionHours * 3_600_000;
    await store.sweepResults(new Date(resultsBefore));
    await screenshots.sweep(resultsBefore); // a day of screenshots goes once all of it is past the results' retention
    await store.dropRollupsBefore('hour', at - HOURLY_ROLLUP_RETENTION_DAYS * DAY_MS);
    await store.dropRollupsBefore('day', at - DAILY_ROLLUP_RETENTION_DAYS * DAY_MS);
  };
}
