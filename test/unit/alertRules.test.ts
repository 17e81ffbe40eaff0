/** The pure parts of the alert rules: a region's verdict under confirmations / recoveries, `monitorStatus`, and when a maintenance window is active. */
import { activeOccurrence, nextOccurrence, rruleProblem } from '../../domain/maintenance/occurrences';
import { publicWindows } from '../../domain/maintenance/publicWindows';
import type { MaintenanceWindowDoc } from '../../domain/models/maintenanceWindow';
import { monitorStatus, type StatusFacts } from '../../domain/monitors/status';
import { withVerdict, type VerdictContext } from '../../domain/probing/regionVerdict';
import { RegionStates } from '../../domain/probing/regionStates';
import type { RegionLatest } from '../../domain/probing/votes';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const result = (ok: boolean, atMs: number, response_ms: number | null = ok ? 40 : null): RegionLatest => ({
  region: 'fra1',
  ok,
  checked_at: new Date(atMs),
  response_ms,
  error_class: ok ? null : 'timeout',
  error_message: null,
});

describe('withVerdict', () => {
  const ctx = (nowMs: number, initiallyFailing = false): VerdictContext => ({
    rules: { confirmations: 3, recoveries: 2 },
    intervalSec: 60,
    initiallyFailing,
    nowMs,
  });
  /** Feeds results a minute apart; returns the verdict after each. */
  const run = (oks: boolean[], initiallyFailing = false) => {
    let prev: RegionLatest | undefined;
    return oks.map((ok, i) => {
      const at = NOW + i * 60_000;
      prev = withVerdict(prev, result(ok, at), ctx(at, initiallyFailing));
      return prev.failing;
    });
  };

  it('fails on the third failure in a row and recovers on the second pass in a row', () => {
    expect(run([false, false, false, true, true])).toEqual([false, false, true, true, false]);
  });
  it('a pass in between starts the count again; so does a failure while recovering', () => {
    expect(run([false, false, true, false, false, false])).toEqual([false, false, false, false, false, true]);
    expect(run([false, false, false, true, false, true, true])).toEqual([false, false, true, true, true, true, false]);
  });
  it('with the defaults the latest result alone decides', () => {
    let prev: RegionLatest | undefined;
    const one = { ...ctx(NOW), rules: { confirmations: 1, recoveries: 1 } };
    for (const ok of [false, true, false]) {
      prev = withVerdict(prev, result(ok, NOW), one);
      expect(prev.failing).toBe(!ok);
    }
  });
  it('a region first heard of starts from the incident: open -> failing until its recoveries', () => {
    expect(run([true, true], true)).toEqual([true, false]);
  });
  it('a gap longer than the freshness window starts the count again', () => {
    const first = withVerdict(undefined, result(false, NOW), ctx(NOW));
    const second = withVerdict(first, result(false, NOW + 60_000), ctx(NOW + 60_000));
    const late = NOW + 10 * 60_000;
    expect(withVerdict(second, result(false, late), ctx(late))).toMatchObject({ streak: 1, failing: false });
  });
});

describe('RegionStates', () => {
  const rules = { intervalSec: 60, degradedAfterMs: 500 };
  it('a result already kept (same checked_at) changes nothing; a streak or a degraded flip is a change', () => {
    const states = new RegionStates();
    const r = withVerdict(undefined, result(false, NOW), {
      rules: { confirmations: 2, recoveries: 1 },
      intervalSec: 60,
      initiallyFailing: false,
      nowMs: NOW,
    });
    expect(states.apply('m', r, rules, NOW)).toBe('changed');
    expect(states.apply('m', { ...r, streak: 2 }, rules, NOW)).toBe('older');
    const next = withVerdict(r, result(false, NOW + 1), {
      rules: { confirmations: 2, recoveries: 1 },
      intervalSec: 60,
      initiallyFailing: false,
      nowMs: NOW,
    });
    expect(states.apply('m', next, rules, NOW)).toBe('changed');
    expect(states.apply('m', { ...next, checked_at: new Date(NOW + 2) }, rules, NOW)).toBe('same');
    expect(states.apply('m', result(true, NOW + 3, 100), rules, NOW)).toBe('changed');
    expect(states.apply('m', result(true, NOW + 4, 200), rules, NOW)).toBe('same');
    expect(states.apply('m', result(true, NOW + 5, 900), rules, NOW)).toBe('changed');
  });
});

