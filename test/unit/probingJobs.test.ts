/** `/jobs` hands a region's checks out by whole seconds, once their second has ended. */
import { dueJobs, endedSecondsUntil, type JobsDeps } from '../../domain/probing/jobs';
import { ProbeSchedule } from '../../domain/probing/schedule';
import { SlotClaims } from '../../domain/probing/slotClaims';

const T0 = 1_700_000_000_000; // a whole second

function jobsDeps(clock: { now: number }, anchors: number[]): JobsDeps {
  const schedule = new ProbeSchedule();
  const ids = anchors.map((_, i) => `m${i}`);
  anchors.forEach((anchorMs, i) =>
    schedule.schedule({ _id: ids[i], interval_sec: 60, regions: ['fra1'], anchorMs }, T0),
  );
  const catalog = {
    schedule,
    ready: async () => undefined,
    get: (id: string) => (ids.includes(id) ? { _id: id, interval_sec: 60 } : undefined),
    definitionOf: (id: string) => (ids.includes(id) ? { type: 'http', url: `https://${id}.test/` } : undefined),
  };
  const claims = new SlotClaims({ claimSlots: async () => new Set<string>() }, () => clock.now);
  return { catalog: catalog as unknown as JobsDeps['catalog'], claims, now: () => clock.now };
}

describe('dueJobs', () => {
  it('hands out nothing of the second under way, then the whole second at once', async () => {
    const clock = { now: T0 + 100 };
    const deps = jobsDeps(clock, [T0 + 50, T0 + 200, T0 + 900, T0 + 1_100]);
    expect(await dueJobs(deps, 'fra1', 100)).toEqual([]); // slots of T0's second, which has not ended
    clock.now = T0 + 950;
    expect(await dueJobs(deps, 'fra1', 100)).toEqual([]);
    clock.now = T0 + 1_000;
    const jobs = await dueJobs(deps, 'fra1', 100);
    expect(jobs.map((j) => j.monitor_id)).toEqual(['m0', 'm1', 'm2']);
    expect(jobs[0].due_at).toBe(new Date(T0 + 50).toISOString());
    expect(await dueJobs(deps, 'fra1', 100)).toEqual([]); // each once; m3's second (T0 + 1 s) is under way
    clock.now = T0 + 2_000;
    expect((await dueJobs(deps, 'fra1', 100)).map((j) => j.monitor_id)).toEqual(['m3']);
  });

  it('says which slots have ended', () => {
    expect(endedSecondsUntil(T0 + 999)).toBe(T0 - 1);
    expect(endedSecondsUntil(T0 + 1_000)).toBe(T0 + 999);
  });
});
