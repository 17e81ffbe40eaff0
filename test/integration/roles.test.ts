/**
 * Roles enforced from the route table: a `viewer` key walks every org route. Each write needing more than `viewer`
 * is 403 `forbidden` naming the role it needs and changes nothing in the store; each read is 200. A `responder`
 * acknowledges and pauses but cannot delete; a full key (made before roles) keeps full access.
 */
import mongoose from 'mongoose';
import { documentedOperations } from '../../api/contract/openapi';
import { API_ROUTES } from '../../api/routes';
import { ApiKey } from '../../domain/models';
import { apiClient, orgWithKey, randomIp, sessionCookieOf, signUp, virtualClock } from '../support/client';
import { orgFixtures } from '../support/orgFixtures';
import { startStack, type Stack } from '../support/stack';

const ORG_OPERATIONS = documentedOperations(API_ROUTES).filter((op) => op.route.role !== null);

/** Every document of every collection but the keys' last uses (a key's first request records one). */
async function storeSnapshot(): Promise<string> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections().toArray()).map((c) => c.name).filter((n) => n !== 'api_key_uses');
  const dump: Record<string, unknown[]> = {};
  for (const name of names.sort()) dump[name] = await db.collection(name).find().sort({ _id: 1 }).toArray();
  return JSON.stringify(dump);
}

