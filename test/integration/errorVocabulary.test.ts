/**
 * One vocabulary of validation messages: a table of bad inputs, each sent as a REST request and as the MCP tool
 * call that mirrors it, answered with the same exact `{path, message}` list, every problem in the one answer; the
 * dashboard's monitor form shows the same words next to its fields.
 */
import { bootstrapKey, type OrgKey } from '../support/client';
import { DashboardClient } from '../support/dashboard';
import { connectMcp, type McpTestClient } from '../support/mcp';
import { startStack, type Stack } from '../support/stack';

interface FieldError {
  path: string;
  message: string;
}

const URL_OK = 'https://api.example.com/health';
const ONE_OF_TYPES = 'must be one of http, tcp, ping, dns, ssl, keyword, heartbeat, api, browser';

/** [what is wrong, create-monitor body, the exact errors]. */
const MONITOR_CASES: [string, Record<string, unknown>, FieldError[]][] = [
  ['a wrong type', { name: 123, type: 'http', url: URL_OK }, [{ path: 'name', message: 'must be a string' }]],
  ['a missing field', { type: 'http', url: URL_OK }, [{ path: 'name', message: 'is required' }]],
  [
    'text for a number',
    { name: 'a', type: 'http', url: URL_OK, timeout_ms: 'abc' },
    [{ path: 'timeout_ms', message: 'must be a number' }],
  ],
  [
    'a fraction for a whole number',
    { name: 'a', type: 'http', url: URL_OK, timeout_ms: 1500.5 },
    [{ path: 'timeout_ms', message: 'must be a whole number' }],
  ],
  [
    'numbers out of bounds',
    { name: 'a', type: 'http', url: URL_OK, timeout_ms: 50, expected_status: [99, 600] },
    [
      { path: 'expected_status.0', message: 'must be at least 100' },
      { path: 'expected_status.1', message: 'must be at most 599' },
      { path: 'timeout_ms', message: 'must be at least 100' },
    ],
  ],
  ['an unknown type', { name: 'a', type: 'smtp' }, [{ path: 'type', message: ONE_OF_TYPES }]],
  [
    'a value outside an enum, and an unknown field',
    { name: 'a', type: 'keyword', url: URL_OK, keyword: 'ok', keyword_mode: 'maybe', colour: 'red' },
    [
      { path: 'colour', message: 'unknown field' },
      { path: 'keyword_mode', message: 'must be one of contains, not_contains' },
    ],
  ],
  [
    'every problem at once, the minimum interval and the type rules included',
    { name: '', type: 'tcp', host: 'db.example.com', interval_sec: 10, regions: [], down_quorum: true },
    [
      { path: 'down_quorum', message: 'must be a number' },
      { path: 'interval_sec', message: 'must be at least 30 (MIN_INTERVAL_SEC)' },
      { path: 'name', message: 'must not be empty' },
      { path: 'port', message: 'is required for tcp monitors' },
      { path: 'regions', message: 'must not be empty' },
    ],
  ],
  [
    'a heartbeat group of the wrong shape',
    { name: 'a', type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: null } },
    [{ path: 'heartbeat.grace_sec', message: 'must be a number' }],
  ],
];

const byPath = (errors: FieldError[]) => [...errors].sort((a, b) => a.path.localeCompare(b.path));

describe('one vocabulary of validation messages for REST and MCP', () => {
  let stack: Stack;
  let owner: OrgKey;
  let mcp: McpTestClient;

  beforeAll(async () => {
    stack = await startStack({ env: { MIN_INTERVAL_SEC: '30' } });
    owner = await bootstrapKey();
    mcp = await connectMcp('http', stack.url, owner.key);
  });
  afterAll(async () => {
    await mcp?.close();
    await stack?.stop();
  });

  it.each(MONITOR_CASES)('create monitor with %s', async (_what, body, errors) => {
    const rest = await stack.http('POST', '/api/v1/monitors', { headers: owner.headers, body });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('invalid_request');
    expect(byPath(rest.body.errors)).toEqual(byPath(errors));

    const tool = await mcp.call('create_monitor', body);
    expect(tool.isError).toBe(true);
    const envelope = tool.structuredContent as { code: string; errors: FieldError[] };
    expect(envelope.code).toBe('invalid_request');
    expect(byPath(envelope.errors)).toEqual(byPath(errors));
  });

  it.each([
    ['1.5', 1.5],
    ['0', 0],
    ['101', 101],
    ['ten', 'ten'],
  ])('answers a list limit of %s with its bounds, in REST and MCP alike', async (query, arg) => {
    const expected = [{ path: 'limit', message: 'must be a whole number from 1 to 100' }];
    const rest = await stack.http('GET', `/api/v1/incidents?limit=${query}`, { headers: owner.headers });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual(expected);
    const tool = await mcp.call('list_incidents', { limit: arg });
    expect((tool.structuredContent as { errors: FieldError[] }).errors).toEqual(expected);
  });

  it('words channel problems the same way', async () => {
    const rest = await stack.http('POST', '/api/v1/channels', {
      headers: owner.headers,
      body: { name: ['x'], type: 'webhook', url: 'http://hooks.example.com/', secret: 'short', enabled: 'yes' },
    });
    expect(rest.status).toBe(400);
    expect(byPath(rest.body.errors)).toEqual([
      { path: 'enabled', message: 'must be true or false' },
      { path: 'name', message: 'must be a string' },
      { path: 'secret', message: 'must be at least 16 characters' },
      { path: 'url', message: 'must use https (plain http is not allowed)' },
    ]);
  });

  it('shows the same words next to the dashboard form fields, every problem after one submit', async () => {
    const c = new DashboardClient(stack.url);
    const slug = `words-${Date.now().toString(36)}`;
    const signUp = await c.post('/app/sign-up', {
      _csrf: await c.tokenOf('/app/sign-up'),
      email: `${slug}@example.com`,
      password: 'correct horse battery',
      org_name: 'Words Ltd',
      org_slug: slug,
    });
    expect(signUp.location).toBe('/app/monitors');
    const res = await c.post('/app/monitors?type=http', {
      _csrf: await c.tokenOf('/app/monitors/new?type=http'),
      name: 'Shop',
      url: URL_OK,
      timeout_ms: 'abc',
      interval_sec: '10',
      regions: 'fra1',
      channels_mode: 'all',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('<p class="error" id="e-timeout_ms">must be a number</p>');
    expect(res.text).toContain('<p class="error" id="e-interval_sec">must be at least 30 (MIN_INTERVAL_SEC)</p>');
  });
});
