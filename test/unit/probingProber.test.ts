/** The prober loop against a scripted fake API on loopback: batching, retry of unsent results, 429 back-off. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../domain/config';
import { silentLogger } from '../../domain/logger';
import { startProber, type RunningProber } from '../../prober/prober';
import { startTcpPorts } from '../support/targets';

interface Seen {
  method: string;
  path: string;
  at: number;
  token: string | undefined;
  body: any;
}

async function fakeApi(
  answer: (req: Seen, n: number) => { status: number; body?: unknown; headers?: Record<string, string> },
) {
  const seen: Seen[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    const s: Seen = {
      method: req.method!,
      path: req.url!,
      at: Date.now(),
      token: req.headers['x-prober-token'] as string,
      body: raw ? JSON.parse(raw) : undefined,
    };
    seen.push(s);
    const a = answer(s, seen.filter((x) => x.method === s.method).length);
    res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers }).end(JSON.stringify(a.body ?? {}));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((r) => server.close(r)),
  };
}

const config = loadConfig({ NODE_ENV: 'test', PROBER_TOKEN: 'prober-token-for-tests', ALLOW_PRIVATE_TARGETS: 'true' });
const job = (id: string, port: number) => ({
  monitor_id: id,
  interval_sec: 60,
  definition: {
    type: 'tcp',
    url: null,
    keyword: null,
    keyword_mode: 'contains',
    host: '127.0.0.1',
    port,
    record_type: null,
    expected_value: null,
    ssl_expiry_days: 14,
    expected_status: [],
    timeout_ms: 2000,
  },
});
async function until(probe: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('prober loop', () => {
  let prober: RunningProber | undefined;
  afterEach(async () => {
    await prober?.stop();
    prober = undefined;
  });

  it('runs pulled checks and posts their results, keeping a batch the API refused until it is accepted', async () => {
    const ports = await startTcpPorts();
    const api = await fakeApi((req, n) => {
      if (req.method === 'GET')
        return {
          status: 200,
          body: {
            region: 'sgp1',
            jobs: n === 1 ? [job('m-open', ports.openPort), job('m-closed', ports.closedPort)] : [],
          },
        };
      return n === 1
        ? { status: 503, body: { code: 'service_unavailable' } }
        : { status: 202, body: { accepted: 2, ignored: 0 } };
    });
    try {
      prober = startProber({ config, region: 'sgp1', baseUrl: api.url, pullEveryMs: 20, log: silentLogger });
      await until(
        () =>
          api.seen.some((s) => s.method === 'POST' && s.body.results.length === 2) &&
          api.seen.filter((s) => s.method === 'POST').length >= 2,
      );
      const posts = api.seen.filter((s) => s.method === 'POST');
      expect(posts[0].body).toEqual(posts[1].body); // the refused batch was sent again, whole
      const byId = Object.fromEntries(posts[1].body.results.map((r: any) => [r.monitor_id, r]));
      expect(posts[1].body.region).toBe('sgp1');
      expect(byId['m-open']).toEqual({
        monitor_id: 'm-open',
        ok: true,
        checked_at: expect.stringMatching(/\.\d{3}Z$/),
        response_ms: expect.any(Number),
      });
      expect(byId['m-closed']).toMatchObject({ ok: false, response_ms: null, error_class: 'connection_refused' });
      expect(api.seen.every((s) => s.token === 'prober-token-for-tests')).toBe(true);
      expect(api.seen[0].path).toBe('/jobs?region=sgp1&limit=16');
    } finally {
      await api.close();
      await ports.stop();
    }
  });

  it('waits quietly for an API that has not answered since the start; after its first answer, a failure is a warning', async () => {
    const lines: string[] = [];
    const log = {
      ...silentLogger,
      info: (m: string) => void lines.push(`info ${m}`),
      warn: (m: string) => void lines.push(`warn ${m}`),
    };
    let down = true;
    const api = await fakeApi(() =>
      down ? { status: 503, body: { code: 'starting' } } : { status: 200, body: { jobs: [] } },
    );
    try {
      prober = startProber({ config, region: 'fra1', baseUrl: api.url, pullEveryMs: 20, log, startGraceMs: 60_000 });
      await until(() => api.seen.length >= 5);
      expect(lines.filter((l) => !l.startsWith('info prober running'))).toEqual(['info waiting for the API']);
      down = false;
      const answered = api.seen.length;
      await until(() => api.seen.length >= answered + 2);
      down = true;
      await until(() => lines.includes('warn pulling jobs failed'));
      expect(lines.filter((l) => l === 'warn pulling jobs failed')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('sends nothing while a 429 Retry-After runs', async () => {
    const api = await fakeApi((_req, n) =>
      n === 1
        ? { status: 429, body: { code: 'rate_limited' }, headers: { 'retry-after': '2' } }
        : { status: 200, body: { jobs: [] } },
    );
    try {
      prober = startProber({ config, region: 'fra1', baseUrl: api.url, pullEveryMs: 20, log: silentLogger });
      await until(() => api.seen.length >= 1);
      await new Promise((r) => setTimeout(r, 700));
      expect(api.seen).toHaveLength(1); // without the back-off, a 20 ms loop would have pulled many times
      await until(() => api.seen.length >= 2, 5_000);
      expect(api.seen[1].at - api.seen[0].at).toBeGreaterThanOrEqual(1_900);
    } finally {
      await api.close();
    }
  });
});
