/**
 * U+0000 in a request: PostgreSQL (the embedded store's default) refuses it in a stored string or a filter, so the
 * API refuses it everywhere with a 400 before anything reads or writes, and the answer is the same on every store.
 */
import { orgWithKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const NUL_ERROR = { path: 'name', message: 'must not contain the character U+0000' };

describe('U+0000 in a request', () => {
  let stack: Stack;
  let owner: Awaited<ReturnType<typeof orgWithKey>>;
  beforeAll(async () => {
    stack = await startStack();
    owner = await orgWithKey(stack);
  });
  afterAll(async () => {
    await stack.stop();
  });

  const keyNames = async () =>
    (await stack.http('GET', '/api/v1/api-keys', { headers: owner.headers })).body.data.map((k: any) => k.name);

  it('answers a body string holding U+0000 with 400 invalid_request and stores nothing', async () => {
    const before = await keyNames();
    const res = await stack.http('POST', '/api/v1/api-keys', { headers: owner.headers, body: { name: 'ci\u0000key' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request', statusCode: 400, errors: [NUL_ERROR] });
    expect(await keyNames()).toEqual(before);
  });

  it('names the field that holds it; an unknown key holding it is refused as unknown', async () => {
    const base = { name: 'n', type: 'webhook', url: 'https://x.example/hook', secret: '0123456789abcdef' };
    const inValue = await stack.http('POST', '/api/v1/channels', {
      headers: owner.headers,
      body: { ...base, url: 'https://x.example/hook?q=\u0000' },
    });
    expect(inValue.status).toBe(400);
    expect(inValue.body.errors).toEqual([{ ...NUL_ERROR, path: 'url' }]);
    const inKey = await stack.http('POST', '/api/v1/channels', {
      headers: owner.headers,
      body: { ...base, 'x\u0000': 1 },
    });
    expect(inKey.status).toBe(400);
    expect(inKey.body.errors).toEqual([{ path: 'x\u0000', message: 'unknown field' }]);
    const list = await stack.http('GET', '/api/v1/channels', { headers: owner.headers });
    expect(list.body.data).toEqual([]);
  });

  it('answers a query parameter holding U+0000 with 400', async () => {
    const res = await stack.http('GET', '/api/tls/ask?domain=status%00.example');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request', errors: [{ ...NUL_ERROR, path: 'domain' }] });
  });

  it.each([
    ['a heartbeat token', '/api/v1/heartbeats/abc%00def', 'token'],
    ["a status page's slug", '/status/acme%00/rss', 'slug'],
  ])('answers %s holding U+0000 with 400', async (_what, path, param) => {
    const res = await stack.http('GET', path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request', errors: [{ ...NUL_ERROR, path: param }] });
  });

  it('states the rule in the OpenAPI document', async () => {
    const doc = (await stack.http('GET', '/api/v1/openapi.json')).body;
    const name = doc.paths['/api/v1/api-keys'].post.requestBody.content['application/json'].schema.properties.name;
    expect(name.allOf).toContainEqual({ pattern: '^[^\\u0000]*$' });
    const token = doc.paths['/api/v1/heartbeats/{token}'].get.parameters[0];
    expect(token.schema.pattern).toBe('^[^\\u0000]*$');
  });
});
