/**
 * Plan limits at the user's level: each limit of the `free` plan (the built-in table) is accepted below it and
 * refused at it with 402 `plan_limit` naming the limit, the usage and the plan that lifts it, over REST, MCP and
 * the dashboard, storing nothing; `GET /api/v1/org` reports the plan, limits and usage; a downgrade deletes nothing
 * and leaves what is over the limit readable, deletable, and otherwise unchanged.
 */
import { BillingEvent, Channel, Invitation, Monitor } from '../../domain/models';
import { apiClient, orgWithKey, virtualClock } from '../support/client';
import { DashboardClient } from '../support/dashboard';
import { connectMcp } from '../support/mcp';
import { startStack, type Stack } from '../support/stack';

const http = (name: string, intervalSec?: number) => ({
  name,
  type: 'http',
  url: 'https://example.com/health',
  regions: ['fra1'],
  ...(intervalSec !== undefined && { interval_sec: intervalSec }),
});
const email = (name: string) => ({ name, type: 'email', to: ['ops@example.com'] });

describe('plans', () => {
  let stack: Stack;
  const clock = virtualClock();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { DEFAULT_PLAN: 'free', RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function newOrg() {
    const o = await orgWithKey(stack);
    return { ...o, call: apiClient(stack, clock, o.headers) };
  }

  /** Stores a billing fact as the webhook does, and drops the API's cached billing state of its org as it does. */
  async function storeFact(doc: ReturnType<typeof fact>): Promise<void> {
    await BillingEvent.create(doc);
    stack.services.plans.forget(doc.org_id);
  }

  it('answers the org with its plan, limits and usage', async () => {
    const { org, call } = await newOrg();
    expect((await call('POST', '/api/v1/monitors', { body: http('one') })).status).toBe(201);
    const res = await call('GET', '/api/v1/org');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: org.id,
      slug: org.slug,
      plan: 'free',
      limits: { monitors: 5, min_interval_sec: 300, channels: 2, members: 1, status_page_components: 5 },
      usage: { monitors: 1, channels: 0, members: 1 },
      billing: { available: false, subscription_status: null },
    });
  });

  it('answers 501 for the payment webhook and the Stripe hand-offs while no payment provider is configured', async () => {
    const owner = apiClient(stack, clock, (await newOrg()).session.headers);
    const webhook = await stack.http('POST', '/api/payments/webhook', { body: { id: 'evt_1' } });
    expect({ status: webhook.status, code: webhook.body.code }).toEqual({ status: 501, code: 'not_implemented' });
    expect((await owner('POST', '/api/v1/billing/checkout', { body: { plan: 'team' } })).status).toBe(501);
    expect((await owner('POST', '/api/v1/billing/portal')).status).toBe(501);
    const c = new DashboardClient(stack.url);
    await c.signUp('nopay', 'No payments');
    const page = await c.get('/app/billing');
    expect(page.text).toContain('Payments are not set up on this deployment');
    expect(page.text).not.toContain('action="/app/billing/checkout"');
    // A hand-off posted anyway (an old tab) comes back to the billing page with a notice, not an error answer.
    const token = await c.tokenOf('/app/billing');
    for (const path of ['/app/billing/checkout', '/app/billing/portal']) {
      const handOff = await c.post(path, { _csrf: token, plan: 'team' });
      expect({ status: handOff.status, location: handOff.location }).toEqual({
        status: 302,
        location: expect.stringMatching(/\/app\/billing\?payments=off$/),
      });
    }
    expect((await c.get('/app/billing?payments=off')).text).toContain('the plan cannot be changed here');
  });

  it('refuses the sixth monitor with 402 naming the limit, usage and the plan that lifts it; stores nothing', async () => {
    const { org, call } = await newOrg();
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/v1/monitors', { body: http(`m${i}`) })).status).toBe(201);
    const refused = await call('POST', '/api/v1/monitors', { body: http('sixth') });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'plan_limit',
      statusCode: 402,
      limit: 'monitors',
      plan: 'free',
      max: 5,
      usage: 6,
      upgrade_to: 'team',
    });
    expect(await Monitor.countDocuments({ org_id: org.id })).toBe(5);
  });

  it('refuses an interval below the plan and defaults new checks to the plan interval', async () => {
    const { call } = await newOrg();
    const short = await call('POST', '/api/v1/monitors', { body: http('fast', 299) });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ limit: 'min_interval_sec', max: 300, usage: 299, upgrade_to: 'team' });
    const ok = await call('POST', '/api/v1/monitors', { body: http('ok', 300) });
    expect(ok.status).toBe(201);
    const dflt = await call('POST', '/api/v1/monitors', { body: http('default') });
    expect(dflt.body.interval_sec).toBe(300);
    const patch = await call('PATCH', `/api/v1/monitors/${ok.body.id}`, { body: { interval_sec: 60 } });
    expect(patch.status).toBe(402);
    expect((await call('GET', `/api/v1/monitors/${ok.body.id}`)).body.interval_sec).toBe(300);
  });

  it('refuses the third channel', async () => {
    const { org, call } = await newOrg();
    for (const n of ['a', 'b']) expect((await call('POST', '/api/v1/channels', { body: email(n) })).status).toBe(201);
    const refused = await call('POST', '/api/v1/channels', { body: email('c') });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ limit: 'channels', max: 2, usage: 3, upgrade_to: 'team' });
    expect(await Channel.countDocuments({ org_id: org.id })).toBe(2);
  });

  it('refuses an invitation past the members limit; stores and mails nothing', async () => {
    const { org, call } = await newOrg();
    const refused = await call('POST', '/api/v1/invitations', {
      body: { email: 'second@example.com', role: 'viewer' },
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ limit: 'members', max: 1, usage: 2, upgrade_to: 'team' });
    expect(await Invitation.countDocuments({ org_id: org.id })).toBe(0);
  });

  it('refuses a sixth status-page component and a status-page password', async () => {
    const { org, call } = await newOrg();
    // Six monitors exist only through a paid month (a downgrade keeps them).
    await storeFact(fact(`evt_team_${org.id}`, org.id, 'team', 'active', 1));
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await call('POST', '/api/v1/monitors', { body: http(`s${i}`) })).body.id);
    await storeFact({ ...fact(`evt_end_${org.id}`, org.id, null, null, 2), kind: 'subscription_deleted' });
    const group = (monitorIds: string[]) => ({ components: [{ name: 'All', monitor_ids: monitorIds }] });
    expect((await call('PATCH', '/api/v1/status-page', { body: group(ids.slice(0, 5)) })).status).toBe(200);
    const six = await call('PATCH', '/api/v1/status-page', { body: group(ids) });
    expect(six.status).toBe(402);
    expect(six.body).toMatchObject({ limit: 'status_page_components', max: 5, usage: 6, upgrade_to: 'team' });
    const password = await call('PATCH', '/api/v1/status-page', { body: { password: 'a long enough password' } });
    expect(password.status).toBe(402);
    expect(password.body).toMatchObject({ limit: 'status_page_password', upgrade_to: 'team' });
    const saved = (await call('GET', '/api/v1/status-page')).body;
    expect(saved.password_protected).toBe(false);
    expect(saved.components[0].monitor_ids).toHaveLength(5);
  });

  it('refuses over MCP and in the dashboard with the same limit', async () => {
    const { key, call } = await newOrg();
    for (const n of ['a', 'b']) await call('POST', '/api/v1/channels', { body: email(n) });
    const mcp = await connectMcp('http', stack.url, key);
    try {
      const res = await mcp.call('create_channel', email('c'));
      expect(res).toMatchObject({ isError: true, structuredContent: { code: 'plan_limit', limit: 'channels' } });
    } finally {
      await mcp.close();
    }
    const c = new DashboardClient(stack.url);
    await c.signUp('plans', 'Plans');
    const token = await c.tokenOf('/app/monitors/new?type=http');
    const form = { _csrf: token, url: 'https://example.com/', regions: 'fra1', channels_mode: 'all' };
    const fast = await c.post('/app/monitors?type=http', { ...form, name: 'fast', interval_sec: '60' });
    expect(fast.status).toBe(402);
    expect(fast.text).toContain('The free plan checks at most every 300 s');
  });

  it('keeps everything over the limit after a downgrade: readable, deletable, not changeable until under it', async () => {
    const { org, call } = await newOrg();
    await storeFact(fact('evt_up_' + org.id, org.id, 'team', 'active', 100));
    expect((await call('GET', '/api/v1/org')).body.plan).toBe('team');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await call('POST', '/api/v1/monitors', { body: http(`d${i}`, 60) })).body.id);
    await storeFact({ ...fact('evt_down_' + org.id, org.id, null, null, 200), kind: 'subscription_deleted' });
    const after = await call('GET', '/api/v1/org');
    expect(after.body).toMatchObject({ plan: 'free', usage: { monitors: 7 } });
    expect((await call('GET', '/api/v1/monitors')).body.data).toHaveLength(7);
    expect((await call('POST', '/api/v1/monitors', { body: http('more') })).status).toBe(402);
    const rename = await call('PATCH', `/api/v1/monitors/${ids[0]}`, { body: { name: 'renamed' } });
    expect(rename.body).toMatchObject({ code: 'plan_limit', limit: 'monitors', usage: 7, max: 5 });
    expect((await call('POST', `/api/v1/monitors/${ids[0]}/pause`)).status).toBe(200);
    for (const id of ids.slice(0, 2)) expect((await call('DELETE', `/api/v1/monitors/${id}`)).status).toBe(204);
    const fixed = await call('PATCH', `/api/v1/monitors/${ids[2]}`, { body: { interval_sec: 300 } });
    expect(fixed.status).toBe(200);
  });
});

function fact(id: string, orgId: string, plan: string | null, status: string | null, created: number) {
  return {
    _id: id,
    org_id: orgId,
    kind: 'subscription_changed',
    created,
    customer_id: `cus_${orgId}`,
    subscription_id: `sub_${orgId}`,
    plan,
    status,
    received_at: new Date(),
  };
}
