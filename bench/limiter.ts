/**
 * Cost of the rate limiter per request: requests/s on the same route with and without it, measured with
 * autocannon over loopback against `bench/limiterServer.ts`, alternating modes, median of `--runs` runs.
 * Then the middleware alone and inside the API's middleware chain, in process (`bench/limiterPipeline.ts`).
 *   npx tsx bench/limiter.ts [--duration 5] [--connections 32] [--runs 3]
 */
import Router from '@koa/router';
import autocannon, { type Result as CannonResult } from 'autocannon';
import type { Context } from 'koa';
import { fork, type ChildProcess } from 'node:child_process';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { rateLimit } from '../api/middleware/rateLimit';
import { API_ROUTES } from '../api/routes';
import { RouteMatcher } from '../api/routing/matcher';
import { RateLimiter } from '../api/rateLimit/limiter';
import { limiterInPipeline } from './limiterPipeline';

interface Measured {
  rps: number;
  cpuUsPerRequest: number;
  result: CannonResult;
}

const MODES = ['off', 'allowed', 'refused'] as const;
type Mode = (typeof MODES)[number];

function option(name: string, dflt: number, max: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : dflt;
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return v;
}

async function startServer(mode: Mode): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(__dirname, 'limiterServer.ts'), [mode], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m: { port: number }) => ok(m.port));
    child.once('exit', (code) => fail(new Error(`limiter server (${mode}) exited with ${code}`)));
  });
  return { child, port };
}

function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((ok) => {
    const on = (m: { type?: string; usage?: NodeJS.CpuUsage }) => {
      if (m?.type !== 'cpu' || !m.usage) return;
      child.off('message', on);
      ok(m.usage.user + m.usage.system);
    };
    child.on('message', on);
    child.send({ type: 'cpu' });
  });
}

async function measure(mode: Mode, duration: number, connections: number): Promise<Measured> {
  const { child, port } = await startServer(mode);
  try {
    const url = `http://127.0.0.1:${port}/api/v1/monitors`;
    await new Promise((ok, fail) => autocannon({ url, connections, duration: 1 }, (e, r) => (e ? fail(e) : ok(r)))); // warm-up
    const before = await cpuMicros(child);
    const result = await new Promise<CannonResult>((ok, fail) =>
      autocannon({ url, connections, duration }, (e, r) => (e ? fail(e) : ok(r))),
    );
    const cpu = (await cpuMicros(child)) - before;
    return { rps: result.requests.average, cpuUsPerRequest: cpu / result.requests.total, result };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill();
    await exited;
  }
}

/**
 * The middleware alone, in process, on a fake context with a real response object: its own CPU per request
 * (headers set, not written) without HTTP or a load client
 * (on a loaded 2-core machine the HTTP figures above swing by tens of percent between runs; this one does not).
 */
async function middlewareAlone(distinctIps: boolean): Promise<number> {
  const router = new Router();
  router.get('monitors.list', '/api/v1/monitors', () => undefined);
  let t = Date.now();
  const limiter = new RateLimiter({ now: () => (t += distinctIps ? 1 : 1_000), maxBuckets: 100_000 });
  const mw = rateLimit({ limiter, router, docsUrl: 'http://localhost/docs/rate-limits' });
  // The API resolves the route before the limiter runs, with or without a limiter: not the limiter's cost.
  const route = new RouteMatcher(API_ROUTES).match('GET', '/api/v1/monitors');
  const next = async () => undefined;
  // One real response object, reused: the headers are set as on a served request (re-set, never sent).
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const n = 300_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const ip = distinctIps ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : '127.0.0.1';
    const ctx = {
      method: 'GET',
      path: '/api/v1/monitors',
      ip,
      state: { auth: { kind: 'anonymous', invalid: false }, route },
      res,
      set: (name: string, value: string) => res.setHeader(name, value),
    };
    await mw(ctx as unknown as Context, next);
  }
  return Number(process.hrtime.bigint() - started) / n / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const duration = option('duration', 5, 60);
  const connections = option('connections', 32, 256);
  const runs = option('runs', 3, 9);
  const rps: Record<Mode, number[]> = { off: [], allowed: [], refused: [] };
  const cpu: Record<Mode, number[]> = { off: [], allowed: [], refused: [] };
  for (let run = 1; run <= runs; run++) {
    // Alternate the order so a slow neighbour on the machine does not always hit the same mode.
    const order = run % 2 === 1 ? MODES : [...MODES].reverse();
    for (const mode of order) {
      const m = await measure(mode, duration, connections);
      rps[mode].push(m.rps);
      cpu[mode].push(m.cpuUsPerRequest);
      const r = m.result;
      console.log(
        `run ${run} ${mode.padEnd(7)} ${m.rps.toFixed(0).padStart(7)} req/s  ${m.cpuUsPerRequest.toFixed(1).padStart(6)} us server CPU/request  (2xx ${r['2xx']}, non-2xx ${r.non2xx}, errors ${r.errors})`,
      );
    }
  }
  const off = median(rps.off);
  const offCpu = median(cpu.off);
  for (const mode of MODES) {
    const line = `median ${mode.padEnd(7)} ${median(rps[mode]).toFixed(0).padStart(7)} req/s (ratio to off ${(median(rps[mode]) / off).toFixed(3)})`;
    console.log(
      `${line}  ${median(cpu[mode]).toFixed(1).padStart(6)} us CPU/request (ratio to off ${(median(cpu[mode]) / offCpu).toFixed(3)})`,
    );
  }
  console.log(
    `limiter cost per allowed request: ${(median(cpu.allowed) - offCpu).toFixed(1)} us of server CPU (median of ${runs} runs)`,
  );
  const alone = [await middlewareAlone(false), await middlewareAlone(false), await middlewareAlone(false)];
  const flood = [await middlewareAlone(true), await middlewareAlone(true), await middlewareAlone(true)];
  console.log(
    `middleware alone, in process: ${median(alone).toFixed(2)} us/request (one client), ${median(flood).toFixed(2)} us/request (300 000 distinct IPs, cap 100 000)`,
  );
  const chain = await limiterInPipeline();
  console.log(
    `key read through the middleware chain, in process: limiter off ${chain.offUs.toFixed(2)} us, on ${chain.onUs.toFixed(2)} us of CPU per request; limiter adds ${chain.addedUs.toFixed(2)} us (median of 41 paired rounds)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
