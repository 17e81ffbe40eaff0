/**
 * Incident opens on an in-memory store: a burst of opens is written in a few batches (group commit), each open
 * still creates exactly one incident per monitor, and an open that loses to another records and sends nothing.
 */
import { FanOutQueue } from '../../domain/incidents/fanOutQueue';
import { createIncidentLifecycle } from '../../domain/incidents/lifecycle';
import { silentLogger } from '../../domain/logger';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import { MemoryIncidentStore } from '../support/memoryIncidentStore';

const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };

/** The queue runs its fan-outs in the background: wait (bounded) until it holds none. */
async function drained(fanOut: FanOutQueue): Promise<void> {
  for (let i = 0; i < 1_000 && fanOut.length > 0; i++) await new Promise((r) => setTimeout(r, 1));
}

function setUp(monitors: number) {
  const store = new MemoryIncidentStore();
  store.orgs.set('org1', { _id: 'org1', name: 'Acme', slug: 'acme' });
  for (let i = 0; i < monitors; i++)
    store.monitors.set(`m${i}`, { _id: `m${i}`, org_id: 'org1', name: `site ${i}`, type: 'http', url: null });
  const dispatched: IncidentEventDoc[] = [];
  const fanOut = new FanOutQueue(4, silentLogger);
  const lifecycle = createIncidentLifecycle({
    incidents: store,
    log: silentLogger,
    now: () => Date.parse('2026-11-27T03:00:00Z'),
    dispatch: async (event) => void dispatched.push(event),
    store: { findUnfinishedEvents: async () => [] },
    fanOut,
  });
  return { store, dispatched, fanOut, lifecycle };
}

it('writes a burst of 300 opens in a few batches, one incident and one fan-out per monitor', async () => {
  const { store, dispatched, fanOut, lifecycle } = setUp(300);
  const opened = await Promise.all(
    [...store.monitors.keys()].map((monitorId) =>
      lifecycle.open({ monitorId, failingRegions: ['fra1'], check, noneOpenKnown: true, fanOutLater: true }),
    ),
  );
  await drained(fanOut);
  expect(opened.every((o) => o.created)).toBe(true);
  expect(store.incidents.size).toBe(300);
  expect(store.events.size).toBe(300);
  expect(dispatched).toHaveLength(300);
  // The first few alone (one per lane, 4), then the rest as batches.
  expect(store.calls.get('insertEvents')).toBeLessThanOrEqual(6);
  expect(store.calls.get('insertEvent')).toBeUndefined();
  expect(store.calls.get('activeIncidentOf')).toBeUndefined(); // the caller knew none was open
});

it('lets one of two opens of a monitor win inside one batch; the other records and sends nothing', async () => {
  const { store, dispatched, fanOut, lifecycle } = setUp(2);
  const [a, b, c] = await Promise.all([
    lifecycle.open({ monitorId: 'm0', failingRegions: ['fra1'], check, noneOpenKnown: true }),
    lifecycle.open({ monitorId: 'm1', failingRegions: ['fra1'], check, noneOpenKnown: true }),
    lifecycle.open({ monitorId: 'm1', failingRegions: ['iad1'], check, noneOpenKnown: true }),
  ]);
  await drained(fanOut);
  expect([a.created, b.created, c.created]).toEqual([true, true, false]);
  expect(c.incident._id).toBe(b.incident._id);
  expect(store.incidents.size).toBe(2);
  expect(store.events.size).toBe(2); // the loser's event was dropped
  expect(dispatched.map((e) => e.monitor_id).sort()).toEqual(['m0', 'm1']);
});

it('fans out before it answers unless asked to fan out later', async () => {
  const { dispatched, lifecycle } = setUp(1);
  const { created } = await lifecycle.open({ monitorId: 'm0', failingRegions: ['fra1'], check });
  expect(created).toBe(true);
  expect(dispatched.map((e) => e.monitor_id)).toEqual(['m0']); // no wait: the deliveries exist on return
});

describe('routing read ahead of the write', () => {
  const routing = { channels: [{ _id: 'c1', name: 'ops' }], skipped: new Set<string>() };

  function withRoutes(monitors: number, answer: Promise<void>) {
    const { store, fanOut } = setUp(monitors);
    const asked: { monitorId: string; writesBefore: number }[] = [];
    const dispatched: [string, unknown][] = [];
    const lifecycle = createIncidentLifecycle({
      incidents: store,
      log: silentLogger,
      now: () => Date.parse('2026-11-27T03:00:00Z'),
      dispatch: async (event, _before, routed) => void dispatched.push([event.monitor_id, await routed]),
      store: { findUnfinishedEvents: async () => [] },
      fanOut,
      routeAhead: async (event) => {
        asked.push({ monitorId: event.monitor_id, writesBefore: store.calls.get('insertEvents') ?? 0 });
        await answer;
        return routing;
      },
    });
    return { store, fanOut, lifecycle, asked, dispatched };
  }

  it("reads an open's routing before its write and hands it to the fan-out", async () => {
    const { fanOut, lifecycle, asked, dispatched } = withRoutes(1, Promise.resolve());
    await lifecycle.open({ monitorId: 'm0', failingRegions: ['fra1'], check, noneOpenKnown: true, fanOutLater: true });
    await drained(fanOut);
    expect(asked).toEqual([{ monitorId: 'm0', writesBefore: 0 }]);
    expect(dispatched).toEqual([['m0', routing]]);
  });

  it('reads at most 16 ahead in a burst; the other fan-outs route for themselves', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fanOut, lifecycle, asked, dispatched } = withRoutes(300, held);
    const opens = Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        lifecycle.open({ monitorId: `m${i}`, failingRegions: ['fra1'], check, noneOpenKnown: true, fanOutLater: true }),
      ),
    );
    await opens;
    release();
    await drained(fanOut);
    expect(asked).toHaveLength(16);
    expect(dispatched).toHaveLength(300);
    expect(dispatched.filter(([, routed]) => routed === routing)).toHaveLength(16);
  });

  it('reads nothing ahead for an open that fans out before it answers', async () => {
    const { lifecycle, asked, dispatched } = withRoutes(1, Promise.resolve());
    await lifecycle.open({ monitorId: 'm0', failingRegions: ['fra1'], check });
    expect(asked).toEqual([]);
    expect(dispatched).toEqual([['m0', undefined]]);
  });
});
