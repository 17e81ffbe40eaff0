/**
 * `POST /mcp` at the HTTP level: who may call it, what the envelope request itself costs, and how it answers what
 * is not a well-formed MCP request (JSON-RPC errors or the contract's envelope, never a 5xx or a stack).
 */
import { randomBytes } from 'node:crypto';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startStack, type HttpResponse, type Stack } from '../support/stack';

const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
const TOOLS_LIST = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
const clock = { t: Date.now() };
let stack: Stack;
let org: OrgKey;

beforeAll(async () => {
  stack = await startStack({ now: () => clock.t, env: { TRUST_PROXY: 'true' } });
  org = await bootstrapKey();
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(() => {
  clock.t += 60_000;
});

const freshIp = () => `198.51.100.${randomBytes(1)[0]}`;
const post = (headers: Record<string, string>, raw: string) =>
  stack.http('POST', '/mcp', { headers: { ...MCP_HEADERS, ...headers }, raw });
const expectNoStack = (res: HttpResponse) => expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);

it('refuses a request without a key, or with a bad one, with 401, WWW-Authenticate: Bearer and the envelope', async () => {
  const ip = freshIp();
  const none = await post({ 'x-forwarded-for': ip }, JSON.stringify(TOOLS_LIST));
  expect(none.status).toBe(401);
  expect(none.headers.get('www-authenticate')).toBe('Bearer realm="mcp"');
  expect(none.body).toEqual({ code: 'unauthorized', message: expect.any(String), statusCode: 401 });
  // Without a valid key the request spends the client IP's budget (burst 200).
  expect(none.headers.get('ratelimit-remaining')).toBe('199');

  for (const authorization of ['Bearer upk_not_a_real_key', 'Basic dXNlcjpwYXNz', 'Bearer']) {
    const bad = await post({ 'x-forwarded-for': ip, authorization }, JSON.stringify(TOOLS_LIST));
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer realm="mcp", error="invalid_token"');
    expect(bad.body).toMatchObject({ code: 'unauthorized', statusCode: 401 });
  }
});

it('stops an unauthenticated flood at the IP budget', async () => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 201; i += 20) {
    const batch = Array.from({ length: Math.min(20, 201 - i) }, () => post({ 'x-forwarded-for': ip }, '{}'));
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  expect(statuses.filter((s) => s === 401)).toHaveLength(200);
  expect(statuses.filter((s) => s === 429)).toHaveLength(1);
});

it('charges a key nothing for the MCP request itself: only the REST calls its tools make', async () => {
  const key = await bootstrapKey();
  for (let i = 0; i < 12; i++)
    expect((await post(key.headers, JSON.stringify({ ...TOOLS_LIST, id: i }))).status).toBe(200);
  const call = await post(
    key.headers,
    JSON.stringify({ jsonrpc: '2.0', id: 99, method: 'tools/call', params: { name: 'list_monitors', arguments: {} } }),
  );
  expect(call.body.result.structuredContent).toEqual({ data: [], next_cursor: null });
  const write = await stack.http('POST', '/api/v1/monitors', { headers: key.headers, body: {} });
  expect(write.status).toBe(400);
  expect(write.headers.get('ratelimit-limit')).toBe('60');
  expect(write.headers.get('ratelimit-remaining')).toBe('9');
  const read = await stack.http('GET', '/api/v1/monitors', { headers: key.headers });
  expect(read.headers.get('ratelimit-remaining')).toBe('38');
});

it('answers GET and DELETE with 405 in the envelope', async () => {
  for (const method of ['GET', 'DELETE']) {
    const res = await stack.http(method, '/mcp', { headers: org.headers });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatchObject({ code: 'method_not_allowed', statusCode: 405 });
  }
});

it('answers malformed JSON and malformed JSON-RPC with a JSON-RPC error', async () => {
  const call = (params: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params });
  const cases: [string, Record<string, string>, number, number][] = [
    ['{"jsonrpc": "2.0", "id": 1, "method": ', {}, 400, -32700],
    ['{"hello": "world"}', {}, 400, -32700],
    ['[1, 2, 3]', {}, 400, -32700],
    [JSON.stringify(TOOLS_LIST), { 'content-type': 'text/plain' }, 415, -32000],
    [JSON.stringify(TOOLS_LIST), { accept: 'text/html' }, 406, -32000],
    [call({ name: 'get_monitor', arguments: 'not an object' }), {}, 200, -32602],
    [call({}), {}, 200, -32602],
    [call({ name: 'drop_database', arguments: {} }), {}, 200, -32602],
    [JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'no/such/method' }), {}, 200, -32601],
  ];
  for (const [raw, headers, status, code] of cases) {
    const res = await post({ ...org.headers, ...headers }, raw);
    expect({ raw, status: res.status, jsonrpc: res.body?.jsonrpc, error: res.body?.error }).toEqual({
      raw,
      status,
      jsonrpc: '2.0',
      error: { code, message: expect.any(String) },
    });
    expectNoStack(res);
  }
});

it('refuses a body over 1 MiB before parsing it', async () => {
  const res = await post(org.headers, JSON.stringify({ ...TOOLS_LIST, params: { pad: 'x'.repeat(1024 * 1024) } }));
  expect(res.status).toBe(413);
  expectNoStack(res);
});
