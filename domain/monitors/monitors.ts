/** Monitor CRUD, scoped by org. Another org's id is a 404, like an unknown one. */
import type { mongo } from 'mongoose';
import { randomToken } from '../auth/tokens';
import type { Config } from '../config';
import { InvalidRequestError, NotFoundError, type FieldError } from '../errors';
import { Channel } from '../models/channel';
import { HeartbeatState, type HeartbeatStateDoc } from '../models/heartbeatState';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { REGIONS } from '../regions';
import type { PageWindow } from '../pageWindow';
import { dueAfter, type HeartbeatTiming } from '../heartbeats/cron';
import { checkFieldsOf, storedCheckFields } from './definition';
import type { MonitorDirectory } from './directory';
import { heartbeatFields, newFieldErrors, storedHeartbeat } from './alertingFields';
import { voteRulesOf } from './voteRules';
import { monitorRuleErrors, type MonitorDefinition, type MonitorPatch } from './rules';

type DefinitionFields = Omit<MonitorDoc, '_id' | 'org_id' | 'paused' | 'heartbeat_token' | 'created_at' | 'updated_at'>;

/** A stored monitor with its heartbeat clock's last ping and due time (heartbeat monitors; null for the others). */
export type MonitorRecord = MonitorDoc & { last_ping_at: Date | null; due_at?: Date | null };

/** What caches of this process must hear about, so cached monitor facts never outlive a change made here. */
export interface MonitorCaches {
  probing?: { monitorChanged(monitorId: string, write: 'created' | 'updated' | 'deleted'): Promise<void> };
  lists?: { invalidate(orgId: string): void };
}

export class MonitorService {
  constructor(
    private readonly config: Config,
    private readonly now: () => number,
    private readonly directory: MonitorDirectory,
    private readonly caches: MonitorCaches = {},
  ) {}

  async create(orgId: string, input: MonitorDefinition): Promise<MonitorRecord> {
    await this.check(orgId, input, input);
    const fields = this.toFields(input);
    const doc = (
      await Monitor.create({ ...fields, org_id: orgId, paused: false, heartbeat_token: randomToken(24) })
    ).toObject();
    await this.changed(orgId, doc._id, 'created');
    if (doc.type === 'heartbeat') await this.restartClock(doc);
    return { ...doc, last_ping_at: null };
  }

  async get(orgId: string, id: string): Promise<MonitorRecord> {
    const doc = await Monitor.findById(id).lean<MonitorDoc>();
    // By bare `_id` (FerretDB serves only that without a scan); the org is checked here.
    if (!doc || doc.org_id !== orgId) throw new NotFoundError('Monitor not found.');
    return (await withLastPings([doc]))[0];
  }

  /**
   * A page of the org's monitors, newest first (`limit + 1` rows: one more says a next page exists), from the
   * directory in memory: at most a second behind writes made through other API processes, never behind this one's.
   * `keep` filters (search, state); the walk stops once the page is full.
   */
  async list(orgId: string, page: PageWindow, keep?: (m: MonitorDoc) => boolean): Promise<MonitorRecord[]> {
    await this.directory.freshen(LIST_FRESHNESS_MS);
    return withLastPings(this.directory.newestFirst(orgId, page.before, page.limit + 1, keep));
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
    const fields = this.toFields(merged);
    const r = await Monitor.updateOne({ _id: id }, { $set: fields });
    if (r.matchedCount === 0) throw new NotFoundError('Monitor not found.');
    await this.changed(orgId, id, 'updated');
    if (patch.heartbeat !== undefined && existing.type === 'heartbeat' && !existing.paused)
      await this.restartClock({ _id: id, ...fields });
    return this.get(orgId, id);
  }

  async remove(orgId: string, id: string): Promise<void> {
    await this.get(orgId, id);
    const r = await Monitor.deleteOne({ _id: id });
    if (r.deletedCount === 0) throw new NotFoundError('Monitor not found.');
    await this.changed(orgId, id, 'deleted');
    await HeartbeatState.deleteOne({ _id: id });
  }

