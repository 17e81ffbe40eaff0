/**
 * The plans an org can be on, as configuration: their names, prices and limits come from PLANS_FILE (JSON) or the
 * built-in table below, so an operator edits them without code. A limit of `null` means none. Touches nothing.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../configReader';

/** Limits counted in resources the org holds: creating one more is refused at the limit. */
export const COUNTED_LIMITS = ['monitors', 'channels', 'members', 'status_page_components'] as const;
export type CountedLimit = (typeof COUNTED_LIMITS)[number];

/** Every limit a plan sets; `null` is "no limit". */
export interface PlanLimits {
  monitors: number | null;
  /** The shortest check interval (never below the deployment's MIN_INTERVAL_SEC). */
  min_interval_sec: number | null;
  channels: number | null;
  members: number | null;
  /** Monitors shown on the status page, counted over all its groups. */
  status_page_components: number | null;
  /** Whether the status page may be password-protected. */
  status_page_password: boolean;
  delivery_retention_days: number | null;
  audit_retention_days: number | null;
}

export type LimitName = keyof PlanLimits;

export interface Plan {
  name: string;
  /** Shown on the billing page; what is charged is the payment provider's price with the same `lookup_key`. */
  price_monthly_usd: number;
  limits: PlanLimits;
}

const count = z.number().int().min(0).nullable();
const PlanSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  price_monthly_usd: z.number().min(0),
  limits: z.object({
    monitors: count,
    min_interval_sec: z.number().int().min(1).nullable(),
    channels: count,
    members: count,
    status_page_components: count,
    status_page_password: z.boolean(),
    delivery_retention_days: count,
    audit_retention_days: count,
  }),
});
const PlansSchema = z.array(PlanSchema).min(1);

/** The built-in table: `free`, `team`, `business`, cheapest first (the order "the plan that lifts it" is looked up in). */
export const DEFAULT_PLANS: readonly Plan[] = [
  {
    name: 'free',
    price_monthly_usd: 0,
    limits: {
      monitors: 5,
      min_interval_sec: 300,
      channels: 2,
      members: 1,
      status_page_components: 5,
      status_page_password: false,
      delivery_retention_days: 7,
      audit_retention_days: 7,
    },
  },
  {
    name: 'team',
    price_monthly_usd: 29,
    limits: {
      monitors: 50,
      min_interval_sec: 60,
      channels: 20,
      members: 10,
      status_page_components: 50,
      status_page_password: true,
      delivery_retention_days: 30,
      audit_retention_days: 90,
    },
  },
  {
    name: 'business',
    price_monthly_usd: 99,
    limits: {
      monitors: null,
      min_interval_sec: null,
      channels: null,
      members: null,
      status_page_components: null,
      status_page_password: true,
      delivery_retention_days: 90,
      audit_retention_days: 365,
    },
  },
];

/** The plans of PLANS_FILE (a JSON array of plans), checked whole; a bad file stops the process naming the variable. */
export function readPlansFile(path: string): Plan[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ConfigError(`PLANS_FILE: cannot read JSON from ${path}: ${(err as Error).message}`);
  }
  const result = PlansSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`PLANS_FILE: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const names = result.data.map((p) => p.name);
  if (new Set(names).size !== names.length) throw new ConfigError('PLANS_FILE: plan names must be unique');
  return result.data;
}

/** Whether `usage` resources fit under `limit` (null: no limit). */
export function fits(limit: number | null, usage: number): boolean {
  return limit === null || usage <= limit;
}

/** The first plan of the table (cheapest first) whose limit allows `usage`, or null when none does. */
export function planLifting(plans: readonly Plan[], limit: CountedLimit, usage: number): Plan | null {
  return plans.find((p) => fits(p.limits[limit], usage)) ?? null;
}

/** The first plan allowing checks every `intervalSec`, or null. */
export function planAllowingInterval(plans: readonly Plan[], intervalSec: number): Plan | null {
  return plans.find((p) => p.limits.min_interval_sec === null || p.limits.min_interval_sec <= intervalSec) ?? null;
}

/** The first plan allowing a password-protected status page, or null. */
export function planAllowingPassword(plans: readonly Plan[]): Plan | null {
  return plans.find((p) => p.limits.status_page_password) ?? null;
}
