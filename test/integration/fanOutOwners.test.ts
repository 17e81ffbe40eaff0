/**
 * Two processes' lifecycles on one real MongoDB-wire server: process A holds a long fan-out queue (one at a time,
 * the first fan-out stuck), process B's recovery sweep runs beside it. B must leave A's events to A while A beats,
 * and take them over once A stops beating (a crash), stops (a drain), or the events waited past the hard limit.
 */
import { createMongoDispatchStore } from '../../domain/delivery/mongoStores';
import type { DispatchStore } from '../../domain/delivery/stores';
import { uuidv7 } from '../../domain/ids';
import { BEAT_BUCKET_MS, FanOutOwners } from '../../domain/incidents/fanOutOwners';
import { FanOutQueue } from '../../domain/incidents/fanOutQueue';
import { createIncidentLifecycle } from '../../domain/incidents/lifecycle';
import type { IncidentLifecycle } from '../../domain/incidents/lifecycle.types';
import { createMongoBeatStore, createMongoIncidentStore } from '../../domain/incidents/mongoStores';
import { silentLogger } from '../../domain/logger';
import { IncidentEvent, Monitor, Org } from '../../domain/models';
import { startStack, type Stack } from '../support/stack';

const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' };
const QUEUED = 4;
const TAKE_OVER_AFTER_MS = 60_000;

/** One process: its queue, its owner id and beats, and the events it dispatched. */
interface Replica {
  lifecycle: IncidentLifecycle;
  owners: FanOutOwners;
  fanOut: FanOutQueue;
  dispatched: string[];
}

describe('fan-outs held by another process (real MongoDB-wire server)', () => {
  let stack: Stack;
  let offset: number;
  const now = () => Date.now() + offset;
  let release: () => void;
  let a: Replica;
  let b: Replica;
  let orgId: string;

  beforeAll(async () => {
    stack = await startStack();
    orgId = uuidv7();
    await Org.create({ _id: orgId, name: 'Acme', slug: `acme-${orgId.slice(-8)}` });
  });
  afterAll(async () => {
    release?.();
    await Promise.all([a?.fanOut.stop(5_000), b?.fanOut.stop(5_000)]);
    await stack.stop();
  });

  /** A process whose dispatches wait for `gate`, then mark the event done like the real dispatcher. */
  function replica(gate: Promise<void>, store: DispatchStore = createMongoDispatchStore()): Replica {
    const dispatched: string[] = [];
    const owners = new FanOutOwners(createMongoBeatStore(), now);
    const fanOut = new FanOutQueue(1, silentLogger);
    const lifecycle = createIncidentLifecycle({
      incidents: createMongoIncidentStore(),
      log: silentLogger,
      now,
      dispatch: async ({ _id: id }) => {
        await gate;
        dispatched.push(id);
        await IncidentEvent.updateOne({ _id: id }, { $set: { fanout_done: true } });
      },
      store,
      recoverAfterMs: 0,
      fanOut,
      owners,
      takeOverAfterMs: TAKE_OVER_AFTER_MS,
    });
    return { lifecycle, owners, fanOut, dispatched };
  }

  /** A opens QUEUED incidents, their fan-outs queued behind a stuck one; returns the events' ids. */
  async function longQueueOnA(storeOfA?: DispatchStore): Promise<string[]> {
    offset = 0;
    a = replica(new Promise<void>((resolve) => (release = resolve)), storeOfA);
    b = replica(Promise.resolve());
    await Promise.all([a.owners.beat(), b.owners.beat()]);
    const ids: string[] = [];
    for (let i = 0; i < QUEUED; i++) {
      const monitor = await Monitor.create({
        org_id: orgId,
        name: `Checkout ${i}`,
        type: 'http',
        url: 'https://shop.example/health',
        interval_sec: 60,
        regions: ['fra1'],
        down_quorum: 1,
        heartbeat_token: uuidv7(),
      });
      const opened = await a.lifecycle.open({
        monitorId: monitor._id,
        failingRegions: ['fra1'],
        check: failure,
        fanOutLater: true,
      });
      const [event] = await IncidentEvent.find({ incident_id: opened.incident._id }).lean();
      expect(event.owner).toBe(a.owners.id);
      ids.push(event._id);
    }
    expect(ids.every((id) => a.fanOut.holds(id))).toBe(true);
    offset = 1_000; // every event is older than the sweep's cutoff
    return ids;
  }

  const unfinished = async (ids: string[]) =>
    (await IncidentEvent.find({ fanout_done: false }).lean()).filter((e) => ids.includes(e._id)).length;

  it('leaves the events of a live process queue to it, and does not dispatch them twice', async () => {
    const ids = await longQueueOnA();
    await Promise.all([a.owners.beat(), b.owners.beat()]);
    await b.lifecycle.recover();
    await a.lifecycle.recover();
    expect(b.dispatched).toEqual([]);
    expect(a.dispatched).toEqual([]);
    release();
    for (let i = 0; i < 100 && (await unfinished(ids)) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(a.dispatched.sort()).toEqual([...ids].sort());
    expect(b.dispatched).toEqual([]);
  });

  it("takes over a crashed process's events once it missed two buckets of beats", async () => {
    const ids = await longQueueOnA();
    offset += 2 * BEAT_BUCKET_MS; // A beats no more (it crashed); B still does
    await b.owners.beat();
    await b.lifecycle.recover();
    expect(b.dispatched.sort()).toEqual([...ids].sort());
    expect(await unfinished(ids)).toBe(0);
    expect(a.dispatched).toEqual([]);
  });

  it("takes over a stopped process's events at once", async () => {
    const ids = await longQueueOnA();
    await a.fanOut.stop(0);
    await a.owners.stop();
    await b.lifecycle.recover();
    expect(b.dispatched.sort()).toEqual([...ids].sort());
  });

  it('helps a live process whose events waited past the hard limit', async () => {
    const ids = await longQueueOnA();
    offset += TAKE_OVER_AFTER_MS;
    await Promise.all([a.owners.beat(), b.owners.beat()]);
    await b.lifecycle.recover();
    expect(b.dispatched.sort()).toEqual([...ids].sort());
  });

  it('does not repeat its own fan-outs that ran while its sweep read the unfinished events', async () => {
    const store = createMongoDispatchStore();
    const slowRead: DispatchStore = {
      ...store,
      // The queue drains between the read and the sweep's loop, as under load.
      findUnfinishedEvents: async (before, limit) => {
        const rows = await store.findUnfinishedEvents(before, limit);
        release();
        for (let i = 0; i < 100 && a.fanOut.length > 0; i++) await new Promise((r) => setTimeout(r, 100));
        return rows;
      },
    };
    const ids = await longQueueOnA(slowRead);
    await a.lifecycle.recover();
    expect(a.dispatched.sort()).toEqual([...ids].sort()); // each once, by its queue
  });
});
