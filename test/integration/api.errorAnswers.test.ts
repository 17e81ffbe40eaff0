/** Error answers at the edges: an unusual method on a known path, and a request with thousands of problems. */
import { request } from 'node:http';
import { orgWithKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

/** A raw request (fetch refuses methods such as TRACE). */
function rawRequest(
  url: string,
  method: string,
  path: string,
): Promise<{ status: number; allow: string | undefined; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { method }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode!, allow: res.headers.allow, body: text ? JSON.parse(text) : undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('error answers', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each([
    ['TRACE', '/api/v1/monitors', ['GET', 'HEAD', 'POST']],
    ['OPTIONS', '/api/v1/monitors', ['GET', 'HEAD', 'POST']],
    ['TRACE', '/api/auth/social/github', ['GET', 'HEAD', 'POST']],
    ['PUT', '/api/auth/social/github', ['GET', 'HEAD', 'POST']],
    ['TRACE', '/api/auth/sign-in', ['POST']],
    ['GET', '/api/auth/sign-in', ['POST']],
    ['PATCH', '/api/v1/monitors/test', ['POST']],
    ['DELETE', '/api/v1/monitors/test', ['POST']],
  ])('answers %s %s with 405 and the allowed methods', async (method, path, allowed) => {
    const res = await rawRequest(stack.url, method, path);
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 'method_not_allowed', statusCode: 405 });
    expect(res.allow?.split(', ').sort()).toEqual(allowed);
  });

  it('answers the sign-in flows of a social provider that is not configured with 404', async () => {
    for (const method of ['GET', 'POST'])
      expect((await stack.http(method, '/api/auth/social/github')).status).toBe(404);
  });

  it('lists at most 20 problems for a body with 40,000 unknown fields', async () => {
    const owner = await orgWithKey(stack);
    const body = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, i]));
    const res = await stack.http('POST', '/api/v1/channels', {
      headers: owner.headers,
      body: { name: 'n', type: 'webhook', url: 'https://x.example', secret: '0123456789abcdef', ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors).toHaveLength(20);
    expect(res.body.errors[0]).toEqual({ path: 'k0', message: 'unknown field' });
    expect(res.body.message).toContain('40000 problems');
    expect(res.text.length).toBeLessThan(4096);
  });
});
