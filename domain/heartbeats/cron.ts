/**
 * Heartbeat schedules: when a heartbeat monitor's next ping is overdue. A monitor either pings every `period_sec`
 * or runs on a five-field cron `schedule` in an IANA time zone; either way `grace_sec` is added. Cron parsing is
 * cron-parser's (the zone arithmetic, daylight saving included, is its own).
 */
import { CronExpressionParser } from 'cron-parser';

export interface HeartbeatTiming {
  heartbeat_period_sec: number | null;
  heartbeat_grace_sec: number | null;
  heartbeat_schedule?: string | null;
  heartbeat_tz?: string | null;
  heartbeat_max_runtime_sec?: number | null;
}

export const DEFAULT_TZ = 'UTC';

/** Why a cron expression is refused; null when it is a valid five-field expression. */
export function cronProblem(schedule: string): string | null {
  if (schedule.trim().split(/\s+/).length !== 5)
    return 'must be a five-field cron expression (minute hour day-of-month month day-of-week)';
  try {
    CronExpressionParser.parse(schedule, { tz: DEFAULT_TZ, strict: false });
    return null;
  } catch (err) {
    return `is not a valid cron expression: ${(err as Error).message}`;
  }
}

/** Whether `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
  } catch {
    return false;
  }
}

/** The first scheduled run strictly after `fromMs`. */
export function nextRunAfter(schedule: string, tz: string, fromMs: number): number {
  const expr = CronExpressionParser.parse(schedule, { tz, currentDate: new Date(fromMs) });
  return expr.next().getTime();
}

/**
 * When a ping at (or a clock restarted at) `fromMs` is followed by an overdue one: after the period, or after the
 * next scheduled run, plus the grace.
 */
export function dueAfter(m: HeartbeatTiming, fromMs: number): number {
  const graceMs = (m.heartbeat_grace_sec ?? 0) * 1000;
  if (m.heartbeat_schedule) return nextRunAfter(m.heartbeat_schedule, m.heartbeat_tz ?? DEFAULT_TZ, fromMs) + graceMs;
  return fromMs + (m.heartbeat_period_sec ?? 0) * 1000 + graceMs;
}
