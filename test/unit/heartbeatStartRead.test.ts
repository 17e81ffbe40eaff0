import type { HeartbeatStateDoc } from '../../domain/models/heartbeatState';
import { HeartbeatStartRead } from '../../domain/probing/heartbeatStartRead';

const NOW = 1_800_000_000_000;

/** The clocks by id; `clocksDueAfter` is the range read, counted; `marks` the sweep marks. */
function fakeClocks(list: HeartbeatStateDoc[], marks = new Map<string, number>()) {
  const byId = new Map(list.map((c) => [c._id, c]));
  const store = {
    rangeReads: 0,
    byId,
    marks,
    readSweepMark: async (id: string) => marks.get(id) ?? 0,
    writeSweepMark: async (id: string, until: Date) => void marks.set(id, until.getTime()),
    clocksDueAfter: async (after: Date) => {
      store.rangeReads++;
      return [...byId.values()].filter((c) => c.due_at !== null && c.due_at > after);
    },
    readDueAt: async (id: string) => byId.get(id) ?? null,
  };
  return store;
}

const clock = (id: string, dueMs: number, minute: string | null = 'minute:1'): HeartbeatStateDoc => ({
  _id: id,
  last_ping_at: null,
  due_at: new Date(dueMs),
  due_minute: minute,
});

test('the start read hands out what fell due since the mark, oldest first, and only once committed', async () => {
  const clocks = fakeClocks([clock('b', NOW - 1_000), clock('a', NOW - 60_000, null), clock('later', NOW + 1_000)]);
  const start = new HeartbeatStartRead(clocks);
  const first = (await start.read(NOW - 3_600_000, NOW))!;
  expect(first.due.map((c) => c._id)).toEqual(['a', 'b']);
  expect(start.done).toBe(false); // not handled yet: the next sweep reads again
  await first.commit();
  expect(start.done).toBe(true);
  expect(clocks.rangeReads).toBe(1);
});

test('a clock without a due minute waits in memory until due; one written since is left to the reads by minute', async () => {
  const clocks = fakeClocks([clock('old', NOW + 60_000, null), clock('pinged', NOW + 60_000, null)]);
  const start = new HeartbeatStartRead(clocks);
  await (await start.read(0, NOW))!.commit();
  expect(await start.due(NOW + 30_000)).toEqual([]);
  clocks.byId.set('pinged', clock('pinged', NOW + 120_000, 'minute:2')); // a ping wrote it, with its minute
  const due = await start.due(NOW + 61_000);
  expect(due.map((c) => c._id)).toEqual(['old']);
  expect(await start.due(NOW + 200_000)).toEqual([]); // handed out once
});

test('a clock without a due minute restarted by an older writer waits for its new due time', async () => {
  const clocks = fakeClocks([clock('old', NOW + 60_000, null)]);
  const start = new HeartbeatStartRead(clocks);
  await (await start.read(0, NOW))!.commit();
  clocks.byId.set('old', clock('old', NOW + 300_000, null));
  expect(await start.due(NOW + 61_000)).toEqual([]);
  expect((await start.due(NOW + 300_000)).map((c) => c.due_at!.getTime())).toEqual([NOW + 300_000]);
});

test('once no clock without a due minute is due later, later starts skip the range read unless a day behind', async () => {
  const clocks = fakeClocks([clock('a', NOW - 60_000, null), clock('b', NOW + 60_000)]);
  await (await new HeartbeatStartRead(clocks).read(NOW - 3_600_000, NOW))!.commit();
  expect(clocks.marks.get('heartbeat-clocks-keyed')).toBe(NOW);
  const next = new HeartbeatStartRead(clocks);
  expect(await next.read(NOW, NOW + 60_000)).toBeNull();
  expect(next.done).toBe(true);
  expect(clocks.rangeReads).toBe(1);
  expect(await new HeartbeatStartRead(clocks).read(NOW, NOW + 2 * 86_400_000)).not.toBeNull();
});

test('a clock without a due minute still to come due keeps the range read at the next start', async () => {
  const clocks = fakeClocks([clock('old', NOW + 60_000, null)]);
  await (await new HeartbeatStartRead(clocks).read(NOW - 3_600_000, NOW))!.commit();
  expect(clocks.marks.has('heartbeat-clocks-keyed')).toBe(false);
  expect(await new HeartbeatStartRead(clocks).read(NOW, NOW + 1_000)).not.toBeNull();
});
