/**
 * The audit log at the user's level: writes through REST, MCP and the dashboard each leave one record naming the
 * actor, the route and the resource, refused writes leave none, and no secret sent in any write is in any record.
 * Pages run newest first across day buckets, filters narrow them, and days past AUDIT_RETENTION_DAYS go. A
 * viewer key's MCP write tool is refused with a tool error naming the role it needs.
 */
import { chatSignature } from '../../domain/auth/chatSignature';
import { AuditRecord } from '../../domain/models';
import { apiClient, orgWithKey, virtualClock } from '../support/client';
import { DashboardClient } from '../support/dashboard';
import { connectMcp } from '../support/mcp';
import { startStack, type Stack } from '../support/stack';

const DAY = 86_400_000;
let stack: Stack;
const clock = virtualClock();

beforeAll(async () => {
  stack = await startStack({ now: clock.now, env: { TRUST_PROXY: 'true', AUDIT_RETENTION_DAYS: '2' } });
});
afterAll(() => stack?.stop());

/** An org with a key of `role`, its client and its key id. */
async function keyed(role = 'admin') {
  const org = await orgWithKey(stack);
  const owner = apiClient(stack, clock, org.session.headers);
  const made = await owner('POST', '/api/v1/api-keys', { body: { name: `${role} key`, role } });
  const call = apiClient(stack, clock, { authorization: `Bearer ${made.body.key}` });
  return { org, owner, call, key: made.body.key as string, keyId: made.body.id as string };
}

async function allRecords(call: ReturnType<typeof apiClient>, query = ''): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res: any = await call('GET', `/api/v1/audit-log?limit=7${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.next_cursor;
    if (!cursor) return out;
  }
  throw new Error('too many pages');
}

it('records each accepted write once with its actor, none for refused ones, and no secret', async () => {
  const { org, owner, call, key, keyId } = await keyed('admin');
  const secrets = [key];
  const monitors: string[] = [];
  for (let i = 0; i < 10; i++) {
    const password = `basic-pass-${i}-${Date.now()}`;
    const header = `Bearer header-token-${i}-${Date.now()}`;
    secrets.push(password, header);
    const res = await call('POST', '/api/v1/monitors', {
      body: {
        name: `m${i}`,
        type: 'http',
        url: `https://m${i}.example/?token=url-token-${i}`,
        headers: { Authorization: header },
        basic_auth: { username: 'ann', password },
      },
    });
    expect(res.status).toBe(201);
    monitors.push(res.body.id);
    secrets.push(`url-token-${i}`);
  }
  for (const id of monitors)
    expect((await call('PATCH', `/api/v1/monitors/${id}`, { body: { name: 'x' } })).status).toBe(200);
  for (const id of monitors) expect((await call('POST', `/api/v1/monitors/${id}/pause`)).status).toBe(200);
  const channels: string[] = [];
  for (let i = 0; i < 10; i++) {
    const secret = `channel-secret-${i}-${Date.now()}`;
    secrets.push(secret);
    const res = await call('POST', '/api/v1/channels', {
      body: { name: `c${i}`, type: 'webhook', url: `https://hooks.example/${i}`, secret },
    });
    expect(res.status).toBe(201);
    channels.push(res.body.id);
  }
  for (const [i, id] of channels.entries()) {
    const secret = `rotated-secret-${i}-${Date.now()}`;
    secrets.push(secret);
    expect((await call('PATCH', `/api/v1/channels/${id}`, { body: { secret } })).status).toBe(200);
  }
  const viewer = (await keyed('viewer')).call;
  const refusedByRole = await owner('POST', '/api/v1/api-keys', { body: { name: 'viewer here', role: 'viewer' } });
  const viewerHere = apiClient(stack, clock, { authorization: `Bearer ${refusedByRole.body.key}` });
  expect((await viewerHere('DELETE', `/api/v1/monitors/${monitors[0]}`)).status).toBe(403);
  expect((await call('POST', '/api/v1/monitors', { body: { name: 'bad', type: 'http' } })).status).toBe(400);
  expect((await viewer('GET', '/api/v1/monitors')).status).toBe(200);

  const records = await allRecords(owner, `&actor_id=${keyId}`);
  expect(records).toHaveLength(50);
  expect(new Set(records.map((r) => r.actor.id))).toEqual(new Set([keyId]));
  expect(records[0]).toMatchObject({
    actor: { type: 'api_key', id: keyId, name: 'admin key' },
    ip: expect.any(String),
  });
  const count = (action: string) => records.filter((r) => r.action === action).length;
  expect([
    count('monitors.create'),
    count('monitors.update'),
    count('monitors.pause'),
    count('channels.create'),
    count('channels.update'),
  ]).toEqual([10, 10, 10, 10, 10]);
  expect(records.find((r) => r.action === 'monitors.update' && r.resource_id === monitors[3]).changes).toEqual({
    name: 'x',
  });
  expect(records.find((r) => r.action === 'monitors.create' && r.resource_id === monitors[0]).changes).toMatchObject({
    name: 'm0',
    type: 'http',
    basic_auth: '(set, not recorded)',
  });
  const all = await allRecords(owner);
  expect(all.filter((r) => r.action === 'monitors.delete')).toEqual([]);
  expect(all.find((r) => r.action === 'apiKeys.create').actor).toEqual({
    type: 'user',
    id: org.session.user.id,
    name: org.session.user.email,
  });
  const stored = JSON.stringify(await AuditRecord.find({ org_id: org.org.id }).lean());
  expect(secrets.filter((s) => stored.includes(s))).toEqual([]);
});

