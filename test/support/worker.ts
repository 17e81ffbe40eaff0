/**
 * An in-process delivery worker on a test stack's task queue, using the workflow bundle built in globalSetup,
 * and real service processes (`worker/main.ts`, `api/server.ts`) for crash, stop and replica tests. An API process is
 * told its port (scripts/ports.ts: reserved machine-wide, outside the kernel's port-0 range) and, should another
 * program have bound it meanwhile, started again on another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config, WorkerConfig } from '../../domain/config';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { silentLogger, type Logger } from '../../domain/logger';
import { createWorker, type DeliveryWorker } from '../../worker/createWorker';
import { withFreshPort } from '../../scripts/ports';

export interface TestWorker {
  stop(): Promise<void>;
}

export async function startTestWorker(config: Config, log: Logger = silentLogger): Promise<TestWorker> {
  quietRuntime();
  const delivery: DeliveryWorker = await createWorker({
    config: testWorkerConfig(config),
    log,
    workflowBundlePath: process.env.TEST_WORKFLOW_BUNDLE ?? null,
  });
  const running = delivery.run();
  running.catch(() => undefined); // surfaced by stop()
  return { stop: () => delivery.shutdown() };
}

/** The worker's view of a test stack's `config`: the stack's own attempt journal folder. */
export function testWorkerConfig(config: Config): WorkerConfig {
  return { ...config, deliveryJournalDir: stackJournalDir(config) };
}

/**
 * One attempt journal folder per test stack (named after its database), shared by the stack's in-process and
 * child workers, and removed with the suite's temporary folder.
 */
export function stackJournalDir(config: Config): string {
  const database = new URL(config.mongodbUri).pathname.slice(1) || 'default';
  return join(process.env.TEST_TMP_DIR ?? tmpdir(), 'delivery-journal', database);
}

/** Environment that makes `worker/main.ts` see the same servers, database, queue and journal as `config`. */
export function workerEnv(config: Config, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    MONGODB_URI: config.mongodbUri,
    TEMPORAL_ADDRESS: config.temporalAddress,
    TEMPORAL_NAMESPACE: config.temporalNamespace,
    TEMPORAL_TASK_QUEUE: config.temporalTaskQueue,
    ALLOW_PRIVATE_TARGETS: String(config.allowPrivateTargets),
    DELIVERY_TIMEOUT_MS: String(config.delivery.timeoutMs),
    DELIVERY_JOURNAL_DIR: stackJournalDir(config),
    PROBER_REGIONS: '',
    ...(process.env.TEST_WORKFLOW_BUNDLE ? { WORKFLOW_BUNDLE_PATH: process.env.TEST_WORKFLOW_BUNDLE } : {}),
    ...extra,
  };
}

export interface ChildWorker {
  child: ChildProcess;
  output(): string;
  /** Resolves once the process logged that it runs (bounded). */
  ready(timeoutMs?: number): Promise<void>;
  exited(): Promise<number | null>;
}

export function spawnWorkerProcess(env: NodeJS.ProcessEnv): ChildWorker {
  return spawnServiceProcess('worker/main.ts', env, '"worker running"');
}

/** A real service process (`worker/main.ts`, `api/server.ts`, ...) whose `ready()` waits for `readyMarker` in its log. */
export function spawnServiceProcess(entry: string, env: NodeJS.ProcessEnv, readyMarker: string): ChildWorker {
  const root = resolve(__dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, entry)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return {
    child,
    output: () => out,
    exited: () => exit,
    ready(timeoutMs = 60_000) {
      return new Promise((ok, fail) => {
        const started = Date.now();
        const poll = setInterval(() => {
          if (out.includes(readyMarker)) {
            clearInterval(poll);
            ok();
          } else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
            clearInterval(poll);
            fail(new Error(`${entry} did not start: ${out.slice(-2000)}`));
          }
        }, 50);
      });
    },
  };
}

/** A real API process (`api/server.ts`) on a port of its own; `envFor` gets the port to put in PORT and BASE_URL. */
export function startApiProcess(
  envFor: (port: number) => NodeJS.ProcessEnv,
): Promise<{ api: ChildWorker; url: string }> {
  return withFreshPort(async (port) => {
    const api = spawnServiceProcess('api/server.ts', envFor(port), '"api listening"');
    await api.ready();
    return { api, url: `http://127.0.0.1:${port}` };
  });
}

/** The SDK logs every worker state change at INFO; tests only want warnings. Installable once per process. */
export function quietRuntime(): void {
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // already installed in this process
  }
}
