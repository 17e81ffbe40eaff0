/**
 * The README's start command end to end: dev servers, API, worker and probers come up on free ports, /health is
 * 200 with both dependencies, the Temporal UI answers, a crashed worker or database is restarted, and every way
 * of stopping (Ctrl-C, two Ctrl-C, SIGHUP, SIGKILL of the launcher itself) leaves no process behind; a restart
 * keeps data, and a port held by another program is refused with one line naming it. What it prints is what the
 * README shows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { ROOT } from '../../scripts/devServices';
import { freePort, isAddressInUse } from '../../scripts/ports';

jest.setTimeout(240_000);

interface Started {
  child: ChildProcess;
  output: () => string;
  apiUrl: string;
  uiUrl: string;
  mailUiUrl: string;
}

/** Launchers still running when a test ends (it failed half-way): killed, so the next test finds its ports free. */
const launched: ChildProcess[] = [];

async function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  launched.push(child);
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const deadline = Date.now() + 180_000;
  while (!out.includes('ready.')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`start did not get ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const apiUrl = /API:\s+(\S+)/.exec(out)![1];
  const uiUrl = /Temporal UI:\s+(\S+)/.exec(out)![1];
  const mailUiUrl = /\[start\] Mail: (\S+)/.exec(out)![1];
  return { child, output: () => out, apiUrl, uiUrl, mailUiUrl };
}

/**
 * The lines the README says `npm start` prints, with this run's addresses and regions in place of the README's
 * defaults (API on localhost:3000, UI on 127.0.0.1:8233, mail UI on 127.0.0.1:8025, all six regions).
 */
function readmeStartLines(apiUrl: string, uiUrl: string, regions: string, mailUiUrl: string): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return readme
    .split('\n')
    .filter((line) => line.startsWith('[start] '))
    .map((line) =>
      line
        .replaceAll('http://localhost:3000', apiUrl)
        .replace('http://127.0.0.1:8233', uiUrl)
        .replace('http://127.0.0.1:8025', mailUiUrl)
        .replace('fra1, iad1, hil1, sgp1, syd1, gru1', regions),
    );
}

/** Every live descendant of `pid` (children are detached into their own groups, so walk the parent links). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [c, pp] of parentOf)
      if (pp === p) {
        found.push(c);
        walk(c);
      }
  };
  walk(pid);
  return found;
}

/** Running (not merely a zombie awaiting its reaper) and what it is, for a readable failure. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
const describeProcess = (pid: number) => {
  try {
    return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 160)}`;
  } catch {
    return `${pid} (gone)`;
  }
};

async function stop(s: Started): Promise<number | null> {
  const exited = new Promise<number | null>((r) => s.child.once('exit', (code) => r(code)));
  process.kill(s.child.pid!, 'SIGINT');
  return exited;
}

/** Waits (bounded) until none of `pids` runs any more; returns those still running. */
async function leftAfter(pids: number[], withinMs: number): Promise<string[]> {
  const deadline = Date.now() + withinMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return pids.filter(alive).map(describeProcess);
}

const exitOf = (s: Started) =>
  new Promise<{ code: number | null; signal: string | null }>((r) =>
    s.child.once('exit', (code, signal) => r({ code, signal })),
  );

async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The launcher's child running `entry` (e.g. worker/main.ts). */
function childRunning(s: Started, entry: string): number | undefined {
  return descendants(s.child.pid!).find((pid) => describeProcess(pid).includes(entry));
}

/**
 * Ports for one test's stack, each from scripts/ports.ts: outside the kernel's port-0 range and reserved
 * machine-wide, so no other test, jest worker or program on the machine is handed the same one.
 */
async function freshPorts(): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DEV_TEMPORAL_PORT: String(await freePort()),
    DEV_TEMPORAL_UI_PORT: String(await freePort()),
    DEV_MONGO_PORT: String(await freePort()),
    DEV_SMTP_PORT: String(await freePort()),
    DEV_MAIL_UI_PORT: String(await freePort()),
  };
}

