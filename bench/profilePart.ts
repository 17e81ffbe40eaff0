/**
 * Part 4, where one delivery's time goes. Two views:
 *  - the timeline of every delivery of the paced phase, from what the pipeline wrote (event recorded -> delivery
 *    written -> attempt started -> received -> recorded delivered), so queueing shows where it builds up;
 *  - the unit costs measured alone, one at a time: a Temporal round trip, MongoDB reads and writes, render + sign,
 *    an HTTPS POST on a kept-alive connection and on a new one (TLS handshake).
 */
import { rootCertificates } from 'node:tls';
import { Agent, request } from 'undici';
import { connectTemporal } from '../domain/temporal';
import type { WebhookPayload } from '../domain/delivery/payload';
import { signWebhook } from '../domain/delivery/signature';
import { renderBody } from '../domain/delivery/template';
import type { DeliveryDoc } from '../domain/models/delivery';
import { dayOfHour, dayOfId, hourOfMs } from '../domain/delivery/log/buckets';
import { DELIVERIES_FAMILY, collection, dayCollectionName } from '../domain/delivery/log/dayCollections';
import { deliveriesOfDay, deliveryById } from '../domain/delivery/log/deliveryDays';
import { deliveryAttemptId } from '../domain/models/deliveryAttempt';
import { attemptsById } from '../domain/delivery/log/dayCollections';
import { IncidentEvent, type IncidentEventDoc } from '../domain/models/incidentEvent';
import { Channel } from '../domain/models/channel';
import type { PhaseResult, Pipeline } from './delivery';
import { WEBHOOK_SECRET } from './benchStack';
import { percentile, round } from './stats';
import { printTable, progress } from './table';

type Samples = Record<string, number[]>;

/** Stage durations (ms) of the deliveries written within [fromMs, toMs). */
async function timeline(fromMs: number, toMs: number): Promise<Samples> {
  const days = Array.from({ length: dayOfHour(hourOfMs(toMs)) - dayOfHour(hourOfMs(fromMs)) + 1 }, (_, i) => i);
  const stored = await Promise.all(days.map((i) => deliveriesOfDay(dayOfHour(hourOfMs(fromMs)) + i)));
  const deliveries = stored.flat().filter((d) => d.created_at.getTime() >= fromMs && d.created_at.getTime() < toMs);
  const events = await IncidentEvent.find(
    { _id: { $in: [...new Set(deliveries.map((d) => d.event_id))] } },
    { occurred_at: 1 },
  ).lean<IncidentEventDoc[]>();
  const occurred = new Map(events.map((e) => [e._id, e.occurred_at.getTime()]));
  const s: Samples = {
    'event -> delivery written': [],
    'delivery written -> attempt started': [],
    'attempt (reads, write, POST)': [],
    'event -> delivered recorded': [],
  };
  const firsts = await Promise.all(
    deliveries.map(async (d) => (await attemptsById(d._id, [deliveryAttemptId(d._id, 1)]))[0]),
  );
  for (const [i, d] of deliveries.entries()) {
    const a = firsts[i];
    const at = occurred.get(d.event_id);
    if (!a || at === undefined || !d.completed_at) continue;
    s['event -> delivery written'].push(d.created_at.getTime() - at);
    s['delivery written -> attempt started'].push(a.at.getTime() - d.created_at.getTime());
    s['attempt (reads, write, POST)'].push(a.duration_ms);
    s['event -> delivered recorded'].push(d.completed_at.getTime() - at);
  }
  return s;
}

async function timeEach(n: number, fn: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await fn(i);
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return out;
}

