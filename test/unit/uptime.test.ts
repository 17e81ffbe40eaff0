/**
 * The arithmetic under reports, bars and banners: downtime clipped to the window to the second, overlapping
 * incidents counted once, maintenance taken out of both downtime and measured time; daily figures; the state rules;
 * and the page cache.
 */
import { dailyFigures } from '../../domain/reports/days';
import { clipAndMerge, overlapping, uptimeOf } from '../../domain/reports/uptime';
import { componentStatusOf, overallStatusOf, shownStatusOf, worstOf } from '../../domain/statusPages/sources';
import type { Region } from '../../domain/regions';
import { ViewCache } from '../../domain/statusPages/viewCache';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-11-01T00:00:00Z');

describe('uptimeOf', () => {
  it('one 36-minute incident in 24 h is 2160 s down, 97.5 %', () => {
    expect(uptimeOf([{ start: T0 + HOUR, end: T0 + HOUR + 36 * MIN }], [], T0, T0 + DAY)).toEqual({
      downtimeSec: 2160,
      maintenanceSec: 0,
      uptimePct: 97.5,
    });
  });

  it('clips to the window to the second; an unresolved incident runs to the window end', () => {
    expect(uptimeOf([{ start: T0 - HOUR, end: T0 + 90_500 }], [], T0, T0 + DAY).downtimeSec).toBe(91);
    expect(uptimeOf([{ start: T0 + DAY - 10 * MIN, end: null }], [], T0, T0 + DAY).downtimeSec).toBe(600);
    expect(uptimeOf([{ start: T0 + 2 * DAY, end: null }], [], T0, T0 + DAY)).toMatchObject({ uptimePct: 100 });
  });

  it('counts overlapping incidents once and leaves maintenance out of downtime and of the time measured', () => {
    const downs = [
      { start: T0, end: T0 + 2 * HOUR },
      { start: T0 + HOUR, end: T0 + 3 * HOUR },
    ];
    expect(clipAndMerge(downs, T0, T0 + DAY)).toEqual([[T0, T0 + 3 * HOUR]]);
    const r = uptimeOf(downs, [{ start: T0 + 2 * HOUR, end: T0 + 4 * HOUR }], T0, T0 + DAY);
    expect(r).toEqual({ downtimeSec: 7200, maintenanceSec: 7200, uptimePct: 90.9091 });
    expect(uptimeOf([], [{ start: T0 - DAY, end: T0 + 2 * DAY }], T0, T0 + DAY).uptimePct).toBeNull();
    expect(overlapping(downs, T0 + 150 * MIN, T0 + DAY)).toBe(1);
  });
});

describe('dailyFigures', () => {
  it('gives each UTC day its uptime and worst state, no data before the monitor existed', () => {
    const now = T0 + 3 * DAY + 12 * HOUR;
    const days = dailyFigures(
      [{ start: T0 + DAY + 12 * HOUR, end: T0 + DAY + 12 * HOUR + 36 * MIN }],
      [{ start: T0 + 2 * DAY, end: T0 + 2 * DAY + HOUR }],
      T0 + 12 * HOUR,
      now,
      5,
    );
    expect(days.map((d) => [d.date, d.status, d.uptimePct, d.downtimeSec])).toEqual([
      ['2026-10-31', 'no_data', null, 0],
      ['2026-11-01', 'operational', 100, 0],
      ['2026-11-02', 'major_outage', 97.5, 2160],
      ['2026-11-03', 'under_maintenance', 100, 0],
      ['2026-11-04', 'operational', 100, 0],
    ]);
  });
});

describe('state rules', () => {
  const monitor = {
    type: 'http' as const,
    paused: false,
    regions: ['fra1', 'iad1', 'sgp1'] as Region[],
    down_quorum: 2,
    interval_sec: 60,
    degraded_after_ms: 500,
  };
  const latest = (failing: number, ms = 100) =>
    monitor.regions.map((region, i) => ({
      region,
      ok: i >= failing,
      checked_at: new Date(T0),
      response_ms: ms,
      error_class: null,
      error_message: null,
    }));
  const shown = (failing: number, o: { unresolved?: boolean; maintenance?: boolean; ms?: number } = {}) =>
    shownStatusOf(
      { monitor, regionStates: latest(failing, o.ms), maintenanceActive: o.maintenance ?? false },
      o.unresolved ?? false,
      T0,
    );

  it("maps a monitor to the status every read shows, and its component to Statuspage's values", () => {
    expect(shown(0)).toBe('up');
    expect(shown(1)).toBe('up'); // fewer than the quorum
    expect(shown(0, { ms: 900 })).toBe('degraded');
    expect(componentStatusOf(shown(0, { ms: 900 }))).toBe('degraded_performance');
    expect(componentStatusOf(shown(2))).toBe('major_outage');
    expect(componentStatusOf(shown(0, { unresolved: true }))).toBe('major_outage'); // a heartbeat's only sign
    expect(componentStatusOf(shown(3, { maintenance: true }))).toBe('under_maintenance');
    expect(
      shownStatusOf(
        { monitor: { ...monitor, paused: true }, regionStates: latest(3), maintenanceActive: false },
        true,
        T0,
      ),
    ).toBe('paused');
    expect(shownStatusOf({ monitor, regionStates: [], maintenanceActive: false }, false, T0)).toBe('pending');
    expect(componentStatusOf('pending')).toBe('operational');
  });

  it('the banner: every component down is a major outage, some a partial one', () => {
    expect(overallStatusOf(['major_outage', 'major_outage'])).toBe('major_outage');
    expect(overallStatusOf(['major_outage', 'operational'])).toBe('partial_outage');
    expect(overallStatusOf(['degraded_performance', 'under_maintenance'])).toBe('degraded');
    expect(overallStatusOf(['under_maintenance', 'operational'])).toBe('maintenance');
    expect(overallStatusOf([])).toBe('operational');
    expect(worstOf(['operational', 'under_maintenance', 'degraded_performance'])).toBe('degraded_performance');
  });
});

describe('ViewCache', () => {
  it('serves a kept page while fresh, composes anew when stale or after invalidate, shares a composition', async () => {
    let now = 0;
    let n = 0;
    const cache = new ViewCache<number>(() => now, 5_000, 10);
    const compose = async () => ++n;
    expect(await Promise.all([cache.read('a', compose), cache.read('a', compose)])).toEqual([1, 1]);
    now = 5_000;
    expect(await cache.read('a', compose)).toBe(1);
    now = 5_001;
    expect(await cache.read('a', compose)).toBe(2);
    cache.invalidate();
    expect(await cache.read('a', compose)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const cache = new ViewCache<number>(() => 0, 5_000, 10);
    await expect(cache.read('x', () => Promise.reject(new Error('no such page')))).rejects.toThrow('no such page');
    expect(await cache.read('x', async () => 7)).toBe(7);
  });
});
