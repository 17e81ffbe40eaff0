/** Bench HTTP load client (its own process, so it does not share a core's event loop with the server): autocannon. */
import autocannon from 'autocannon';
import { serveIpc } from './children';

interface LoadRequest {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSec: number;
}

function run(req: LoadRequest): Promise<Record<string, unknown>> {
  return new Promise((ok, fail) => {
    autocannon(
      { url: req.url, headers: req.headers, connections: req.connections, duration: req.durationSec, pipelining: 1 },
      (err, result) => {
        if (err) return fail(err);
        const ok2xx = result['2xx'];
        ok({
          type: 'result',
          requestsPerSec: ok2xx / (result.duration || 1),
          total: result.requests.total,
          ok2xx,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          durationSec: result.duration,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
        });
      },
    );
  });
}

serveIpc({ run: (msg) => run(msg as LoadRequest) });
process.send!({ type: 'ready' });
