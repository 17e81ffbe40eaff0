/**
 * Part `deliverylog`: the delivery log at size. Seeds `--deliverylog-size` deliveries (1,000,000 by default) with
 * three attempt records each over 90 days for one org, and 10,000 for a second org, through the project's own
 * store (in bulk), then reads them through the real API process, one request at a time: the p99 of the first
 * page, a page 500 pages deep, each filter and a filter matching 1 delivery in 10,000, their worst as
 * `deliverylog_page_p99_ms` (and the same at 10,000 deliveries), a delivery by id, the retention sweep of the
 * oldest day (wall time and CPU of the store and of the sweeping process) and the store's size per delivery.
 * Targets: every page p99 <= 100 ms, within 1.5x of the figure at 10,000; by id p99 <= 20 ms.
 */
import mongoose from 'mongoose';
import { createMongoLogRetentionStore } from '../domain/delivery/log/mongoStores';
import { insertSettledLog } from '../domain/delivery/log/settled/mongoStores';
import { dayOfId } from '../domain/delivery/log/buckets';
import {
  ATTEMPTS_FAMILY,
  DELIVERIES_FAMILY,
  GUARDS_FAMILY,
  SETTLEMENTS_FAMILY,
  dayCollectionsOf,
} from '../domain/delivery/log/dayCollections';
import { uuidv7 } from '../domain/ids';
import type { DeliveryAttemptDoc, DeliveryDoc } from '../domain/models';
import { printApiProfile, startApi } from './apiPart';
import { WEBHOOK_SECRET, type BenchStack } from './benchStack';
import type { BenchOptions } from './options';
import { treeCpuMs } from './procCpu';
import { seedOrg } from './seed';
import { withStoreProfile } from './storeProfile';
import { percentile, round } from './stats';
import { printTable, progress } from './table';
import { deliveriesOfDay } from '../domain/delivery/log/deliveryDays';

const DAY_MS = 86_400_000;
const SPAN_MS = 90 * DAY_MS;
const SMALL = 10_000;
const CHANNELS = 20;
const MONITORS = 200;
const PER_INCIDENT = 100;
/** One delivery in RARE goes to the org's last channel: the filter that matches 1 in 10,000. */
const RARE = 10_000;
const READS = 30;
const DEEP_PAGES = 500;
const PAGE = 100;
/** Pages one `pageFigures` reads (9 reads of READS + 3): the store's and the API's CPU are quoted per page. */
const PAGES_READ = 9 * (READS + 3);

interface SeededLog {
  orgId: string;
  apiKey: string;
  /** Newest first. */
  ids: string[];
  channelIds: string[];
  monitorIds: string[];
  incidentIds: string[];
}

function deliveryAt(log: Omit<SeededLog, 'apiKey' | 'ids'>, i: number, atMs: number): DeliveryDoc {
  const _id = uuidv7(atMs);
  const at = new Date(atMs);
  const rare = i % RARE === RARE - 1;
  return {
    _id,
    org_id: log.orgId,
    event_id: uuidv7(atMs),
    event_type: i % 2 === 0 ? 'incident.opened' : 'incident.resolved',
    incident_id: log.incidentIds[Math.floor(i / PER_INCIDENT) % log.incidentIds.length],
    monitor_id: log.monitorIds[i % MONITORS],
    channel_id: rare ? log.channelIds[CHANNELS - 1] : log.channelIds[i % (CHANNELS - 1)],
    status: i % 20 === 0 ? 'failed' : 'delivered',
    workflow_id: `delivery:${_id}`,
    resend_of: null,
    resend_key: null,
    last_attempt: 3,
    completed_at: at,
    created_at: at,
    updated_at: at,
  };
}