describe('roles', () => {
  let stack: Stack;
  const clock = virtualClock();
  let ids: Record<string, string>;
  let owner: ReturnType<typeof apiClient>;
  const keyOf = async (role: string) => {
    const res = await owner('POST', '/api/v1/api-keys', { body: { name: `${role} key`, role } });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe(role);
    return apiClient(stack, clock, { authorization: `Bearer ${res.body.key}` });
  };
  const pathOf = (path: string) => path.replace(':id', ids[path.split('/')[3]] ?? ids.monitors);

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { TRUST_PROXY: 'true' } });
    const org = await orgWithKey(stack, { orgName: 'Roles' });
    owner = apiClient(stack, clock, org.session.headers);
    ids = await orgFixtures(stack, clock, owner, 'roles');
  }, 180_000); // one of every resource: 20 s alone at load average 14, over a minute once beside heavier work
  afterAll(async () => {
    await stack.stop();
  });

  it('refuses every write above viewer to a viewer key with 403 naming the role, and changes nothing', async () => {
    const viewer = await keyOf('viewer');
    const writes = ORG_OPERATIONS.filter((op) => op.route.role !== 'viewer');
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const before = await storeSnapshot();
    for (const op of writes) {
      const res = await viewer(op.method.toUpperCase(), pathOf(op.path), { body: { name: 'changed' } });
      expect({ route: op.route.name, status: res.status, code: res.body.code, role: res.body.required_role }).toEqual({
        route: op.route.name,
        status: 403,
        code: 'forbidden',
        role: op.route.role,
      });
      expect(res.body.message).toContain(`${op.route.role} role`);
    }
    expect(await storeSnapshot()).toBe(before);
  });

  it('answers every read to a viewer key', async () => {
    const viewer = await keyOf('viewer');
    const reads = ORG_OPERATIONS.filter((op) => op.method === 'get');
    expect(reads.length).toBeGreaterThanOrEqual(15);
    for (const op of reads) {
      const res = await viewer('GET', pathOf(op.path));
      expect({ route: op.route.name, status: res.status }).toEqual({ route: op.route.name, status: 200 });
    }
  });

  it('lets a responder acknowledge and pause, not delete; a key made before roles keeps full access', async () => {
    const responder = await keyOf('responder');
    expect((await responder('POST', `/api/v1/incidents/${ids.incidents}/acknowledge`)).status).toBe(200);
    expect((await responder('POST', `/api/v1/monitors/${ids.monitors}/pause`)).status).toBe(200);
    const refused = await responder('DELETE', `/api/v1/monitors/${ids.monitors}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden', required_role: 'admin' });
    const made = await owner('POST', '/api/v1/api-keys', { body: { name: 'legacy', role: 'viewer' } });
    await ApiKey.updateOne({ _id: made.body.id }, { $set: { role: null } }); // as stored before roles existed
    const listed = (await owner('GET', '/api/v1/api-keys')).body.data.find(
      (k: { id: string }) => k.id === made.body.id,
    );
    expect(listed.role).toBe('owner');
    const legacy = apiClient(stack, clock, { authorization: `Bearer ${made.body.key}` });
    expect((await legacy('DELETE', `/api/v1/monitors/${ids.monitors}`)).status).toBe(204);
  });

  it('never lets a key be made above its creator: a viewer cannot make an admin key', async () => {
    const viewer = await keyOf('viewer');
    const res = await viewer('POST', '/api/v1/api-keys', { body: { name: 'escalate', role: 'admin' } });
    expect(res.status).toBe(403);
    const admin = await keyOf('admin');
    const up = await admin('POST', '/api/v1/api-keys', { body: { name: 'escalate', role: 'owner' } });
    expect(up).toMatchObject({ status: 403, body: { code: 'forbidden', required_role: 'owner' } });
    expect((await admin('POST', '/api/v1/api-keys', { body: { name: 'default' } })).body.role).toBe('admin');
  });

  it('documents the role of every org operation in the OpenAPI document', async () => {
    const doc = (await stack.http('GET', '/api/v1/openapi.json')).body;
    for (const op of ORG_OPERATIONS) {
      const documented = doc.paths[op.path.replace(/:(\w+)/g, '{$1}')][op.method];
      expect({ route: op.route.name, role: documented['x-required-role'] }).toEqual({
        route: op.route.name,
        role: op.route.role,
      });
      if (op.route.role !== 'viewer') expect(documented.responses[403]).toBeDefined();
    }
  });
});

describe('members', () => {
  let stack: Stack;
  const clock = virtualClock();
  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('lists the owner; the last owner cannot be demoted or removed (409); a removed member loses access at once', async () => {
    const org = await orgWithKey(stack, { orgName: 'Members' });
    const owner = apiClient(stack, clock, org.session.headers);
    const list = await owner('GET', '/api/v1/members');
    expect(list.body).toEqual({
      data: [
        {
          id: expect.any(String),
          user_id: org.session.user.id,
          email: org.session.user.email,
          role: 'owner',
          created_at: expect.any(String),
        },
      ],
      next_cursor: null,
    });
    const me = list.body.data[0].id;
    expect(await owner('PATCH', `/api/v1/members/${me}`, { body: { role: 'admin' } })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect((await owner('DELETE', `/api/v1/members/${me}`)).status).toBe(409);
    const other = await signUp(stack);
    await stack.services.members.join(org.org.id, { _id: other.user.id, email: other.user.email }, 'admin');
    const id = (await owner('GET', '/api/v1/members')).body.data.find(
      (m: { user_id: string }) => m.user_id === other.user.id,
    ).id;
    const admin = apiClient(stack, clock, other.headers);
    // The admin's own session is in their own org; a second session lands them in the shared one.
    await stack.services.accounts.switchOrg(other.user.id, org.org.id);
    const signedIn = await stack.http('POST', '/api/auth/sign-in', {
      headers: { 'x-forwarded-for': randomIp() },
      body: { email: other.user.email, password: 'correct horse battery' },
    });
    expect(signedIn.body.org.id).toBe(org.org.id);
    const shared = apiClient(stack, clock, { cookie: sessionCookieOf(signedIn.headers) });
    expect((await shared('DELETE', `/api/v1/members/${me}`)).body).toMatchObject({
      code: 'forbidden',
      required_role: 'owner',
    });
    expect((await owner('DELETE', `/api/v1/members/${id}`)).status).toBe(204);
    expect((await shared('GET', '/api/v1/monitors')).status).toBe(401);
    expect((await admin('GET', '/api/v1/monitors')).status).toBe(200);
  });
});
