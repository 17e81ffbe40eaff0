/** The MCP tool layer without a stack: requests it builds, results it returns, and the docs table that lists it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { callTool, restRequestFor } from '../../api/mcp/server';
import type { RestCaller, RestRequest } from '../../api/mcp/restCaller';
import { TOOLS, TOOLS_BY_NAME } from '../../api/mcp/tools';
import { silentLogger } from '../../domain/logger';
import { ruleForRoute } from '../../api/routes';
import { GLOBAL } from '../../api/rateLimit/policies';

const ID = '0190a5f0-0000-7000-8000-000000000000';
const tool = (name: string) => TOOLS_BY_NAME.get(name)!;

function recorder(answer: Awaited<ReturnType<RestCaller>> | Error) {
  const seen: RestRequest[] = [];
  const rest: RestCaller = async (req) => {
    seen.push(req);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { seen, rest };
}

describe('REST requests of tool calls', () => {
  it('puts the id in the path, list arguments in the query string and create arguments in the body', () => {
    expect(restRequestFor(tool('acknowledge_incident'), { id: ID })).toEqual({
      method: 'POST',
      path: `/api/v1/incidents/${ID}/acknowledge`,
    });
    expect(restRequestFor(tool('list_deliveries'), { limit: 5, status: 'failed', cursor: undefined })).toEqual({
      method: 'GET',
      path: '/api/v1/deliveries?limit=5&status=failed',
    });
    expect(restRequestFor(tool('list_channels'), {})).toEqual({ method: 'GET', path: '/api/v1/channels' });
    const body = { name: 'x', type: 'ping', host: 'h.example' };
    expect(restRequestFor(tool('create_monitor'), body)).toEqual({ method: 'POST', path: '/api/v1/monitors', body });
  });
});

describe('tool results', () => {
  it('returns the REST body as structured content, with a short text and the JSON', async () => {
    const body = { data: [{ id: ID, name: 'Shop', type: 'http', paused: false }], next_cursor: null };
    const { rest, seen } = recorder({ status: 200, body });
    const res = await callTool('list_monitors', undefined, rest, silentLogger);
    expect(seen).toEqual([{ method: 'GET', path: '/api/v1/monitors' }]);
    expect(res.structuredContent).toEqual(body);
    expect(res.content).toEqual([
      { type: 'text', text: `1 item. No more items.\n- id=${ID} name="Shop" type="http" paused=false` },
      { type: 'text', text: JSON.stringify(body) },
    ]);
  });

  it('refuses arguments its schema refuses without calling REST', async () => {
    const { rest, seen } = recorder({ status: 200, body: {} });
    const res = await callTool('get_monitor', { id: 'x', extra: 1 }, rest, silentLogger);
    expect(seen).toEqual([]);
    expect(res).toMatchObject({
      isError: true,
      structuredContent: {
        code: 'invalid_request',
        statusCode: 400,
        errors: [{ path: 'id' }, { path: 'extra', message: 'unknown field' }],
      },
    });
  });

  it('passes a refusal through as the envelope, and turns no answer or a throw into an envelope', async () => {
    const refusal = {
      code: 'rate_limited',
      message: 'Rate limit exceeded. Retry in 6 seconds.',
      statusCode: 429,
      retry_after_sec: 6,
      docs_url: 'http://d',
    };
    expect(
      await callTool('pause_monitor', { id: ID }, recorder({ status: 429, body: refusal }).rest, silentLogger),
    ).toMatchObject({ isError: true, structuredContent: refusal });
    expect(
      await callTool('pause_monitor', { id: ID }, recorder({ status: 502, body: undefined }).rest, silentLogger),
    ).toMatchObject({ isError: true, structuredContent: { code: 'service_unavailable', statusCode: 503 } });
    const thrown = await callTool(
      'pause_monitor',
      { id: ID },
      recorder(new Error('socket exploded at /srv/x.ts:1')).rest,
      silentLogger,
    );
    expect(thrown).toMatchObject({
      isError: true,
      structuredContent: { code: 'internal_error', message: 'Internal error.', statusCode: 500 },
    });
  });

  it('answers an unknown tool (even an inherited property name) with a JSON-RPC error', async () => {
    for (const name of ['nope', '__proto__', 'constructor']) {
      await expect(callTool(name, {}, recorder({ status: 200, body: {} }).rest, silentLogger)).rejects.toBeInstanceOf(
        McpError,
      );
    }
  });
});

describe('docs/mcp.md tool table', () => {
  const docs = readFileSync(join(__dirname, '..', '..', 'docs', 'mcp.md'), 'utf8');
  it.each(TOOLS.map((t) => [t.name, t] as const))('lists %s with its route, budgets and annotations', (name, t) => {
    const row = docs.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
    expect(row).toBeDefined();
    const [, , route, budget, notes] = row!.split('|').map((c) => c.trim());
    expect(route).toBe(`\`${t.method} ${t.path}\``);
    const global = t.method === 'GET' ? GLOBAL.keyRead : GLOBAL.keyWrite;
    expect(budget).toContain(`${global.quota}/min, burst ${global.burst}`);
    for (const b of ruleForRoute(t.route).budgets) expect(budget).toContain(`${b.quota}/min`);
    const a = t.definition.annotations!;
    expect(notes.includes('read-only')).toBe(a.readOnlyHint === true);
    expect(notes.includes('not idempotent')).toBe(!a.readOnlyHint && a.idempotentHint === false);
    expect(notes.includes('destructive')).toBe(a.destructiveHint === true);
    expect(notes.includes('open world')).toBe(a.openWorldHint === true);
  });
});
