/**
 * `npm run mcp` as a desktop agent starts it: stdout carries nothing but JSON-RPC, configuration errors (a key the
 * API refuses included) are one line on stderr, an unreachable API is a tool error (not a crash), and closing stdin
 * ends the process.
 */
import { spawn } from 'node:child_process';
import { ROOT } from '../support/mcp';
import { startStack } from '../support/stack';
import { freePort } from '../../scripts/ports';

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

function startMcp(env: Record<string, string>) {
  const child = spawn('npm', ['run', 'mcp'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const run: Run = { stdout: '', stderr: '', code: null };
  child.stdout.on('data', (d) => (run.stdout += d));
  child.stderr.on('data', (d) => (run.stderr += d));
  const exited = new Promise<Run>((ok) => child.once('exit', (code) => ok({ ...run, code })));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  void exited.then(() => clearTimeout(timer));
  return { child, run, exited };
}

async function waitFor(cond: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!cond()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

it('writes only JSON-RPC on stdout, answers an unreachable API with a tool error, and ends when stdin closes', async () => {
  const { child, run, exited } = startMcp({
    UPTIME_BASE_URL: `http://127.0.0.1:${await freePort()}`,
    UPTIME_API_KEY: 'upk_some_key',
  });
  const send = (msg: object) => child.stdin.write(JSON.stringify(msg) + '\n');
  send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  });
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_monitors', arguments: {} } });
  send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } });
  await waitFor(() => run.stdout.split('\n').filter(Boolean).length >= 3, 'three responses');
  child.stdin.end();
  const done = await exited;

  const lines = done.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  expect(lines.every((m) => m.jsonrpc === '2.0')).toBe(true);
  const byId = new Map(lines.map((m) => [m.id, m]));
  expect(byId.get(1).result.serverInfo.name).toBe('uptime-alerts');
  expect(byId.get(2).result).toMatchObject({
    isError: true,
    structuredContent: { code: 'service_unavailable', statusCode: 503 },
  });
  expect(byId.get(3).error.code).toBe(-32602);
  expect(done.code).toBe(0);
});

it.each([
  [{ UPTIME_BASE_URL: 'http://127.0.0.1:3000' }, 'UPTIME_API_KEY'],
  [{ UPTIME_BASE_URL: 'not a url', UPTIME_API_KEY: 'upk_k' }, 'UPTIME_BASE_URL'],
])('stops with one line naming the bad variable (%o)', async (env, name) => {
  const done = await startMcp(env).exited;
  expect(done.code).toBe(1);
  expect(done.stdout).toBe('');
  expect(done.stderr.trim()).toMatch(new RegExp(`^configuration error: ${name}: `));
  expect(done.stderr.trim().split('\n')).toHaveLength(1);
});

it('checks its key at start: a key the API refuses stops it with one line', async () => {
  const stack = await startStack();
  try {
    const done = await startMcp({ UPTIME_BASE_URL: stack.url, UPTIME_API_KEY: 'upk_not_a_real_key' }).exited;
    expect(done.code).toBe(1);
    expect(done.stdout).toBe('');
    expect(done.stderr.trim()).toBe(
      `configuration error: UPTIME_API_KEY: the API at ${stack.url} refuses this key ` +
        '(401 unauthorized: The credential is unknown, revoked or expired.)',
    );
  } finally {
    await stack.stop();
  }
});
