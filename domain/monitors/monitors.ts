/** Monitor CRUD, scoped by org. Another org's id is a 404, like an unknown one. */
import { randomToken } from '../auth/tokens';
import type { Config } from '../config';
import { InvalidRequestError, NotFoundError, type FieldError } from '../errors';
import { Channel } from '../models/channel';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { REGIONS } from '../regions';
import type { UpdateMonitorInput } from '../validation/monitorSchemas';
import { windowQuery, type PageWindow } from '../validation/pageWindow';
import { checkFieldsOf } from './definition';
import { monitorRuleErrors, type MonitorDefinition } from './rules';

type DefinitionFields = Omit<MonitorDoc, '_id' | 'org_id' | 'paused' | 'heartbeat_token' | 'last_ping_at' | 'heartbeat_due_at' | 'created_at' | 'updated_at'>;

export class MonitorService {
  constructor(private readonly config: Config, private readonly now: () => number) {}

  async create(orgId: string, input: MonitorDefinition): Promise<MonitorDoc> {
    await this.check(orgId, input, input);
    const fields = this.toFields(input);
    const doc = await Monitor.create({
      ...fields, org_id: orgId, paused: false, heartbeat_token: randomToken(24),
      heartbeat_due_at: input.type === 'heartbeat' ? this.dueAt(fields) : null,
    });
    return doc.toObject();
  }

  async get(orgId: string, id: string): Promise<MonitorDoc> {
    const doc = await Monitor.findOne({ _id: id, org_id: orgId }).lean<MonitorDoc>();
    if (!doc) throw new NotFoundError('Monitor not found.');
    return doc;
  }

  async list(orgId: string, page: PageWindow): Promise<MonitorDoc[]> {
    const w = windowQuery(page);
    return Monitor.find({ org_id: orgId, ...w.filter }).sort({ _id: -1 }).limit(w.fetch).lean<MonitorDoc[]>();
  }

  async update(orgId: string, id: string, patch: UpdateMonitorInput): Promise<MonitorDoc> {
    const existing = await this.get(orgId, id);
    const merged: MonitorDefinition = { ...toDefinition(existing), ...dropUndefined(patch) } as MonitorDefinition;
    if (patch.regions && patch.down_quorum === undefined) merged.down_quorum = Math.min(existing.down_quorum, patch.regions.length);
    await this.check(orgId, patch, merged);
    const fields = this.toFields(merged);
    const heartbeatChanged = patch.heartbeat !== undefined && existing.type === 'heartbeat' && !existing.paused;
    const set = { ...fields, ...(heartbeatChanged && { heartbeat_due_at: this.dueAt(fields) }) };
    const r = await Monitor.updateOne({ _id: id, org_id: orgId }, { $set: set });
    if (r.matchedCount === 0) throw new NotFoundError('Monitor not found.');
    return this.get(orgId, id);
  }

  async remove(orgId: string, id: string): Promise<void> {
    const r = await Monitor.deleteOne({ _id: id, org_id: orgId });
    if (r.deletedCount === 0) throw new NotFoundError('Monitor not found.');
  }

  /** Pausing stops checks and heartbeat-miss detection; resuming restarts the heartbeat clock from now. */
  async setPaused(orgId: string, id: string, paused: boolean): Promise<MonitorDoc> {
    const existing = await this.get(orgId, id);
    const due = paused || existing.type !== 'heartbeat' ? null : this.dueAt(existing);
    await Monitor.updateOne({ _id: id, org_id: orgId }, { $set: { paused, heartbeat_due_at: due } });
    return this.get(orgId, id);
  }

  private dueAt(f: Pick<MonitorDoc, 'heartbeat_period_sec' | 'heartbeat_grace_sec'>): Date {
    return new Date(this.now() + ((f.heartbeat_period_sec ?? 0) + (f.heartbeat_grace_sec ?? 0)) * 1000);
  }

  private async check(orgId: string, request: Partial<MonitorDefinition>, merged: MonitorDefinition): Promise<void> {
    const errors = monitorRuleErrors(request, merged, this.config.minIntervalSec);
    if (request.channel_ids) errors.push(...(await unknownChannels(orgId, request.channel_ids)));
    if (errors.length > 0) throw new InvalidRequestError('Invalid monitor definition.', errors);
  }

  /** Stored fields for a valid definition: the type's fields with their defaults, every other type's field empty. */
  private toFields(d: MonitorDefinition): DefinitionFields {
    const t = d.type;
    const regions = d.regions ?? [...REGIONS];
    return {
      name: d.name, type: t,
      ...checkFieldsOf(t, d),
      interval_sec: d.interval_sec ?? Math.max(60, this.config.minIntervalSec),
      regions,
      down_quorum: d.down_quorum ?? Math.min(2, regions.length),
      channel_ids: d.channel_ids ?? null,
      heartbeat_period_sec: t === 'heartbeat' ? d.heartbeat!.period_sec : null,
      heartbeat_grace_sec: t === 'heartbeat' ? d.heartbeat!.grace_sec : null,
    };
  }
}

/** The stored monitor as a definition, so a PATCH can be merged onto it and checked whole. */
function toDefinition(m: MonitorDoc): MonitorDefinition {
  const d: Record<string, unknown> = {
    name: m.name, type: m.type, url: m.url, keyword: m.keyword, keyword_mode: m.keyword_mode, host: m.host, port: m.port,
    record_type: m.record_type, expected_value: m.expected_value, expected_status: m.expected_status,
    ssl_expiry_days: m.ssl_expiry_days, timeout_ms: m.timeout_ms, interval_sec: m.interval_sec, regions: m.regions,
    down_quorum: m.down_quorum, channel_ids: m.channel_ids ?? null,
    heartbeat: m.type === 'heartbeat' ? { period_sec: m.heartbeat_period_sec, grace_sec: m.heartbeat_grace_sec } : undefined,
  };
  for (const k of Object.keys(d)) if (d[k] === null && k !== 'channel_ids') delete d[k];
  return d as MonitorDefinition;
}

function dropUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function unknownChannels(orgId: string, ids: string[]): Promise<FieldError[]> {
  if (ids.length === 0) return [];
  const found = new Set((await Channel.find({ org_id: orgId, _id: { $in: ids } }, { _id: 1 }).lean()).map((c) => c._id));
  return ids.flatMap((id, i) => (found.has(id) ? [] : [{ path: `channel_ids.${i}`, message: 'is not a channel of this org' }]));
}
