/**
 * Maintenance windows on an in-memory store: CRUD scoped by org, the checks across fields (on the merged window,
 * reported on the fields the request sent), every write announced, and the cache reading an org's windows once per
 * time-to-live while answering "in maintenance now?" from what it holds.
 */
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import { MaintenanceCache } from '../../domain/maintenance/cache';
import { MaintenanceService } from '../../domain/maintenance/windows';
import { MemoryMaintenanceStore } from '../support/memoryMaintenanceStore';

const HOUR_MS = 3_600_000;
const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * HOUR_MS);

function setup() {
  const store = new MemoryMaintenanceStore();
  store.monitors.set('m1', 'org1');
  store.monitors.set('m2', 'org2');
  const changed: string[] = [];
  const service = new MaintenanceService(store, (orgId) => changed.push(orgId));
  return { store, changed, service };
}

async function fieldErrors(p: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InvalidRequestError);
  return (err as InvalidRequestError).extra.errors as { path: string; message: string }[];
}

describe('maintenance windows', () => {
  it('creates a window with its defaults, reads it back only in its org, and announces the write', async () => {
    const { service, changed } = setup();
    const w = await service.create('org1', { name: 'upgrade', starts_at: at(0), ends_at: at(2) });
    expect(w).toMatchObject({ org_id: 'org1', name: 'upgrade', rrule: null, monitor_ids: null });
    expect(await service.get('org1', w._id)).toMatchObject({ _id: w._id });
    await expect(service.get('org2', w._id)).rejects.toBeInstanceOf(NotFoundError);
    expect(changed).toEqual(['org1']);
  });

  it('refuses an empty or too long window and monitors of another org, naming the fields', async () => {
    const { service, store, changed } = setup();
    expect(await fieldErrors(service.create('org1', { name: 'x', starts_at: at(2), ends_at: at(1) }))).toEqual([
      { path: 'ends_at', message: 'ends_at must be after starts_at' },
    ]);
    const tooLong = { name: 'x', starts_at: at(0), ends_at: at(32 * 24) };
    expect((await fieldErrors(service.create('org1', tooLong)))[0].message).toMatch(/at most 31 days/);
    const foreign = { name: 'x', starts_at: at(0), ends_at: at(1), monitor_ids: ['m1', 'm2'] };
    expect(await fieldErrors(service.create('org1', foreign))).toEqual([
      { path: 'monitor_ids.1', message: 'is not a monitor of this org' },
    ]);
    expect(store.windows.size).toBe(0);
    expect(changed).toEqual([]);
  });

  it('checks a patch on the merged window and reports it on the field sent', async () => {
    const { service } = setup();
    const w = await service.create('org1', { name: 'x', starts_at: at(0), ends_at: at(2) });
    expect(await fieldErrors(service.update('org1', w._id, { starts_at: at(3) }))).toEqual([
      { path: 'starts_at', message: 'ends_at must be after starts_at' },
    ]);
    const moved = await service.update('org1', w._id, { ends_at: at(5), monitor_ids: ['m1'] });
    expect(moved).toMatchObject({ starts_at: at(0), ends_at: at(5), monitor_ids: ['m1'], name: 'x' });
  });

  it('lists newest first with one row more than the page, and deletes only in its org', async () => {
    const { service, changed } = setup();
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await service.create('org1', { name: `w${i}`, starts_at: at(0), ends_at: at(1) }))._id);
    expect((await service.list('org1', { limit: 1 })).map((w) => w._id)).toEqual([ids[2], ids[1]]);
    expect((await service.list('org1', { limit: 5, before: ids[1] })).map((w) => w._id)).toEqual([ids[0]]);
    await expect(service.remove('org2', ids[0])).rejects.toBeInstanceOf(NotFoundError);
    await service.remove('org1', ids[0]);
    expect((await service.list('org1', { limit: 5 })).map((w) => w._id)).toEqual([ids[2], ids[1]]);
    expect(changed).toEqual(['org1', 'org1', 'org1', 'org1']);
  });
});

describe('maintenance cache', () => {
  it('reads an org once per time-to-live and again at once after a write through this process', async () => {
    const { service, store } = setup();
    let now = T0;
    const cache = new MaintenanceCache(
      (orgId) => store.windowsOfOrg(orgId),
      () => now,
      2_000,
    );
    await service.create('org1', { name: 'x', starts_at: at(0), ends_at: at(1), monitor_ids: ['m1'] });
    expect(await cache.covers('org1', 'm1', T0 + 1)).toBe(true);
    expect(await cache.covers('org1', 'm9', T0 + 1)).toBe(false);
    expect(await cache.covers('org1', 'm1', T0 + 2 * HOUR_MS)).toBe(false);
    expect(store.orgReads).toBe(1);
    now += 2_001;
    await cache.windowsOf('org1');
    expect(store.orgReads).toBe(2);
    cache.invalidate('org1');
    await cache.windowsOf('org1');
    expect(store.orgReads).toBe(3);
  });
});
