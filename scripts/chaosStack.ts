/**
 * The stack `npm run chaos` breaks: one MongoDB-wire server and one Temporal dev server (both on disk, so a
 * restart keeps their data), two API replicas and two workers as supervised processes (restarted with back-off
 * after a crash, as under `npm start`), an HTTPS webhook receiver, all on loopback ports picked free.
 */
import { join } from 'node:path';
import { startReceiver, type TestReceiver } from '../test/support/receiver';
import { prebuildWorkflowBundle } from '../worker/workflowBundle';
import { freePort, startMongoWire, startTemporal, type RunningService } from './devServices';
import { SupervisedProcess } from './supervisor';

export type Target = 'worker' | 'api' | 'temporal' | 'mongo';

export interface ChaosStack {
  apiUrls: string[];
  mongoUri: string;
  /** The Temporal server's address (the same across its restarts). */
  temporalAddress(): string;
  receiver: TestReceiver;
  /** SIGKILLs one process of `target` and brings it back (servers here, services through their supervisor). */
  killAndRestart(target: Target, round: number, downMs: number): Promise<string>;
  stop(): Promise<void>;
}

interface Servers {
  mongo: RunningService;
  temporal: RunningService;
  startMongo(): Promise<RunningService>;
  startTemporal(): Promise<RunningService>;
}

async function startServers(dir: string): Promise<Servers> {
  const [mongoPort, temporalPort] = [await freePort(), await freePort()];
  const startMongo = () =>
    startMongoWire({
      port: mongoPort,
      dataDir: join(dir, 'mongo'),
      logFile: join(dir, 'mongo.log'),
      database: 'chaos',
    });
  const startTemporalServer = () =>
    startTemporal({
      port: temporalPort,
      headless: true,
      dbFile: join(dir, 'temporal.db'),
      logFile: join(dir, 'temporal.log'),
    });
  const [mongo, temporal] = await Promise.all([startMongo(), startTemporalServer()]);
  return { mongo, temporal, startMongo, startTemporal: startTemporalServer };
}

export async function startChaosStack(dir: string, say: (msg: string) => void): Promise<ChaosStack> {
  process.env.TEST_TMP_DIR = dir; // the receiver keeps its CA file there
  const [servers, receiver, bundle] = await Promise.all([
    startServers(dir),
    startReceiver(),
    prebuildWorkflowBundle(join(dir, 'workflows.js')),
  ]);
  const baseEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    MONGODB_URI: servers.mongo.address,
    TEMPORAL_ADDRESS: servers.temporal.address,
    TEMPORAL_TASK_QUEUE: 'chaos',
    WEBHOOK_CA_FILE: receiver.caFile,
    ALLOW_PRIVATE_TARGETS: 'true',
    PROBER_REGIONS: '',
    WORKFLOW_BUNDLE_PATH: bundle,
    // A steady stream of test alerts is far above the 10/min a person may send; the budgets are not under test here.
    RATE_LIMIT_SCALE: '1000',
    DISPATCH_SWEEP_MS: '1000',
  };
  const processes: Record<'api' | 'worker', SupervisedProcess[]> = { api: [], worker: [] };
  const apiUrls: string[] = [];
  const supervise = (kind: 'api' | 'worker', i: number, env: NodeJS.ProcessEnv) => {
    const p = new SupervisedProcess({
      name: `${kind}-${i}`,
      file: kind === 'api' ? 'api/server.ts' : 'worker/main.ts',
      env,
      say,
      logFile: join(dir, `${kind}-${i}.log`),
      backoffMs: [500, 1_000, 2_000],
    });
    processes[kind].push(p);
    p.start();
  };
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    apiUrls.push(`http://127.0.0.1:${port}`);
    supervise('api', i, { ...baseEnv, PORT: String(port), BASE_URL: apiUrls[i] });
    supervise('worker', i, baseEnv);
  }
  await Promise.all(apiUrls.map((url) => waitForHealth(url)));
  const all = () => [...processes.api, ...processes.worker];
  return {
    apiUrls,
    mongoUri: servers.mongo.address,
    temporalAddress: () => servers.temporal.address,
    receiver,
    async killAndRestart(target, round, downMs) {
      if (target === 'api' || target === 'worker') return killService(processes[target][round % 2]);
      await servers[target].kill();
      await new Promise((r) => setTimeout(r, downMs));
      if (target === 'mongo') servers.mongo = await servers.startMongo();
      else servers.temporal = await servers.startTemporal();
      return `${target === 'mongo' ? 'MongoDB-wire server' : 'Temporal server'} killed, down ${downMs} ms, restarted`;
    },
    async stop() {
      await Promise.all(all().map((p) => p.stop(30_000)));
      await Promise.all([servers.temporal.stop(), servers.mongo.stop(), receiver.close()]);
    },
  };
}

async function killService(p: SupervisedProcess): Promise<string> {
  const pid = p.pid;
  if (pid === undefined) return `${p.name} was not running (restart pending)`;
  process.kill(pid, 'SIGKILL');
  return `${p.name} (pid ${pid}) killed; its supervisor restarts it`;
}

async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become healthy`);
}
