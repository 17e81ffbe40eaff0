/** Bare Koa hello-world (its own process): the ceiling any Koa route on this machine can reach. */
import Koa from 'koa';
import type { AddressInfo } from 'node:net';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(0, '127.0.0.1', () => {
  server.keepAliveTimeout = 65_000;
  process.send!({ type: 'ready', port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => process.exit(0));
