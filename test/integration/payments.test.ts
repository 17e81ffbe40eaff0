/**
 * Stripe at the user's level: events signed with the library's own test-header helper POSTed to the webhook move
 * the org's plan; a bad, missing or stale signature and hostile bodies change nothing and never answer 5xx; a
 * repeated event changes nothing; 1,000 events in random order with repeats end where the same events in order do;
 * a failed payment keeps the plan through the grace period only. Checkout and Customer Portal sessions are
 * started against stripe-mock.
 */
import { randomInt } from 'node:crypto';
import { BillingEvent } from '../../domain/models';
import { apiClient, orgWithKey, virtualClock } from '../support/client';
import { DashboardClient } from '../support/dashboard';
import { startStack, type Stack } from '../support/stack';
import { signStripe, startStripeMock, stripeEvent, subscription, type StripeMock } from '../support/stripeMock';

const SECRET = 'whsec_test_secret_of_the_suite';

describe('payments', () => {
  let stack: Stack;
  let mock: StripeMock;
  const clock = virtualClock();
  const nowSec = () => Math.floor(clock.now() / 1000);

  beforeAll(async () => {
    mock = await startStripeMock();
    stack = await startStack({
      now: clock.now,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_suite',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_BASE: mock.url,
        RATE_LIMIT_SCALE: '100',
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await mock?.stop();
  });

  async function newOrg() {
    const o = await orgWithKey(stack);
    return { ...o, call: apiClient(stack, clock, o.session.headers) };
  }

  function deliver(event: object, opts: { secret?: string; at?: number; signature?: string } = {}) {
    const payload = JSON.stringify(event);
    const signature = opts.signature ?? signStripe(payload, opts.secret ?? SECRET, opts.at ?? nowSec());
    return stack.http('POST', '/api/payments/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  const planOf = async (call: Awaited<ReturnType<typeof newOrg>>['call']) => (await call('GET', '/api/v1/org')).body;

  it('moves the org to the paid plan once per event; a repeated delivery changes nothing', async () => {
    const { org, call } = await newOrg();
    expect((await planOf(call)).plan).toBe('free');
    const checkout = stripeEvent(`evt_co_${org.id}`, 'checkout.session.completed', nowSec() - 5, {
      object: 'checkout.session',
      client_reference_id: org.id,
      customer: `cus_${org.id}`,
      subscription: `sub_${org.id}`,
    });
    const created = stripeEvent(
      `evt_sc_${org.id}`,
      'customer.subscription.created',
      nowSec() - 4,
      subscription(org.id, 'team', 'active'),
    );
    expect((await deliver(checkout)).body).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(created)).body).toEqual({ received: true, outcome: 'applied' });
    const again = await deliver(created);
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('duplicate');
    expect(await BillingEvent.countDocuments({ org_id: org.id })).toBe(2);
    expect(await planOf(call)).toMatchObject({
      plan: 'team',
      limits: { monitors: 50 },
      billing: { available: true, subscription_status: 'active' },
    });
  });

  it('refuses bad, missing and stale signatures and hostile bodies with 4xx, changing nothing', async () => {
    const { org } = await newOrg();
    const event = stripeEvent(
      `evt_bad_${org.id}`,
      'customer.subscription.created',
      nowSec(),
      subscription(org.id, 'business', 'active'),
    );
    const payload = JSON.stringify(event);
    const refusals = [
      await deliver(event, { secret: 'whsec_another_secret' }),
      await deliver(event, { at: nowSec() - 301 }),
      await deliver(event, { at: nowSec() + 301 }),
      await deliver(event, { signature: '' }),
      await deliver(event, { signature: 't=1,v1=00' }),
      await stack.http('POST', '/api/payments/webhook', {
        raw: payload.replace('business', 'team'),
        headers: { 'content-type': 'application/json', 'stripe-signature': signStripe(payload, SECRET, nowSec()) },
      }),
    ];
    for (const [i, res] of refusals.entries())
      expect({ i, status: res.status, code: res.body.code }).toEqual({ i, status: 400, code: 'invalid_request' });
    const hostile = [
      { raw: '{"id": "evt_x", ', type: 'application/json' },
      { raw: 'id=evt_x', type: 'application/x-www-form-urlencoded' },
      { raw: '', type: 'application/json' },
      { raw: '[]', type: 'application/json' },
      { raw: '{"__proto__": {"x": 1}}', type: 'application/json' },
    ];
    for (const h of hostile) {
      const res = await stack.http('POST', '/api/payments/webhook', {
        raw: h.raw,
        headers: { 'content-type': h.type, 'stripe-signature': signStripe(h.raw, 'whsec_wrong', nowSec()) },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await BillingEvent.countDocuments({ org_id: org.id })).toBe(0);
    expect((await deliver(event)).body.outcome).toBe('applied');
  });

  it('answers 200 to event types it does not use and to events naming no org of this deployment', async () => {
    const unused = stripeEvent('evt_unused_1', 'charge.succeeded', nowSec(), { object: 'charge', id: 'ch_1' });
    expect((await deliver(unused)).body).toEqual({ received: true, outcome: 'ignored' });
    const stranger = stripeEvent(
      'evt_stranger_1',
      'customer.subscription.created',
      nowSec(),
      subscription('0190a5f0-0000-7000-8000-000000000000', 'team', 'active'),
    );
    expect((await deliver(stranger)).body.outcome).toBe('ignored');
  });

  it('keeps the paid plan through the grace period after a failed payment, then falls to free', async () => {
    const { org, call } = await newOrg();
    await deliver(
      stripeEvent(
        `evt_g1_${org.id}`,
        'customer.subscription.created',
        nowSec() - 10,
        subscription(org.id, 'team', 'active'),
      ),
    );
    const invoice = {
      object: 'invoice',
      customer: `cus_${org.id}`,
      parent: { subscription_details: { subscription: `sub_${org.id}`, metadata: { org_id: org.id } } },
    };
    await deliver(stripeEvent(`evt_g2_${org.id}`, 'invoice.payment_failed', nowSec(), invoice));
    expect(await planOf(call)).toMatchObject({ plan: 'team', billing: { payment_failed_at: expect.any(String) } });
    clock.advance(6 * 86_400_000);
    expect((await planOf(call)).plan).toBe('team');
    clock.advance(2 * 86_400_000);
    expect((await planOf(call)).plan).toBe('free');
    await deliver(
      stripeEvent(
        `evt_g3_${org.id}`,
        'customer.subscription.updated',
        nowSec(),
        subscription(org.id, 'team', 'active'),
      ),
    );
    expect(await planOf(call)).toMatchObject({ plan: 'team', billing: { payment_failed_at: null } });
  });

  it('ends 1,000 events in random order with repeats in the state the same events reach in order', async () => {
    const [inOrder, shuffled] = [await newOrg(), await newOrg()];
    const script = lifecycleScript(1000, nowSec() - 2000);
    for (const step of script) expect((await deliver(step(inOrder.org.id))).body.outcome).toBe('applied');
    const events = script.map((step) => step(shuffled.org.id));
    const deliveries = [...events, ...events.filter(() => Math.random() < 0.3)];
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
    }
    const outcomes = { applied: 0, duplicate: 0 } as Record<string, number>;
    for (const e of deliveries) outcomes[(await deliver(e)).body.outcome]++;
    expect(outcomes).toEqual({ applied: 1000, duplicate: deliveries.length - 1000 });
    const [a, b] = [await planOf(inOrder.call), await planOf(shuffled.call)];
    const stateOf = (o: Record<string, unknown>) => ({ plan: o.plan, limits: o.limits, billing: o.billing });
    expect(stateOf(b)).toEqual(stateOf(a));
    expect(a.billing.subscription_status).not.toBeNull();
  });

  it('starts Checkout and Customer Portal sessions against stripe-mock', async () => {
    const { org, call } = await newOrg();
    const refused = await call('POST', '/api/v1/billing/checkout', { body: { plan: 'free' } });
    expect(refused.status).toBe(400);
    const checkout = await call('POST', '/api/v1/billing/checkout', { body: { plan: 'team' } });
    expect(checkout.status).toBe(201);
    expect(checkout.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const early = await call('POST', '/api/v1/billing/portal');
    expect(early.status).toBe(409);
    const completed = stripeEvent(`evt_cp_${org.id}`, 'checkout.session.completed', nowSec(), {
      object: 'checkout.session',
      client_reference_id: org.id,
      customer: `cus_${org.id}`,
    });
    await deliver(completed);
    const portal = await call('POST', '/api/v1/billing/portal');
    expect(portal.status).toBe(201);
    expect(portal.body.url).toMatch(/^https:\/\//);
  });

  it("shows the dashboard's billing page and hands an owner off to Stripe Checkout", async () => {
    const c = new DashboardClient(stack.url);
    await c.signUp('billing', 'Billing');
    const page = await c.get('/app/billing');
    expect(page.status).toBe(200);
    expect(page.text).toContain('on the <strong>free</strong> plan');
    expect(page.text).toMatch(/<li class="card" data-plan="team">[\s\S]*Choose team/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https://checkout.stripe.com");
    const token = await c.tokenOf('/app/billing');
    const handOff = await c.post('/app/billing/checkout', { _csrf: token, plan: 'team' });
    expect(handOff.status).toBe(302);
    expect(handOff.location).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect((await c.post('/app/billing/portal', { _csrf: token })).status).toBe(409);
  });
});

type Step = (orgId: string) => ReturnType<typeof stripeEvent>;

/** A subscription's life in `count` events a second apart: plan changes, failed payments, cancels and re-subscribes. */
function lifecycleScript(count: number, start: number): Step[] {
  const plans = ['team', 'business'];
  const statuses = ['active', 'active', 'past_due', 'trialing', 'canceled', 'unpaid'];
  return Array.from({ length: count }, (_, i): Step => {
    const created = start + i;
    const pick = randomInt(10);
    if (pick === 0)
      return (org) =>
        stripeEvent(`evt_${org}_${i}`, 'invoice.payment_failed', created, {
          object: 'invoice',
          customer: `cus_${org}`,
          parent: { subscription_details: { subscription: `sub_${org}`, metadata: { org_id: org } } },
        });
    if (pick === 1)
      return (org) =>
        stripeEvent(`evt_${org}_${i}`, 'customer.subscription.deleted', created, subscription(org, 'team', 'canceled'));
    const plan = plans[randomInt(plans.length)];
    const status = statuses[randomInt(statuses.length)];
    return (org) =>
      stripeEvent(`evt_${org}_${i}`, 'customer.subscription.updated', created, subscription(org, plan, status));
  });
}
