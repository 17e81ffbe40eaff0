/**
 * `--store-prof`: a CPU profile of FerretDB (Go's pprof, served on its `--debug-addr`) taken while a bench part
 * reads, written beside the bench's temporary files' parent so it outlives the stack, and summarised with
 * `go tool pprof -top` when Go is installed. Read it further with `go tool pprof -top|-list <fn> <file>`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchStack } from './benchStack';
import { progress } from './table';

/** The pprof endpoint of the stack's FerretDB, or null when it serves none (a real mongod). */
function profileUrl(stack: BenchStack, seconds: number): string | null {
  const metrics = stack.mongo.metricsUrl;
  if (!metrics?.endsWith('/debug/metrics')) return null;
  return metrics.replace(/\/debug\/metrics$/, `/debug/pprof/profile?seconds=${seconds}`);
}

/**
 * Profiles FerretDB for `seconds` while `read` runs (the profile starts with it and covers its first `seconds`);
 * resolves with what `read` returns once both are done.
 */
export async function withStoreProfile<T>(
  stack: BenchStack,
  name: string,
  seconds: number,
  read: () => Promise<T>,
): Promise<T> {
  const url = profileUrl(stack, seconds);
  if (!url) return read();
  const profile = fetch(url).then(async (res) => Buffer.from(await res.arrayBuffer()));
  const result = await read();
  const file = join(tmpdir(), `ferretdb-${name}-${Date.now()}.pb.gz`);
  writeFileSync(file, await profile);
  progress('store-prof', `FerretDB profile of ${name}: ${file}`);
  printTop(file);
  return result;
}

function printTop(file: string): void {
  try {
    const top = execFileSync('go', ['tool', 'pprof', '-top', '-nodecount=25', file], { encoding: 'utf8' });
    console.log(top);
  } catch (err) {
    progress('store-prof', `go tool pprof failed: ${(err as Error).message.split('\n')[0]}`);
  }
}
