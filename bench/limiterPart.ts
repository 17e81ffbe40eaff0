/**
 * The limiter on a route with no database behind it: runs `bench/limiter.ts` (bare Koa app with the real
 * middleware, limiter off vs on, alternating, medians) as its own process and folds its medians in.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../scripts/devServices';
import { round } from './stats';
import { printTable, progress } from './table';

export function parseLimiterOutput(
  out: string,
): { offRps: number; allowedRps: number; allowedRatio: number; costUs: number; chainUs: number } | null {
  const off = /^median off\s+(\d+) req\/s/m.exec(out);
  const allowed = /^median allowed\s+(\d+) req\/s \(ratio to off ([\d.]+)\)/m.exec(out);
  const cost = /limiter cost per allowed request: (-?[\d.]+) us/.exec(out);
  const chain = /through the middleware chain.*limiter adds (-?[\d.]+) us/.exec(out);
  if (!off || !allowed) return null;
  return {
    offRps: Number(off[1]),
    allowedRps: Number(allowed[1]),
    allowedRatio: Number(allowed[2]),
    costUs: cost ? Number(cost[1]) : NaN,
    chainUs: chain ? Number(chain[1]) : NaN,
  };
}

export async function runLimiterPart(loadSec: number): Promise<Record<string, number | null>> {
  const duration = Math.max(2, Math.min(loadSec, 5));
  progress('limiter', `bench/limiter.ts --duration ${duration} --runs 3 (bare Koa route, limiter off / on)`);
  const out = await new Promise<string>((ok, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench/limiter.ts'), '--duration', String(duration), '--runs', '3'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (c: Buffer) => {
      text += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (duration * 9 + 180) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) ok(text);
      else fail(new Error(`bench/limiter.ts exited with ${code}`));
    });
  });
  const m = parseLimiterOutput(out);
  if (!m) throw new Error(`bench/limiter.ts: no medians in its output:\n${out}`);
  printTable('limiter on a route without a database (bench/limiter.ts medians)', [
    ['limiter off req/s', 'limiter on req/s', 'on / off', 'server CPU us per request'],
    [m.offRps, m.allowedRps, m.allowedRatio, m.costUs],
  ]);
  return {
    limiter_overhead_bare_route_pct: round((1 - m.allowedRatio) * 100),
    limiter_cost_us_per_request: round(m.costUs, 1),
    // The steady one: CPU the limiter adds to a key read in the API's middleware chain, in process.
    limiter_chain_us_per_request: round(m.chainUs, 2),
  };
}
