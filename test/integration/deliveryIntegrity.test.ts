/**
 * The delivery log under a burst: 600 test alerts fired through the REST API over 10 channels to a receiver that
 * answers 204 at once. Once they settle, every delivery must read back through the REST API as `delivered` with
 * exactly one attempt (HTTP 204), and the receiver must have got exactly one POST per delivery. Real Temporal,
 * real MongoDB-wire server, an in-process worker, a real HTTPS receiver.
 */
import { bootstrapKey, type OrgKey } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

const CHANNELS = 10;
const ALERTS_PER_CHANNEL = 60;
const LANES = 16;
jest.setTimeout(600_000);

let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let owner: OrgKey;

beforeAll(async () => {
  receiver = await startReceiver();
  // The test-alert budget is 10 per minute; this burst is far beyond it on purpose.
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, RATE_LIMIT_SCALE: '1000000' } });
  worker = await startTestWorker(stack.config);
  owner = await bootstrapKey();
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

async function createChannels(): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < CHANNELS; i++) {
    const res = await stack.http('POST', '/api/v1/channels', {
      headers: owner.headers,
      body: {
        name: `burst ${i}`,
        type: 'webhook',
        url: `${receiver.url}/burst/${i}`,
        secret: 'whsec_burst_0123456789abcdef',
      },
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

/** Fires every test alert over a few concurrent lanes; returns delivery id -> channel index. */
async function fireAlerts(channelIds: string[]): Promise<Map<string, number>> {
  const queue = channelIds.flatMap((id, i) => Array.from({ length: ALERTS_PER_CHANNEL }, () => ({ id, i })));
  const sent = new Map<string, number>();
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const res = await stack.http('POST', `/api/v1/channels/${next.id}/test`, { headers: owner.headers });
        expect(res.status).toBe(202);
        sent.set(res.body.delivery_id, next.i);
      }
    }),
  );
  return sent;
}

async function readAll(ids: string[]): Promise<any[]> {
  const out: any[] = [];
  for (let i = 0; i < ids.length; i += LANES) {
    const reads = await Promise.all(
      ids.slice(i, i + LANES).map((id) => stack.http('GET', `/api/v1/deliveries/${id}`, { headers: owner.headers })),
    );
    out.push(...reads.map((r) => r.body));
  }
  return out;
}

/** Reads the log back until nothing is pending or delivering any more (bounded). */
async function settled(ids: string[], deadlineMs: number): Promise<any[]> {
  for (;;) {
    const views = await readAll(ids);
    const open = views.filter((v) => v.status === 'pending' || v.status === 'delivering');
    if (open.length === 0 || Date.now() > deadlineMs) return views;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

it('600 test alerts in a burst: every delivery reads back delivered with one attempt, each POSTed exactly once', async () => {
  const channelIds = await createChannels();
  const sent = await fireAlerts(channelIds);
  expect(sent.size).toBe(CHANNELS * ALERTS_PER_CHANNEL);

  const views = await settled([...sent.keys()], Date.now() + 480_000);
  const wrong = views.filter(
    (v) => v.status !== 'delivered' || v.attempts.length !== 1 || v.attempts[0].status_code !== 204,
  );
  expect(wrong.map((v) => ({ id: v.id, status: v.status, attempts: v.attempts }))).toEqual([]);
  for (const v of views) {
    expect(v.workflow_id).toBe(`delivery:${v.event_id}:${v.channel_id}`);
    expect(v.attempts[0]).toMatchObject({ n: 1, error_class: null });
  }
  // Each delivery above holds a recorded 204, so each channel got at least one POST per delivery; exactly that
  // many POSTs per channel then means exactly one each: no duplicate.
  await new Promise((r) => setTimeout(r, 500)); // room for a late duplicate to arrive
  for (let i = 0; i < CHANNELS; i++) expect(receiver.requests(`/burst/${i}`)).toHaveLength(ALERTS_PER_CHANNEL);
});
