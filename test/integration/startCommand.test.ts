/**
 * The README's start command end to end: dev servers, API, worker and probers come up on free ports, /health is
 * 200 with both dependencies, the Temporal UI answers, Ctrl-C leaves no process behind, and a restart keeps data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { freePort, ROOT } from '../../scripts/devServices';

jest.setTimeout(240_000);

interface Started {
  child: ChildProcess;
  output: () => string;
  apiUrl: string;
  uiUrl: string;
}

async function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const deadline = Date.now() + 180_000;
  while (!out.includes('ready.')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`start did not get ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const apiUrl = /API:\s+(\S+)/.exec(out)![1];
  const uiUrl = /Temporal UI:\s+(\S+)/.exec(out)![1];
  return { child, output: () => out, apiUrl, uiUrl };
}

/** Every live descendant of `pid` (children are detached into their own groups, so walk the parent links). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* exited meanwhile */ }
  }
  const found: number[] = [];
  const walk = (p: number) => { for (const [c, pp] of parentOf) if (pp === p) { found.push(c); walk(c); } };
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
  try { return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 160)}`; } catch { return `${pid} (gone)`; }
};

async function stop(s: Started): Promise<number | null> {
  const exited = new Promise<number | null>((r) => s.child.once('exit', (code) => r(code)));
  process.kill(s.child.pid!, 'SIGINT');
  return exited;
}

describe('npm start (scripts/start.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'uptime-start-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    const port = await freePort();
    env = {
      PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, DEV_DATA_DIR: dataDir, PROBER_REGIONS: 'fra1',
      DEV_TEMPORAL_PORT: String(await freePort()), DEV_TEMPORAL_UI_PORT: String(await freePort()), DEV_MONGO_PORT: String(await freePort()),
      MONGODB_URI: '', TEMPORAL_ADDRESS: '', TEMPORAL_TASK_QUEUE: 'start-command-test',
    };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves health and the Temporal UI, stops every process on SIGINT, and keeps data across restarts', async () => {
    const first = await start(env);
    const health = await fetch(`${first.apiUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ mongodb: 'up', temporal: 'up' });
    expect((await fetch(first.uiUrl)).status).toBe(200);

    const mongoUri = `mongodb://127.0.0.1:${env.DEV_MONGO_PORT}/uptime`;
    const conn = await mongoose.createConnection(mongoUri).asPromise();
    await conn.collection('start_marker').insertOne({ _id: 'kept' as never, at: new Date() });
    await conn.close();

    const processes = descendants(first.child.pid!);
    expect(processes.length).toBeGreaterThanOrEqual(4); // api, worker, probers, temporal, mongo-wire
    expect(await stop(first)).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(processes.filter(alive).map(describeProcess)).toEqual([]);

    const second = await start(env);
    try {
      const again = await mongoose.createConnection(mongoUri).asPromise();
      expect(await again.collection('start_marker').findOne({ _id: 'kept' as never })).not.toBeNull();
      await again.close();
    } finally {
      expect(await stop(second)).toBe(0);
    }
  });
});
