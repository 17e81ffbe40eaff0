import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../../domain/delivery/signature';
import { createReceiverApp, ExpiringSet } from '../../examples/receiver';

const OLD = 'old-secret-0123456789';
const NEW = 'new-secret-0123456789';
let server: Server;
let url: string;
const received: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  server = await new Promise((ok) => {
    const s = createReceiverApp([NEW, OLD], (e) => void received.push(e)).listen(0, '127.0.0.1', () => ok(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
});
afterAll(() => new Promise((ok) => server.close(ok)));

function post(body: string, secret: string, t = Math.floor(Date.now() / 1000), deliveryId = 'd-1') {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-service-signature': signWebhook(secret, t, body).header,
      'x-service-delivery-id': deliveryId,
    },
    body,
  });
}

it('accepts the old and the new secret, discards a repeated delivery id, refuses bad or stale signatures', async () => {
  const opened = JSON.stringify({ event: 'incident.opened', incident: { id: 'evt-1' } });
  const test = JSON.stringify({ event: 'test', incident: null });
  expect((await post(opened, NEW)).status).toBe(204);
  expect((await post(test, OLD, undefined, 'd-2')).status).toBe(204);
  expect((await post(opened, NEW)).status).toBe(204); // a repeat of delivery d-1: answered, not processed again
  expect((await post(test, NEW, undefined, 'd-2')).status).toBe(204); // a test alert's repeat too
  expect((await post(opened, NEW, undefined, 'd-3')).status).toBe(204); // a resend: a delivery of its own
  expect(received.map((e) => e.event)).toEqual(['incident.opened', 'test', 'incident.opened']);
  expect((await post(opened, 'unknown-secret-0000000')).status).toBe(401);
  expect(
    (await post(JSON.stringify({ event: 'test', incident: null }), NEW, Math.floor(Date.now() / 1000) - 301)).status,
  ).toBe(401);
  expect((await fetch(url, { method: 'POST', body: opened })).status).toBe(401);
  expect(received).toHaveLength(3);
});

it('ExpiringSet forgets after the TTL and stays bounded', () => {
  let now = 0;
  const set = new ExpiringSet(1000, 3, () => now);
  expect(set.seenBefore('a')).toBe(false);
  expect(set.seenBefore('a')).toBe(true);
  now = 1001;
  expect(set.seenBefore('a')).toBe(false);
  for (const id of ['b', 'c', 'd', 'e']) set.seenBefore(id);
  expect(set.seenBefore('e')).toBe(true);
  expect(set.seenBefore('a')).toBe(false); // evicted to keep at most 3 entries
});
