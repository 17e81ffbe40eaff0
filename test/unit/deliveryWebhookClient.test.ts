import { readFileSync } from 'node:fs';
import { loadConfig } from '../../domain/config';
import { PermanentDeliveryError, RetryableDeliveryError } from '../../domain/delivery/errors';
import {
  classifyStatus,
  createWebhookClient,
  parseRetryAfter,
  type WebhookClient,
  type WebhookRequest,
} from '../../domain/delivery/webhookClient';
import { startReceiver, type TestReceiver } from '../support/receiver';

let receiver: TestReceiver;
let client: WebhookClient;
const cfg = (
  over: Partial<{ allowPrivateTargets: boolean; timeoutMs: number; ca: boolean; connections: number }> = {},
) => ({
  allowPrivateTargets: over.allowPrivateTargets ?? true,
  webhookCa: over.ca === false ? null : readFileSync(receiver.caFile, 'utf8'),
  delivery: { timeoutMs: over.timeoutMs ?? 1_000, retryAfterMaxSec: 60, connectionsPerOrigin: over.connections ?? 16 },
});
const req = (path: string, over: Partial<WebhookRequest> = {}): WebhookRequest => ({
  url: receiver.url + path,
  body: '{"event":"test"}',
  contentType: 'application/json',
  event: 'test',
  deliveryId: 'd-1',
  timestamp: 1795194245,
  signatureHeader: `t=1795194245,v1=${'ab'.repeat(32)}`,
  ...over,
});
async function failure(p: Promise<unknown>): Promise<RetryableDeliveryError | PermanentDeliveryError> {
  try {
    await p;
  } catch (err) {
    return err as RetryableDeliveryError;
  }
  throw new Error('expected the POST to fail');
}

beforeAll(async () => {
  receiver = await startReceiver();
  client = createWebhookClient(cfg());
});
afterAll(async () => {
  await client.close();
  await receiver.close();
});

it('pins the per-attempt cap at 10 s by default', () => {
  expect(loadConfig({}).delivery.timeoutMs).toBe(10_000);
  expect(() => loadConfig({ DELIVERY_TIMEOUT_MS: '10001' })).toThrow(/DELIVERY_TIMEOUT_MS/);
});

it('POSTs the body with exactly the spec headers and returns on 2xx', async () => {
  receiver.script('/ok', [{ status: 200, body: 'thanks' }]);
  const res = await client.post(req('/ok'));
  expect(res).toEqual({ statusCode: 200, responseBody: 'thanks' });
  const [got] = receiver.requests('/ok');
  expect(got.method).toBe('POST');
  expect(got.rawBody.toString()).toBe('{"event":"test"}');
  expect(got.headers).toMatchObject({
    'content-type': 'application/json',
    'user-agent': 'Service-Webhook/1.0',
    'x-service-event': 'test',
    'x-service-timestamp': '1795194245',
    'x-service-signature': `t=1795194245,v1=${'ab'.repeat(32)}`,
    'x-service-delivery-id': 'd-1',
  });
});

it("adds extra headers (a signature scheme's) but never lets them replace the spec headers", async () => {
  const extraHeaders = {
    'webhook-id': 'd-1',
    'webhook-signature': 'v1,abc=',
    'x-service-signature': 'forged',
    'x-service-delivery-id': 'forged',
    'user-agent': 'other',
  };
  await client.post(req('/extra', { extraHeaders }));
  const [got] = receiver.requests('/extra');
  expect(got.headers).toMatchObject({
    'webhook-id': 'd-1',
    'webhook-signature': 'v1,abc=',
    'user-agent': 'Service-Webhook/1.0',
  });
  expect(got.headers['x-service-signature']).toBe(`t=1795194245,v1=${'ab'.repeat(32)}`);
  expect(got.headers['x-service-delivery-id']).toBe('d-1');
});

it('keeps at most 4 KiB of the response body', async () => {
  receiver.script('/big', [{ status: 500, body: 'x'.repeat(100_000) }]);
  const err = await failure(client.post(req('/big')));
  expect(err).toBeInstanceOf(RetryableDeliveryError);
  expect(err.responseBody).toHaveLength(4096);
});

it('classifies 3xx as a permanent redirect and does not follow it', async () => {
  receiver.script('/moved', [{ status: 302, headers: { location: `${receiver.url}/elsewhere` } }]);
  const err = await failure(client.post(req('/moved')));
  expect(err).toBeInstanceOf(PermanentDeliveryError);
  expect(err.errorClass).toBe('redirect');
  expect(receiver.requests('/elsewhere')).toHaveLength(0);
});

