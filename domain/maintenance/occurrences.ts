/**
 * When a maintenance window is active, pure: once from `starts_at` to `ends_at`, or, with an `rrule` (RFC 5545,
 * evaluated in UTC with `starts_at` as its DTSTART), at every occurrence for as long as the first one lasted.
 * Only the rule parts a maintenance schedule needs are accepted, so a rule is cheap to evaluate.
 */
import { RRule } from 'rrule';
import { ownValue } from '../ownKeys';

const FREQS = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
const NUMBER_PARTS: Record<string, [number, number]> = { INTERVAL: [1, 1000], COUNT: [1, 1000] };
const LIST_PARTS = ['BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYHOUR', 'BYMINUTE', 'BYSETPOS', 'WKST'];
const UNTIL = /^\d{8}(T\d{6}Z)?$/;

/** What is wrong with an `rrule` value (null: it is valid). */
export function rruleProblem(value: string): string | null {
  const text = value.trim().replace(/^RRULE:/i, '');
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const [key, v, ...rest] = part.split('=');
    const name = key.trim().toUpperCase();
    if (!v || rest.length > 0) return `"${part}" is not NAME=VALUE`;
    if (parts.has(name)) return `${name} appears twice`;
    parts.set(name, v.trim().toUpperCase());
  }
  for (const [name, v] of parts) {
    const problem = partProblem(name, v);
    if (problem) return problem;
  }
  if (!parts.has('FREQ')) return 'must have a FREQ';
  if (parts.has('COUNT') && parts.has('UNTIL')) return 'must not have both COUNT and UNTIL';
  try {
    RRule.parseString(text.toUpperCase());
  } catch (err) {
    return (err as Error).message;
  }
  return null;
}

function partProblem(name: string, v: string): string | null {
  if (name === 'FREQ') return FREQS.includes(v) ? null : `FREQ must be one of ${FREQS.join(', ')}`;
  if (name === 'UNTIL') return UNTIL.test(v) ? null : 'UNTIL must be a UTC date (YYYYMMDD or YYYYMMDDTHHMMSSZ)';
  const range = ownValue(NUMBER_PARTS, name);
  if (range) {
    const n = Number(v);
    return /^\d+$/.test(v) && n >= range[0] && n <= range[1] ? null : `${name} must be from ${range[0]} to ${range[1]}`;
  }
  if (LIST_PARTS.includes(name)) return /^[A-Z0-9+,-]+$/.test(v) ? null : `${name} has an invalid value`;
  return `${name} is not supported (FREQ, INTERVAL, COUNT, UNTIL, ${LIST_PARTS.join(', ')}; starts_at is the start)`;
}

export interface WindowTimes {
  starts_at: Date;
  ends_at: Date;
  rrule: string | null;
}

export interface Occurrence {
  starts_at: Date;
  ends_at: Date;
}

/** Parsed rules by text (a window's rule is evaluated on every status read and held vote). */
const parsed = new Map<string, RRule>();

function ruleOf(w: WindowTimes): RRule {
  const key = `${w.starts_at.toISOString()}|${w.rrule}`;
  let rule = parsed.get(key);
  if (!rule) {
    const text = w
      .rrule!.trim()
      .replace(/^RRULE:/i, '')
      .toUpperCase();
    rule = new RRule({ ...RRule.parseString(text), dtstart: w.starts_at });
    if (parsed.size >= 1_000) parsed.clear();
    parsed.set(key, rule);
  }
  return rule;
}

/** The occurrence covering `nowMs`, or null. */
export function activeOccurrence(w: WindowTimes, nowMs: number): Occurrence | null {
  const length = w.ends_at.getTime() - w.starts_at.getTime();
  const start = w.rrule ? ruleOf(w).before(new Date(nowMs), true) : w.starts_at;
  if (!start || start.getTime() > nowMs || start.getTime() + length <= nowMs) return null;
  return { starts_at: start, ends_at: new Date(start.getTime() + length) };
}

/** The first occurrence that starts after `nowMs`, or null. */
export function nextOccurrence(w: WindowTimes, nowMs: number): Occurrence | null {
  const length = w.ends_at.getTime() - w.starts_at.getTime();
  const start = w.rrule ? ruleOf(w).after(new Date(nowMs), false) : w.starts_at;
  if (!start || start.getTime() <= nowMs) return null;
  return { starts_at: start, ends_at: new Date(start.getTime() + length) };
}

/** The occurrences that overlap `[fromMs, toMs)`, oldest first (a window without a rule: itself, if it overlaps). */
export function occurrencesBetween(w: WindowTimes, fromMs: number, toMs: number): Occurrence[] {
  const length = w.ends_at.getTime() - w.starts_at.getTime();
  const starts = w.rrule ? ruleOf(w).between(new Date(fromMs - length), new Date(toMs), true) : [w.starts_at];
  return starts
    .filter((start) => start.getTime() < toMs && start.getTime() + length > fromMs)
    .map((start) => ({ starts_at: start, ends_at: new Date(start.getTime() + length) }));
}
