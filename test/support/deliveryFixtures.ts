/** Documents for delivery tests, inserted directly through the models (secrets sealed like the API does). */
import { createHmac } from 'node:crypto';
import type { Config } from '../../domain/config';
import { buildIncidentPayload, type IncidentEventType } from '../../domain/delivery/payload';
import { uuidv7 } from '../../domain/ids';
import { Channel, Incident, IncidentEvent, Monitor, Org, type OrgDoc } from '../../domain/models';
import { fileIncidents } from '../../domain/incidents/marks/mongoStores';
import { sealSecret } from '../../domain/secretBox';

export async function createOrg(name = 'Acme Inc'): Promise<OrgDoc> {
  const id = uuidv7();
  return (await Org.create({ _id: id, name, slug: `acme-${id.slice(-12)}` })).toObject();
}

export async function createChannel(
  config: Config,
  orgId: string,
  o: { url: string; secret: string; template?: string | null; enabled?: boolean; name?: string },
): Promise<string> {
  const doc = await Channel.create({
    org_id: orgId,
    name: o.name ?? 'Ops webhook',
    type: 'webhook',
    url: o.url,
    secret_sealed: sealSecret(config.secretsKey, o.secret),
    secret_hint: o.secret.slice(-4),
    template: o.template ?? null,
    enabled: o.enabled ?? true,
  });
  return doc._id;
}

export async function createMonitor(
  orgId: string,
  o: { channelIds?: string[] | null; type?: 'http' | 'tcp'; name?: string } = {},
): Promise<string> {
  const type = o.type ?? 'http';
  const doc = await Monitor.create({
    org_id: orgId,
    name: o.name ?? 'Checkout API',
    type,
    url: type === 'http' ? 'https://shop.example/health' : null,
    host: type === 'tcp' ? 'db.example' : null,
    port: type === 'tcp' ? 5432 : null,
    interval_sec: 60,
    regions: ['fra1', 'iad1'],
    down_quorum: 2,
    heartbeat_token: uuidv7(),
    channel_ids: o.channelIds === undefined ? null : o.channelIds,
  });
  return doc._id;
}

/** Records an `incident.opened` event (incident + event with its payload snapshot), without dispatching it. */
export async function recordOpenedEvent(
  org: OrgDoc,
  monitorId: string,
  type: IncidentEventType = 'incident.opened',
): Promise<{ eventId: string; incidentId: string }> {
  const monitor = (await Monitor.findById(monitorId).lean())!;
  const at = new Date();
  const incidentId = uuidv7();
  const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' };
  const incident = await Incident.create({
    _id: incidentId,
    org_id: org._id,
    monitor_id: monitorId,
    status: 'open',
    opened_at: at,
    failing_regions: ['fra1', 'iad1'],
    check,
    active_key: monitorId,
  });
  await fileIncidents([incident.toObject()]);
  const eventId = uuidv7();
  const payload = buildIncidentPayload({
    event: type,
    eventId,
    occurredAt: at,
    org,
    monitor,
    incident: { opened_at: at, acknowledged_at: null, resolved_at: null, failing_regions: ['fra1', 'iad1'], check },
  });
  await IncidentEvent.create({
    _id: eventId,
    org_id: org._id,
    incident_id: incidentId,
    monitor_id: monitorId,
    type,
    occurred_at: at,
    payload,
    seq: 0,
    dedupe_key: `${incidentId}:0`,
  });
  return { eventId, incidentId };
}

/** Independent check of spec 5.1: recompute HMAC-SHA256 over `t=<t>.<raw body>` and compare the hex. */
export function independentlyVerify(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): { ok: boolean; t: number } {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!m) return { ok: false, t: NaN };
  const mac = createHmac('sha256', secret);
  mac.update(Buffer.concat([Buffer.from(`t=${m[1]}.`, 'utf8'), rawBody]));
  return { ok: mac.digest('hex') === m[2], t: Number(m[1]) };
}
