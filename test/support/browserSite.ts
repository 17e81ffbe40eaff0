/**
 * A small site on 127.0.0.1 for browser checks: a sign-in form whose submit leads to an account page, a page that
 * logs a console error, one that never finishes loading (an image that never answers), one that loads an image
 * from another local server (the refused address in tests), a 503, a page of random pixels (a screenshot too
 * large to keep), and a slow page that counts its visitors. Counts the requests each path got.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BrowserSite {
  url: string;
  port: number;
  /** How many requests a path got. */
  hits(path: string): number;
  /** The most requests of `/slow` (answered after 300 ms) that were in flight at once. */
  slowPeak(): number;
  stop(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

function pages(imageUrl: string): Record<string, string> {
  return {
    '/': page(
      'Sign in - Shop',
      '<h1>Sign in</h1><form action="/account" method="get">' +
        '<input id="user" name="user"><button id="go" type="submit">Sign in</button></form>',
    ),
    '/account': page('Account - Shop', '<h1>Your account</h1><p id="plan">Plan: pro</p>'),
    '/broken': page('Broken', '<p>Loading</p><script>console.error("boom: config missing")</script>'),
    '/never': page('Never', '<p>Waiting</p><img src="/hang">'),
    '/image': page('Image', `<p>With an image</p><img src="${imageUrl}">`),
    // Random pixels: a PNG of the viewport far above the screenshot bound (PNG cannot compress noise).
    '/noise': page(
      'Noise',
      '<canvas id="c" width="1024" height="640"></canvas><script>' +
        'var c = document.getElementById("c").getContext("2d"), d = c.createImageData(1024, 640);' +
        'for (var i = 0; i < d.data.length; i++) d.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;' +
        'c.putImageData(d, 0, 0);</script>',
    ),
  };
}

function answerSlowly(res: ServerResponse, slow: { now: number; peak: number }): void {
  slow.now++;
  slow.peak = Math.max(slow.peak, slow.now);
  setTimeout(() => {
    slow.now--;
    res.writeHead(200, { 'content-type': 'text/html' }).end(page('Slow', '<p>Slow</p>'));
  }, 300);
}

/** Starts the site; `imageUrl` is what `/image` loads. */
export async function startBrowserSite(imageUrl = 'http://127.0.0.1:9/none.png'): Promise<BrowserSite> {
  const counts = new Map<string, number>();
  const held: ServerResponse[] = [];
  const slow = { now: 0, peak: 0 };
  const html = pages(imageUrl);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (path === '/hang') return void held.push(res);
    if (path === '/slow') return answerSlowly(res, slow);
    if (path === '/down') return void res.writeHead(503, { 'content-type': 'text/html' }).end(page('Down', 'down'));
    const body = html[path];
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits: (path) => counts.get(path) ?? 0,
    slowPeak: () => slow.peak,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
