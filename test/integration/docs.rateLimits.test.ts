/** The rate-limit documentation at the default DOCS_URL: what every 429 links to must be a readable page. */
import { startStack, type Stack } from '../support/stack';

describe('GET /docs/rate-limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('is a self-contained HTML page with the budget tables, never rate limited', async () => {
    const res = await stack.http('GET', '/docs/rate-limits');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('ratelimit-limit')).toBeNull();
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).toContain('<h1 id="rate-limits">Rate limits</h1>');
    expect(res.text).toMatch(/<tr><td><code>ip<\/code><\/td><td>.*?<\/td><td>600<\/td><td>200<\/td>/);
    expect(res.text).toMatch(/<tr><td><code>key.write<\/code><\/td><td>API key or MCP writes \(<code>POST<\/code>/);
    expect(res.text).toContain('<pre><code>HTTP/1.1 429 Too Many Requests');
    expect(res.text).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1|localhost)[a-z]/i); // no script, nothing fetched from elsewhere
  });

  it('is where a 429 points, and it still answers after the IP budget is spent', async () => {
    // In parallel rounds of 50: one request at a time on a busy machine can be slower than the bucket refills.
    let limited;
    for (let round = 0; round < 10 && !limited; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          stack.http('GET', '/no-such-route', { headers: { 'x-forwarded-for': '10.9.9.9' } }),
        ),
      );
      limited = answers.find((res) => res.status === 429);
    }
    expect(limited).toBeDefined();
    const docsUrl = new URL(limited!.body.docs_url);
    expect(docsUrl.pathname).toBe('/docs/rate-limits');
    expect(limited!.headers.get('link')).toBe(`<${limited!.body.docs_url}>; rel="describedby"`);
    const page = await stack.http('GET', docsUrl.pathname, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(page.status).toBe(200);
  });
});
