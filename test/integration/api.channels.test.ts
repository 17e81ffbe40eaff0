import { silentLogger } from '../../domain/logger';
import { Channel } from '../../domain/models';
import { openSecret } from '../../domain/secretBox';
import { createWorker, type DeliveryWorker } from '../../worker/createWorker';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { testWorkerConfig } from '../support/worker';

const SECRET = 'whsec-0123456789abcdef';

describe('channels API', () => {
  let stack: Stack;
  let receiver: TestReceiver;
  let worker: DeliveryWorker;
  let call: ReturnType<typeof apiClient>;
  const clock = virtualClock();

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({ now: clock.now, env: { WEBHOOK_CA_FILE: receiver.caFile } });
    worker = await createWorker({ config: testWorkerConfig(stack.config), log: silentLogger });
    void worker.run();
    call = apiClient(stack, clock, (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await worker.shutdown();
    await stack.stop();
    await receiver.close();
  });

  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Ops hook',
    type: 'webhook',
    url: `${receiver.url}/hook`,
    secret: SECRET,
    ...over,
  });

  it('creates a channel and never returns the secret (sealed at rest, last 4 as hint)', async () => {
    const res = await call('POST', '/api/v1/channels', {
      body: valid({ template: '{"text": {{json monitor.name}} }' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Ops hook',
      type: 'webhook',
      url: `${receiver.url}/hook`,
      template: '{"text": {{json monitor.name}} }',
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      signature_scheme: 'service',
      event_types: ['incident.opened', 'incident.acknowledged', 'incident.resolved'],
      secret_hint: 'cdef',
      created_at: expect.stringMatching(/\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    expect(res.text).not.toContain(SECRET);
    const stored = await Channel.findById(res.body.id).lean();
    expect(stored!.secret_sealed).not.toContain(SECRET);
    expect(openSecret(stack.config.secretsKey, stored!.secret_sealed)).toBe(SECRET);
    const got = await call('GET', `/api/v1/channels/${res.body.id}`);
    expect(got.body).toEqual(res.body);
  });

  it.each([
    ['plain http', { url: 'http://example.com/hook' }, 'url', /https/],
    ['user-info', { url: 'https://user:pw@example.com/hook' }, 'url', /user-info/],
    ['not a URL', { url: 'hook' }, 'url', /absolute URL/],
    ['short secret', { secret: 'fifteen-chars!!' }, 'secret', /at least 16/],
    ['bad template', { template: '{{#if monitor}}unclosed' }, 'template', /Parse error|doesn't match|Expecting/],
    ['huge template', { template: 'x'.repeat(64 * 1024 + 1) }, 'template', /64 KiB/],
    ['wrong type', { type: 'email' }, 'type', /.+/],
    ['unknown field', { colour: 'red' }, 'colour', /unknown field/],
    ['operator object as name', { name: { $ne: null } }, 'name', /.+/],
  ])('rejects %s with 400 invalid_request at its path', async (_label, over, path, message) => {
    const res = await call('POST', '/api/v1/channels', { body: valid(over) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    const err = res.body.errors.find((e: { path: string }) => e.path === path);
    expect(err?.message).toMatch(message);
  });

  it('rejects a missing field and an empty or non-object body', async () => {
    const { secret: _s, ...noSecret } = valid();
    const missing = await call('POST', '/api/v1/channels', { body: noSecret });
    expect(missing.body.errors).toEqual([{ path: 'secret', message: 'is required' }]);
    expect((await call('POST', '/api/v1/channels')).status).toBe(400);
    expect((await call('POST', '/api/v1/channels', { body: [valid()] })).status).toBe(400);
  });

  it('patches fields, rotates the secret, clears the template, and deletes', async () => {
    const { body: ch } = await call('POST', '/api/v1/channels', { body: valid({ template: 'plain {{event}}' }) });
    const before = (await Channel.findById(ch.id).lean())!.secret_sealed;
    const patched = await call('PATCH', `/api/v1/channels/${ch.id}`, {
      body: { name: 'Renamed', enabled: false, secret: 'rotated-secret-WXYZ', template: null },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: ch.id,
      name: 'Renamed',
      enabled: false,
      secret_hint: 'WXYZ',
      template: null,
      url: ch.url,
    });
    const after = (await Channel.findById(ch.id).lean())!;
    expect(after.secret_sealed).not.toBe(before);
    expect(openSecret(stack.config.secretsKey, after.secret_sealed)).toBe('rotated-secret-WXYZ');
    expect((await call('PATCH', `/api/v1/channels/${ch.id}`, { body: {} })).status).toBe(400);
    expect((await call('PATCH', `/api/v1/channels/${ch.id}`, { body: { type: 'webhook' } })).status).toBe(400);
    expect((await call('PATCH', `/api/v1/channels/${ch.id}`, { body: { url: 'http://x.example' } })).status).toBe(400);
    expect((await call('DELETE', `/api/v1/channels/${ch.id}`)).status).toBe(204);
    expect((await call('GET', `/api/v1/channels/${ch.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/channels/${ch.id}`)).status).toBe(404);
    expect((await call('GET', '/api/v1/channels/not-a-uuid')).status).toBe(400);
  });

  it('sends a test alert (202) that is delivered, signed, and readable as a delivery', async () => {
    const { body: ch } = await call('POST', '/api/v1/channels', { body: valid({ url: `${receiver.url}/test-alert` }) });
    const res = await call('POST', `/api/v1/channels/${ch.id}/test`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ delivery_id: expect.any(String), workflow_id: expect.any(String) });
    const [req] = await receiver.waitFor('/test-alert', 1);
    expect(JSON.parse(req.rawBody.toString())).toMatchObject({ event: 'test', incident: null, check: null });
    let delivery: any;
    for (let i = 0; i < 100; i++) {
      delivery = (await call('GET', `/api/v1/deliveries/${res.body.delivery_id}`)).body;
      if (delivery.status === 'delivered') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(delivery).toMatchObject({
      id: res.body.delivery_id,
      workflow_id: res.body.workflow_id,
      channel_id: ch.id,
      event_type: 'test',
      status: 'delivered',
      incident_id: null,
      attempts: [expect.objectContaining({ n: 1, status_code: 204, error_class: null })],
    });
    const listed = await call('GET', `/api/v1/deliveries?channel_id=${ch.id}`);
    expect(listed.body.data.map((d: { id: string }) => d.id)).toEqual([res.body.delivery_id]);
    expect((await call('POST', '/api/v1/channels/0190a5f0-0000-7000-8000-000000000000/test')).status).toBe(404);
  });

  it('paginates with limit and an opaque cursor; next_cursor is null exactly at the end', async () => {
    const own = apiClient(stack, clock, (await bootstrapKey()).headers);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await own('POST', '/api/v1/channels', { body: valid({ name: `c${i}` }) })).body.id);
    const newestFirst = [...ids].reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res: any = await own('GET', `/api/v1/channels?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((c: { id: string }) => c.id));
      pages.push(res.body.data.length);
      cursor = res.body.next_cursor;
      if (cursor === null) break;
    }
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual(newestFirst);
    const exact = await own('GET', '/api/v1/channels?limit=5');
    expect(exact.body.data).toHaveLength(5);
    expect(exact.body.next_cursor).toBeNull();
    const all = await own('GET', '/api/v1/channels');
    expect(all.body).toEqual({ data: expect.any(Array), next_cursor: null });
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=-1', 'cursor=bogus', 'cursor=', 'sort=name']) {
      const res = await own('GET', `/api/v1/channels?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_request');
    }
    expect((await own('GET', '/api/v1/channels?limit=100')).status).toBe(200);
  });
});
