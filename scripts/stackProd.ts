/**
 * `npm run stack:prod`: the topology of docker-compose.yml without containers. Builds the code (`npm run build`),
 * then runs it as the compose file does (`node dist/...`, each service's command and environment read from the
 * file): two API replicas, the worker and one prober per region, each a process of its own, on a Temporal dev server
 * and a MongoDB-wire server started here. The probers take turns between the two replicas, as a load balancer
 * would spread them. Prints both API addresses and the Temporal UI; SIGINT or SIGTERM stops everything it started.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeProcesses, localEnvironment, type ComposeProcess, type LocalAddresses } from './composeServices';
import { portIsFree, ROOT, startMongoWire, startTemporal, type RunningService } from './devServices';
import { SupervisedProcess } from './supervisor';

export interface StackProdPorts {
  /** One port per API replica. */
  apis: number[];
  temporal: number;
  temporalUi: number;
  mongo: number;
}

export interface StackProdOptions {
  ports: StackProdPorts;
  /** Servers' data, each process's own temp folder (its liveness file) and every process's log. */
  dataDir: string;
  /** Added to every service's environment (e.g. ALLOW_PRIVATE_TARGETS for loopback targets). */
  env?: Record<string, string>;
  say?: (msg: string) => void;
}

export interface StackProd {
  apiUrls: string[];
  temporalUiUrl: string;
  /** Every service process by name: `api-1`, `api-2`, `worker`, `prober-fra1`, ... */
  processes: Map<string, SupervisedProcess>;
  /** Stops one service for good (as `docker compose stop <service>` does): it is not restarted. */
  stopService(name: string): Promise<void>;
  /** Stops every process, then the servers. */
  stop(): Promise<void>;
}

/** A service's drain bound: above the API's and the probers' own (25 s), as the compose file's stop_grace_period. */
const STOP_GRACE_MS = 30_000;
const HEALTHY_WITHIN_MS = 180_000;

export async function startStackProd(opts: StackProdOptions): Promise<StackProd> {
  const say = opts.say ?? (() => undefined);
  mkdirSync(join(opts.dataDir, 'logs'), { recursive: true });
  say('building (npm run build)...');
  await build(join(opts.dataDir, 'logs', 'build.log'));
  const services: RunningService[] = [];
  const processes = new Map<string, SupervisedProcess>();
  const stop = async () => {
    await Promise.all([...processes.values()].map((p) => p.stop(STOP_GRACE_MS)));
    for (const s of services.reverse()) await s.stop();
  };
  try {
    const local = await startServers(opts, services, say);
    const apiUrls = opts.ports.apis.map((port) => `http://127.0.0.1:${port}`);
    const launch = launcher(opts, local, processes, say);
    const all = composeProcesses();
    for (const p of all.filter((p) => p.role === 'api'))
      apiUrls.forEach((url, i) => launch(p, `${p.service}-${i + 1}`, url));
    for (const p of all.filter((p) => p.role === 'worker')) launch(p, p.service, apiUrls[0]);
    // The probers depend on a healthy API (depends_on: service_healthy), as in the compose file.
    await Promise.all(apiUrls.map((url) => waitForHealth(url)));
    all.filter((p) => p.role === 'prober').forEach((p, i) => launch(p, p.service, apiUrls[i % apiUrls.length]));
    const stopService = async (name: string) => {
      const p = processes.get(name);
      if (!p) throw new Error(`no service ${name} (known: ${[...processes.keys()].join(', ')})`);
      await p.stop(STOP_GRACE_MS);
    };
    return { apiUrls, temporalUiUrl: local.temporalUiUrl, processes, stopService, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Starts a compose service as a supervised process named `name`, talking to the API at `apiUrl`. */
function launcher(
  opts: StackProdOptions,
  local: LocalAddresses,
  processes: Map<string, SupervisedProcess>,
  say: (msg: string) => void,
): (p: ComposeProcess, name: string, apiUrl: string) => void {
  return (p, name, apiUrl) => {
    const tmpDir = join(opts.dataDir, 'tmp', name);
    mkdirSync(tmpDir, { recursive: true });
    // As in a container: the variables the compose file gives the service, no others of this shell's.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...localEnvironment(p, local, apiUrl, tmpDir) };
    const logFile = join(opts.dataDir, 'logs', `${name}.log`);
    const child = new SupervisedProcess({
      name,
      file: p.file,
      args: p.args,
      env: { ...env, ...opts.env },
      say,
      logFile,
    });
    processes.set(name, child);
    child.start();
  };
}

/** `npm run build`, then the views and assets the compiled code reads beside it, copied as the Dockerfile does. */
async function build(logFile: string): Promise<void> {
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  writeFileSync(logFile, out);
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}):\n${out.slice(-4000)}`);
  for (const dir of ['api/dashboard/views', 'api/dashboard/assets', 'api/statusPage/views'])
    cpSync(join(ROOT, dir), join(ROOT, 'dist', dir), { recursive: true });
}

async function startServers(
  opts: StackProdOptions,
  services: RunningService[],
  say: (msg: string) => void,
): Promise<LocalAddresses & { temporalUiUrl: string }> {
  say('starting the MongoDB-wire server and the Temporal dev server...');
  const { dataDir, ports } = opts;
  const [mongo, temporal] = await Promise.all([
    startMongoWire({
      port: ports.mongo,
      dataDir: join(dataDir, 'mongo'),
      logFile: join(dataDir, 'logs', 'mongo.log'),
      database: 'uptime',
    }).then((s) => (services.push(s), s)),
    startTemporal({
      port: ports.temporal,
      uiPort: ports.temporalUi,
      dbFile: join(dataDir, 'temporal.db'),
      logFile: join(dataDir, 'logs', 'temporal.log'),
    }).then((s) => (services.push(s), s)),
  ]);
  return { mongodbUri: mongo.address, temporalAddress: temporal.address, temporalUiUrl: temporal.uiUrl! };
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API at ${url} did not become healthy within ${HEALTHY_WITHIN_MS / 1000} s`);
}

