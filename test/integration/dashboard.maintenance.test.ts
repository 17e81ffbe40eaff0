/**
 * The dashboard's Maintenance page over HTTP: a window created with the form is listed as active and puts its
 * monitor in `maintenance` on the Monitors page; a bad field is shown next to that field and nothing is stored;
 * delete asks first, then removes it.
 */
import { csrfOf, DashboardClient } from '../support/dashboard';
import { virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const clock = virtualClock();
let stack: Stack;
let c: DashboardClient;

beforeAll(async () => {
  stack = await startStack({ now: clock.now });
  c = new DashboardClient(stack.url);
  const slug = `maint-${Date.now().toString(36)}`;
  const res = await c.post('/app/sign-up', {
    _csrf: await c.tokenOf('/app/sign-up'),
    email: `${slug}@example.com`,
    password: 'correct horse battery',
    org_name: 'Maint Ltd',
    org_slug: slug,
  });
  expect(res.status).toBe(303);
});
afterAll(async () => {
  await stack?.stop();
});

it('creates a window with the form, shows it active and its monitor in maintenance, and deletes it', async () => {
  const monitor = await c.post('/app/monitors?type=http', {
    _csrf: await c.tokenOf('/app/monitors/new?type=http'),
    name: 'Checkout',
    url: 'https://shop.example/',
    regions: 'fra1',
    channels_mode: 'all',
  });
  expect(monitor.status).toBe(303);
  const monitorId = monitor.location!.split('/').pop()!;

  const bad = await c.post('/app/maintenance', {
    _csrf: await c.tokenOf('/app/maintenance'),
    name: 'Deploy',
    starts_at: new Date(clock.now() - 1000).toISOString(),
    ends_at: 'later',
  });
  expect(bad.status).toBe(400);
  expect(bad.text).toMatch(/id="e-ends_at">[^<]+</);
  expect(bad.text).toContain('No maintenance windows.');

  const created = await c.post('/app/maintenance', {
    _csrf: csrfOf(bad.text),
    name: 'Deploy',
    starts_at: new Date(clock.now() - 1000).toISOString(),
    ends_at: new Date(clock.now() + 3_600_000).toISOString(),
    rrule: '',
  });
  expect(created.status).toBe(303);
  const list = await c.get('/app/maintenance');
  const row = list.text.match(/<tr data-window-id="([^"]+)">[\s\S]*?<\/tr>/)!;
  expect(row[0]).toContain('Deploy');
  expect(row[0]).toContain('>active<');
  expect(row[0]).toContain('All monitors');

  const monitors = await c.get('/app/monitors');
  const monitorRow = monitors.text.match(new RegExp(`<tr data-monitor-id="${monitorId}"[\\s\\S]*?</tr>`))!;
  expect(monitorRow[0]).toContain('state-maintenance');

  const ask = await c.get(`/app/maintenance/${row[1]}/delete`);
  expect(ask.text).toContain('Delete maintenance window Deploy?');
  const deleted = await c.post(`/app/maintenance/${row[1]}/delete`, { _csrf: csrfOf(ask.text) });
  expect(deleted.status).toBe(303);
  expect((await c.get('/app/maintenance')).text).toContain('No maintenance windows.');
  expect((await c.get('/app/monitors')).text).not.toContain('state-maintenance');
});
