/** Monitor CRUD, scoped by org. Another org's id is a 404, like an unknown one. */
import { randomToken } from '../auth/tokens';
import type { Config } from '../config';
import { InvalidRequestError, NotFoundError, type FieldError } from '../errors';
import type { MonitorDoc } from '../models/monitor';
import { REGIONS } from '../regions';
import type { PageWindow } from '../pageWindow';
import { dueAfter, type HeartbeatTiming } from '../heartbeats/cron';
import { checkFieldsOf, storedCheckFields } from './definition';
import type { MonitorDirectory } from './directory';
import { heartbeatFields, newFieldErrors, storedHeartbeat } from './alertingFields';
import { voteRulesOf } from './voteRules';
import { monitorRuleErrors, type MonitorDefinition, type MonitorPatch } from './rules';
import { pauseWrite } from '../uptime/pauses';
import { hintedSecrets, sealSecrets, type StoredSecrets } from './requestSecrets';
import type { ApiStep } from './apiSteps';
import type { MonitorClocks, MonitorRecord, MonitorStore } from './stores';

type DefinitionFields = Omit<
  MonitorDoc,
  '_id' | 'org_id' | 'paused' | 'paused_at' | 'pauses' | 'heartbeat_token' | 'created_at' | 'updated_at'
>;

export type { MonitorRecord };

/** What caches of this process must hear about, so cached monitor facts never outlive a change made here. */
export interface MonitorCaches {
  probing?: { monitorChanged(monitorId: string, write: 'created' | 'updated' | 'deleted'): Promise<void> };
  lists?: { invalidate(orgId: string): void };
}

/** The plan limits a monitor write must keep (domain/billing/orgPlans.ts); null: none (tools and unit tests). */
export interface MonitorPlanGate {
  assertRoom(orgId: string, limit: 'monitors', usage: number): Promise<void>;
  assertInterval(orgId: string, intervalSec: number): Promise<void>;
  defaultIntervalSec(orgId: string, deploymentDefault: number): Promise<number>;
}

export class MonitorService {
  constructor(
    private readonly config: Config,
    private readonly now: () => number,
    private readonly directory: MonitorDirectory,
    private readonly store: MonitorStore,
    private readonly clocks: MonitorClocks,
    private readonly caches: MonitorCaches = {},
    private readonly plans: MonitorPlanGate | null = null,
  ) {}

  async create(orgId: string, input: MonitorDefinition): Promise<MonitorRecord> {
    await this.check(orgId, input, input);
    const definition = await this.withPlanInterval(orgId, input);
    await this.plans?.assertRoom(orgId, 'monitors', (await this.countOf(orgId)) + 1);
    const fields = this.toFields(definition);
    const doc = await this.store.insertMonitor({
      ...fields,
      org_id: orgId,
      paused: false,
      heartbeat_token: randomToken(24),
    });
    await this.changed(orgId, doc._id, 'created');
    if (doc.type === 'heartbeat') await this.restartClock(doc);
    return { ...doc, last_ping_at: null };
  }

  async get(orgId: string, id: string): Promise<MonitorRecord> {
    const doc = await this.store.readMonitor(id);
    // By bare `_id` (FerretDB serves only that without a scan); the org is checked here.
    if (!doc || doc.org_id !== orgId) throw new NotFoundError('Monitor not found.');
    return (await this.withLastPings([doc]))[0];
  }

  /**
   * A page of the org's monitors, newest first (`limit + 1` rows: one more says a next page exists), from the
   * directory in memory: at most a second behind writes made through other API processes, never behind this one's.
   * `keep` filters (search, state); the walk stops once the page is full.
   */
  async list(orgId: string, page: PageWindow, keep?: (m: MonitorDoc) => boolean): Promise<MonitorRecord[]> {
    await this.directory.freshen(LIST_FRESHNESS_MS);
    return this.withLastPings(this.directory.newestFirst(orgId, page.before, page.limit + 1, keep));
  }

  /** The org's oldest `count` monitors, oldest first, from the directory (as fresh as `list`). */
  async oldest(orgId: string, count: number): Promise<MonitorDoc[]> {
    await this.directory.freshen(LIST_FRESHNESS_MS);
    return this.directory.oldestFirst(orgId, count);
  }

