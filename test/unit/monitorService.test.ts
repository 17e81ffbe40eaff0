/**
 * Monitor CRUD on an in-memory store: defaults of a create, the org scope (another org's id is a 404), PATCH
 * merged onto the stored definition and checked whole (channels and escalation policy of the org), the heartbeat
 * clock restarted, stopped and deleted with its monitor, the caches told of every write, and the names the
 * dashboard reads.
 */
import type { Config } from '../../domain/config';
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import { silentLogger } from '../../domain/logger';
import { MonitorDirectory } from '../../domain/monitors/directory';
import { MonitorService } from '../../domain/monitors/monitors';
import { MemoryMonitorStore } from '../support/memoryMonitorStore';

const T0 = Date.parse('2026-11-27T03:00:00Z');
const heartbeat = { name: 'nightly backup', type: 'heartbeat' as const, heartbeat: { period_sec: 600, grace_sec: 60 } };
const site = { name: 'home page', type: 'http' as const, url: 'https://example.com/' };

function setUp() {
  let nowMs = T0;
  const now = () => nowMs;
  const store = new MemoryMonitorStore(now);
  const told: string[] = [];
  const caches = {
    lists: { invalidate: (orgId: string) => void told.push(`lists ${orgId}`) },
    probing: { monitorChanged: async (id: string, write: string) => void told.push(`probing ${write} ${id}`) },
  };
  const directory = new MonitorDirectory(store, now, silentLogger);
  const config = { minIntervalSec: 30 } as Config;
  const monitors = new MonitorService(config, now, directory, store, store, caches);
  return { store, told, monitors, advance: (ms: number) => (nowMs += ms) };
}

it('creates a monitor with the defaults, tells the caches, and lists it from the directory', async () => {
  const { store, told, monitors } = setUp();
  const created = await monitors.create('org1', site);
  expect(created).toMatchObject({
    org_id: 'org1',
    paused: false,
    interval_sec: 60,
    down_quorum: 2,
    last_ping_at: null,
  });
  expect(created.heartbeat_token).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  expect(store.monitors.get(created._id)?.name).toBe('home page');
  expect(told).toEqual(['lists org1', `probing created ${created._id}`]);
  expect(store.calls.get('restartClock')).toBeUndefined(); // no clock for a probed monitor
  expect((await monitors.list('org1', { limit: 10 })).map((m) => m._id)).toEqual([created._id]);
  expect(await monitors.list('org2', { limit: 10 })).toEqual([]);
});

it("answers 404 for another org's monitor and changes nothing", async () => {
  const { store, monitors } = setUp();
  const { _id } = await monitors.create('org1', site);
  await expect(monitors.get('org2', _id)).rejects.toBeInstanceOf(NotFoundError);
  await expect(monitors.update('org2', _id, { name: 'taken' })).rejects.toBeInstanceOf(NotFoundError);
  await expect(monitors.remove('org2', _id)).rejects.toBeInstanceOf(NotFoundError);
  expect(store.monitors.get(_id)?.name).toBe('home page');
  expect(store.calls.get('deleteMonitor')).toBeUndefined();
});

it('merges a PATCH onto the stored definition and refuses channels of another org', async () => {
  const { store, monitors } = setUp();
  store.channels.set('org1', ['c1']);
  store.channels.set('org2', ['c2']);
  const { _id } = await monitors.create('org1', site);
  const patched = await monitors.update('org1', _id, { regions: ['fra1'], channel_ids: ['c1'] });
  expect(patched).toMatchObject({ name: 'home page', url: site.url, regions: ['fra1'], down_quorum: 1 });
  expect(patched.channel_ids).toEqual(['c1']);
  const refused = await monitors.update('org1', _id, { channel_ids: ['c1', 'c2'] }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(InvalidRequestError);
  expect((refused as InvalidRequestError).extra.errors).toEqual([
    { path: 'channel_ids.1', message: 'is not a channel of this org' },
  ]);
  expect(store.monitors.get(_id)?.channel_ids).toEqual(['c1']);
});

it('names an escalation policy of its org and refuses one of another org or unknown', async () => {
  const { store, monitors } = setUp();
  store.policies.set('p1', 'org1');
  store.policies.set('p2', 'org2');
  const { _id } = await monitors.create('org1', { ...site, escalation_policy_id: 'p1' });
  expect(store.monitors.get(_id)?.escalation_policy_id).toBe('p1');
  for (const policyId of ['p2', 'p3']) {
    const refused = await monitors.update('org1', _id, { escalation_policy_id: policyId }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidRequestError);
    expect((refused as InvalidRequestError).extra.errors).toEqual([
      { path: 'escalation_policy_id', message: 'is not an escalation policy of this org' },
    ]);
  }
  expect(store.monitors.get(_id)?.escalation_policy_id).toBe('p1');
});

it("starts a heartbeat monitor's clock, stops it on pause, restarts it from now on resume, deletes it with the monitor", async () => {
  const { store, monitors, advance } = setUp();
  const { _id } = await monitors.create('org1', heartbeat);
  const windowMs = (600 + 60) * 1000;
  expect(store.clocks.get(_id)?.due_at?.getTime()).toBe(T0 + windowMs);
  store.clocks.set(_id, { _id, last_ping_at: new Date(T0 + 5_000), due_at: new Date(T0 + 5_000 + windowMs) });
  expect(await monitors.get('org1', _id)).toMatchObject({ last_ping_at: new Date(T0 + 5_000) });

  expect((await monitors.setPaused('org1', _id, true)).due_at).toBeNull();
  advance(3_600_000);
  const resumed = await monitors.setPaused('org1', _id, false);
  expect(resumed.due_at?.getTime()).toBe(T0 + 3_600_000 + windowMs);
  expect(resumed.last_ping_at).toEqual(new Date(T0 + 5_000)); // the last ping is kept
  const restarts = store.calls.get('restartClock');
  await monitors.setPaused('org1', _id, false); // a repeat must not push the deadline back
  expect(store.calls.get('restartClock')).toBe(restarts);

  await monitors.remove('org1', _id);
  expect(store.monitors.has(_id)).toBe(false);
  expect(store.clocks.has(_id)).toBe(false);
  await expect(monitors.get('org1', _id)).rejects.toBeInstanceOf(NotFoundError);
});

it('reads names once for repeated ids, leaving out deleted monitors and those of another org', async () => {
  const { store, monitors } = setUp();
  const a = await monitors.create('org1', site);
  const b = await monitors.create('org2', { ...site, name: 'other org' });
  const names = await monitors.names('org1', [a._id, a._id, b._id, 'gone']);
  expect([...names]).toEqual([[a._id, 'home page']]);
  expect(store.calls.get('monitorNames')).toBe(1);
  expect(await monitors.names('org1', [])).toEqual(new Map());
  expect(store.calls.get('monitorNames')).toBe(1);
});
