/**
 * Signature schemes end to end: channels created and patched over REST with `signature_scheme`, test alerts sent
 * over REST, and a real HTTPS receiver checking what arrives with the official `standardwebhooks` package and the
 * spec 5.1 verifier. A retried delivery keeps its `webhook-id` and is signed anew.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { standardWebhooksSecret, verifyWebhook } from '../../domain/delivery/signature';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startReceiver, type ReceivedRequest, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(60_000);

const PLAIN_SECRET = 'plain-secret-0123456789';
const WHSEC_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let call: ReturnType<typeof apiClient>;
let n = 0;
// Writes are 10 per burst per key: the client waits out a 429 on this virtual clock instead of sleeping.
const clock = virtualClock();

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({ now: clock.now, env: { WEBHOOK_CA_FILE: receiver.caFile } });
  worker = await startTestWorker(stack.config);
  call = apiClient(stack, clock, (await bootstrapKey()).headers);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

const api = (method: string, path: string, body?: unknown) => call(method, path, { body });

async function createChannel(secret: string, scheme?: string) {
  const path = `/schemes/${++n}`;
  const res = await api('POST', '/api/v1/channels', {
    name: `hook ${n}`,
    type: 'webhook',
    url: receiver.url + path,
    secret,
    ...(scheme && { signature_scheme: scheme }),
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, path, body: res.body };
}

async function sendTest(channelId: string): Promise<string> {
  const res = await api('POST', `/api/v1/channels/${channelId}/test`);
  expect(res.status).toBe(202);
  return res.body.delivery_id;
}

/** Both checks a receiver may run; throws (with the library's message) when the Standard Webhooks one fails. */
function verifyBoth(req: ReceivedRequest, secret: string) {
  const spec = verifyWebhook({ rawBody: req.rawBody, header: req.headers['x-service-signature'], secrets: [secret] });
  const standard = new Webhook(standardWebhooksSecret(secret)).verify(
    req.rawBody.toString('utf8'),
    stringHeaders(req.headers),
  );
  return { spec, standard };
}

function stringHeaders(h: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));
}

it('accepts, returns and patches signature_scheme; refuses other values with 400', async () => {
  const plain = await createChannel(PLAIN_SECRET);
  expect(plain.body.signature_scheme).toBe('service');
  const std = await createChannel(PLAIN_SECRET, 'standard');
  expect((await api('GET', `/api/v1/channels/${std.id}`)).body.signature_scheme).toBe('standard');
  const patched = await api('PATCH', `/api/v1/channels/${plain.id}`, { signature_scheme: 'both' });
  expect(patched.status).toBe(200);
  expect(patched.body.signature_scheme).toBe('both');
  for (const bad of ['Standard', 'svix', '', null, 1]) {
    const created = await api('POST', '/api/v1/channels', {
      name: 'x',
      type: 'webhook',
      url: `${receiver.url}/x`,
      secret: PLAIN_SECRET,
      signature_scheme: bad,
    });
    const updated = await api('PATCH', `/api/v1/channels/${plain.id}`, { signature_scheme: bad });
    for (const res of [created, updated]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'invalid_request',
        statusCode: 400,
        errors: [expect.objectContaining({ path: 'signature_scheme' })],
      });
    }
  }
  expect((await api('GET', `/api/v1/channels/${plain.id}`)).body.signature_scheme).toBe('both');
});

it.each([
  ['standard', PLAIN_SECRET],
  ['both', WHSEC_SECRET],
])(
  '%s: the delivery carries the spec headers and Standard Webhooks headers that verify with the official library',
  async (scheme, secret) => {
    const channel = await createChannel(secret, scheme);
    const deliveryId = await sendTest(channel.id);
    const [req] = await receiver.waitFor(channel.path, 1);
    const { spec, standard } = verifyBoth(req, secret);
    expect(spec).toMatchObject({ ok: true });
    expect(standard).toMatchObject({ event: 'test' });
    expect(req.headers['webhook-id']).toBe(deliveryId);
    expect(req.headers['webhook-timestamp']).toBe(req.headers['x-service-timestamp']);
    expect(req.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(() =>
      new Webhook(standardWebhooksSecret('another-secret-0123456789')).verify(
        req.rawBody.toString(),
        stringHeaders(req.headers),
      ),
    ).toThrow();
  },
);

it('service (the default) sends the spec headers only', async () => {
  const channel = await createChannel(PLAIN_SECRET);
  await sendTest(channel.id);
  const [req] = await receiver.waitFor(channel.path, 1);
  expect(
    verifyWebhook({ rawBody: req.rawBody, header: req.headers['x-service-signature'], secrets: [PLAIN_SECRET] }),
  ).toMatchObject({ ok: true });
  expect(Object.keys(req.headers).filter((h) => h.startsWith('webhook-'))).toEqual([]);
});

it('a retried delivery keeps its webhook-id and is signed anew on each attempt', async () => {
  const channel = await createChannel(PLAIN_SECRET, 'standard');
  // Retry-After: 1 puts the second attempt at least a second later, so its timestamp differs.
  receiver.script(channel.path, [{ status: 503, headers: { 'retry-after': '1' } }], { status: 204 });
  const deliveryId = await sendTest(channel.id);
  const [first, second] = await receiver.waitFor(channel.path, 2);
  for (const req of [first, second]) {
    expect(req.headers['webhook-id']).toBe(deliveryId);
    expect(verifyBoth(req, PLAIN_SECRET).spec).toMatchObject({ ok: true });
  }
  expect(Number(second.headers['webhook-timestamp'])).toBeGreaterThan(Number(first.headers['webhook-timestamp']));
  expect(second.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
  expect(second.rawBody.equals(first.rawBody)).toBe(true);
  const delivery = await api('GET', `/api/v1/deliveries/${deliveryId}`);
  expect(delivery.body.status).toMatch(/delivering|delivered/);
});
