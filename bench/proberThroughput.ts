/**
 * One prober's capacity: the real prober code (`startProber`) against a stand-in `/jobs` + `/results` API that
 * always has work, checking a loopback HTTP target, for a few seconds. Checks per second is what it posted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../domain/config';
import { silentLogger } from '../domain/logger';
import { startProber } from '../prober/prober';
import { round } from './stats';
import { progress } from './table';

const RUN_MS = 10_000;
const CONCURRENCY = 128;

export async function measureProber(config: Config): Promise<number | null> {
  const target = await listen(createServer((_req, res) => res.writeHead(200).end('ok')));
  let posted = 0;
  const job = {
    monitor_id: '0190a0a0-0000-7000-8000-000000000000',
    interval_sec: 60,
    definition: {
      type: 'http',
      url: `http://127.0.0.1:${port(target)}/`,
      keyword: null,
      keyword_mode: 'contains',
      host: null,
      port: null,
      record_type: null,
      expected_value: null,
      ssl_expiry_days: 14,
      expected_status: [],
      timeout_ms: 10_000,
    },
  };
  const api = await listen(
    createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url?.startsWith('/jobs')) {
          const limit = Number(new URL(req.url, 'http://x').searchParams.get('limit') ?? 1);
          return res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ jobs: Array.from({ length: limit }, () => job) }));
        }
        posted += (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { results: unknown[] }).results.length;
        res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
      });
    }),
  );
  progress('probing', `one prober, ${CONCURRENCY} checks at once, against a loopback target for ${RUN_MS / 1000}s`);
  const prober = startProber({
    config,
    region: 'fra1',
    baseUrl: `http://127.0.0.1:${port(api)}`,
    log: silentLogger,
    context: { allowPrivateTargets: true },
    pullEveryMs: 20,
    concurrency: CONCURRENCY,
  });
  await new Promise((r) => setTimeout(r, 2_000)); // warm-up
  const from = posted;
  await new Promise((r) => setTimeout(r, RUN_MS));
  const checks = posted - from;
  await prober.stop();
  await Promise.all([api, target].map((s) => new Promise((r) => s.close(r))));
  return round(checks / (RUN_MS / 1000));
}

function listen(server: Server): Promise<Server> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

const port = (s: Server) => (s.address() as AddressInfo).port;
