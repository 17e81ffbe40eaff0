/** The region registry across replicas (a shared store, one writer per row) and the once-only log of a region without a prober. */
import type { RegionProberDoc } from '../../domain/models/regionProber';
import { RegionAlarms } from '../../domain/probing/regionAlarms';
import { RegionRegistry } from '../../domain/probing/regionRegistry';
import type { RegionUsage } from '../../domain/probing/schedule';
import type { RegionProberStore } from '../../domain/probing/stores';
import type { Region } from '../../domain/regions';
import { monitorStatus, quorumProblem } from '../../domain/monitors/status';

function memoryStore(): RegionProberStore & { rows: Map<string, RegionProberDoc>; writers: Map<string, Set<string>> } {
  const rows = new Map<string, RegionProberDoc>();
  const writers = new Map<string, Set<string>>();
  return {
    rows,
    writers,
    write: async (docs) => {
      for (const d of docs) {
        rows.set(d._id, { ...d });
        writers.set(d._id, (writers.get(d._id) ?? new Set()).add(d.replica));
      }
    },
    readAll: async () => [...rows.values()].map((r) => ({ ...r })),
    sweep: async (before) => {
      for (const [id, r] of rows) if (r.last_seen_at < before) rows.delete(id);
    },
  };
}

describe('RegionRegistry', () => {
  it('shares what each replica heard, each row written by one replica only', async () => {
    let now = 1_000_000;
    const store = memoryStore();
    const a = new RegionRegistry(store, () => now, 60_000);
    const b = new RegionRegistry(store, () => now, 60_000);
    a.seen('fra1', 'p1', 3);
    b.seen('iad1', 'p2', null);
    await a.sync();
    await b.sync();
    await a.sync();
    expect(b.view().find((v) => v.region === 'fra1')).toMatchObject({
      status: 'active',
      probers: [{ prober: 'p1', jobs_behind: 3 }],
    });
    expect([...a.activeRegions()].sort()).toEqual(['fra1', 'iad1']);
    expect(a.view().find((v) => v.region === 'hil1')?.status).toBe('never_seen');
    for (const w of store.writers.values()) expect(w.size).toBe(1);
    now += 61_000;
    expect(a.view().find((v) => v.region === 'fra1')?.status).toBe('stale');
    expect(a.activeRegions().size).toBe(0);
  });

  it('writes a row at most once a period however often its prober comes, and forgets after 7 days', async () => {
    let now = 5_000_000;
    const store = memoryStore();
    const writes = jest.spyOn(store, 'write');
    const r = new RegionRegistry(store, () => now, 8_000); // period: 2 s
    for (let i = 0; i < 10; i++) {
      r.seen('gru1', 'p', 0);
      await r.sync();
      now += 100;
    }
    expect(writes).toHaveBeenCalledTimes(1);
    now += 2_000;
    r.seen('gru1', 'p', 0);
    await r.sync();
    expect(writes).toHaveBeenCalledTimes(2);
    now += 8 * 86_400_000;
    await r.sweep();
    expect(store.rows.size).toBe(0);
    expect(r.view().find((v) => v.region === 'gru1')?.status).toBe('never_seen');
  });
});

describe('RegionAlarms', () => {
  it('logs once when a used region has had no prober for 3 of its shortest interval, and once when it is back', async () => {
    let now = 10_000_000;
    const registry = new RegionRegistry(memoryStore(), () => now, 30_000);
    const usage = new Map<Region, RegionUsage>([['hil1', { monitors: 2, minIntervalSec: 30 }]]);
    const lines: [string, Record<string, unknown>][] = [];
    const log = {
      debug() {},
      info: (m: string, f: Record<string, unknown> = {}) => lines.push([m, f]),
      warn: (m: string, f: Record<string, unknown> = {}) => lines.push([m, f]),
      error() {},
    };
    const alarms = new RegionAlarms(
      registry,
      () => usage,
      log,
      () => now,
    );
    now += 89_000;
    alarms.check();
    expect(lines).toEqual([]); // not 3 intervals yet
    now += 1_000;
    alarms.check();
    alarms.check();
    expect(lines).toEqual([
      ['region has no prober', expect.objectContaining({ region: 'hil1', status: 'never_seen', monitors: 2 })],
    ]);
    registry.seen('hil1', 'p', 0);
    alarms.check();
    alarms.check();
    expect(lines.map(([m]) => m)).toEqual(['region has no prober', 'region has a prober again']);
    now += 200_000; // no monitors use sgp1: nothing said of it
    alarms.check();
    expect(lines.filter(([, f]) => f.region === 'sgp1')).toEqual([]);
  });
});

describe('a monitor pending for want of probers', () => {
  const monitor = {
    type: 'http' as const,
    paused: false,
    regions: ['fra1', 'iad1', 'hil1'] as Region[],
    down_quorum: 2,
    interval_sec: 60,
  };
  const NOW = 50_000_000;
  const result = (region: Region, secAgo: number, ok = true) => ({
    region,
    ok,
    checked_at: new Date(NOW - secAgo * 1000),
    response_ms: 5,
    error_class: ok ? null : 'timeout',
    error_message: null,
  });
  const state = (active: Region[], regionStates: ReturnType<typeof result>[] = []) =>
    monitorStatus({ monitor, regionStates, maintenanceActive: false, activeRegions: new Set(active) }, NOW);

  it('is pending with a reason while neither probers nor fresh results can reach the quorum', () => {
    expect(state(['fra1'])).toEqual({
      status: 'pending',
      last_checked_at: null,
      reason: expect.stringMatching(/^no active prober in iad1, hil1: 1 of its 3 regions report/),
    });
    expect(state(['fra1', 'iad1'])).toEqual({ status: 'pending', last_checked_at: null });
    expect(state(['fra1'], [result('fra1', 1), result('iad1', 100)]).status).toBe('up'); // iad1's result still counts
    expect(state(['fra1'], [result('fra1', 1), result('iad1', 200)]).status).toBe('pending'); // not any more
  });

  it('stays down when voted down, and paused when paused', () => {
    expect(state([], [result('fra1', 1, false), result('iad1', 1, false)]).status).toBe('down');
    expect(
      monitorStatus(
        { monitor: { ...monitor, paused: true }, regionStates: [], maintenanceActive: false, activeRegions: new Set() },
        NOW,
      ),
    ).toEqual({ status: 'paused', last_checked_at: null });
    expect(quorumProblem({ type: 'heartbeat', regions: [], down_quorum: 1 }, new Set())).toBeNull();
  });
});
