/**
 * Tenant isolation: a second org's credentials (key and session) walk every org-scoped route against the first
 * org's ids. Every id route is 404 (never 403: existence is not revealed), lists and filters show nothing of
 * the first org, and nothing of the first org changes.
 */
import { Channel, EscalationPolicy, IncidentEvent, MaintenanceWindow, Monitor } from '../../domain/models';
import { documentedOperations } from '../../api/contract/openapi';
import { API_ROUTES } from '../../api/routes';
import { apiClient, orgWithKey, virtualClock } from '../support/client';
import { orgFixtures } from '../support/orgFixtures';
import { startStack, type Stack } from '../support/stack';

/** Every documented operation of the route table, as `{ name, method, path, auth }`. */
const OPERATIONS = documentedOperations(API_ROUTES).map((op) => ({
  name: op.route.name,
  method: op.method,
  path: op.path,
  auth: op.route.auth,
}));

describe('tenant isolation', () => {
  let stack: Stack;
  const clock = virtualClock();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { TRUST_PROXY: 'true' } });
    const a = await orgWithKey(stack, { orgName: 'Alpha' });
    const call = apiClient(stack, clock, a.headers);
    Object.assign(ids, await orgFixtures(stack, clock, call, 'alpha'));
    expect(Object.values(ids).every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await stack.stop();
  });

  const bodies: Record<string, unknown> = {
    'channels.update': { name: 'stolen' },
    'monitors.update': { name: 'stolen' },
    'channels.recover': { since: new Date().toISOString() },
    'maintenanceWindows.update': { name: 'stolen' },
    'escalationPolicies.update': { name: 'stolen' },
    'members.update': { role: 'viewer' },
  };

  it.each(['key', 'session'] as const)(
    'answers 404 on every id route for another org (%s credential) and changes nothing',
    async (kind) => {
      const b = await orgWithKey(stack, { orgName: 'Beta' });
      const call = apiClient(stack, clock, kind === 'key' ? b.headers : b.session.headers);
      const idRoutes = OPERATIONS.filter((op) => op.auth === 'org' && op.path.includes(':id'));
      expect(idRoutes.length).toBeGreaterThanOrEqual(14);
      for (const op of idRoutes) {
        const resource = op.path.split('/')[3];
        const id = ids[resource];
        if (!id) throw new Error(`no fixture id for ${op.path}`);
        const res = await call(op.method.toUpperCase(), op.path.replace(':id', id), { body: bodies[op.name] });
        expect({ route: op.name, status: res.status, code: res.body?.code }).toEqual({
          route: op.name,
          status: 404,
          code: 'not_found',
        });
      }
      expect((await Channel.findById(ids.channels).lean())!.name).toBe('alpha');
      expect((await EscalationPolicy.findById(ids['escalation-policies']).lean())!.name).toBe('alpha');
      expect(await Monitor.findById(ids.monitors).lean()).toMatchObject({ name: 'alpha', paused: false });
      expect(await IncidentEvent.countDocuments({ incident_id: ids.incidents })).toBe(1);
      expect((await MaintenanceWindow.findById(ids['maintenance-windows']).lean())!.name).toBe('alpha');
    },
  );

  it("shows none of the other org's records in lists and filters, and refuses its channels in a monitor", async () => {
    const b = await orgWithKey(stack, { orgName: 'Gamma' });
    const call = apiClient(stack, clock, b.headers);
    // Every org-scoped read without an id, but the org's own status page settings and plan (one document each, not
    // a list; the plan's is the caller's org, checked below) and the probing regions (the same probers serve every org).
    const shared = ['statusPage.get', 'regions.list', 'org.get'];
    expect((await call('GET', '/api/v1/org')).body).toMatchObject({ id: b.org.id, usage: { monitors: 0 } });
    const lists = OPERATIONS.filter(
      (op) => op.auth === 'org' && op.method === 'get' && !op.path.includes(':id') && !shared.includes(op.name),
    );
    expect(lists.map((op) => op.name).sort()).toEqual([
      'apiKeys.list',
      'auditLog.list',
      'channels.list',
      'deliveries.list',
      'escalationPolicies.list',
      'incidents.list',
      'invitations.list',
      'maintenanceWindows.list',
      'members.list',
      'monitors.list',
      'reports.uptime',
    ]);
    const other = Object.values(ids);
    for (const op of lists) {
      const res = await call('GET', op.path);
      expect(res.status).toBe(200);
      // A report names its monitor in `monitor_id`; every other list item is the record itself.
      const leaked = res.body.data.filter((item: { id?: string; monitor_id?: string }) =>
        other.includes((item.id ?? item.monitor_id)!),
      );
      expect({ route: op.name, leaked }).toEqual({ route: op.name, leaked: [] });
    }
    const filtered = [
      `/api/v1/incidents?monitor_id=${ids.monitors}`,
      `/api/v1/deliveries?incident_id=${ids.incidents}`,
      `/api/v1/deliveries?channel_id=${ids.channels}`,
    ];
    for (const path of filtered) expect((await call('GET', path)).body).toEqual({ data: [], next_cursor: null });
    const res = await call('POST', '/api/v1/monitors', {
      body: { name: 'x', type: 'http', url: 'https://x.example', channel_ids: [ids.channels] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'channel_ids.0', message: 'is not a channel of this org' }]);
    const window = await call('POST', '/api/v1/maintenance-windows', {
      body: {
        name: 'x',
        starts_at: new Date(clock.now()).toISOString(),
        ends_at: new Date(clock.now() + 60_000).toISOString(),
        monitor_ids: [ids.monitors],
      },
    });
    expect(window.status).toBe(400);
    expect(window.body.errors).toEqual([{ path: 'monitor_ids.0', message: 'is not a monitor of this org' }]);
    const borrowing = await call('POST', '/api/v1/monitors', {
      body: { name: 'x', type: 'http', url: 'https://x.example', escalation_policy_id: ids['escalation-policies'] },
    });
    expect(borrowing.status).toBe(400);
    expect(borrowing.body.errors).toEqual([
      { path: 'escalation_policy_id', message: 'is not an escalation policy of this org' },
    ]);
    const policy = await call('POST', '/api/v1/escalation-policies', {
      body: { name: 'x', steps: [{ after_sec: 600, channel_ids: [ids.channels] }] },
    });
    expect(policy.status).toBe(400);
    expect(policy.body.errors).toEqual([{ path: 'steps.0.channel_ids.0', message: 'is not a channel of this org' }]);
  });
});
