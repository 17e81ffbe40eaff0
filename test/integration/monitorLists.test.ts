/**
 * Monitor lists served from the monitor directory in memory, as a user sees them: `GET /api/v1/monitors` pages,
 * writes made through another API process (its own services, the same database) appearing within a second or two,
 * and the dashboard's list with search by name, a state filter and paging.
 */
import { createServices, type Services } from '../../domain/services';
import { silentLogger } from '../../domain/logger';
import { signUp, virtualClock, type OrgSession } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const httpMonitor = (name: string) => ({ name, type: 'http', url: 'https://service.example/health' });

describe('monitor lists', () => {
  const clock = virtualClock();
  let stack: Stack;
  let other: Services;
  let session: OrgSession;

  beforeAll(async () => {
    stack = await startStack({ now: clock.now });
    other = createServices({ config: stack.config, log: silentLogger, temporal: stack.temporal, now: clock.now });
    session = await signUp(stack);
  });
  afterAll(async () => {
    await other?.stop();
    await stack?.stop();
  });

  const get = (path: string) => stack.http('GET', path, { headers: session.headers });

  async function listedNames(path = '/api/v1/monitors?limit=100'): Promise<string[]> {
    const res = await get(path);
    expect(res.status).toBe(200);
    return res.body.data.map((m: { name: string }) => m.name);
  }

  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await check()).toBe(true);
  }

  it('pages newest first with a cursor, and shows writes made through another API process', async () => {
    for (const name of ['one', 'two', 'three']) {
      expect(
        (await stack.http('POST', '/api/v1/monitors', { headers: session.headers, body: httpMonitor(name) })).status,
      ).toBe(201);
    }
    expect(await listedNames()).toEqual(['three', 'two', 'one']);
    const first = await get('/api/v1/monitors?limit=2');
    expect(first.body.data.map((m: { name: string }) => m.name)).toEqual(['three', 'two']);
    expect(await listedNames(`/api/v1/monitors?limit=2&cursor=${first.body.next_cursor}`)).toEqual(['one']);

    // Written elsewhere: created, renamed, deleted. This process learns it from the change feed.
    const made = await other.monitors.create(session.org.id, httpMonitor('four') as never);
    await eventually(async () => (await listedNames())[0] === 'four');
    await other.monitors.update(session.org.id, made._id, { name: 'four renamed' } as never);
    await eventually(async () => (await listedNames())[0] === 'four renamed');
    await other.monitors.remove(session.org.id, made._id);
    await eventually(async () => !(await listedNames()).includes('four renamed'));
    expect(await listedNames()).toEqual(['three', 'two', 'one']);
  });

  it('searches the dashboard list by name, filters it by state and pages it', async () => {
    const otherOrg = (await signUp(stack)).org.id;
    const dashboard = await signUp(stack);
    const mine = dashboard.org.id;
    expect(otherOrg).not.toBe(mine);
    const created = [];
    for (let i = 0; i < 53; i++)
      created.push(await stack.services.monitors.create(mine, httpMonitor(`web ${i}`) as never));
    await stack.services.monitors.create(mine, httpMonitor('Database primary') as never);
    await stack.services.monitors.setPaused(mine, created[7]._id, true);
    await stack.services.monitors.create(otherOrg, httpMonitor('web of another org') as never);
    const page = async (query: string) => {
      const res = await stack.http('GET', `/app/monitors${query}`, { headers: dashboard.headers });
      expect(res.status).toBe(200);
      const names = [...res.text.matchAll(/<a href="\/app\/monitors\/[0-9a-f-]{36}">([^<]+)<\/a>/g)].map((m) => m[1]);
      const older = /<a href="(\/app\/monitors\?[^"]+)">Older monitors<\/a>/
        .exec(res.text)?.[1]
        .replace(/&amp;/g, '&')
        .replace(/&#x3D;/g, '=');
      return { names, older };
    };

    const top = await page('');
    expect(top.names).toHaveLength(50);
    expect(top.names[0]).toBe('Database primary');
    const rest = await page(top.older!.slice('/app/monitors'.length));
    expect(rest.names).toEqual(['web 3', 'web 2', 'web 1', 'web 0']);
    expect(rest.older).toBeUndefined();

    expect((await page('?q=DATABASE')).names).toEqual(['Database primary']);
    expect((await page('?state=paused')).names).toEqual(['web 7']);
    expect((await page('?q=web+1&state=pending')).names).toEqual([
      'web 19',
      'web 18',
      'web 17',
      'web 16',
      'web 15',
      'web 14',
      'web 13',
      'web 12',
      'web 11',
      'web 10',
      'web 1',
    ]);
    const none = await stack.http('GET', '/app/monitors?q=nothing-like-this', { headers: dashboard.headers });
    expect(none.text).toContain('No monitor matches.');
    const bad = await stack.http('GET', '/app/monitors?state=sideways', { headers: dashboard.headers });
    expect(bad.status).toBe(400);
  });
});
