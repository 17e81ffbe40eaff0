/**
 * The one uptime definition (domain/uptime) at its edges: downtime clipped to the window to the second, an open
 * incident counted up to the window's end, overlapping incidents counted once, maintenance and paused time taken
 * out of both downtime and measured time, measuring from the monitor's creation; pauses recorded and kept bounded;
 * daily figures; the state rules; and the page cache.
 */
import { dailyFigures } from '../../domain/uptime/days';
import { uptimeOver, type MonitorSpans } from '../../domain/uptime/figures';
import { pauseSpansOf, pauseWrite } from '../../domain/uptime/pauses';
import { clipAndMerge, overlapping, type Span } from '../../domain/uptime/spans';
import { componentStatusOf, overallStatusOf, shownStatusOf, worstOf } from '../../domain/statusPages/sources';
import type { Region } from '../../domain/regions';
import { ViewCache } from '../../domain/statusPages/viewCache';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-11-01T00:00:00Z');

/** A monitor created long before T0, with these spans. */
function spans(o: Partial<MonitorSpans> = {}): MonitorSpans {
  return { createdAt: T0 - 100 * DAY, incidents: [], maintenance: [], pauses: [], ...o };
}
const down = (...incidents: Span[]) => spans({ incidents });

describe('uptimeOver', () => {
  it('one 36-minute incident in 24 h is 2160 s down, 97.5 %', () => {
    expect(uptimeOver(down({ start: T0 + HOUR, end: T0 + HOUR + 36 * MIN }), T0, T0 + DAY)).toEqual({
      since: T0,
      downtimeSec: 2160,
      maintenanceSec: 0,
      pausedSec: 0,
      uptimePct: 97.5,
      incidents: 1,
    });
  });

  it('clips to the window to the second; an open or acknowledged incident counts up to the window end', () => {
    expect(uptimeOver(down({ start: T0 - HOUR, end: T0 + 90_500 }), T0, T0 + DAY).downtimeSec).toBe(91);
    expect(uptimeOver(down({ start: T0 + DAY - 10 * MIN, end: null }), T0, T0 + DAY).downtimeSec).toBe(600);
    expect(uptimeOver(down({ start: T0 + 2 * DAY, end: null }), T0, T0 + DAY)).toMatchObject({
      uptimePct: 100,
      incidents: 0,
    });
    // Resolved after the window's end: only the part inside counts.
    expect(uptimeOver(down({ start: T0 + DAY - HOUR, end: T0 + DAY + HOUR }), T0, T0 + DAY).downtimeSec).toBe(3600);
  });

  it('counts overlapping incidents once and leaves maintenance out of downtime and of the time measured', () => {
    const downs = [
      { start: T0, end: T0 + 2 * HOUR },
      { start: T0 + HOUR, end: T0 + 3 * HOUR },
    ];
    expect(clipAndMerge(downs, T0, T0 + DAY)).toEqual([[T0, T0 + 3 * HOUR]]);
    const r = uptimeOver(
      spans({ incidents: downs, maintenance: [{ start: T0 + 2 * HOUR, end: T0 + 4 * HOUR }] }),
      T0,
      T0 + DAY,
    );
    expect(r).toMatchObject({ downtimeSec: 7200, maintenanceSec: 7200, pausedSec: 0, uptimePct: 90.9091 });
    expect(
      uptimeOver(spans({ maintenance: [{ start: T0 - DAY, end: T0 + 2 * DAY }] }), T0, T0 + DAY).uptimePct,
    ).toBeNull();
    expect(overlapping(downs, T0 + 150 * MIN, T0 + DAY)).toBe(1);
  });

  it('leaves paused time out the same way, a pause not ended running to the window end, overlaps with maintenance once', () => {
    const r = uptimeOver(
      spans({
        incidents: [{ start: T0, end: T0 + 4 * HOUR }],
        maintenance: [{ start: T0 + HOUR, end: T0 + 3 * HOUR }],
        pauses: [
          { start: T0 + 2 * HOUR, end: T0 + 5 * HOUR },
          { start: T0 + 20 * HOUR, end: null },
        ],
      }),
      T0,
      T0 + DAY,
    );
    // Down 0-4 h; maintenance 1-3 h; paused 2-5 h and 20-24 h: down outside them 0-1 h, measured 24 - 2 - 2 - 4 = 16 h.
    expect(r).toMatchObject({ downtimeSec: 3600, maintenanceSec: 7200, pausedSec: 6 * 3600 });
    expect(r.uptimePct).toBe(Math.round((1_000_000 * 15) / 16) / 10_000);
  });

  it("starts measuring at the monitor's creation when later than the window's start, and says so", () => {
    const created = T0 + 23 * HOUR;
    // Down since 30 min after its creation, still: 50 % of the hour it has existed, whatever the window asked.
    const young = spans({ createdAt: created, incidents: [{ start: created + 30 * MIN, end: null }] });
    for (const from of [T0, T0 - 29 * DAY])
      expect(uptimeOver(young, from, T0 + DAY)).toMatchObject({ since: created, downtimeSec: 1800, uptimePct: 50 });
    // An incident recorded before the creation (imported) is measured from its start.
    const imported = spans({ createdAt: created, incidents: [{ start: T0 + 22 * HOUR, end: T0 + 22.5 * HOUR }] });
    expect(uptimeOver(imported, T0, T0 + DAY)).toMatchObject({ since: T0 + 22 * HOUR, uptimePct: 75 });
    // Only the window's own incidents move the start: an older one read along changes nothing.
    const readAlong = { ...imported, incidents: [{ start: T0 - 5 * DAY, end: T0 - 4 * DAY }, ...imported.incidents] };
    expect(uptimeOver(readAlong, T0 + 23 * HOUR + 10 * MIN, T0 + DAY)).toEqual(
      uptimeOver(spans({ createdAt: created }), T0 + 23 * HOUR + 10 * MIN, T0 + DAY),
    );
    // A window wholly before the creation measures nothing.
    expect(uptimeOver(spans({ createdAt: created }), T0, T0 + HOUR)).toMatchObject({
      since: T0 + HOUR,
      uptimePct: null,
    });
  });
});

