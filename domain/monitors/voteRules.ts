/**
 * The alert rules of a probed monitor on top of the region vote: `confirmations` (failed results in a row before a
 * region counts as failing), `recoveries` (passed results in a row before it counts as recovered) and
 * `degraded_after_ms` (a passing check slower than this is degraded). One definition for REST, MCP, the dashboard,
 * the stored monitor and the vote; a monitor stored before these fields existed reads as the defaults, which are
 * the plain quorum vote.
 */
import { z } from 'zod';

export const MAX_STREAK = 10;
export const MAX_DEGRADED_AFTER_MS = 60_000;

export const VOTE_RULE_DEFAULTS = { confirmations: 1, recoveries: 1, degraded_after_ms: null } as const;

export const VOTE_RULE_FIELDS = ['confirmations', 'recoveries', 'degraded_after_ms'] as const;

const streak = (what: string) =>
  z
    .number()
    .int('must be a whole number')
    .min(1, `must be from 1 to ${MAX_STREAK}`)
    .max(MAX_STREAK, `must be from 1 to ${MAX_STREAK}`)
    .describe(`${what} (1 to ${MAX_STREAK}, default 1).`);

export const voteRuleFields = {
  confirmations: streak("Failed results in a row before a region counts as failing (each region's latest)"),
  recoveries: streak('Passed results in a row before a failing region counts as recovered'),
  degraded_after_ms: z
    .number()
    .int('must be a whole number')
    .min(1, `must be null or from 1 to ${MAX_DEGRADED_AFTER_MS}`)
    .max(MAX_DEGRADED_AFTER_MS, `must be null or from 1 to ${MAX_DEGRADED_AFTER_MS}`)
    .nullable()
    .describe(
      'A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor ' +
        '`degraded` (no incident, counted as up). null (default): never.',
    ),
};

export interface VoteRules {
  confirmations: number;
  recoveries: number;
  degraded_after_ms: number | null;
}

/** The rules of a stored monitor (absent on monitors stored before they existed: the defaults). */
export function voteRulesOf(m: Partial<Record<keyof VoteRules, number | null | undefined>>): VoteRules {
  return {
    confirmations: m.confirmations ?? VOTE_RULE_DEFAULTS.confirmations,
    recoveries: m.recoveries ?? VOTE_RULE_DEFAULTS.recoveries,
    degraded_after_ms: m.degraded_after_ms ?? VOTE_RULE_DEFAULTS.degraded_after_ms,
  };
}
