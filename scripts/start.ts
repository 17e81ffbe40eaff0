/**
 * `npm start`: the whole service on embedded defaults. Starts what is not configured (a Temporal dev server with
 * its Web UI, a MongoDB-wire server and Mailpit as the SMTP server, all keeping their data under `.data/`, as does
 * the worker's attempt journal), then the API, the worker and the embedded probers as supervised child processes
 * (restarted with back-off when they crash); prints where the API, the Temporal UI and the mail UI are.
 *
 * Stopping: one Ctrl-C (SIGINT) or SIGTERM drains (the children finish their requests and activities, then the
 * servers stop); a second Ctrl-C stops everything at once; SIGHUP (terminal closed) drains within 5 s, then forces.
 * If this process itself is killed, the children notice their IPC channel closing and the servers' watchdogs their
 * pipe closing, so nothing it started is left.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, loadEmbeddedProbersConfig, loadWorkerConfig, type Config } from '../domain/config';
import { runMain } from '../domain/processStop';
import { startMailpit } from './devMail';
import { portIsFree, ROOT, startMongoWire, startTemporal, type RunningService } from './devServices';
import { prebuildWorkflowBundle } from '../worker/workflowBundle';
import { SupervisedProcess } from './supervisor';

interface DevOptions {
  dataDir: string;
  temporalPort: number;
  temporalUiPort: number;
  mongoPort: number;
  smtpPort: number;
  mailUiPort: number;
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
    smtpPort: port('DEV_SMTP_PORT', 1025),
    mailUiPort: port('DEV_MAIL_UI_PORT', 8025),
  };
}

const say = (msg: string) => process.stdout.write(`[start] ${msg}\n`);

/** A children's grace on a drain: above the API's and the worker's own stop bounds. */
const DRAIN_GRACE_MS = 30_000;
/** After SIGHUP nobody watches the terminal any more: a short drain, then everything is killed. */
const HANGUP_GRACE_MS = 5_000;
/** Pause before a crashed Temporal or MongoDB-wire server is started again. */
const SERVER_RESTART_MS = 1_000;
/** Two SIGINTs closer than this are one Ctrl-C (npm forwards the terminal's signal to us a second time). */
const SAME_KEYPRESS_MS = 500;

/** Every port this launcher will listen on must be free before anything starts: never reuse a stray server. */
async function assertPortsFree(env: NodeJS.ProcessEnv, config: Config, dev: DevOptions): Promise<void> {
  const wanted: [variable: string, port: number, host?: string][] = [['PORT', config.port]];
  if (!env.MONGODB_URI) wanted.push(['DEV_MONGO_PORT', dev.mongoPort, '127.0.0.1']);
  if (!env.TEMPORAL_ADDRESS)
    wanted.push(
      ['DEV_TEMPORAL_PORT', dev.temporalPort, '127.0.0.1'],
      ['DEV_TEMPORAL_UI_PORT', dev.temporalUiPort, '127.0.0.1'],
    );
  if (!env.SMTP_URL)
    wanted.push(['DEV_SMTP_PORT', dev.smtpPort, '127.0.0.1'], ['DEV_MAIL_UI_PORT', dev.mailUiPort, '127.0.0.1']);
  for (const [variable, port, host] of wanted) {
    if (!(await portIsFree(port, host))) {
      throw new Error(
        `port ${port} (${variable}) is already in use by a program npm start did not start; stop it, or set ${variable} to a free port`,
      );
    }
  }
}

/** Everything started so far, so any failure or signal stops exactly that. */
const started = {
  children: [] as SupervisedProcess[],
  services: [] as RunningService[],
  stopping: null as null | 'drain' | 'force',
};

async function startDependencies(
  env: NodeJS.ProcessEnv,
  dev: DevOptions,
): Promise<{ env: NodeJS.ProcessEnv; uiUrl: string | null; mailUiUrl: string | null }> {
  const childEnv: NodeJS.ProcessEnv = { ...env };
  mkdirSync(dev.dataDir, { recursive: true });
  // The worker's attempt journal beside the rest of the data: a restarted worker replays what a killed one wrote.
  childEnv.DELIVERY_JOURNAL_DIR ||= join(dev.dataDir, 'delivery-journal');
  // Bundled once here, while the servers start, so a restarted worker does not bundle again.
  const bundle = env.WORKFLOW_BUNDLE_PATH
    ? Promise.resolve(env.WORKFLOW_BUNDLE_PATH)
    : prebuildWorkflowBundle(join(dev.dataDir, 'workflow-bundle.js'));
  bundle.catch(() => undefined); // awaited below; a failure meanwhile must not be unhandled
  let uiUrl: string | null = null;
  if (!env.MONGODB_URI) {
    say('starting the MongoDB-wire server...');
    const mongo = await superviseServer('MongoDB-wire server', () =>
      startMongoWire({
        port: dev.mongoPort,
        dataDir: join(dev.dataDir, 'mongo'),
        logFile: join(dev.dataDir, 'mongo.log'),
        database: 'uptime',
      }),
    );
    childEnv.MONGODB_URI = mongo.address;
    say(`MongoDB-wire server: ${mongo.store}`);
  } else {
    say('MongoDB: the server at MONGODB_URI');
  }
  if (!env.TEMPORAL_ADDRESS) {
    say('starting the Temporal dev server...');
    const temporal = await superviseServer('Temporal dev server', () =>
      startTemporal({
        port: dev.temporalPort,
        uiPort: dev.temporalUiPort,
        dbFile: join(dev.dataDir, 'temporal.db'),
        logFile: join(dev.dataDir, 'temporal.log'),
      }),
    );
    childEnv.TEMPORAL_ADDRESS = temporal.address;
    uiUrl = temporal.uiUrl ?? null;
  }
  const mailUiUrl = env.SMTP_URL ? null : await startMail(dev, childEnv);
  // Local targets (a site on this machine) are what a development user monitors first.
  childEnv.ALLOW_PRIVATE_TARGETS ??= 'true';
  childEnv.WORKFLOW_BUNDLE_PATH = await bundle;
  return { env: childEnv, uiUrl, mailUiUrl };
}