/** The command's ports: the API replicas on PORT and PORT + 1, the servers on the DEV_* ports `npm start` reads. */
function portsFromEnv(env: NodeJS.ProcessEnv): StackProdPorts {
  const port = (name: string, dflt: number) => {
    const v = env[name] || String(dflt);
    if (!/^\d+$/.test(v) || Number(v) > 65535) throw new Error(`${name}: expected a port number, got "${v}"`);
    return Number(v);
  };
  const api = port('PORT', 3000);
  return {
    apis: [api, api + 1],
    temporal: port('DEV_TEMPORAL_PORT', 7233),
    temporalUi: port('DEV_TEMPORAL_UI_PORT', 8233),
    mongo: port('DEV_MONGO_PORT', 27017),
  };
}

async function main(): Promise<void> {
  const say = (msg: string) => process.stdout.write(`[stack:prod] ${msg}\n`);
  const ports = portsFromEnv(process.env);
  for (const p of [...ports.apis, ports.temporal, ports.temporalUi, ports.mongo])
    if (!(await portIsFree(p, '127.0.0.1'))) throw new Error(`port ${p} is already in use; stop what holds it`);
  const dataDir = process.env.DEV_DATA_DIR || join(ROOT, '.data', 'stack-prod');
  let stack: StackProd | null = null;
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    say('stopping every process...');
    await stack?.stop();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());
  stack = await startStackProd({ ports, dataDir, say });
  if (stopping) return void (await stack.stop());
  stack.apiUrls.forEach((url, i) => say(`API replica ${i + 1}: ${url}  (health: ${url}/health)`));
  say(`Temporal UI:   ${stack.temporalUiUrl}`);
  say(`processes:     ${[...stack.processes.keys()].join(', ')} (logs in ${join(dataDir, 'logs')})`);
  say('ready. Ctrl-C stops everything.');
}

if (require.main === module) {
  main().catch((err: Error) => {
    process.stderr.write(`stack:prod failed: ${err.message}\n`);
    process.exit(1);
  });
}