  /** These monitors of the org, in the order given (unknown ids and another org's left out), from the directory. */
  async some(orgId: string, ids: string[]): Promise<MonitorDoc[]> {
    await this.directory.freshen(LIST_FRESHNESS_MS);
    return ids.flatMap((id) => {
      const m = this.directory.get(id);
      return m && m.org_id === orgId ? [m] : [];
    });
  }

  async update(orgId: string, id: string, patch: MonitorPatch): Promise<MonitorRecord> {
    const existing = await this.get(orgId, id);
    const merged: MonitorDefinition = { ...toDefinition(existing), ...dropUndefined(patch) } as MonitorDefinition;
    if (patch.regions && patch.down_quorum === undefined)
      merged.down_quorum = Math.min(existing.down_quorum, patch.regions.length);
    await this.check(orgId, patch, merged);
    await this.assertPlanKept(orgId, merged);
    const fields = this.toFields(merged, existing);
    if (!(await this.store.updateMonitor(id, fields))) throw new NotFoundError('Monitor not found.');
    await this.changed(orgId, id, 'updated');
    if (patch.heartbeat !== undefined && existing.type === 'heartbeat' && !existing.paused)
      await this.restartClock({ _id: id, ...fields });
    return this.get(orgId, id);
  }

  async remove(orgId: string, id: string): Promise<void> {
    await this.get(orgId, id);
    if (!(await this.store.deleteMonitor(id))) throw new NotFoundError('Monitor not found.');
    await this.changed(orgId, id, 'deleted');
    await this.clocks.deleteClock(id);
  }

  /**
   * Pausing stops checks and the heartbeat clock (the sweep also skips paused monitors); resuming restarts it from
   * now. A repeat changes nothing (resuming a running heartbeat monitor must not push its deadline back).
   */
  async setPaused(orgId: string, id: string, paused: boolean): Promise<MonitorRecord> {
    const existing = await this.get(orgId, id);
    if (existing.paused === paused) return existing;
    await this.store.updateMonitor(id, pauseWrite(existing, paused, this.now()));
    await this.changed(orgId, id, 'updated');
    if (existing.type === 'heartbeat') await this.restartClock(existing, paused);
    return this.get(orgId, id);
  }

  /** Names of these monitors of the org, by id (a deleted monitor is simply absent). */
  async names(orgId: string, ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    return new Map((await this.store.monitorNames(orgId, unique)).map((m) => [m._id, m.name]));
  }

  private async countOf(orgId: string): Promise<number> {
    await this.directory.freshen(LIST_FRESHNESS_MS);
    return this.directory.countOf(orgId);
  }

  /** A new check's interval: the one asked for if the plan allows it, else by default the plan's shortest. */
  private async withPlanInterval(orgId: string, d: MonitorDefinition): Promise<MonitorDefinition> {
    if (!this.plans || d.type === 'heartbeat') return d;
    if (d.interval_sec !== undefined) {
      await this.plans.assertInterval(orgId, d.interval_sec);
      return d;
    }
    return { ...d, interval_sec: await this.plans.defaultIntervalSec(orgId, this.defaultIntervalSec()) };
  }

  /** A change keeps within the plan: an org over its monitor limit (after a downgrade) changes none until it is under. */
  private async assertPlanKept(orgId: string, merged: MonitorDefinition): Promise<void> {
    if (!this.plans) return;
    await this.plans.assertRoom(orgId, 'monitors', await this.countOf(orgId));
    if (merged.type !== 'heartbeat' && merged.interval_sec !== undefined)
      await this.plans.assertInterval(orgId, merged.interval_sec);
  }

  private defaultIntervalSec(): number {
    return Math.max(60, this.config.minIntervalSec);
  }

  private async changed(orgId: string, id: string, write: 'created' | 'updated' | 'deleted'): Promise<void> {
    this.caches.lists?.invalidate(orgId);
    await this.caches.probing?.monitorChanged(id, write);
  }