const attemptsOf = (d: DeliveryDoc): DeliveryAttemptDoc[] =>
  [1, 2, 3].map((n) => ({
    _id: `${d._id}:${n}`,
    delivery_id: d._id,
    org_id: d.org_id,
    n,
    at: new Date(+d.created_at + n * 1000),
    duration_ms: 12,
    status_code: n === 3 && d.status === 'delivered' ? 200 : 503,
    error_class: n === 3 && d.status === 'delivered' ? null : 'http_status',
    error_message: null,
    response_body: null,
    day: dayOfId(d._id),
  }));

/** Deliveries stored per batch, and batches in flight at once (the store's inserts overlap with the next batch's build). */
const SEED_BATCH = 2_000;
const SEED_IN_FLIGHT = 2;

/**
 * `count` settled deliveries spread evenly over the 90 days before now, newest first, with their attempt records
 * and settled rows, stored in bulk by `insertSettledLog`: the code that files them in production (the dispatcher's
 * buckets and directory, the settling workflow's rows), not the delivery path, so a million take minutes.
 */
async function seedLog(stack: BenchStack, count: number): Promise<SeededLog> {
  const org = await seedOrg(stack.config, stack.receiverUrl, CHANNELS, WEBHOOK_SECRET);
  const log = await seedSpan(
    {
      orgId: org.orgId,
      channelIds: org.channelIds,
      monitorIds: Array.from({ length: MONITORS }, () => uuidv7()),
      incidentIds: Array.from({ length: Math.ceil(count / PER_INCIDENT) }, () => uuidv7()),
    },
    count,
    Date.now(),
    SPAN_MS,
  );
  return { ...log, apiKey: org.apiKey };
}

/** `count` settled deliveries of the log's org spread evenly over `spanMs` back from `fromMs`, newest first. */
async function seedSpan(
  base: Omit<SeededLog, 'apiKey' | 'ids'>,
  count: number,
  fromMs: number,
  spanMs: number,
): Promise<Omit<SeededLog, 'apiKey'>> {
  const ids: string[] = [];
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let from = 0; from < count; from += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, count - from) }, (_, k) =>
      deliveryAt(base, from + k, fromMs - Math.floor(((from + k) * spanMs) / count)),
    );
    ids.push(...batch.map((d) => d._id));
    const stored = insertSettledLog(batch, batch.flatMap(attemptsOf)).finally(() => inFlight.delete(stored));
    inFlight.add(stored);
    if (inFlight.size >= SEED_IN_FLIGHT) await Promise.race(inFlight);
    if ((from / SEED_BATCH) % 25 === 24) progress('deliverylog', `${from + batch.length} of ${count} seeded`);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  progress('deliverylog', `${count} deliveries seeded in ${seconds.toFixed(0)} s (${Math.round(count / seconds)}/s)`);
  return { ...base, ids };
}