async function unitCosts(p: Pipeline): Promise<Samples> {
  const cfg = p.stack.config;
  const temporal = await connectTemporal(cfg);
  const ca = [...rootCertificates, cfg.webhookCa!];
  const kept = new Agent({ connect: { ca } });
  const url = `${p.stack.receiverUrl}/profile`;
  const sample = (await deliveriesOfDay(dayOfHour(hourOfMs(Date.now()))))[0];
  const deliveries = collection<DeliveryDoc>(dayCollectionName(DELIVERIES_FAMILY, dayOfId(sample._id)));
  const event = await IncidentEvent.findById(sample.event_id).lean<IncidentEventDoc>();
  const payload = event!.payload as unknown as WebhookPayload;
  const body = renderBody(payload, null).body;
  const post = (dispatcher: Agent) =>
    request(url, {
      method: 'POST',
      dispatcher,
      body,
      headers: { 'x-service-signature': signWebhook(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body).header },
    }).then((r) => r.body.dump());
  try {
    return {
      'Temporal round trip (GetSystemInfo)': await timeEach(100, () =>
        temporal.connection.workflowService.getSystemInfo({}),
      ),
      'MongoDB read by _id (deliveries)': await timeEach(100, () => deliveryById(sample._id)),
      'MongoDB read by org_id+_id (channels)': await timeEach(100, () =>
        Channel.findOne({ _id: sample.channel_id, org_id: sample.org_id }).lean(),
      ),
      'MongoDB update, filter {_id}': await timeEach(100, () =>
        deliveries.updateOne({ _id: sample._id }, { $set: { last_attempt: sample.last_attempt } }),
      ),
      'MongoDB conditional update, filter {_id, status}': await timeEach(100, () =>
        deliveries.updateOne({ _id: sample._id, status: 'nope' as never }, { $set: { status: 'nope' as never } }),
      ),
      'MongoDB insert (incident_events-sized)': await timeEach(50, (i) =>
        IncidentEvent.collection.insertOne({
          _id: `profile-${Date.now()}-${i}` as never,
          payload,
          dedupe_key: `profile-${Date.now()}-${i}`,
        }),
      ),
      'render + sign (canonical body)': await timeEach(2000, () =>
        signWebhook(WEBHOOK_SECRET, 1, renderBody(payload, null).body),
      ),
      'HTTPS POST, kept-alive connection': await timeEach(200, () => post(kept)),
      'HTTPS POST, new connection (TLS handshake)': await timeEach(50, async () => {
        const fresh = new Agent({ connect: { ca } });
        await post(fresh);
        await fresh.close();
      }),
    };
  } finally {
    await IncidentEvent.collection.deleteMany({ _id: { $regex: /^profile-/ } as never });
    await kept.close();
    await temporal.connection.close();
  }
}

export async function runProfilePart(p: Pipeline, phases: PhaseResult[]): Promise<Record<string, number | null>> {
  // Nothing else should be running while unit costs are taken one at a time.
  await p.worker.stop();
  await p.producer.stop();
  progress('profile', 'delivery timeline per phase, then unit costs one at a time');
  const timelines: Record<string, Samples> = {};
  for (const [i, ph] of phases.entries()) {
    timelines[ph.name] = await timeline(ph.startedAt, phases[i + 1]?.startedAt ?? Date.now());
  }
  const stageNames = Object.keys(Object.values(timelines)[0] ?? {});
  printTable(`where a delivery's time goes (p50 / p99 ms per phase)`, [
    ['stage', ...phases.map((ph) => `${ph.name} p50`), ...phases.map((ph) => `${ph.name} p99`)],
    ...stageNames.map((k) => [
      k,
      ...phases.map((ph) => percentile(timelines[ph.name][k], 50)),
      ...phases.map((ph) => percentile(timelines[ph.name][k], 99)),
    ]),
  ]);
  const stages = timelines[phases[phases.length - 1].name];
  const units = await unitCosts(p);
  printTable('unit costs, alone (ms)', [
    ['operation', 'p50', 'p99'],
    ...Object.entries(units).map(([k, v]) => [k, percentile(v, 50), percentile(v, 99)]),
  ]);
  const p50 = (s: number[]) => round(percentile(s, 50), 3);
  return {
    profile_fanout_p50_ms: p50(stages['event -> delivery written']),
    profile_start_to_attempt_p50_ms: p50(stages['delivery written -> attempt started']),
    profile_attempt_p50_ms: p50(stages['attempt (reads, write, POST)']),
    profile_total_p50_ms: p50(stages['event -> delivered recorded']),
    temporal_round_trip_ms: p50(units['Temporal round trip (GetSystemInfo)']),
    mongo_read_ms: p50(units['MongoDB read by _id (deliveries)']),
    mongo_update_by_id_ms: p50(units['MongoDB update, filter {_id}']),
    mongo_conditional_update_ms: p50(units['MongoDB conditional update, filter {_id, status}']),
    // Today's (the run's): deliveries are stored in a collection per day.
    mongo_deliveries_docs: (await deliveriesOfDay(dayOfHour(hourOfMs(Date.now())), {}, { _id: 1 })).length,
    mongo_insert_ms: p50(units['MongoDB insert (incident_events-sized)']),
    render_sign_ms: p50(units['render + sign (canonical body)']),
    https_post_keepalive_ms: p50(units['HTTPS POST, kept-alive connection']),
    https_post_new_tls_ms: p50(units['HTTPS POST, new connection (TLS handshake)']),
  };
}
