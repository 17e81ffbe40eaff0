/** Builds once per process the domain services that routes, probers and the CLI share, and their background sweeps. */
import { createAccountServices, type AccountServices } from './accounts/accountServices';
import { createMongoAccountStores } from './accounts/mongoStores';
import { AuditLog } from './audit/auditLog';
import { createMongoAuditStore } from './audit/mongoStores';
import { createMailer, type Mailer } from './auth/mailer';
import { BackgroundLoops } from './backgroundLoops';
import { allSettledWithin } from './boundedWait';
import { createBillingServices } from './billing/billingServices';
import type { OrgPlans } from './billing/orgPlans';
import type { Payments } from './billing/payments';
import type { Config } from './config';
import { createDispatcher } from './delivery/dispatcher';
import type { Dispatcher, Routing } from './delivery/dispatcher.types';
import { createMongoDeliveryReads, createMongoDispatchStore, createMongoResendStore } from './delivery/mongoStores';
import { createMongoLogRetentionStore } from './delivery/log/mongoStores';
import { createLogRetention } from './delivery/log/retention';
import { createDeliveryQueries, type DeliveryQueries } from './delivery/queries';
import { createRecover, type Recover } from './delivery/recover';
import { createResendService, type ResendService } from './delivery/resend';
import { createMongoSeriesStore } from './checkResults/mongoStores';
import { ResponseTimes } from './checkResults/series';
import { createMongoCertificateWarningStore } from './certificates/mongoStores';
import { createCertificateWarnings } from './certificates/warnings';
import { ChannelService } from './channels/channels';
import { createMongoChannelStores } from './channels/mongoStores';
import { EscalationPolicyService } from './escalation/policies';
import { createMongoEscalationPolicyStore } from './escalation/mongoStores';
import { createEscalationStarter } from './escalation/starter';
import { createMongoHeartbeatRunStore } from './heartbeats/mongoStores';
import { createIncidentLifecycle } from './incidents/lifecycle';
import { FanOutQueue } from './incidents/fanOutQueue';
import { BEAT_CHECK_MS, FanOutOwners } from './incidents/fanOutOwners';
import { DetectionTimeline } from './metrics/detectionTimeline';
import { OpenWriter } from './incidents/openWriter';
import { createMongoBeatStore, createMongoIncidentReadStore, createMongoIncidentStore } from './incidents/mongoStores';
import { fileEarlierIncidents } from './incidents/marks/mongoStores';
import { IncidentQueries } from './incidents/queries';
import type { IncidentLifecycle } from './incidents/lifecycle.types';
import type { IncidentEventDoc } from './models/incidentEvent';
import type { Logger } from './logger';
import { MaintenanceCache } from './maintenance/cache';
import { createMongoMaintenanceStore } from './maintenance/mongoStores';
import { MaintenanceService } from './maintenance/windows';
import { createMongoMetricsStore } from './metrics/mongoStores';
import { orgMetrics, type OrgMetrics } from './metrics/orgMetrics';
import { MonitorDirectory } from './monitors/directory';
import { ListCache } from './monitors/listCache';
import { MonitorStates } from './monitors/monitorStates';
import { createMongoMonitorStore } from './monitors/mongoStores';
import { MonitorService } from './monitors/monitors';
import { createMissingClocks } from './probing/heartbeatClocks';
import {
  createMongoHeartbeatClockStore,
  createMongoProbingStore,
  createMongoScreenshotStore,
  createMongoRegionProberStore,
} from './probing/mongoStores';
import { createProbingService, type ProbingService } from './probing/service';
import { createMongoReportStore } from './reports/mongoStores';
import { UptimeReports } from './reports/uptimeReports';
import { createMongoUptimeStore } from './uptime/mongoStores';
import { UptimeService } from './uptime/uptime';
import {
  createMongoStatusPageStore,
  createMongoStatusSettingsStore,
  createMongoSubscriptionStore,
} from './statusPages/mongoStores';
import { StatusSettings } from './statusPages/settings';
import { maintenanceSourceOf, type MaintenanceSource } from './statusPages/sources';
import { StatusPageService } from './statusPages/statusPage';
import { StatusSubscriptions } from './statusPages/subscriptions';
import { StatusUnlock } from './statusPages/unlock';
import type { TemporalHandle } from './temporal';

