/**
 * The worker's posting thread against a real HTTPS receiver on 127.0.0.1: a 2xx answer is journaled by the thread
 * the moment it is read, even while the main thread is busy; other answers come back as the same typed errors
 * the in-process client throws; the records the main thread sends are journaled once and confirmed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttemptRecord } from '../../domain/delivery/attempts';
import { PermanentDeliveryError, RetryableDeliveryError } from '../../domain/delivery/errors';
import { startPostingThread, type PostingThread } from '../../domain/delivery/postingThread';
import type { WebhookRequest } from '../../domain/delivery/webhookClient';
import { silentLogger } from '../../domain/logger';
import { startReceiver, type TestReceiver } from '../support/receiver';

let receiver: TestReceiver;
let dir: string;
let thread: PostingThread;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'posting-thread-'));
  const client = {
    allowPrivateTargets: true,
    webhookCa: readFileSync(receiver.caFile, 'utf8'),
    delivery: { timeoutMs: 5_000, retryAfterMaxSec: 60, connectionsPerOrigin: 16 },
  };
  thread = startPostingThread({ client, journalDir: dir }, silentLogger);
});
afterEach(async () => {
  await thread.close();
  rmSync(dir, { recursive: true, force: true });
});

function request(path: string, deliveryId: string, n = 1): WebhookRequest {
  return {
    url: receiver.url + path,
    body: '{"event":"test"}',
    contentType: 'application/json',
    event: 'test',
    deliveryId,
    timestamp: 1_800_000_000,
    signatureHeader: 't=1800000000,v1=00',
    attempt: { delivery_id: deliveryId, org_id: 'o-1', n, startedAtMs: Date.now() },
  };
}

/** Every line of every journal file, parsed. */
function journalLines(): Record<string, unknown>[] {
  return readdirSync(dir).flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  );
}

it('journals a 2xx answer as its attempt record while the main thread is busy, before handing it back', async () => {
  receiver.script('/busy', [{ status: 200, body: 'thanks' }]);
  const answered = thread.post(request('/busy', 'd-busy'));
  const [received] = await receiver.waitFor('/busy', 1);
  expect(received.headers['x-service-delivery-id']).toBe('d-busy');
  // The receiver has answered; this thread now stays busy for up to 2 s, reading the journal only.
  const until = Date.now() + 2_000;
  let lines = journalLines();
  while (lines.length === 0 && Date.now() < until) lines = journalLines();
  expect(lines).toEqual([
    expect.objectContaining({ delivery_id: 'd-busy', org_id: 'o-1', n: 1, status_code: 200, error_class: null }),
  ]);
  expect(lines[0].response_body).toBe('thanks');
  expect(await answered).toEqual({ statusCode: 200, responseBody: 'thanks' });
});

it('hands back a refusal as the typed error the in-process client throws, and journals nothing for it', async () => {
  receiver.script('/refused', [{ status: 503, headers: { 'retry-after': '7' } }, { status: 410 }]);
  const retryable = await thread.post(request('/refused', 'd-503')).catch((e: unknown) => e);
  expect(retryable).toBeInstanceOf(RetryableDeliveryError);
  expect(retryable).toMatchObject({ errorClass: 'http_status', statusCode: 503, retryAfterSec: 7 });
  const attempt = { delivery_id: 'd-410', org_id: 'o-1', n: 1, startedAtMs: Date.now() };
  const permanent = await thread
    .postJson({ url: receiver.url + '/refused', body: '{}', deliveryId: 'd-410', attempt })
    .catch((e: unknown) => e);
  expect(permanent).toBeInstanceOf(PermanentDeliveryError);
  expect(permanent).toMatchObject({ errorClass: 'http_status', statusCode: 410 });
  expect(journalLines()).toEqual([]);
});

it('journals a record the main thread sends once, even when the thread journaled it already, and confirms it', async () => {
  const answered = await thread.post(request('/sent', 'd-1'));
  expect(answered.statusCode).toBe(204);
  const record: AttemptRecord = {
    delivery_id: 'd-1',
    org_id: 'o-1',
    n: 1,
    at: new Date(),
    duration_ms: 3,
    status_code: 204,
    error_class: null,
    error_message: null,
    response_body: null,
  };
  thread.journal.append(record); // already there: not written again
  thread.journal.append({ ...record, delivery_id: 'd-2', status_code: 500, error_class: 'http_status' });
  thread.journal.confirm('d-1:1');
  thread.journal.confirm('d-2:1');
  await thread.close(); // the thread handles messages in order: both are in before it closes
  expect(readdirSync(dir)).toEqual([]); // every record confirmed: the file is gone
});

it('fails a POST to a target the policy refuses without journaling anything', async () => {
  const refused = await thread.post({ ...request('/x', 'd-x'), url: 'http://127.0.0.1/x' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(PermanentDeliveryError);
  expect(refused).toMatchObject({ errorClass: 'invalid_url' });
  expect(journalLines()).toEqual([]);
});
