/** The one bounded body reader: response excerpts, keyword bodies, JSON and form request bodies. */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { jsonBody } from '../../api/middleware/jsonBody';
import { AppError } from '../../domain/errors';
import { httpStatusOf } from '../../api/httpErrors';
import { readAtMost } from '../../domain/streams';

function chunks(...parts: string[]): Readable {
  return Readable.from(parts.map((p) => Buffer.from(p)));
}

it('returns the whole body when it is within the limit', async () => {
  expect((await readAtMost(chunks('ab', 'cd'), 10)).toString()).toBe('abcd');
});

it('keeps the first `limit` bytes and stops reading there', async () => {
  const stream = chunks('abc', 'def', 'ghi');
  expect((await readAtMost(stream, 4)).toString()).toBe('abcd');
  expect(stream.destroyed).toBe(true);
});

it('lets a JSON body of limit + 1 bytes be refused with 413, and one of limit bytes through', async () => {
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      ctx.status = err instanceof AppError ? httpStatusOf(err) : 500;
    }
  });
  app.use(jsonBody({ limit: 10 }));
  app.use((ctx) => {
    ctx.body = { got: (ctx.request as { body?: unknown }).body };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((ok) => server.once('listening', ok));
  const port = (server.address() as AddressInfo).port;
  // Chunked (no content-length), so only the reader can tell the size.
  const post = (body: string) =>
    new Promise<number>((ok, fail) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      });
      req.on('error', fail);
      req.write(body.slice(0, 5));
      req.end(body.slice(5));
    });
  try {
    expect(await post('[1,2,3,45]')).toBe(200);
    expect(await post('[1,2,3,456]')).toBe(413);
  } finally {
    server.close();
  }
});