/** Domain services shared by routes, probers and the CLI. Built once per process by `createServices`. */
export interface Services extends AccountServices {
  now: () => number;
  lifecycle: IncidentLifecycle;
  /** Who changed what: one record per accepted write (api/routing/audit.ts appends). */
  auditLog: AuditLog;
  /** Incident lists and pages (with events and deliveries), scoped by org. */
  incidents: IncidentQueries;
  /** Delivery lists and one delivery with its attempts, scoped by org. */
  deliveries: DeliveryQueries;
  /** Prober jobs and results, region votes, heartbeats and the test-check. */
  probing: ProbingService;
  /** Turns recorded events into webhook deliveries (Temporal workflows); `sendTest` for channel test alerts. */
  dispatcher: Dispatcher;
  /** Resends of one delivery (`resend`); `recover` resends a channel's failed and skipped deliveries of a window. */
  resends: ResendService;
  recover: Recover;
  /** Serialised monitor list pages, kept 1 s; every monitor write through this process invalidates its org's pages. */
  monitorLists: ListCache<string>;
  /** Each org's plan, its limits and usage: the one place limits are checked (docs/billing.md). */
  plans: OrgPlans;
  /** Stripe: the payment webhook and the Checkout and Customer Portal hand-offs (501 without Stripe). */
  payments: Payments;
  /** Monitor CRUD for REST and the dashboard alike; its writes clear this process's caches of monitor facts. */
  monitors: MonitorService;
  /** `status` and `last_checked_at` of monitors, from memory (domain/monitors/status.ts has the rule). */
  monitorStates: MonitorStates;
  /** Maintenance window CRUD; its writes clear the org's cached windows and monitor list pages. */
  maintenance: MaintenanceService;
  /** Each org's maintenance windows, cached 2 s: what the vote and monitor reads ask. */
  maintenanceWindows: MaintenanceCache;
  /** Channel CRUD (every type) for REST and the dashboard alike. */
  channels: ChannelService;
  /** Escalation policy CRUD for REST and the dashboard alike. */
  escalationPolicies: EscalationPolicyService;
  /** Where sign-in links go (development: the log; tests: memory). */
  mailer: Mailer;
  /** A workspace's status page settings (title, visibility, groups of monitors, password). */
  statusSettings: StatusSettings;
  /** Public status pages: the page composed once per request for every format (HTML, Statuspage JSON, feed, badge). */
  statusPages: StatusPageService;
  /** E-mail subscribers of status pages: subscribe, confirm, unsubscribe, and a notice per incident event. */
  statusSubscriptions: StatusSubscriptions;
  /** Signed cookies of visitors who gave a protected status page's password. */
  statusUnlock: StatusUnlock;
  /** Uptime and downtime of monitors over windows, the one definition every reader uses (docs/uptime.md). */
  uptime: UptimeService;
  /** Uptime and latency over a window, per monitor or for a whole org. */
  reports: UptimeReports;
  /** Hourly response times of monitors for the charts (stored rollups plus the hours still in memory). */
  responseTimes: ResponseTimes;
  /** What `GET /metrics` reports of one org, read fresh per scrape. */
  metrics: (orgId: string) => Promise<OrgMetrics>;
  /** Occurrences of the orgs' maintenance windows in a time range (excluded from downtime, shown on pages). */
  maintenanceSource: MaintenanceSource;
  /** Every monitor in memory, kept current (lists, status pages, probe pulls and incident opens read it). */
  directory: MonitorDirectory;
  /**
   * Reads every monitor into memory (lists, status pages and probe pulls are served from it), trying again until it
   * succeeds: the API listens only once it has, so no request waits for a read that takes seconds at 50,000 monitors.
   */
  load(): Promise<void>;
  /**
   * Starts the background sweeps; `stop()` ends them at once (runs in flight get a short grace, then are left),
   * writes pending heartbeat pings and waits (bounded) for the workflow starts of test alerts already answered.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServiceDeps {
  config: Config;
  log: Logger;
  temporal: TemporalHandle;
  now?: () => number;
  mailer?: Mailer;
}

/** Fan-outs waiting beyond this (a mass outage) give way to the opens being written (fanOutQueue.ts). */
const FAN_OUT_BACKLOG = 32;

export function createServices(deps: ServiceDeps): Services {
  const { config, log } = deps;
  const now = deps.now ?? Date.now;
  const loops = new BackgroundLoops(log);
  const dispatchStore = createMongoDispatchStore();
  const timeline = new DetectionTimeline(log, now);
  const dispatcher = createDispatcher({
    config,
    log,
    client: deps.temporal.client,
    store: dispatchStore,
    now,
    timeline,
    monitorChannels: (monitorId) => directory.get(monitorId),
  });
  const mailer = deps.mailer ?? createMailer(config, log);
  const maintenanceStore = createMongoMaintenanceStore();
  const accountServices = createAccountServices({
    config,
    log,
    now,
    mailer,
    stores: createMongoAccountStores(),
    // Called per invitation, after `billing` below exists.
    assertSeat: async (orgId) => plans.assertRoom(orgId, 'members', (await billing.membersOf(orgId)) + 1),
  });
  const maintenanceWindows = new MaintenanceCache((orgId) => maintenanceStore.windowsOfOrg(orgId), now);
  const maintenanceSource = maintenanceSourceOf(maintenanceWindows);
  const uptime = new UptimeService(createMongoUptimeStore(), maintenanceSource);
  const probingStore = createMongoProbingStore();
  const clocks = createMongoHeartbeatClockStore();
  const directory = new MonitorDirectory(probingStore, now, log);
  const billing = createBillingServices({
    config,
    log,
    now,
    monitorsOf: async (orgId) => {
      await directory.freshen(1_000);
      return directory.countOf(orgId);
    },
  });
  const { plans } = billing;
  const statusSettings = new StatusSettings(createMongoStatusSettingsStore(), plans);
  const statusPages = new StatusPageService({
    statusDomain: config.statusDomain,
    store: createMongoStatusPageStore(),
    settings: statusSettings,
    now,
    latestOf: (monitorId) => probing.latestResults(monitorId),
    maintenance: maintenanceSource,
    monitors: {
      oldest: (orgId, count) => monitors.oldest(orgId, count),
      some: (orgId, ids) => monitors.some(orgId, ids),
    },
  });
  const statusSubscriptions = new StatusSubscriptions({
    config,
    log,
    mailer,
    pages: statusPages,
    settings: statusSettings,
    store: createMongoSubscriptionStore(),
  });
  // Subscribers' notices go out beside the deliveries, never in their way: a mail failure is logged, not retried.
  const dispatch = async (event: string | IncidentEventDoc, before?: Promise<void>, routed?: Promise<Routing>) => {
    const eventId = typeof event === 'string' ? event : event._id;
    statusPages.invalidate();
    await dispatcher.dispatchEvent(event, before, routed);
    statusSubscriptions
      .eventRecorded(event)
      .catch((err: Error) => log.warn('status notices not sent', { event_id: eventId, error: err.message }));
  };
  const resendStore = createMongoResendStore();
  const resends = createResendService({ store: resendStore, dispatcher, log, now });
  loops.every('resend-start-recovery', config.dispatchSweepMs, () => resends.resumeDeferred());
  // The probe vote hears of every resolve (by hand too): a monitor still down opens a new incident.
  let incidentResolved = (_monitorId: string): void => undefined;
  const incidentStore = createMongoIncidentStore();
  const opens = new OpenWriter(incidentStore);
  const fanOut = new FanOutQueue(config.fanOutConcurrency, log, { yieldTo: opens, yieldAbove: FAN_OUT_BACKLOG });
  // Other processes' sweeps leave what this queue holds to it while this process beats (fanOutOwners.ts).
  const owners = new FanOutOwners(createMongoBeatStore(), now);
  loops.every('fan-out-beat', BEAT_CHECK_MS, () => owners.beat());
  const policyStore = createMongoEscalationPolicyStore();
  const lifecycle = createIncidentLifecycle({
    incidents: incidentStore,
    opens,
    log,
    now,
    dispatch,
    store: dispatchStore,
    recoverAfterMs: config.dispatchSweepMs,
    followed: createEscalationStarter({
      config,
      client: deps.temporal.client,
      policies: policyStore,
      monitorOf: (monitorId) => directory.get(monitorId),
    }),
    resolved: (monitorId) => incidentResolved(monitorId),
    monitorOf: (monitorId) => directory.get(monitorId),
    fanOut,
    owners,
    routeAhead: (event) => dispatcher.route(event),
    timeline,
  });
  loops.every('incident-event-recovery', config.dispatchSweepMs, (signal) => lifecycle.recover(signal));
  const monitorLists = new ListCache<string>(now);
  const probing = createProbingService({
    config,
    log,
    lifecycle,
    now,
    store: probingStore,
    clocks,
    runs: createMongoHeartbeatRunStore(),
    directory,
    maintenance: maintenanceWindows,
    regionStore: createMongoRegionProberStore(),
    screenshotStore: createMongoScreenshotStore(),
    clockWritten: (orgId) => monitorLists.invalidate(orgId),
    stateChanged: (orgId) => monitorLists.invalidate(orgId),
    certificateSeen: createCertificateWarnings({
      store: createMongoCertificateWarningStore(incidentStore),
      log,
      now,
      dispatch,
    }).seen,
  });
  incidentResolved = (monitorId) => probing.incidentResolved(monitorId);
  loops.every('heartbeat-miss-sweep', config.probing.heartbeatSweepMs, async () => {
    await probing.sweepHeartbeats();
  });
  loops.every('auth-expiry', 60_000, async () => {
    await accountServices.sessions.sweep();
    await accountServices.magicLinks.sweep();
  });
  loops.every('probe-monitor-sync', config.probing.monitorSyncMs, () => probing.tick('sync'));
  loops.every('probe-state-feed', config.probing.stateFeedMs, () => probing.tick('feed'));
  loops.every('probe-revote', 5_000, () => probing.tick('revote'));
  loops.every('probe-rollups', 60_000, () => probing.tick('rollups'));
  loops.every('probe-history-expiry', 600_000, () => probing.tick('sweep'));
  const logRetention = createLogRetention({
    store: createMongoLogRetentionStore(),
    retentionDays: config.deliveryRetentionDays,
    now,
    log,
  });
  loops.every('delivery-log-retention', 600_000, (signal) => logRetention.sweep(signal));
  const auditLog = new AuditLog(createMongoAuditStore(), now, config.auditRetentionDays, log);
  loops.every('audit-log-retention', 600_000, async () => {
    await auditLog.sweep();
  });
  loops.every('delivery-log-backfill', 5_000, () => logRetention.backfill());
  let incidentsFiled = false;
  loops.every('incident-filing', 5_000, async () => {
    if (incidentsFiled) return;
    await fileEarlierIncidents();
    incidentsFiled = true;
  });
  loops.every('region-probers', probing.regionSyncMs, () => probing.tick('regions'));
  const metricsStore = createMongoMetricsStore();
  const deliveries = createDeliveryQueries(createMongoDeliveryReads());
  const monitors = new MonitorService(
    config,
    now,
    directory,
    createMongoMonitorStore(),
    clocks,
    { probing, lists: monitorLists },
    plans,
  );
  return {
    ...accountServices,
    auditLog,
    now,
    lifecycle,
    incidents: new IncidentQueries(createMongoIncidentReadStore(), deliveries),
    deliveries,
    probing,
    dispatcher,
    resends,
    recover: createRecover({ store: resendStore, resends, log, now }),
    monitorLists,
    monitors,
    monitorStates: new MonitorStates(now, probing.latestResults, maintenanceWindows, () => probing.activeRegions()),
    maintenance: new MaintenanceService(maintenanceStore, (orgId) => {
      maintenanceWindows.invalidate(orgId);
      monitorLists.invalidate(orgId);
    }),
    maintenanceWindows,
    channels: new ChannelService(config, createMongoChannelStores(), {
      assertRoom: (orgId, limit, usage) => plans.assertRoom(orgId, limit, usage),
      channelsOf: billing.channelsOf,
    }),
    plans,
    payments: billing.payments,
    escalationPolicies: new EscalationPolicyService(config.escalationMinSec, policyStore),
    mailer,
    statusSettings,
    statusPages,
    statusSubscriptions,
    statusUnlock: new StatusUnlock(config.secretsKey),
    uptime,
    reports: new UptimeReports(createMongoReportStore(), now, uptime),
    responseTimes: new ResponseTimes(createMongoSeriesStore(), (monitorId) => probing.openHours(monitorId)),
    metrics: (orgId) =>
      orgMetrics(orgId, {
        store: metricsStore,
        now,
        latestOf: probing.latestResults,
        certificateNotAfter: probing.certificateNotAfter,
        maintenance: maintenanceSource,
        uptime,
        regions: () => probing.regions(),
      }),
    maintenanceSource,
    directory,
    load: () => loadUntilDone(() => directory.ready(), log),
    start: async () => {
      const owners = await accountServices.members.migrateFirstUsers().catch((err: Error) => {
        log.warn('first users not yet made owners of their orgs', { error: err.message });
        return 0;
      });
      if (owners) log.info('first users made owners of the orgs they made', { count: owners });
      const created = await createMissingClocks(clocks, now()).catch((err: Error) =>
        log.warn('heartbeat clocks not checked', { error: err.message }),
      );
      if (created) log.info('heartbeat clocks created for monitors stored before they had one', { count: created });
      loops.start();
    },
    stop: async () => {
      // Test alerts already answered get their workflow starts while the sweeps and pings wind down.
      // What the queue still holds is then the other processes' sweeps' at once (the stop marker).
      const queueStopped = fanOut.stop(FAN_OUT_STOP_MS).then(() =>
        // Bounded: with the store away, the others take over once the beats are missed instead (10 s).
        allSettledWithin(
          [owners.stop().catch((err: Error) => log.warn('fan-out stop not recorded', { error: err.message }))],
          STOP_MARK_MS,
        ),
      );
      await Promise.all([dispatcher.stop(), queueStopped, loops.stop().then(() => probing.stop())]);
    },
  };
}

const LOAD_RETRY_MS = 2_000;
/** A stop waits this long for the fan-outs running; those waiting are left to the recovery sweep. */
const FAN_OUT_STOP_MS = 5_000;
/** A stop waits this long for its stop marker (fanOutOwners.ts). */
const STOP_MARK_MS = 2_000;

async function loadUntilDone(load: () => Promise<void>, log: Logger): Promise<void> {
  for (;;) {
    try {
      return await load();
    } catch (err) {
      log.warn('monitors not loaded, trying again', { error: (err as Error).message, in_ms: LOAD_RETRY_MS });
      await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_MS));
    }
  }
}
