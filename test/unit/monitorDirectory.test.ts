/**
 * The monitor directory on an in-memory store: the load, writes made here, writes made by another process (the
 * change feed), look-ups of unknown ids, and list pages (newest first, keyset by id, filtered) from memory.
 */
import { MonitorDirectory, type MonitorDirectoryStore } from '../../domain/monitors/directory';
import { OrgMonitorIndex } from '../../domain/monitors/orgIndex';
import type { MonitorDoc } from '../../domain/models/monitor';
import { silentLogger } from '../../domain/logger';
import { uuidv7 } from '../../domain/ids';

function memoryStore() {
  const monitors = new Map<string, MonitorDoc>();
  const changes: { id: string; monitorId: string; at: number }[] = [];
  const reads = { all: 0, byId: 0 };
  const store: MonitorDirectoryStore = {
    loadAllMonitors: async () => (reads.all++, [...monitors.values()]),
    loadMonitors: async (ids) => ids.flatMap((id) => (reads.byId++, monitors.get(id) ?? [])),
    recordMonitorChange: async (monitorId, at) => void changes.push({ id: uuidv7(), monitorId, at: at.getTime() }),
    monitorChangesSince: async (since) => changes.filter((c) => c.at >= since.getTime()),
  };
  return { store, monitors, changes, reads };
}

/** Ids one millisecond apart: two made within one millisecond would be in random order (UUIDv7). */
let idMs = Date.now();
const monitor = (orgId: string, name: string, extra: Partial<MonitorDoc> = {}): MonitorDoc =>
  ({ _id: uuidv7(idMs++), org_id: orgId, name, type: 'http', paused: false, ...extra }) as MonitorDoc;

describe('OrgMonitorIndex', () => {
  it('pages an org newest first from a cursor, skipping what the filter drops, and forgets removed ids', () => {
    const index = new OrgMonitorIndex();
    const ids = Array.from({ length: 7 }, () => uuidv7()).sort();
    for (const id of [...ids].reverse()) index.add('o1', id); // any insertion order
    index.add('o2', uuidv7());
    const all = (before?: string, n = 100) => index.newestFirst('o1', before, n, (id) => id);
    expect(all()).toEqual([...ids].reverse());
    expect(all(undefined, 3)).toEqual([ids[6], ids[5], ids[4]]);
    expect(all(ids[4], 3)).toEqual([ids[3], ids[2], ids[1]]);
    expect(index.newestFirst('o1', undefined, 2, (id) => (ids.indexOf(id) % 2 === 0 ? id : undefined))).toEqual([
      ids[6],
      ids[4],
    ]);
    index.remove('o1', ids[3]);
    index.add('o1', ids[2]); // twice: kept once
    expect(all(ids[4])).toEqual([ids[2], ids[1], ids[0]]);
    expect(index.oldestFirst('o1', 2)).toEqual([ids[0], ids[1]]);
    expect(index.newestFirst('nobody', undefined, 5, (id) => id)).toEqual([]);
  });

  it('adds many ids at once in order, without repeats, beside the ids it already holds', () => {
    const index = new OrgMonitorIndex();
    index.add('o1', 'b');
    index.addAll([
      ['o1', 'd'],
      ['o2', 'z'],
      ['o1', 'a'],
      ['o1', 'b'],
      ['o1', 'c'],
    ]);
    expect(index.oldestFirst('o1', 10)).toEqual(['a', 'b', 'c', 'd']);
    expect(index.newestFirst('o1', 'c', 10, (id) => id)).toEqual(['b', 'a']);
    expect(index.oldestFirst('o2', 10)).toEqual(['z']);
  });
});

describe('MonitorDirectory', () => {
  let clock = 1_700_000_000_000;
  const now = () => clock;

  it('loads once, then serves pages from memory and applies writes made here before they are answered', async () => {
    const mem = memoryStore();
    const first = monitor('o1', 'alpha');
    mem.monitors.set(first._id, first);
    const dir = new MonitorDirectory(mem.store, now, silentLogger);
    const heard: string[] = [];
    dir.subscribe((_id, row, when) => heard.push(`${when}:${row ? row.name : 'gone'}`));
    await Promise.all([dir.ready(), dir.ready()]);
    expect(mem.reads.all).toBe(1);

    const second = monitor('o1', 'beta');
    mem.monitors.set(second._id, second);
    await dir.changed(second._id, 'created');
    expect(dir.newestFirst('o1', undefined, 10).map((m) => m.name)).toEqual(['beta', 'alpha']);
    expect(dir.newestFirst('o1', undefined, 10, (m) => m.name.includes('alp')).map((m) => m.name)).toEqual(['alpha']);

    mem.monitors.delete(first._id);
    await dir.changed(first._id, 'deleted');
    expect(dir.newestFirst('o1', undefined, 10).map((m) => m.name)).toEqual(['beta']);
    expect(dir.get(first._id)).toBeUndefined();
    expect(heard).toEqual(['loaded:alpha', 'changed:beta', 'changed:gone']);
    expect(mem.reads.all).toBe(1);
  });

  it('sees a write made by another process through the change feed, once, and at most one read at a time', async () => {
    const mem = memoryStore();
    const dir = new MonitorDirectory(mem.store, now, silentLogger);
    await dir.ready();
    const elsewhere = monitor('o1', 'made elsewhere');
    mem.monitors.set(elsewhere._id, elsewhere);
    await mem.store.recordMonitorChange(elsewhere._id, new Date(clock));
    expect(dir.newestFirst('o1', undefined, 10)).toEqual([]);
    const [a, b] = await Promise.all([dir.syncChanges(), dir.syncChanges()]);
    expect([a, b]).toEqual([1, 1]); // one read shared by both callers
    expect(dir.newestFirst('o1', undefined, 10).map((m) => m.name)).toEqual(['made elsewhere']);
    expect(await dir.syncChanges()).toBe(0); // already applied

    // Moved to another org (an id is never reused, but a row may change): listed only there.
    mem.monitors.set(elsewhere._id, { ...elsewhere, org_id: 'o2' });
    clock += 10;
    await mem.store.recordMonitorChange(elsewhere._id, new Date(clock));
    await dir.freshen(0);
    expect(dir.newestFirst('o1', undefined, 10)).toEqual([]);
    expect(dir.newestFirst('o2', undefined, 10)).toHaveLength(1);
  });

  it('looks up an unknown id once and remembers that it is missing for a while', async () => {
    const mem = memoryStore();
    const dir = new MonitorDirectory(mem.store, now, silentLogger);
    await dir.ready();
    const known = monitor('o1', 'created a moment ago elsewhere');
    mem.monitors.set(known._id, known);
    const ghost = uuidv7();
    await dir.lookUp([known._id, ghost, ghost]);
    expect(dir.get(known._id)?.name).toBe('created a moment ago elsewhere');
    expect(mem.reads.byId).toBe(2);
    await dir.lookUp([known._id, ghost]);
    expect(mem.reads.byId).toBe(2);
    clock += 61_000;
    await dir.lookUp([ghost]);
    expect(mem.reads.byId).toBe(3);
  });
});
