/**
 * A test stack for operating deliveries: API + worker + a real HTTPS receiver, and helpers that act as a user does
 * (org, key, channel and monitor over REST; incidents through the lifecycle; deliveries read back over REST).
 * `useOpsStack` registers the jest hooks; its fields are ready inside tests.
 */
import { existingWorkflow } from './alerting';
import { apiClient, bootstrapKey, virtualClock } from './client';
import { startReceiver, type TestReceiver } from './receiver';
import { startStack, type Stack } from './stack';
import { startTestWorker, type TestWorker } from './worker';

export const OPS_SECRET = 'whsec-ops-0123456789abcdef';
const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };

export interface OpsCtx {
  org: Awaited<ReturnType<typeof bootstrapKey>>;
  call: ReturnType<typeof apiClient>;
  path: string;
  channelId: string;
  monitorId: string;
}

export function useOpsStack(env: Record<string, string> = {}) {
  const clock = virtualClock();
  const ops = { stack: undefined as unknown as Stack, receiver: undefined as unknown as TestReceiver, clock };
  let worker: TestWorker | undefined;
  let n = 0;

  beforeAll(async () => {
    ops.receiver = await startReceiver();
    ops.stack = await startStack({ now: clock.now, env: { WEBHOOK_CA_FILE: ops.receiver.caFile, ...env } });
    worker = await startTestWorker(ops.stack.config);
  });
  afterAll(async () => {
    await worker?.stop();
    await ops.stack?.stop();
    await ops.receiver?.close();
  });

  /** A fresh org with its key, a channel on a fresh receiver path and a monitor routed to it, all over REST. */
  async function setUp(): Promise<OpsCtx> {
    const org = await bootstrapKey();
    const call = apiClient(ops.stack, clock, org.headers);
    const path = `/ops/${++n}`;
    const ch = await call('POST', '/api/v1/channels', {
      body: { name: `hook ${n}`, type: 'webhook', url: ops.receiver.url + path, secret: OPS_SECRET },
    });
    expect(ch.status).toBe(201);
    const mon = await call('POST', '/api/v1/monitors', {
      body: { name: `shop ${n}`, type: 'http', url: 'https://shop.example/health', channel_ids: [ch.body.id] },
    });
    expect(mon.status).toBe(201);
    return { org, call, path, channelId: ch.body.id, monitorId: mon.body.id };
  }

  /** Opens (or, when one is open, resolves) the monitor's incident: one event, one delivery to the channel. */
  async function nextEvent(c: OpsCtx): Promise<void> {
    const open = await c.call('GET', `/api/v1/incidents?monitor_id=${c.monitorId}&status=open`);
    if (open.body.data.length > 0) await ops.stack.services.lifecycle.resolve(c.org.org.id, open.body.data[0].id);
    else
      await ops.stack.services.lifecycle.open({
        monitorId: c.monitorId,
        failingRegions: ['fra1', 'iad1'],
        check: failure,
      });
  }

  async function deliveriesOf(c: OpsCtx): Promise<any[]> {
    const res = await c.call('GET', `/api/v1/deliveries?channel_id=${c.channelId}&limit=100`);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  /**
   * Waits for a delivery's workflow to finish and returns the delivery as the API shows it. A test alert is
   * answered before its workflow is started, so the workflow may not exist yet for a moment.
   */
  async function settled(c: OpsCtx, delivery: { id?: string; delivery_id?: string; workflow_id: string }) {
    await (await existingWorkflow(ops.stack, delivery.workflow_id, 10_000)).result();
    const res = await c.call('GET', `/api/v1/deliveries/${delivery.id ?? delivery.delivery_id}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** One new event, and its delivery once settled (a `skipped` one at once: it has no workflow). */
  async function eventSettled(c: OpsCtx) {
    const before = new Set((await deliveriesOf(c)).map((d) => d.id));
    await nextEvent(c);
    const fresh = (await deliveriesOf(c)).find((d) => !before.has(d.id));
    expect(fresh).toBeDefined();
    return fresh.status === 'skipped' ? fresh : settled(c, fresh);
  }

  return Object.assign(ops, { setUp, deliveriesOf, settled, eventSettled });
}

/** The `incident.id` (event id) of a received webhook body. */
export const incidentIdOf = (raw: Buffer) => JSON.parse(raw.toString()).incident.id as string;
