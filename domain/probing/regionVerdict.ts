/**
 * A region's verdict under the monitor's `confirmations` and `recoveries`: a region counts as failing once its
 * latest `confirmations` fresh results all failed, and as recovered once its latest `recoveries` results all passed;
 * in between it keeps its verdict. Each (monitor, region) keeps the length of its current run of equal results
 * (`streak`, capped at the number that matters) next to its latest result, in memory, so counting costs no read.
 *
 * A run starts again after a gap longer than the freshness window (the region had stopped counting). A region this
 * process knows nothing about (after a start) begins with the verdict of the monitor's incident: failing while one
 * is unresolved, else passing; so a restart never opens or resolves early, it only starts counting again.
 */
import type { VoteRules } from '../monitors/voteRules';
import { FRESHNESS_INTERVALS, isFailing, type RegionLatest } from './votes';

export interface VerdictContext {
  rules: Pick<VoteRules, 'confirmations' | 'recoveries'>;
  intervalSec: number;
  /** The verdict a region starts from when nothing fresh is known of it. */
  initiallyFailing: boolean;
  nowMs: number;
}

/** `result` (a region's new latest) with its run length and verdict, given the region's previous state. */
export function withVerdict(prev: RegionLatest | undefined, result: RegionLatest, c: VerdictContext): RegionLatest {
  const staleBefore = c.nowMs - FRESHNESS_INTERVALS * c.intervalSec * 1000;
  const fresh = prev !== undefined && prev.checked_at.getTime() >= staleBefore;
  const needed = result.ok ? c.rules.recoveries : c.rules.confirmations;
  const run = fresh && prev.ok === result.ok ? (prev.streak ?? 1) + 1 : 1;
  const streak = Math.min(run, needed);
  const before = fresh ? isFailing(prev) : c.initiallyFailing;
  const failing = streak >= needed ? !result.ok : before;
  // Built field by field: an object spread costs several times the rest of this function, once per result.
  return {
    region: result.region,
    ok: result.ok,
    checked_at: result.checked_at,
    response_ms: result.response_ms,
    error_class: result.error_class,
    error_message: result.error_message,
    streak,
    failing,
  };
}
