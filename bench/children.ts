/**
 * Our own processes for the benchmark (API, worker, producer, receiver, load client...), each a separate Node
 * child so its CPU can be read from /proc. Children that talk back use the IPC channel: `ask` sends one request
 * and waits for the reply of the given type.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, stopChild } from '../scripts/devServices';
import { SERVICE_NODE_FLAGS, serviceEnv } from '../scripts/memorySettings';

export interface BenchChild {
  name: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
  ask<T = any>(msg: Record<string, unknown>, replyType: string, timeoutMs?: number): Promise<T>;
  next<T = any>(type: string, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

const running = new Set<BenchChild>();

export function spawnChild(
  name: string,
  file: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
  args: string[] = [],
  nodeArgs: string[] = [],
): BenchChild {
  const logFile = join(logDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  // With the V8 flags and malloc settings `npm start` gives our services, so the bench measures their memory.
  const child = spawn(
    process.execPath,
    [...SERVICE_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', join(ROOT, file), ...args],
    {
      // The launcher's environment passes through (PATH and the like); the bench's settings override it.
      env: serviceEnv({ ...process.env, ...env }),
      stdio: ['ignore', out, out, 'ipc'],
      detached: true,
    },
  );
  // A send racing the child's exit fails here rather than as an unhandled 'error' that ends the bench uncleaned.
  child.on('error', (err) => process.stderr.write(`${name}: ${err.message}\n`));
  const next = <T>(type: string, timeoutMs = 120_000) =>
    new Promise<T>((ok, fail) => {
      const onMessage = (m: { type?: string; error?: string }) => {
        if (m?.type === 'error') {
          done();
          fail(new Error(`${name}: ${m.error}`));
        }
        if (m?.type !== type) return;
        done();
        ok(m as T);
      };
      const onExit = (code: number | null) => {
        done();
        fail(new Error(`${name} exited (${code}) before "${type}"; see ${logFile}`));
      };
      const timer = setTimeout(() => {
        done();
        fail(new Error(`${name}: no "${type}" within ${timeoutMs} ms; see ${logFile}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const handle: BenchChild = {
    name,
    child,
    pid: child.pid!,
    logFile,
    next,
    ask<T>(msg: Record<string, unknown>, replyType: string, timeoutMs?: number) {
      if (!child.connected) return Promise.reject(new Error(`${name} is not running (asked for "${replyType}")`));
      const reply = next<T>(replyType, timeoutMs);
      child.send(msg);
      return reply;
    },
    async stop() {
      running.delete(handle);
      await stopChild(child, 15_000);
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every child still running (also on failure), API-like ones first. */
export async function stopAllChildren(): Promise<void> {
  for (const c of [...running].reverse()) await c.stop();
}

/** Resolves once `url` answers 200 (bounded by `timeoutMs`). */
export async function waitForHttp(url: string, child: BenchChild, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null) throw new Error(`${child.name} exited; see ${child.logFile}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s; see ${child.logFile}`);
}

/** For child processes: answer IPC requests of `type` with `handler`'s result (errors reported, not thrown). */
export function serveIpc(handlers: Record<string, (msg: any) => Promise<Record<string, unknown>>>): void {
  process.on('message', (msg: { type?: string }) => {
    const handler = msg?.type ? handlers[msg.type] : undefined;
    if (!handler) return;
    handler(msg).then(
      (reply) => process.send!(reply),
      (err) => process.send!({ type: 'error', error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
  // The parent going away ends the child too.
  process.on('disconnect', () => process.exit(0));
}
