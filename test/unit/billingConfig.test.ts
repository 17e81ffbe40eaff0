/** The billing settings: the plan table from PLANS_FILE, the default plan, Stripe's variables read together. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBillingConfig } from '../../domain/billing/billingConfig';
import { Reader } from '../../domain/configReader';
import { DEFAULT_PLANS } from '../../domain/billing/plans';

const read = (env: Record<string, string>) => readBillingConfig(new Reader(env));
const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'plans-')), 'plans.json');
  writeFileSync(path, text);
  return path;
};

describe('billing configuration', () => {
  it('defaults to the most generous plan without Stripe and to the first with it', () => {
    expect(read({}).defaultPlan.name).toBe('business');
    expect(read({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).defaultPlan.name).toBe('free');
    expect(read({ DEFAULT_PLAN: 'team' }).defaultPlan.name).toBe('team');
  });

  it('reads a plan table from PLANS_FILE and names the variable and field of a bad one', () => {
    const own = [{ ...DEFAULT_PLANS[0], name: 'hobby' }];
    expect(read({ PLANS_FILE: fileWith(JSON.stringify(own)) }).plans.map((p) => p.name)).toEqual(['hobby']);
    const bad = [{ ...DEFAULT_PLANS[0], limits: { ...DEFAULT_PLANS[0].limits, monitors: -1 } }];
    expect(() => read({ PLANS_FILE: fileWith(JSON.stringify(bad)) })).toThrow(/^PLANS_FILE: 0\.limits\.monitors/);
    expect(() => read({ PLANS_FILE: fileWith('{') })).toThrow(/^PLANS_FILE: cannot read JSON/);
    expect(() => read({ DEFAULT_PLAN: 'gold' })).toThrow(/^DEFAULT_PLAN: "gold" is not a plan/);
  });

  it('needs both Stripe secrets or neither', () => {
    expect(() => read({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/^STRIPE_WEBHOOK_SECRET/);
    expect(
      read({ STRIPE_SECRET_KEY: 'sk_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:9' })
        .stripe,
    ).toMatchObject({ apiBase: new URL('http://127.0.0.1:9') });
  });
});
