/**
 * Regions nobody probes are visible: `GET /api/v1/regions`, `/health` and `/metrics` say which regions have an
 * active prober, and a monitor whose regions with one cannot reach its down_quorum is `pending` with a `reason`,
 * and is created or edited with a warning.
 */
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

interface RegionBody {
  region: string;
  status: string;
  last_seen_at: string | null;
  probers: { prober: string; jobs_behind: number | null }[];
}

const PROBER = { 'x-prober-token': 'dev-prober-token' };

describe('the region registry', () => {
  let stack: Stack;
  let call: ReturnType<typeof apiClient>;
  let key: Record<string, string>;
  const clock = virtualClock();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { REGION_STALE_SEC: '60' } });
    key = (await bootstrapKey()).headers;
    call = apiClient(stack, clock, key);
  });
  afterAll(() => stack.stop());

  const pull = async (region: string, prober: string) => {
    clock.advance(1_000);
    const res = await stack.http('GET', `/jobs?region=${region}`, { headers: { ...PROBER, 'x-prober-id': prober } });
    expect(res.status).toBe(200);
  };
  const regions = async () => {
    const res = await call('GET', '/api/v1/regions');
    expect(res.status).toBe(200);
    return Object.fromEntries((res.body.regions as RegionBody[]).map((r) => [r.region, r]));
  };
  const metric = async (name: string, region: string) => {
    const res = await stack.http<string>('GET', '/metrics', { headers: key });
    const line = String(res.body)
      .split('\n')
      .find((l) => l.startsWith(`${name}{region="${region}"}`));
    return line === undefined ? undefined : Number(line.split(' ').pop());
  };

  let monitorId: string;

  it('lists every region as never seen before any prober came, in /health too', async () => {
    const listed = await regions();
    expect(Object.keys(listed)).toEqual(['fra1', 'iad1', 'hil1', 'sgp1', 'syd1', 'gru1']);
    for (const r of Object.values(listed))
      expect(r).toMatchObject({ status: 'never_seen', last_seen_at: null, probers: [] });
    const health = await stack.http('GET', '/health');
    expect(health.status).toBe(200); // said, not judged
    expect(health.body.regions).toMatchObject({ fra1: 'never_seen', gru1: 'never_seen' });
  });

  it('accepts a monitor whose quorum no active region can reach, with a warning, and shows it pending', async () => {
    const res = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Shop',
        type: 'http',
        url: 'https://shop.example/',
        regions: ['fra1', 'iad1', 'hil1'],
        channel_ids: [],
      },
    });
    expect(res.status).toBe(201);
    monitorId = res.body.id;
    expect(res.body.warnings).toEqual([expect.stringContaining('no active prober in fra1, iad1, hil1')]);
    const got = await call('GET', `/api/v1/monitors/${monitorId}`);
    expect(got.body).toMatchObject({ status: 'pending', reason: expect.stringContaining('down_quorum of 2') });
    expect(got.body.warnings).toBeUndefined();
  });

  it('knows a region once its prober pulls: who, and how far behind', async () => {
    await pull('fra1', 'host-a:101');
    const listed = await regions();
    expect(listed.fra1).toMatchObject({ status: 'active', probers: [{ prober: 'host-a:101', jobs_behind: 0 }] });
    expect(listed.iad1.status).toBe('never_seen');
    const got = await call('GET', `/api/v1/monitors/${monitorId}`);
    expect(got.body.reason).toMatch(/^no active prober in iad1, hil1: 1 of its 3 regions/);
    expect(await metric('uptime_region_prober_up', 'fra1')).toBe(1);
    expect(await metric('uptime_region_prober_up', 'iad1')).toBe(0);
    expect(await metric('uptime_region_monitors', 'hil1')).toBe(1);
    expect(await metric('uptime_region_monitors', 'sgp1')).toBe(0);
  });

  it('counts a results post as a sighting, and drops the reason once the quorum can be reached', async () => {
    const checkedAt = new Date(clock.now()).toISOString();
    const res = await stack.http('POST', '/results', {
      headers: { ...PROBER, 'x-prober-id': 'host-b:202' },
      body: { region: 'iad1', results: [{ monitor_id: monitorId, ok: true, checked_at: checkedAt, response_ms: 5 }] },
    });
    expect(res.status).toBe(202);
    expect((await regions()).iad1).toMatchObject({ status: 'active', probers: [{ prober: 'host-b:202' }] });
    const got = await call('GET', `/api/v1/monitors/${monitorId}`);
    expect(got.body).toMatchObject({ status: 'up', reason: null });
    const edited = await call('PATCH', `/api/v1/monitors/${monitorId}`, { body: { name: 'Shop 2' } });
    expect(edited.body.warnings).toEqual([]);
  });

  it('names a prober that sends no usable id by its address', async () => {
    await pull('sgp1', 'not a name!');
    expect((await regions()).sgp1.probers[0].prober).toMatch(/127\.0\.0\.1/);
  });

  it('reports a region stale once its probers are quiet for REGION_STALE_SEC, and the monitor pending again', async () => {
    clock.advance(181_000); // past REGION_STALE_SEC, and past 3 intervals: iad1's result no longer counts either
    await pull('fra1', 'host-a:101');
    const listed = await regions();
    expect(listed.fra1.status).toBe('active');
    expect(listed.iad1).toMatchObject({ status: 'stale', probers: [{ prober: 'host-b:202' }] });
    const got = await call('GET', `/api/v1/monitors/${monitorId}`);
    expect(got.body).toMatchObject({
      status: 'pending',
      reason: expect.stringContaining('no active prober in iad1, hil1'),
    });
    expect((await stack.http('GET', '/health')).body.regions.iad1).toBe('stale');
    expect(await metric('uptime_region_prober_up', 'iad1')).toBe(0);
  });
});