it('classifies 400 as permanent and 503 as retryable with a bounded Retry-After', async () => {
  receiver.script('/codes', [
    { status: 400 },
    { status: 503, headers: { 'retry-after': '7' } },
    { status: 429, headers: { 'retry-after': '9999' } },
  ]);
  const bad = await failure(client.post(req('/codes')));
  expect(bad).toBeInstanceOf(PermanentDeliveryError);
  expect(bad).toMatchObject({ errorClass: 'http_status', statusCode: 400 });
  const busy = await failure(client.post(req('/codes')));
  expect(busy).toBeInstanceOf(RetryableDeliveryError);
  expect(busy).toMatchObject({ statusCode: 503, retryAfterSec: 7 });
  expect(await failure(client.post(req('/codes')))).toMatchObject({ statusCode: 429, retryAfterSec: 60 });
});

it('times out a receiver that never answers, as a retryable time-out', async () => {
  receiver.script('/hang', [{ hang: true }]);
  const err = await failure(client.post(req('/hang')));
  expect(err).toBeInstanceOf(RetryableDeliveryError);
  expect(err.errorClass).toBe('timeout');
});

it('keeps at most DELIVERY_CONNECTIONS_PER_ORIGIN POSTs in flight to one receiver (16 by default); the cap starts at the send', async () => {
  expect(loadConfig({}).delivery.connectionsPerOrigin).toBe(16);
  expect(() => loadConfig({ DELIVERY_CONNECTIONS_PER_ORIGIN: '0' })).toThrow(/DELIVERY_CONNECTIONS_PER_ORIGIN/);
  const two = createWebhookClient(cfg({ connections: 2, timeoutMs: 1_000 }));
  try {
    receiver.script('/held', [], { hang: true });
    const posts = Array.from({ length: 4 }, () => failure(two.post(req('/held'))));
    await receiver.waitFor('/held', 2);
    await new Promise((r) => setTimeout(r, 300));
    // The other two wait for a connection, their time cap not yet running: each is sent once the first two have
    // timed out (with the cap counted from the call, they timed out unsent and were logged as the receiver's).
    expect(receiver.requests('/held')).toHaveLength(2);
    expect((await Promise.all(posts)).map((e) => e.errorClass)).toEqual(Array(4).fill('timeout'));
    expect(receiver.requests('/held')).toHaveLength(4);
  } finally {
    await two.close();
  }
});

it('refuses private targets unless allowed, by literal and by resolved name', async () => {
  const strict = createWebhookClient(cfg({ allowPrivateTargets: false }));
  try {
    for (const url of [receiver.url + '/x', receiver.url.replace('127.0.0.1', 'localhost') + '/x']) {
      const err = await failure(strict.post(req('/x', { url })));
      expect(err).toBeInstanceOf(PermanentDeliveryError);
      expect(err.errorClass).toBe('forbidden_target');
    }
    expect(receiver.requests('/x')).toHaveLength(0);
  } finally {
    await strict.close();
  }
});

it('refuses plain HTTP and untrusted certificates, and reports refused connections', async () => {
  expect(await failure(client.post(req('/x', { url: 'http://127.0.0.1:1/x' })))).toMatchObject({
    errorClass: 'invalid_url',
    retryable: false,
  });
  const untrusting = createWebhookClient(cfg({ ca: false }));
  try {
    expect(await failure(untrusting.post(req('/x')))).toMatchObject({ errorClass: 'tls_error', retryable: true });
  } finally {
    await untrusting.close();
  }
  expect(await failure(client.post(req('/x', { url: 'https://127.0.0.1:1/x' })))).toMatchObject({
    errorClass: 'connection_refused',
    retryable: true,
  });
});

it('parses Retry-After dates and ignores garbage', () => {
  const now = Date.parse('2026-11-21T17:00:00Z');
  expect(parseRetryAfter('Sat, 21 Nov 2026 17:00:30 GMT', 60, now)).toBe(30);
  expect(parseRetryAfter('soon', 60, now)).toBeNull();
  expect(parseRetryAfter(undefined, 60, now)).toBeNull();
  expect(() => classifyStatus(500, { 'retry-after': '5' }, '', 60)).toThrow(
    expect.objectContaining({ retryAfterSec: null }),
  );
});
