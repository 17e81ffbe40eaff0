/** `tcp` check: a TCP connection to host:port completes (the SSRF guard applies to the resolved address). */
import { connect } from 'node:net';
import { assertHostAllowed, elapsedMs, guardedLookup, type CheckRunner } from '../context';

export const runTcpCheck: CheckRunner = (def, ctx, signal) => {
  assertHostAllowed(def.host!, ctx);
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint();
    const socket = connect({ host: def.host!, port: def.port!, lookup: guardedLookup(ctx), signal });
    socket.setTimeout(def.timeout_ms, () =>
      socket.destroy(Object.assign(new Error(`no connection within ${def.timeout_ms} ms`), { code: 'ETIMEDOUT' })),
    );
    socket.once('connect', () => {
      const responseMs = elapsedMs(startedAt);
      socket.destroy();
      resolve({ responseMs });
    });
    socket.once('error', reject);
  });
};