  /** The heartbeat clock starts again now (due after period + grace), or stops; the last ping is kept. */
  private async restartClock(m: Pick<MonitorDoc, '_id'> & HeartbeatTiming, stop = false): Promise<void> {
    await this.clocks.restartClock(m._id, stop ? null : new Date(dueAfter(m, this.now())));
  }

  /** Adds each heartbeat monitor's last ping and due time (one read of the page's clocks, none without a heartbeat). */
  private async withLastPings(docs: MonitorDoc[]): Promise<MonitorRecord[]> {
    const clocks = await this.clocks.readClocks(docs.filter((d) => d.type === 'heartbeat').map((d) => d._id));
    const clockOf = new Map(clocks.map((c) => [c._id, c]));
    return docs.map((d) => ({
      ...d,
      last_ping_at: clockOf.get(d._id)?.last_ping_at ?? null,
      due_at: clockOf.get(d._id)?.due_at ?? null,
    }));
  }

  /** Channel ids of the request that are not channels of the org. */
  private async unknownChannels(orgId: string, ids: string[]): Promise<FieldError[]> {
    if (ids.length === 0) return [];
    const found = new Set(await this.store.channelsOfOrg(orgId, ids));
    return ids.flatMap((id, i) =>
      found.has(id) ? [] : [{ path: `channel_ids.${i}`, message: 'is not a channel of this org' }],
    );
  }

  private async check(orgId: string, request: Partial<MonitorDefinition>, merged: MonitorDefinition): Promise<void> {
    const errors = monitorRuleErrors(request, merged, this.config.minIntervalSec);
    if (request.channel_ids) errors.push(...(await this.unknownChannels(orgId, request.channel_ids)));
    errors.push(...(await newFieldErrors(this.store, orgId, request, merged)));
    if (errors.length > 0) throw new InvalidRequestError('Invalid monitor definition.', errors);
  }

  /**
   * Stored fields for a valid definition: the type's fields with their defaults, every other type's field empty, the
   * request's secrets sealed (`previous`: the stored monitor an update changes, whose secrets a hint keeps).
   */
  private toFields(d: MonitorDefinition, previous?: StoredSecrets): DefinitionFields {
    const t = d.type;
    const regions = d.regions ?? [...REGIONS];
    const { secret_headers, steps, ...check } = checkFieldsOf(t, d);
    // api steps carry request secrets (sealed); browser steps are kept as written.
    const apiSteps = t === 'api' ? (steps as ApiStep[] | undefined) : undefined;
    return {
      name: d.name,
      type: t,
      ...check,
      // Stored in the same field as api steps; having no headers, they go through the secrets' helpers unchanged.
      ...(t === 'browser' && { steps: steps as unknown as StoredSecrets['steps'] }),
      ...sealSecrets(this.config.secretsKey, { ...check, steps: apiSteps, secret_headers }, previous),
      interval_sec: d.interval_sec ?? this.defaultIntervalSec(),
      regions,
      down_quorum: d.down_quorum ?? Math.min(2, regions.length),
      channel_ids: d.channel_ids ?? null,
      escalation_policy_id: d.escalation_policy_id ?? null,
      cert_warn_days: d.cert_warn_days ?? null,
      ...heartbeatFields(d),
      ...voteRulesOf(d),
    };
  }
}

/** The stored monitor as a definition, so a PATCH can be merged onto it and checked whole. */
function toDefinition(m: MonitorDoc): MonitorDefinition {
  const d: Record<string, unknown> = {
    name: m.name,
    type: m.type,
    ...storedCheckFields({ ...m, ...hintedSecrets(m) }),
    interval_sec: m.interval_sec,
    regions: m.regions,
    down_quorum: m.down_quorum,
    channel_ids: m.channel_ids ?? null,
    ...voteRulesOf(m),
    escalation_policy_id: m.escalation_policy_id ?? null,
    cert_warn_days: m.cert_warn_days,
    heartbeat: m.type === 'heartbeat' ? storedHeartbeat(m) : undefined,
  };
  for (const k of Object.keys(d)) if (d[k] === null && k !== 'channel_ids') delete d[k];
  return d as unknown as MonitorDefinition;
}

function dropUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** How old the directory's last read of other processes' monitor changes may be when a list is served. */
const LIST_FRESHNESS_MS = 1_000;
