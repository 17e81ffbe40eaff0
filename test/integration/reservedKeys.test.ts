/**
 * Keys named like members of Object.prototype (`__proto__`, `constructor`, `toString`...) sent to every route of the
 * table (bodies, query strings, headers, path parameters), to every MCP tool and to every dashboard route: each
 * answer is a clean 4xx with the error envelope (or a 2xx or redirect where the key is ignored), never a 5xx, and
 * no built-in prototype of the API's process (this one) changes. Walks the tables, so a new route is covered as is.
 */
import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '../../api/routes';
import { TOOLS } from '../../api/mcp/tools';
import type { Route } from '../../api/routing/route';
import { chatSignature } from '../../domain/auth/chatSignature';
import { orgWithKey, type OrgKey } from '../support/client';
import {
  answerProblem,
  inBatches,
  jsonBodies,
  methodsOf,
  paramNames,
  pathOf,
  prototypeChanges,
  prototypeSnapshot,
  queryStrings,
  RESERVED_KEYS,
  send,
  type Case,
} from '../support/reservedKeys';
import { startStack, type Stack } from '../support/stack';
import { dashboardCases } from '../support/reservedKeysDashboard';

// About 2,500 requests in four batches: 10 to 40 s each on a loaded 2-core machine.
jest.setTimeout(120_000);

describe('keys named like members of Object.prototype', () => {
  let stack: Stack;
  let owner: OrgKey & { session: { cookie: string; user: { id: string } } };
  const before = prototypeSnapshot();

  beforeAll(async () => {
    stack = await startStack({ env: { RATE_LIMIT_ENABLED: 'false' } });
    owner = await orgWithKey(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  afterEach(() => {
    expect(prototypeChanges(before)).toEqual([]);
  });

  /** A value for each kind of path parameter that reaches the handler (an id that names nothing is a 404). */
  function fill(name: string): string {
    const known: Record<string, string> = { slug: owner.org.slug, exit_code: '0', rest: 'social/github' };
    return name === 'id' ? randomUUID() : (known[name] ?? 'x');
  }

  /** The credential each kind of route asks for, so that its input is read (a chat signature covers the body). */
  function credential(route: Route, body = ''): Record<string, string> {
    if (route.auth === 'org' || route.auth === 'key') return owner.headers;
    if (route.auth === 'prober') return { 'x-prober-token': stack.config.proberToken };
    if (route.auth !== 'chat') return {};
    const ts = String(Math.floor(Date.now() / 1000));
    return { 'x-chat-timestamp': ts, 'x-chat-signature': chatSignature(stack.config.chatSigningSecret, ts, body) };
  }

  /** Sends every case to the route it was made for; the problems found, one line each. */
  async function problemsOf(cases: [Route, Case][], pages = false): Promise<string[]> {
    const answers = await inBatches(
      cases.map(
        ([, c]) =>
          () =>
            send(stack.url, c),
      ),
    );
    return cases.flatMap(([route, c], i) => {
      const problem = answerProblem(route, answers[i], pages);
      return problem ? [`${c.method} ${c.path} ${c.label}: ${problem}`] : [];
    });
  }

  it.each(['__proto__', 'constructor'])('answers a monitor body with a key %s 400 naming it', async (key) => {
    const raw = `{"name":"n","type":"http","url":"https://example.com/","${key}":{"polluted":"yes"}}`;
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    const res = await stack.http('POST', '/api/v1/monitors', { headers, raw });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request', statusCode: 400 });
    expect(res.body.errors).toEqual([{ path: key, message: 'unknown field' }]);
  });

  const bodyRoutes = () =>
    API_ROUTES.flatMap((r) =>
      methodsOf(r)
        .filter((m) => m !== 'GET')
        .map((m) => [r, m] as const),
    );

  it('answers the JSON bodies of every route of the table cleanly', async () => {
    const cases = bodyRoutes().flatMap(([route, method]) =>
      jsonBodies(route.body).map(({ label, json }): [Route, Case] => [
        route,
        {
          label,
          method,
          path: pathOf(route, fill),
          json,
          headers: { ...credential(route, json), accept: 'application/json, text/event-stream' },
        },
      ]),
    );
    expect(await problemsOf(cases)).toEqual([]);
  });

  it('answers query strings and headers with these names, and path parameters with these values, cleanly', async () => {
    const cases = API_ROUTES.flatMap((route) =>
      methodsOf(route).flatMap((method) => [
        ...queryStrings(Object.keys(route.query?.shape ?? {})).map((qs, i): [Route, Case] => [
          route,
          {
            label: `query ${qs}`,
            method,
            path: `${pathOf(route, fill)}?${qs}`,
            headers: { ...credential(route), [RESERVED_KEYS[i]]: 'polluted' },
          },
        ]),
        ...paramNames(route).flatMap((param) =>
          RESERVED_KEYS.map((key): [Route, Case] => [
            route,
            {
              label: `path ${param}=${key}`,
              method,
              path: pathOf(route, (name) => (name === param ? key : fill(name))),
              headers: credential(route),
            },
          ]),
        ),
      ]),
    );
    expect(await problemsOf(cases, true)).toEqual([]);
  });

  it('answers every MCP tool called with these arguments with a result or the error envelope', async () => {
    const mcp = API_ROUTES.find((r) => r.name === 'mcp')!;
    const headers = { ...owner.headers, accept: 'application/json, text/event-stream' };
    const call = (name: string, args: string): Case => ({
      label: `${name} ${args}`,
      method: 'POST',
      path: '/mcp',
      headers,
      json: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${args}}}`,
    });
    const cases = [
      ...TOOLS.flatMap((t) => jsonBodies(t.input).map(({ json }) => call(t.name, json))),
      ...RESERVED_KEYS.map((key) => call(key, '{}')),
    ];
    const answers = await inBatches(cases.map((c) => () => send(stack.url, c)));
    const problems = cases.flatMap((c, i) => {
      const problem = answerProblem(mcp, answers[i]) ?? toolProblem(answers[i].text);
      return problem ? [`${c.label}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('answers every dashboard route, its forms and its query strings cleanly', async () => {
    const cases = await dashboardCases(stack, owner);
    expect(await problemsOf(cases, true)).toEqual([]);
  });
});

/** A tool call's answer: a result, or its error envelope (a 4xx), or an unknown tool as a JSON-RPC error. */
function toolProblem(text: string): string | null {
  const answer = JSON.parse(text) as { result?: { isError?: boolean; structuredContent?: any }; error?: any };
  if (answer.error) return answer.error.code === -32602 ? null : `JSON-RPC error ${JSON.stringify(answer.error)}`;
  if (!answer.result?.isError) return null;
  const status = answer.result.structuredContent?.statusCode;
  return typeof status === 'number' && status < 500 ? null : `tool error ${JSON.stringify(answer.result)}`;
}