it('audits MCP tools as the key and refuses a viewer key its write tools, naming the role', async () => {
  const { owner, key, keyId } = await keyed('admin');
  const viewerKey = await owner('POST', '/api/v1/api-keys', { body: { name: 'wall', role: 'viewer' } });
  const agent = await connectMcp('http', stack.url, key);
  const wall = await connectMcp('http', stack.url, viewerKey.body.key);
  try {
    const made = await agent.call('create_monitor', { name: 'by agent', type: 'http', url: 'https://agent.example/' });
    expect(made.isError).toBeFalsy();
    const id = (made.structuredContent as { id: string }).id;
    const refused = await wall.call('pause_monitor', { id });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ code: 'forbidden', required_role: 'responder' });
    expect((refused.content[0] as { text: string }).text).toContain('responder role');
    const create = await wall.call('create_monitor', { name: 'no', type: 'http', url: 'https://no.example/' });
    expect(create.structuredContent).toMatchObject({ code: 'forbidden', required_role: 'admin' });
    expect((await wall.call('list_monitors', {})).isError).toBeFalsy();
    const records = await allRecords(owner, `&resource_id=${id}`);
    expect(records.map((r) => [r.action, r.actor.type, r.actor.id])).toEqual([['monitors.create', 'api_key', keyId]]);
    expect(await allRecords(owner, `&actor_id=${viewerKey.body.id}`)).toEqual([]);
  } finally {
    await agent.close();
    await wall.close();
  }
});

it('audits a dashboard form as the signed-in user, without the secret it posted', async () => {
  const browser = new DashboardClient(stack.url);
  await browser.signUp('audit', 'Audit Dash');
  const secret = `dashboard-secret-${Date.now()}`;
  const res = await browser.post('/app/channels', {
    _csrf: await browser.tokenOf('/app/channels'),
    type: 'webhook',
    name: 'from the page',
    url: 'https://hooks.example/page',
    secret,
  });
  expect(res.status).toBe(303);
  const channelId = /\/app\/channels\/([0-9a-f-]{36})/.exec(res.location!)![1];
  const record = await AuditRecord.findOne({ resource_id: channelId }).lean();
  expect(record).toMatchObject({
    action: 'dashboard.channelCreate',
    actor_type: 'user',
    changes: { name: 'from the page' },
  });
  expect(JSON.stringify(record)).not.toContain(secret);
});

it('shows who acknowledged and resolved an incident: an API key, a user, a chat user', async () => {
  const { org, owner, call, keyId } = await keyed('responder');
  const monitorId = (
    await owner('POST', '/api/v1/monitors', { body: { name: 'inc', type: 'http', url: 'https://inc.example/' } })
  ).body.id;
  const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
  const open = () => stack.services.lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
  const first = (await open()).incident._id;
  const acked = await call('POST', `/api/v1/incidents/${first}/acknowledge`);
  expect(acked.body.acknowledged_by).toEqual({ type: 'api_key', id: keyId, name: 'responder key' });
  const resolved = await owner('POST', `/api/v1/incidents/${first}/resolve`);
  expect(resolved.body).toMatchObject({
    acknowledged_by: { type: 'api_key', id: keyId },
    resolved_by: { type: 'user', id: org.session.user.id, name: org.session.user.email },
  });
  const second = (await open()).incident._id;
  const raw = JSON.stringify({ incident_id: second, user: 'ana (chat)' });
  const ts = String(Math.floor(clock.now() / 1000));
  const chat = await stack.http('POST', '/api/integrations/chat/acknowledge', {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-chat-timestamp': ts,
      'x-chat-signature': chatSignature(stack.config.chatSigningSecret, ts, raw),
    },
  });
  expect(chat.status).toBe(200);
  expect((await owner('GET', `/api/v1/incidents/${second}`)).body.acknowledged_by).toEqual({
    type: 'chat',
    id: 'ana (chat)',
    name: 'ana (chat)',
  });
  const byChat = await allRecords(owner, `&resource_id=${second}`);
  expect(byChat.map((r) => [r.action, r.actor.type, r.actor.name])).toEqual([
    ['chat.acknowledge', 'chat', 'ana (chat)'],
  ]);
});

