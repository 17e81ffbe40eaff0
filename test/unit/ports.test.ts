/**
 * scripts/ports.ts: ports handed to servers that are told their number in advance come from below the kernel's
 * port-0 range, are never handed out twice while reserved, are bindable when handed on, and a start that lost its
 * port to another program is retried on a fresh one (and only then).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort, isAddressInUse, withFreshPort } from '../../scripts/ports';

const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

it('hands out distinct ports below the port-0 range that can be bound', async () => {
  const ports: number[] = [];
  for (let i = 0; i < 50; i++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(50);
  expect(Math.max(...ports)).toBeLessThan(ephemeralLow);
  const server = createServer();
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(ports[0], '127.0.0.1', ok);
  });
  await new Promise((ok) => server.close(ok));
});

it('retries a start that lost its port, on another port, and passes any other failure on at once', async () => {
  const tried: number[] = [];
  const port = await withFreshPort(async (p) => {
    tried.push(p);
    if (tried.length === 1) throw Object.assign(new Error(`listen EADDRINUSE: 127.0.0.1:${p}`), { code: 'EADDRINUSE' });
    return p;
  });
  expect(tried).toHaveLength(2);
  expect(port).toBe(tried[1]);
  expect(tried[0]).not.toBe(tried[1]);

  let calls = 0;
  await expect(
    withFreshPort(async () => {
      calls++;
      throw new Error('Temporal exited with code 1');
    }),
  ).rejects.toThrow('code 1');
  expect(calls).toBe(1);
});

it('tells an address in use from other failures, in errors and in what a child printed', () => {
  expect(isAddressInUse(Object.assign(new Error('listen failed'), { code: 'EADDRINUSE' }))).toBe(true);
  expect(isAddressInUse(new Error('start did not get ready:\nport 20001 (PORT) is already in use by a program'))).toBe(
    true,
  );
  expect(isAddressInUse(new Error('bind: address already in use'))).toBe(true);
  expect(isAddressInUse(new Error('connect ECONNREFUSED 127.0.0.1:7233'))).toBe(false);
});