describe('pauses', () => {
  const updated = new Date(T0 - DAY);
  it('a pause records its start, a resume the ended span; a pause from before they were recorded runs from the last change', () => {
    const paused = pauseWrite({ paused: false, updated_at: updated }, true, T0);
    expect(paused).toEqual({ paused: true, paused_at: new Date(T0) });
    expect(pauseSpansOf({ ...paused, updated_at: updated })).toEqual([{ start: T0, end: null }]);
    const resumed = pauseWrite({ ...paused, updated_at: updated }, false, T0 + HOUR);
    expect(resumed).toEqual({
      paused: false,
      paused_at: null,
      pauses: [{ from: new Date(T0), to: new Date(T0 + HOUR) }],
    });
    expect(pauseSpansOf({ ...resumed, updated_at: updated })).toEqual([{ start: T0, end: T0 + HOUR }]);
    expect(pauseSpansOf({ paused: true, updated_at: updated })).toEqual([{ start: updated.getTime(), end: null }]);
  });

  it('keeps at most the last 100 pauses, none ended more than 400 days ago', () => {
    const old = { from: new Date(T0 - 402 * DAY), to: new Date(T0 - 401 * DAY) };
    const many = Array.from({ length: 120 }, (_, i) => ({
      from: new Date(T0 + i * MIN),
      to: new Date(T0 + i * MIN + 1),
    }));
    const at = T0 + DAY;
    const kept = pauseWrite(
      { paused: true, paused_at: new Date(at - 1), pauses: [old, ...many], updated_at: updated },
      false,
      at,
    );
    expect(kept.pauses).toHaveLength(100);
    expect(kept.pauses![0]).toEqual(many[21]);
    expect(kept.pauses![99]).toEqual({ from: new Date(at - 1), to: new Date(at) });
  });
});

describe('dailyFigures', () => {
  it('gives each UTC day its uptime and worst state, no data before the monitor existed or while paused throughout', () => {
    const now = T0 + 4 * DAY + 12 * HOUR;
    const days = dailyFigures(
      {
        createdAt: T0 + 12 * HOUR,
        incidents: [{ start: T0 + DAY + 12 * HOUR, end: T0 + DAY + 12 * HOUR + 36 * MIN }],
        maintenance: [{ start: T0 + 2 * DAY, end: T0 + 2 * DAY + HOUR }],
        pauses: [{ start: T0 + 3 * DAY, end: T0 + 4 * DAY }],
      },
      now,
      6,
    );
    expect(days.map((d) => [d.date, d.status, d.uptimePct, d.downtimeSec])).toEqual([
      ['2026-10-31', 'no_data', null, 0],
      ['2026-11-01', 'operational', 100, 0],
      ['2026-11-02', 'major_outage', 97.5, 2160],
      ['2026-11-03', 'under_maintenance', 100, 0],
      ['2026-11-04', 'no_data', null, 0],
      ['2026-11-05', 'operational', 100, 0],
    ]);
  });

  it('an open incident makes today down up to now', () => {
    const now = T0 + 12 * HOUR;
    const [today] = dailyFigures(down({ start: T0 + 6 * HOUR, end: null }), now, 1);
    expect(today).toEqual({ date: '2026-11-01', status: 'major_outage', uptimePct: 50, downtimeSec: 6 * 3600 });
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
