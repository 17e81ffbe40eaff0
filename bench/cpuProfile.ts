/**
 * `--cpu-prof`: the worker and producer run under V8's sampling profiler; their profiles are summarised here by
 * package (node_modules name, node internals, our files), per thread. Totals include process start-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds of the monotonic clock (`process.hrtime` / 1,000 in any process of the machine). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A span of the monotonic clock in microseconds, as `monotonicUs()` reads it: the samples of one phase. */
export interface ProfileWindow {
  fromUs: number;
  toUs: number;
}

/** Now on the clock V8's profiles stamp their samples with (microseconds). */
export function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** Whether each sample falls in `window` (all of them without one). */
function inWindow(profile: CpuProfile, window?: ProfileWindow): boolean[] {
  let at = profile.startTime;
  return profile.timeDeltas.map((d) => {
    at += d;
    return !window || (at >= window.fromUs && at <= window.toUs);
  });
}

/** Which package a frame belongs to: `mongoose`, `@temporalio/worker`, `node:tls`, `domain/...`, `(gc)`... */
export function frameOwner(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const ours = /\/(api|domain|activities|workflows|worker|bench|scripts)\//.exec(url);
  if (ours) return `${ours[1]}/`;
  if (/workflow-bundle/.test(url) || url.startsWith('evalmachine')) return '(workflow sandbox code)';
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  return url.split('/').pop() ?? url;
}

/** Busy milliseconds by owner (idle excluded), largest first; only the samples in `window` when given. */
export function summariseProfile(profile: CpuProfile, window?: ProfileWindow): Array<[string, number]> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const kept = inWindow(profile, window);
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    if (!node || !kept[i]) return;
    const owner = frameOwner(node.callFrame.url, node.callFrame.functionName);
    if (owner === '(idle)') return;
    totals.set(owner, (totals.get(owner) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** Every profile in `dir` whose file name holds `pid`, one per thread. */
export function profilesOf(dir: string, pid: number): CpuProfile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.`))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CpuProfile);
}

/** Busy milliseconds by function (`name file:line`, self time), largest first. */
export function topFunctions(profile: CpuProfile, count: number): Array<[string, number]> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const where = frame.url.split('/').slice(-2).join('/');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${(frame.lineNumber ?? 0) + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}