describe('monitorStatus', () => {
  const facts = (over: Partial<StatusFacts> = {}, monitor: Partial<StatusFacts['monitor']> = {}): StatusFacts => ({
    monitor: { type: 'http', paused: false, regions: ['fra1', 'iad1'], down_quorum: 2, interval_sec: 60, ...monitor },
    regionStates: [],
    maintenanceActive: false,
    ...over,
  });
  const both = (ok: boolean, ms = 40) => [
    { ...result(ok, NOW - 1000, ok ? ms : null), region: 'fra1' as const },
    { ...result(ok, NOW - 2000, ok ? ms : null), region: 'iad1' as const },
  ];

  it('pending, up, down, degraded from the region states; last_checked_at is the newest', () => {
    expect(monitorStatus(facts(), NOW)).toEqual({ status: 'pending', last_checked_at: null });
    expect(monitorStatus(facts({ regionStates: both(true) }), NOW)).toEqual({
      status: 'up',
      last_checked_at: new Date(NOW - 1000),
    });
    expect(monitorStatus(facts({ regionStates: both(false) }), NOW).status).toBe('down');
    const slow = facts({ regionStates: both(true, 900) }, { degraded_after_ms: 500 });
    expect(monitorStatus(slow, NOW).status).toBe('degraded');
    expect(monitorStatus({ ...slow, monitor: { ...slow.monitor, degraded_after_ms: null } }, NOW).status).toBe('up');
  });
  it('a failing verdict waiting for its recoveries is still down', () => {
    const recovering = both(true).map((r) => ({ ...r, failing: true, streak: 1 }));
    expect(monitorStatus(facts({ regionStates: recovering }), NOW).status).toBe('down');
  });
  it('paused wins over maintenance, maintenance over down', () => {
    expect(monitorStatus(facts({ regionStates: both(false), maintenanceActive: true }), NOW).status).toBe(
      'maintenance',
    );
    expect(monitorStatus(facts({ maintenanceActive: true }, { paused: true }), NOW).status).toBe('paused');
  });
  it('heartbeat monitors: pending, up, down once overdue', () => {
    const hb = (lastPingAt: Date | null, dueAt: Date | null) =>
      monitorStatus(facts({ heartbeat: { lastPingAt, dueAt } }, { type: 'heartbeat' }), NOW);
    expect(hb(null, new Date(NOW + 1000)).status).toBe('pending');
    expect(hb(new Date(NOW - 5000), new Date(NOW + 1000))).toEqual({
      status: 'up',
      last_checked_at: new Date(NOW - 5000),
    });
    expect(hb(new Date(NOW - 5000), new Date(NOW - 1)).status).toBe('down');
  });
});

describe('maintenance occurrences', () => {
  const at = (iso: string) => new Date(iso);
  const weekly = {
    starts_at: at('2026-11-01T02:00:00.000Z'), // a Sunday
    ends_at: at('2026-11-01T04:00:00.000Z'),
    rrule: 'FREQ=WEEKLY;BYDAY=SU',
  };

  it('a one-off window is active from its start (included) to its end (excluded)', () => {
    const once = { ...weekly, rrule: null };
    expect(activeOccurrence(once, at('2026-11-01T01:59:59.999Z').getTime())).toBeNull();
    expect(activeOccurrence(once, at('2026-11-01T02:00:00.000Z').getTime())).not.toBeNull();
    expect(activeOccurrence(once, at('2026-11-01T04:00:00.000Z').getTime())).toBeNull();
    expect(nextOccurrence(once, at('2026-10-01T00:00:00.000Z').getTime())?.starts_at).toEqual(once.starts_at);
    expect(nextOccurrence(once, at('2026-11-01T03:00:00.000Z').getTime())).toBeNull();
  });
  it('an rrule repeats it, each occurrence as long as the first', () => {
    expect(activeOccurrence(weekly, at('2026-11-22T03:30:00.000Z').getTime())).toEqual({
      starts_at: at('2026-11-22T02:00:00.000Z'),
      ends_at: at('2026-11-22T04:00:00.000Z'),
    });
    expect(activeOccurrence(weekly, at('2026-11-23T03:30:00.000Z').getTime())).toBeNull();
    expect(nextOccurrence(weekly, NOW)?.starts_at).toEqual(at('2026-11-29T02:00:00.000Z'));
    const counted = { ...weekly, rrule: 'FREQ=WEEKLY;COUNT=2' };
    expect(activeOccurrence(counted, at('2026-11-15T03:00:00.000Z').getTime())).toBeNull();
    expect(nextOccurrence(counted, NOW)).toBeNull();
  });
  it('rrule values: the schedule parts only', () => {
    expect(rruleProblem('FREQ=WEEKLY;BYDAY=SU')).toBeNull();
    expect(rruleProblem('RRULE:FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20271231T000000Z')).toBeNull();
    expect(rruleProblem('FREQ=MINUTELY')).toMatch(/FREQ must be one of/);
    expect(rruleProblem('INTERVAL=2')).toBe('must have a FREQ');
    expect(rruleProblem('FREQ=DAILY;TZID=Europe/Paris')).toMatch(/not supported/);
    expect(rruleProblem('FREQ=DAILY;INTERVAL=0')).toMatch(/INTERVAL must be from 1/);
    expect(rruleProblem('FREQ=DAILY;FREQ=WEEKLY')).toBe('FREQ appears twice');
  });
  it('the status page: active now, then upcoming soonest first within 30 days', () => {
    const doc = (id: string, w: Partial<MaintenanceWindowDoc>): MaintenanceWindowDoc =>
      ({ _id: id, name: id, monitor_ids: null, rrule: null, ...w }) as MaintenanceWindowDoc;
    const shown = publicWindows(
      [
        doc('weekly', weekly),
        doc('now', { starts_at: new Date(NOW - 1000), ends_at: new Date(NOW + 1000) }),
        doc('far', { starts_at: new Date(NOW + 40 * 86_400_000), ends_at: new Date(NOW + 41 * 86_400_000) }),
        doc('soon', { starts_at: new Date(NOW + 3600_000), ends_at: new Date(NOW + 7200_000) }),
      ],
      NOW,
    );
    expect(shown.active.map((w) => w.id)).toEqual(['now']);
    expect(shown.upcoming.map((w) => w.id)).toEqual(['soon', 'weekly']);
  });
});
