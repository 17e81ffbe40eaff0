/**
 * `npm start`: the whole service on embedded defaults. Starts what is not configured (a Temporal dev server with
 * its Web UI and a MongoDB-wire server, both keeping their data under `.data/`), then the API, the worker and the
 * embedded probers as child processes; prints where the API and the Temporal UI are. SIGINT/SIGTERM stops
 * everything it started, in order (API first, the worker drains, the servers last), leaving no process behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../domain/config';
import { ROOT, startMongoWire, startTemporal, stopChild, type RunningService } from './devServices';

interface DevOptions {
  dataDir: string;
  temporalPort: number;
  temporalUiPort: number;
  mongoPort: number;
}

/** Options of the development launcher itself (not of the service), read once here. */
function devOptions(env: NodeJS.ProcessEnv): DevOptions {
  const port = (name: string, dflt: number) => {
    const v = env[name];
    if (v === undefined || v === '') return dflt;
    if (!/^\d+$/.test(v) || Number(v) > 65535) throw new ConfigError(`${name}: expected a port number, got "${v}"`);
    return Number(v);
  };
  return {
    dataDir: env.DEV_DATA_DIR || join(ROOT, '.data'),
    temporalPort: port('DEV_TEMPORAL_PORT', 7233),
    temporalUiPort: port('DEV_TEMPORAL_UI_PORT', 8233),
    mongoPort: port('DEV_MONGO_PORT', 27017),
  };
}

const say = (msg: string) => process.stdout.write(`[start] ${msg}\n`);

async function startDependencies(env: NodeJS.ProcessEnv, dev: DevOptions): Promise<{ env: NodeJS.ProcessEnv; services: RunningService[]; uiUrl: string | null }> {
  const services = started.services;
  const childEnv: NodeJS.ProcessEnv = { ...env };
  mkdirSync(dev.dataDir, { recursive: true });
  let uiUrl: string | null = null;
  if (!env.MONGODB_URI) {
    say('starting the MongoDB-wire server...');
    const mongo = await startMongoWire({ port: dev.mongoPort, dataDir: join(dev.dataDir, 'mongo'), logFile: join(dev.dataDir, 'mongo.log'), database: 'uptime' });
    services.push(mongo);
    childEnv.MONGODB_URI = mongo.address;
  }
  if (!env.TEMPORAL_ADDRESS) {
    say('starting the Temporal dev server...');
    const temporal = await startTemporal({
      port: dev.temporalPort, uiPort: dev.temporalUiPort, dbFile: join(dev.dataDir, 'temporal.db'), logFile: join(dev.dataDir, 'temporal.log'),
    });
    services.push(temporal);
    childEnv.TEMPORAL_ADDRESS = temporal.address;
    uiUrl = temporal.uiUrl ?? null;
  }
  // Local targets (a site on this machine) are what a development user monitors first.
  childEnv.ALLOW_PRIVATE_TARGETS ??= 'true';
  return { env: childEnv, services, uiUrl };
}

function launch(name: string, file: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, file)], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.once('exit', (code, signal) => say(`${name} exited (${signal ?? code})`));
  return child;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up');
    try {
      if ((await fetch(`${url}/health`)).status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs / 1000}s`);
}

/** Everything started so far, so any failure or signal stops exactly that. */
const started = { children: [] as { name: string; child: ChildProcess }[], services: [] as RunningService[], stopping: false };

async function stopAll(code: number): Promise<void> {
  if (started.stopping) return;
  started.stopping = true;
  say('stopping...');
  for (const { child } of started.children) await stopChild(child, 30_000); // API first, then the worker drains
  for (const s of [...started.services].reverse()) await s.stop();
  say('stopped');
  process.exit(code);
}

async function main(): Promise<void> {
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  const config: Config = loadConfig();
  const deps = await startDependencies(process.env, devOptions(process.env));
  loadConfig(deps.env); // the children's view must be valid too
  const children = started.children;
  const api = launch('api', 'api/server.ts', deps.env);
  children.push({ name: 'api', child: api });
  children.push({ name: 'worker', child: launch('worker', 'worker/main.ts', deps.env) });
  if (config.proberRegions.length > 0) children.push({ name: 'probers', child: launch('probers', 'prober/embedded.ts', deps.env) });
  for (const { name, child } of children) child.once('exit', () => { if (!started.stopping) { say(`${name} stopped unexpectedly`); void stopAll(1); } });

  await waitForHealth(`http://127.0.0.1:${config.port}`, api);
  say(`API:         ${config.baseUrl}  (health: ${config.baseUrl}/health, OpenAPI: ${config.baseUrl}/api/v1/openapi.json)`);
  say(`Dashboard:   ${config.baseUrl}/app`);
  say(`Temporal UI: ${deps.uiUrl ?? '(external Temporal at TEMPORAL_ADDRESS; use its UI)'}`);
  say(`probers:     ${config.proberRegions.length > 0 ? config.proberRegions.join(', ') : 'none (PROBER_REGIONS is empty)'}`);
  say('ready. Ctrl-C stops everything.');
}

main().catch((err) => {
  process.stderr.write(err instanceof ConfigError ? `configuration error: ${err.message}\n` : `start failed: ${(err as Error).message}\n`);
  void stopAll(1);
});