  /**
   * Pausing stops checks and the heartbeat clock (the sweep also skips paused monitors); resuming restarts it from
   * now. A repeat changes nothing (resuming a running heartbeat monitor must not push its deadline back).
   */
  async setPaused(orgId: string, id: string, paused: boolean): Promise<MonitorRecord> {
    const existing = await this.get(orgId, id);
    if (existing.paused === paused) return existing;
    await Monitor.updateOne({ _id: id }, { $set: { paused } });
    await this.changed(orgId, id, 'updated');
    if (existing.type === 'heartbeat') await this.restartClock(existing, paused);
    return this.get(orgId, id);
  }

  private async changed(orgId: string, id: string, write: 'created' | 'updated' | 'deleted'): Promise<void> {
    this.caches.lists?.invalidate(orgId);
    await this.caches.probing?.monitorChanged(id, write);
  }

  /** The heartbeat clock starts again now (due after period + grace), or stops; the last ping is kept. */
  private async restartClock(m: Pick<MonitorDoc, '_id'> & HeartbeatTiming, stop = false): Promise<void> {
    const dueAt = stop ? null : new Date(dueAfter(m, this.now()));
    await HeartbeatState.updateOne({ _id: m._id }, { $set: { due_at: dueAt } }, { upsert: true });
  }

  private async check(orgId: string, request: Partial<MonitorDefinition>, merged: MonitorDefinition): Promise<void> {
    const errors = monitorRuleErrors(request, merged, this.config.minIntervalSec);
    if (request.channel_ids) errors.push(...(await unknownChannels(orgId, request.channel_ids)));
    errors.push(...(await newFieldErrors(orgId, request, merged)));
    if (errors.length > 0) throw new InvalidRequestError('Invalid monitor definition.', errors);
  }

  /** Stored fields for a valid definition: the type's fields with their defaults, every other type's field empty. */
  private toFields(d: MonitorDefinition): DefinitionFields {
    const t = d.type;
    const regions = d.regions ?? [...REGIONS];
    return {
      name: d.name,
      type: t,
      ...checkFieldsOf(t, d),
      interval_sec: d.interval_sec ?? Math.max(60, this.config.minIntervalSec),
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
    ...storedCheckFields(m),
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

/** The driver's collection under the model (string `_id`s, as the schema declares). */
const rawClocks = () => HeartbeatState.collection as unknown as mongo.Collection<HeartbeatStateDoc>;

/** Adds each heartbeat monitor's last ping and due time (one read of the page's clocks, none when the page has no heartbeat). */
async function withLastPings(docs: MonitorDoc[]): Promise<MonitorRecord[]> {
  const ids = docs.filter((d) => d.type === 'heartbeat').map((d) => d._id);
  const projection = { last_ping_at: 1, due_at: 1 };
  const clocks =
    ids.length === 0
      ? []
      : ids.length === 1
        ? [await rawClocks().findOne({ _id: ids[0] }, { projection })]
        : await rawClocks()
            .find({ _id: { $in: ids } }, { projection })
            .toArray();
  const clockOf = new Map(clocks.flatMap((c) => (c ? [[c._id, c] as const] : [])));
  return docs.map((d) => ({
    ...d,
    last_ping_at: clockOf.get(d._id)?.last_ping_at ?? null,
    due_at: clockOf.get(d._id)?.due_at ?? null,
  }));
}

async function unknownChannels(orgId: string, ids: string[]): Promise<FieldError[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (await Channel.find({ org_id: orgId, _id: { $in: ids } }, { _id: 1 }).lean()).map((c) => c._id),
  );
  return ids.flatMap((id, i) =>
    found.has(id) ? [] : [{ path: `channel_ids.${i}`, message: 'is not a channel of this org' }],
  );
}