describe('npm start (scripts/start.ts)', () => {
  // Each test its own ports and its own data folder: a stack still shutting down never meets the next one.
  let dataDir: string;
  let env: Record<string, string>;

  /** Starts the stack; when a port was taken after it was chosen (by a program we did not start), on fresh ones. */
  async function startOnOwnPorts(): Promise<Started> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await start(env);
      } catch (err) {
        if (attempt >= 3 || !isAddressInUse(err)) throw err;
        env = { ...env, ...(await freshPorts()) };
      }
    }
  }

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'uptime-start-'));
    env = {
      ...(await freshPorts()),
      DEV_DATA_DIR: dataDir,
      PROBER_REGIONS: 'fra1',
      MONGODB_URI: '',
      SMTP_URL: '',
      TEMPORAL_ADDRESS: '',
      TEMPORAL_TASK_QUEUE: 'start-command-test',
    };
  });
  afterEach(async () => {
    for (const child of launched.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const leftovers = descendants(child.pid!);
      child.kill('SIGKILL'); // its children and the servers' watchdogs clean up behind it
      await leftAfter(leftovers, 10_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves health and the Temporal UI, restarts a crashed worker and MongoDB-wire server, stops every process on SIGINT, and keeps data across restarts', async () => {
    const first = await startOnOwnPorts();
    const readmeLines = readmeStartLines(first.apiUrl, first.uiUrl, env.PROBER_REGIONS, first.mailUiUrl);
    expect(readmeLines).toHaveLength(6);
    expect(first.mailUiUrl).toBe(`http://127.0.0.1:${env.DEV_MAIL_UI_PORT}`);
    const printed = first
      .output()
      .split('\n')
      .filter((line) => line.startsWith('[start] '));
    expect(printed).toEqual(expect.arrayContaining(readmeLines));
    const health = await fetch(`${first.apiUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ mongodb: 'up', temporal: 'up' });
    expect((await fetch(first.uiUrl)).status).toBe(200);
    expect((await fetch(`${first.mailUiUrl}/api/v1/messages`)).status).toBe(200);

    const mongoUri = `mongodb://127.0.0.1:${env.DEV_MONGO_PORT}/uptime`;
    const conn = await mongoose.createConnection(mongoUri).asPromise();
    await conn.collection('start_marker').insertOne({ _id: 'kept' as never, at: new Date() });
    await conn.close();

    // A crashed worker is restarted, logged, and the stack keeps serving meanwhile.
    await until('the worker running', () => first.output().includes('"worker running"'));
    const worker = childRunning(first, 'worker/main.ts')!;
    process.kill(worker, 'SIGKILL');
    await until('the worker restarted', () => first.output().includes('worker restarted'));
    expect(first.output()).toMatch(/worker exited unexpectedly \(SIGKILL\); restarting in \d+ s/);
    expect((await fetch(`${first.apiUrl}/health`)).status).toBe(200);
    await until('a new worker running', () => (first.output().match(/"worker running"/g) ?? []).length >= 2);

    // So is a crashed MongoDB-wire server, on the same port with the same data.
    process.kill(childRunning(first, 'ferretdb') ?? childRunning(first, 'mongod')!, 'SIGKILL');
    await until('the MongoDB-wire server restarted', () => first.output().includes('MongoDB-wire server restarted'));
    await until('health 200 again', async () => (await fetch(`${first.apiUrl}/health`)).status === 200);

    const processes = descendants(first.child.pid!);
    expect(processes.length).toBeGreaterThanOrEqual(4); // api, worker, probers, temporal, mongo-wire (+ their watchdogs)
    expect(await stop(first)).toBe(0);
    expect(await leftAfter(processes, 2_000)).toEqual([]);

    const second = await start(env);
    try {
      const again = await mongoose.createConnection(mongoUri).asPromise();
      expect(await again.collection('start_marker').findOne({ _id: 'kept' as never })).not.toBeNull();
      await again.close();
    } finally {
      expect(await stop(second)).toBe(0);
    }
  });

  it('stops everything at once on a second Ctrl-C', async () => {
    const s = await startOnOwnPorts();
    const processes = descendants(s.child.pid!);
    const exited = exitOf(s);
    process.kill(s.child.pid!, 'SIGINT');
    await new Promise((r) => setTimeout(r, 1_000));
    process.kill(s.child.pid!, 'SIGINT');
    expect(await exited).toEqual({ code: 130, signal: null });
    expect(s.output()).toContain('stopping everything now');
    expect(await leftAfter(processes, 5_000)).toEqual([]);
  });

  it('stops everything on SIGHUP (terminal closed)', async () => {
    const s = await startOnOwnPorts();
    const processes = descendants(s.child.pid!);
    const exited = exitOf(s);
    process.kill(s.child.pid!, 'SIGHUP');
    expect((await exited).code).toBe(129);
    expect(await leftAfter(processes, 5_000)).toEqual([]);
  });

  it('leaves nothing behind 10 s after the launcher itself is SIGKILLed', async () => {
    const s = await startOnOwnPorts();
    const processes = descendants(s.child.pid!);
    expect(processes.length).toBeGreaterThanOrEqual(5);
    process.kill(s.child.pid!, 'SIGKILL');
    expect(await leftAfter(processes, 10_000)).toEqual([]);
  });

  it('refuses a port held by another program with one line naming the port and its variable', async () => {
    const squatter: Server = createServer();
    await new Promise<void>((r) => squatter.listen(Number(env.DEV_MONGO_PORT), '127.0.0.1', r));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
      });
      child.stderr!.on('data', (d) => {
        out += d;
      });
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(1);
      expect(out.trim()).toBe(
        `start failed: port ${env.DEV_MONGO_PORT} (DEV_MONGO_PORT) is already in use by a program npm start did not start; stop it, or set DEV_MONGO_PORT to a free port`,
      );
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  });
});
