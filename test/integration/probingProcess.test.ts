/** The standalone prober (`npm run prober -- --region fra1`) as a real child process against a test stack. */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';
import { startHttpTarget, type HttpTarget } from '../support/targets';

const ROOT = resolve(__dirname, '../..');

function spawnProber(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'prober/main.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return { child, output: () => out, exited };
}

describe('npm run prober -- --region <region>', () => {
  let stack: Stack;
  /** The API has a passing result of this monitor from this region. */
  const checked = (monitorId: string, region: string) =>
    stack.services.probing.latestResults(monitorId).some((r) => r.region === region && r.ok);
  let site: HttpTarget;
  beforeAll(async () => {
    site = await startHttpTarget();
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
    await site.stop();
  });

  it("checks the region's monitors, posts results, and exits 0 on SIGTERM", async () => {
    const call = apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
    const created = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Site',
        type: 'http',
        url: site.url,
        interval_sec: 1,
        regions: ['fra1'],
        down_quorum: 1,
        channel_ids: [],
      },
    });
    expect(created.status).toBe(201);
    const prober = spawnProber(['--region', 'fra1'], {
      BASE_URL: stack.url,
      PROBER_PULL_MS: '200',
      ALLOW_PRIVATE_TARGETS: 'true',
    });
    try {
      const deadline = Date.now() + 30_000;
      while (!checked(created.body.id, 'fra1')) {
        if (Date.now() > deadline || prober.child.exitCode !== null)
          throw new Error(`no result posted: ${prober.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(site.hits()).toBeGreaterThan(0);
    } finally {
      prober.child.kill('SIGTERM');
    }
    expect(await prober.exited).toBe(0);
    expect(prober.output()).toContain('"prober stopped"');
  });

  it('runs in production with only its API address, token and region: no secrets key, no database', async () => {
    const call = apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
    const created = await call('POST', '/api/v1/monitors', {
      body: { name: 'Prod', type: 'http', url: site.url, interval_sec: 1, regions: ['iad1'], down_quorum: 1 },
    });
    expect(created.status).toBe(201);
    const env = { NODE_ENV: 'production', BASE_URL: stack.url, PROBER_TOKEN: stack.config.proberToken };
    // The test targets are on loopback, which only ALLOW_PRIVATE_TARGETS lets a check reach.
    const prober = spawnProber(['--region', 'iad1'], { ...env, ALLOW_PRIVATE_TARGETS: 'true', PROBER_PULL_MS: '200' });
    try {
      const deadline = Date.now() + 30_000;
      while (!checked(created.body.id, 'iad1')) {
        if (Date.now() > deadline || prober.child.exitCode !== null)
          throw new Error(`no result posted: ${prober.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      prober.child.kill('SIGTERM');
    }
    expect(await prober.exited).toBe(0);
    expect(prober.output()).not.toMatch(/SECRETS_KEY|MONGODB_URI|CHAT_SIGNING_SECRET/);
  });

  it('refuses an unknown region with one clear line', async () => {
    const prober = spawnProber(['--region', 'mars1'], { BASE_URL: stack.url });
    expect(await prober.exited).toBe(1);
    expect(prober.output().trim()).toBe(
      'configuration error: --region: unknown region "mars1" (known: fra1, iad1, hil1, sgp1, syd1, gru1)',
    );
  });
});