it('pages newest first across day buckets, filters by action and time, and drops days past the retention', async () => {
  const { owner, call, keyId } = await keyed('admin');
  const monitor = (
    await call('POST', '/api/v1/monitors', { body: { name: 'd', type: 'http', url: 'https://d.example/' } })
  ).body.id;
  const starts: number[] = [];
  for (let day = 0; day < 3; day++) {
    starts.push(clock.now());
    for (let i = 0; i < 4; i++) await call('PATCH', `/api/v1/monitors/${monitor}`, { body: { interval_sec: 60 + i } });
    await call('POST', `/api/v1/monitors/${monitor}/pause`);
    clock.advance(DAY);
  }
  const mine = await allRecords(owner, `&actor_id=${keyId}`);
  expect(mine).toHaveLength(16);
  expect(new Set(mine.map((r) => r.id)).size).toBe(16);
  expect(mine.map((r) => r.at)).toEqual([...mine.map((r) => r.at)].sort().reverse());
  expect(await allRecords(owner, `&action=monitors.pause&resource_id=${monitor}`)).toHaveLength(3);
  const since = new Date(starts[1]).toISOString();
  const until = new Date(starts[2] - 1).toISOString();
  expect(await allRecords(owner, `&actor_id=${keyId}&since=${since}&until=${until}`)).toHaveLength(5);
  clock.advance(DAY); // two days after the last writes' day: a 2-day retention keeps that day only
  await stack.services.auditLog.sweep();
  const kept = await allRecords(owner, `&actor_id=${keyId}`);
  expect(kept).toHaveLength(5);
  expect(kept.every((r) => new Date(r.at).getTime() >= starts[2])).toBe(true);
});

it('records the values an update changed from, with the same secret rule, for monitors, channels and members', async () => {
  const { owner, call } = await keyed('admin');
  const monitor = await call('POST', '/api/v1/monitors', {
    body: { name: 'before', type: 'http', url: 'https://a.example/old-token-path', interval_sec: 600 },
  });
  expect(monitor.status).toBe(201);
  const id = monitor.body.id;
  const changed = await call('PATCH', `/api/v1/monitors/${id}`, {
    body: { name: 'after', interval_sec: 900, url: 'https://a.example/new' },
  });
  expect(changed.status).toBe(200);
  const channel = await call('POST', '/api/v1/channels', {
    body: { name: 'hook', type: 'webhook', url: 'https://hooks.example/a', secret: 'whsec-before-0123456789' },
  });
  await call('PATCH', `/api/v1/channels/${channel.body.id}`, { body: { name: 'hook 2', enabled: false } });
  const members = await owner('GET', '/api/v1/members');
  const self = members.body.data[0];
  expect((await owner('PATCH', `/api/v1/members/${self.id}`, { body: { role: 'owner' } })).status).toBe(200);

  const records = await allRecords(owner);
  const update = records.find((r) => r.action === 'monitors.update');
  expect(update.changes).toEqual({ name: 'after', interval_sec: 900, url: '(set, not recorded)' });
  expect(update.before).toEqual({ name: 'before', interval_sec: 600, url: '(set, not recorded)' });
  const channelUpdate = records.find((r) => r.action === 'channels.update');
  expect(channelUpdate.before).toEqual({ name: 'hook', enabled: true });
  expect(records.find((r) => r.action === 'members.update').before).toEqual({ role: 'owner' });
  expect(records.find((r) => r.action === 'monitors.create').before).toBeNull();
  expect(JSON.stringify(records)).not.toMatch(/old-token-path|whsec-before/);
});