async function p99Of(url: string, key: string, path: string): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < READS + 3; i++) {
    const t = performance.now();
    const res = await fetch(url + path, { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    if (i >= 3) ms.push(performance.now() - t); // the first three warm up
  }
  return round(percentile(ms, 99))!;
}

/** The page p99 of each read of the log, by name. */
async function pageFigures(url: string, log: SeededLog): Promise<Record<string, number>> {
  const list = (q: string) => p99Of(url, log.apiKey, `/api/v1/deliveries?limit=${PAGE}${q}`);
  const depth = Math.min(DEEP_PAGES, Math.floor(log.ids.length / PAGE) - 1);
  const month = new Date(Date.now() - 30 * DAY_MS);
  return {
    first: await list(''),
    deep: await list(`&cursor=${log.ids[depth * PAGE - 1]}`),
    channel: await list(`&channel_id=${log.channelIds[0]}`),
    monitor: await list(`&monitor_id=${log.monitorIds[0]}`),
    incident: await list(`&incident_id=${log.incidentIds[0]}`),
    event_type: await list('&event_type=incident.resolved'),
    status: await list('&status=failed'),
    range: await list(`&since=${new Date(+month - DAY_MS).toISOString()}&until=${month.toISOString()}`),
    rare: await list(`&channel_id=${log.channelIds[CHANNELS - 1]}`),
  };
}

/** Bytes of the log's collections per delivery; null where the store does not answer `collStats`. */
async function bytesPerDelivery(count: number): Promise<number | null> {
  try {
    let bytes = 0;
    const families = [ATTEMPTS_FAMILY, SETTLEMENTS_FAMILY, DELIVERIES_FAMILY, GUARDS_FAMILY];
    const days = (await Promise.all(families.map(dayCollectionsOf))).flat();
    for (const name of ['deliveries', 'delivery_attempts', 'delivery_buckets', 'delivery_settlements', ...days]) {
      const stats = await mongoose.connection.db!.command({ collStats: name });
      bytes += Number(stats.storageSize ?? stats.size ?? 0) + Number(stats.totalIndexSize ?? 0);
    }
    return Math.round(bytes / count);
  } catch {
    return null;
  }
}

/**
 * `--deliverylog-sweep-day N`: N more deliveries of the log's org (with their attempts and rows) within the UTC
 * day 95 days back, past the retention and before the seeded span: the sweep is then measured on that day.
 */
async function seedSweepDay(log: SeededLog, count: number): Promise<SeededLog> {
  const dayStart = Math.floor((Date.now() - 95 * DAY_MS) / DAY_MS) * DAY_MS;
  const day = await seedSpan(log, count, dayStart + DAY_MS - 1, DAY_MS - 1);
  return { ...log, ids: [...log.ids, ...day.ids] };
}

async function sweepOldestDay(stack: BenchStack, log: SeededLog) {
  const day = dayOfId(log.ids[log.ids.length - 1]);
  // Counted outside the measured window: a dropped day reports no deliveries deleted one by one.
  const stored = async () => (await deliveriesOfDay(day, {}, { _id: 1 })).length;
  const before = await stored();
  const [ferret0, postgres0, own0, t0] = [ferretCpu(stack), postgresCpu(stack), process.cpuUsage(), performance.now()];
  const swept = await createMongoLogRetentionStore().sweepDay(day);
  const [ownCpu, ms] = [process.cpuUsage(own0), performance.now() - t0];
  const [ferret, postgres] = [ferretCpu(stack) - ferret0, postgresCpu(stack) - postgres0];
  const own = (ownCpu.user + ownCpu.system) / 1000;
  const after = await stored();
  if (after > swept.kept) throw new Error(`the sweep left ${after} deliveries of the day`);
  return {
    deliveries: before - after,
    ms: round(ms),
    cpuMs: round(ferret + postgres + own),
    split: { ferretdb: round(ferret), postgresql: round(postgres), own: round(own) },
  };
}

const ferretCpu = (stack: BenchStack) => treeCpuMs(stack.mongo.pid);
const postgresCpu = (stack: BenchStack) => (stack.mongo.backendPid ? treeCpuMs(stack.mongo.backendPid) : 0);

interface ReadCpu {
  ferret: number;
  postgres: number;
  api: number;
}

/** What `read` returns, with the CPU FerretDB, its PostgreSQL and the API process spent meanwhile. */
async function withCpu<T>(stack: BenchStack, apiPid: number, read: () => Promise<T>): Promise<[T, ReadCpu]> {
  const [ferret0, postgres0, api0] = [ferretCpu(stack), postgresCpu(stack), treeCpuMs(apiPid)];
  const result = await read();
  const cpu = { ferret: ferretCpu(stack) - ferret0, postgres: postgresCpu(stack) - postgres0 };
  return [result, { ...cpu, api: treeCpuMs(apiPid) - api0 }];
}

/** The CPU figures per page read: the store's (FerretDB + PostgreSQL, and each) and the API's. */
function cpuPerPage(cpu: ReadCpu, suffix: string): Record<string, number | null> {
  return {
    [`deliverylog_page_store_cpu_ms${suffix}`]: round((cpu.ferret + cpu.postgres) / PAGES_READ),
    [`deliverylog_page_ferretdb_cpu_ms${suffix}`]: round(cpu.ferret / PAGES_READ),
    [`deliverylog_page_postgresql_cpu_ms${suffix}`]: round(cpu.postgres / PAGES_READ),
    [`deliverylog_page_api_cpu_ms${suffix}`]: round(cpu.api / PAGES_READ),
  };
}

/** Seconds of FerretDB's profile with `--store-prof`: a sample of the small org's page reads. */
const STORE_PROFILE_SEC = 30;
/** Seconds of FerretDB's profile of the sweep with `--store-prof` (it covers the sweep of a day of 11,000). */
const SWEEP_PROFILE_SEC = 10;

export async function runDeliveryLogPart(
  stack: BenchStack,
  opts: BenchOptions,
): Promise<Record<string, number | null>> {
  // The API's first backfill round on the empty store, as at a fresh install: it marks the store as holding nothing
  // stored before buckets and settled rows, so the API started below does not search the seeded log for such.
  await createMongoLogRetentionStore().backfill(1);
  progress('deliverylog', `seeding ${opts.deliveryLogSize} deliveries and ${SMALL} in a second org`);
  const small = await seedLog(stack, Math.min(SMALL, opts.deliveryLogSize));
  const large = await seedLog(stack, opts.deliveryLogSize);
  const { child, url } = await startApi(stack, false, opts.cpuProf);
  const readSmall = () => withCpu(stack, child.pid, () => pageFigures(url, small));
  const [atSmall, smallCpu] = opts.storeProf
    ? await withStoreProfile(stack, 'deliverylog-pages', STORE_PROFILE_SEC, readSmall)
    : await readSmall();
  const [atLarge, readCpu] = await withCpu(stack, child.pid, () => pageFigures(url, large));
  const getP99 = await p99Of(url, large.apiKey, `/api/v1/deliveries/${large.ids[large.ids.length >> 1]}`);
  await child.stop();
  if (opts.cpuProf) printApiProfile(stack, child);
  const swept = opts.deliveryLogSweepDay > 0 ? await seedSweepDay(large, opts.deliveryLogSweepDay) : large;
  const sweepIt = () => sweepOldestDay(stack, swept);
  const sweep = opts.storeProf
    ? await withStoreProfile(stack, 'deliverylog-sweep', SWEEP_PROFILE_SEC, sweepIt)
    : await sweepIt();
  const size = await bytesPerDelivery(large.ids.length + small.ids.length);
  printTable(`delivery log pages (limit ${PAGE}), p99 ms of ${READS} sequential reads`, [
    ['read', `${small.ids.length} deliveries`, `${large.ids.length} deliveries`],
    ...Object.keys(atLarge).map((k) => [k, atSmall[k], atLarge[k]]),
  ]);
  const worst = (f: Record<string, number>) => Math.max(...Object.values(f));
  return {
    ...Object.fromEntries(Object.entries(atLarge).map(([k, v]) => [`deliverylog_${k}_p99_ms`, v])),
    deliverylog_size: large.ids.length,
    deliverylog_page_p99_ms: worst(atLarge),
    deliverylog_page_p99_ms_at_10k: worst(atSmall),
    deliverylog_get_p99_ms: getP99,
    ...cpuPerPage(readCpu, ''),
    ...cpuPerPage(smallCpu, '_at_10k'),
    deliverylog_sweep_day_deliveries: sweep.deliveries,
    deliverylog_sweep_day_ms: sweep.ms,
    deliverylog_sweep_day_cpu_ms: sweep.cpuMs,
    deliverylog_sweep_day_ferretdb_cpu_ms: sweep.split.ferretdb,
    deliverylog_sweep_day_postgresql_cpu_ms: sweep.split.postgresql,
    deliverylog_sweep_day_own_cpu_ms: sweep.split.own,
    deliverylog_bytes_per_delivery: size,
  };
}
