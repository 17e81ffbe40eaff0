/** The probe schedule and slot claims: spread over the interval, every slot once, never twice across replicas. */
import { ProbeSchedule, type DueCheck } from '../../domain/probing/schedule';
import { SlotClaims } from '../../domain/probing/slotClaims';
import type { Region } from '../../domain/regions';

const INTERVAL_SEC = 60;
const T0 = 1_700_000_000_000;
/** n monitors created one after the other over one interval before T0 (their grids start there). */
const monitorsOf = (n: number, regions: Region[] = ['fra1']) =>
  Array.from({ length: n }, (_, i) => ({
    _id: `0190a0a0-0000-7000-8000-${String(i).padStart(12, '0')}`,
    interval_sec: INTERVAL_SEC,
    regions,
    anchorMs: T0 - Math.floor((i / n) * INTERVAL_SEC * 1000),
  }));

/** A store of claims shared by replicas, as the unique `_id` of `probe_slot_claims` is. */
function sharedClaimStore() {
  const taken = new Set<string>();
  return {
    claimSlots: async (keys: string[]) => {
      const lost = new Set(keys.filter((k) => taken.has(k)));
      for (const k of keys) taken.add(k);
      return lost;
    },
  };
}

const key = (c: DueCheck) => `${c.monitorId}|${c.region}|${c.slot}`;

describe('ProbeSchedule', () => {
  it("counts each region's monitors and shortest interval, and counts again after each change only", () => {
    const s = new ProbeSchedule();
    const [a, b] = monitorsOf(2, ['fra1', 'iad1']);
    s.schedule(a, T0);
    s.schedule({ ...b, regions: ['fra1'], interval_sec: 30 }, T0);
    const first = s.regionUsage();
    expect(Object.fromEntries(first)).toEqual({
      fra1: { monitors: 2, minIntervalSec: 30 },
      iad1: { monitors: 1, minIntervalSec: 60 },
    });
    expect(s.regionUsage()).toBe(first); // nothing changed: not walked again
    s.unschedule(b._id);
    expect(Object.fromEntries(s.regionUsage())).toEqual({
      fra1: { monitors: 1, minIntervalSec: 60 },
      iad1: { monitors: 1, minIntervalSec: 60 },
    });
    s.schedule({ ...a, regions: ['hil1'], interval_sec: 300 }, T0);
    expect(Object.fromEntries(s.regionUsage())).toEqual({ hil1: { monitors: 1, minIntervalSec: 300 } });
  });

  it('spreads monitors created over a minute over the minute, whenever they are loaded', () => {
    const s = new ProbeSchedule();
    const t0 = T0 + 3_600_000 + 123; // loaded an hour later
    for (const m of monitorsOf(6_000)) s.schedule(m, t0);
    s.takeDue('fra1', 10_000, t0); // the slots already begun at t0
    const perSecond: number[] = [];
    for (let sec = 1; sec <= INTERVAL_SEC; sec++) perSecond.push(s.takeDue('fra1', 10_000, t0 + sec * 1000).length);
    expect(perSecond.reduce((a, b) => a + b, 0)).toBe(6_000); // each monitor once per interval
    expect(Math.max(...perSecond)).toBeLessThan(2 * (6_000 / INTERVAL_SEC)); // no second holds a crowd
  });

  it('hands each slot out once and skips none over several intervals', () => {
    const s = new ProbeSchedule();
    const t0 = T0;
    const monitors = monitorsOf(300, ['fra1', 'iad1']);
    for (const m of monitors) s.schedule(m, t0);
    const seen = new Map<string, number[]>();
    for (let t = t0; t <= t0 + 5 * INTERVAL_SEC * 1000; t += 250) {
      for (const region of ['fra1', 'iad1'] as const) {
        for (const c of s.takeDue(region, 50, t)) {
          const slots = seen.get(`${c.monitorId}|${region}`) ?? [];
          slots.push(c.slot);
          seen.set(`${c.monitorId}|${region}`, slots);
          expect(c.slotStartMs).toBeLessThanOrEqual(t);
        }
      }
    }
    expect(seen.size).toBe(600);
    for (const slots of seen.values()) {
      expect(slots.length).toBeGreaterThanOrEqual(5);
      slots.forEach((slot, i) => i > 0 && expect(slot).toBe(slots[i - 1] + 1)); // consecutive: none skipped
    }
  });

  it('checks a new monitor at once, then a full interval later', () => {
    const s = new ProbeSchedule();
    const t0 = T0 + 5_000;
    const m = { ...monitorsOf(1)[0], anchorMs: t0 };
    s.schedule(m, t0);
    expect(s.takeDue('fra1', 10, t0)).toHaveLength(1);
    expect(s.takeDue('fra1', 10, t0 + INTERVAL_SEC * 1000 - 1)).toHaveLength(0);
    expect(s.takeDue('fra1', 10, t0 + INTERVAL_SEC * 1000)).toHaveLength(1);
  });

  it('after probers were away for several intervals, hands each check out once, not once per missed slot', () => {
    const s = new ProbeSchedule();
    const t0 = T0;
    for (const m of monitorsOf(100)) s.schedule(m, t0);
    const late = t0 + 10 * INTERVAL_SEC * 1000;
    expect(s.takeDue('fra1', 1_000, late)).toHaveLength(100);
    expect(s.takeDue('fra1', 1_000, late + 1)).toHaveLength(0);
  });

  it('forgets an unscheduled monitor and restarts a changed one', () => {
    const s = new ProbeSchedule();
    const [a, b] = monitorsOf(2);
    const t0 = T0;
    s.schedule({ ...a, anchorMs: t0 }, t0);
    s.schedule({ ...b, anchorMs: t0 }, t0);
    s.unschedule(a._id);
    s.schedule({ ...b, interval_sec: 30, anchorMs: t0 }, t0); // its earlier entries are void
    expect(s.takeDue('fra1', 10, t0).map((c) => c.monitorId)).toEqual([b._id]);
  });
});