/** Mailpit as the SMTP server of e-mail channels, sign-in links and the contact form; returns its web UI. */
async function startMail(dev: DevOptions, childEnv: NodeJS.ProcessEnv): Promise<string | null> {
  say('starting Mailpit (SMTP)...');
  const mail = await superviseServer('Mailpit', () =>
    startMailpit({
      smtpPort: dev.smtpPort,
      uiPort: dev.mailUiPort,
      dbFile: join(dev.dataDir, 'mailpit.db'),
      logFile: join(dev.dataDir, 'mailpit.log'),
    }),
  );
  childEnv.SMTP_URL = mail.address;
  return mail.uiUrl ?? null;
}

/**
 * Starts a server and restarts it (same port, same data) when it exits unexpectedly, after SERVER_RESTART_MS;
 * the services wait for it meanwhile (requests wait for MongoDB, deliveries for Temporal).
 */
async function superviseServer(name: string, startServer: () => Promise<RunningService>): Promise<RunningService> {
  const service = await startServer();
  started.services.push(service);
  void service.exited.then(async (how) => {
    if (started.stopping) return;
    say(`${name} exited unexpectedly (${how}); restarting in ${SERVER_RESTART_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, SERVER_RESTART_MS));
    if (started.stopping) return;
    started.services.splice(started.services.indexOf(service), 1);
    try {
      await superviseServer(name, startServer);
      say(`${name} restarted`);
    } catch (err) {
      say(`${name} could not be restarted: ${(err as Error).message}`);
    }
  });
  return service;
}

async function waitForHealth(url: string, api: SupervisedProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!api.running) throw new Error('the API exited during start-up');
    try {
      if ((await fetch(`${url}/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs / 1000}s`);
}

/** Drain: children finish in flight (in parallel, each bounded), then the servers stop. Force: SIGKILL all now. */
async function stopAll(mode: 'drain' | 'force', code: number, graceMs = DRAIN_GRACE_MS): Promise<void> {
  if (started.stopping === 'force' || started.stopping === mode) return;
  started.stopping = mode;
  if (started.children.length === 0 && started.services.length === 0) process.exit(code);
  say(
    mode === 'drain'
      ? 'stopping: letting requests and deliveries in flight finish (Ctrl-C again to stop at once)...'
      : 'stopping everything now...',
  );
  const grace = mode === 'force' ? 0 : graceMs;
  await Promise.all(started.children.map((c) => c.stop(grace)));
  for (const s of [...started.services].reverse()) await (mode === 'force' ? s.kill() : s.stop());
  if (started.stopping !== mode) return; // a force overtook this drain and exits itself
  say('stopped');
  process.exit(code);
}

function handleSignals(): void {
  let firstInterrupt = 0;
  process.on('SIGINT', () => {
    if (firstInterrupt === 0) {
      firstInterrupt = Date.now();
      void stopAll('drain', 0);
    } else if (Date.now() - firstInterrupt >= SAME_KEYPRESS_MS) {
      void stopAll('force', 130);
    }
  });
  process.on('SIGTERM', () => void stopAll('drain', 0));
  process.on('SIGHUP', () => {
    void stopAll('drain', 129, HANGUP_GRACE_MS);
  });
  // With the terminal gone, writing to it fails: that must not end the launcher before its children.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
}

function launchChildren(env: NodeJS.ProcessEnv, config: Config): SupervisedProcess {
  const spawnChild = (name: string, file: string) => {
    const child = new SupervisedProcess({ name, file, env, say });
    started.children.push(child);
    child.start();
    return child;
  };
  const api = spawnChild('api', 'api/server.ts');
  spawnChild('worker', 'worker/main.ts');
  if (config.proberRegions.length > 0) spawnChild('probers', 'prober/embedded.ts');
  return api;
}

async function main(): Promise<void> {
  handleSignals();
  const config: Config = loadConfig();
  const dev = devOptions(process.env);
  await assertPortsFree(process.env, config, dev);
  const deps = await startDependencies(process.env, dev);
  // Each child's view must be valid too, before any of them starts.
  loadConfig(deps.env);
  loadWorkerConfig(deps.env);
  loadEmbeddedProbersConfig(deps.env);
  const api = launchChildren(deps.env, config);
  await waitForHealth(`http://127.0.0.1:${config.port}`, api);
  if (started.stopping) return;
  say(
    `API:         ${config.baseUrl}  (health: ${config.baseUrl}/health, OpenAPI: ${config.baseUrl}/api/v1/openapi.json)`,
  );
  say(`Dashboard:   ${config.baseUrl}/app`);
  say(`Temporal UI: ${deps.uiUrl ?? '(external Temporal at TEMPORAL_ADDRESS; use its UI)'}`);
  say(`Mail: ${deps.mailUiUrl ?? '(the SMTP server at SMTP_URL)'}`);
  say(
    `probers:     ${config.proberRegions.length > 0 ? config.proberRegions.join(', ') : 'none (PROBER_REGIONS is empty)'}`,
  );
  say('ready. Ctrl-C stops everything (a second Ctrl-C at once).');
}

// A failed start-up stops whatever it had started already.
runMain('start', main, (code) => void stopAll('drain', code));