describe('SlotClaims across two API replicas', () => {
  it('a monitor created on one replica is checked once per interval, whichever replica hands it out', async () => {
    for (let i = 0; i < 100; i++) {
      const store = sharedClaimStore();
      const t0 = T0 + i * 137;
      let now = t0;
      const m = { ...monitorsOf(1)[0], _id: `0190a0a0-0000-7000-8000-${String(i).padStart(12, '0')}`, anchorMs: t0 };
      const a = { schedule: new ProbeSchedule(), claims: new SlotClaims(store, () => now) };
      const b = { schedule: new ProbeSchedule(), claims: new SlotClaims(store, () => now) };
      a.schedule.schedule(m, t0);
      const handedAt: number[] = [];
      for (; now <= t0 + 3 * INTERVAL_SEC * 1000; now += 500) {
        if (now === t0 + 2_000) b.schedule.schedule(m, now); // B hears of it 2 s later, from the stored monitor
        for (const r of [a, b])
          for (const c of await r.claims.filterOwned(r.schedule.takeDue('fra1', 10, now))) handedAt.push(c.slotStartMs);
      }
      expect(handedAt).toEqual([0, 1, 2, 3].map((k) => t0 + k * INTERVAL_SEC * 1000));
    }
  });

  it('never hands one check out twice and hands every due check out once', async () => {
    const store = sharedClaimStore();
    const t0 = T0;
    let now = t0;
    const replicas = [0, 1].map(() => {
      const schedule = new ProbeSchedule();
      for (const m of monitorsOf(500, ['fra1'])) schedule.schedule(m, t0);
      return { schedule, claims: new SlotClaims(store, () => now) };
    });
    const handed = new Map<string, number>();
    for (; now <= t0 + 3 * INTERVAL_SEC * 1000; now += 500) {
      for (const r of replicas) {
        for (const c of await r.claims.filterOwned(r.schedule.takeDue('fra1', 100, now)))
          handed.set(key(c), (handed.get(key(c)) ?? 0) + 1);
      }
    }
    expect([...handed.values()].every((n) => n === 1)).toBe(true);
    const perMonitor = new Map<string, number>();
    for (const k of handed.keys()) perMonitor.set(k.split('|')[0], (perMonitor.get(k.split('|')[0]) ?? 0) + 1);
    expect(perMonitor.size).toBe(500);
    expect(Math.min(...perMonitor.values())).toBeGreaterThanOrEqual(3);
  });
});
