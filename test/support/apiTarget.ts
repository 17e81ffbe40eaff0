/**
 * A small JSON API on 127.0.0.1 (HTTP, and HTTPS with a given certificate) for request, assertion and multi-step
 * checks: a health document whose status can be flipped, an echo of the request, a log-in that hands out a token,
 * an account behind it, redirects (one hop, a loop), a 100 MB body, and a page that never answers.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

type Server = ReturnType<typeof createHttpServer>;
import type { KeyPair } from './targets';

export interface ApiTarget {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** `https://127.0.0.1:<port>` when started with a key pair. */
  httpsUrl: string | null;
  setStatus(status: string): void;
  hits(path: string): number;
  stop(): Promise<void>;
}

const TOKEN = 'tok-3f9a';

export async function startApiTarget(tls?: KeyPair): Promise<ApiTarget> {
  const state = { status: 'ok', hits: new Map<string, number>() };
  const handler = (req: IncomingMessage, res: ServerResponse) => void handle(state, req, res);
  const servers: Server[] = [createHttpServer(handler)];
  if (tls) servers.push(createHttpsServer(tls, handler));
  const ports = await Promise.all(servers.map(listen));
  return {
    url: `http://127.0.0.1:${ports[0]}`,
    httpsUrl: tls ? `https://127.0.0.1:${ports[1]}` : null,
    setStatus: (s) => (state.status = s),
    hits: (path) => state.hits.get(path) ?? 0,
    stop: async () => {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}

async function handle(
  state: { status: string; hits: Map<string, number> },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  state.hits.set(path, (state.hits.get(path) ?? 0) + 1);
  const body = await readBody(req);
  const json = (status: number, doc: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-api-version': '2', ...headers });
    res.end(JSON.stringify(doc));
  };
  switch (path) {
    case '/health':
      return json(200, { status: state.status, checks: [{ name: 'db', status: state.status, latency_ms: 3 }] });
    case '/echo':
      return json(200, { method: req.method, headers: req.headers, body });
    case '/login': {
      const creds = safeJson(body) as { user?: string; password?: string } | null;
      if (req.method !== 'POST' || creds?.password !== 'hunter2') return json(401, { error: 'bad credentials' });
      return json(200, { token: TOKEN, user: creds.user }, { 'x-session': 'sess-1' });
    }
    case '/account':
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { error: 'no token' });
      return json(200, { plan: 'pro', session: req.headers['x-session'] ?? null });
    case '/redirect':
      res.writeHead(302, { location: '/health' });
      return void res.end();
    case '/loop':
      res.writeHead(302, { location: '/loop' });
      return void res.end();
    case '/big':
      return streamBig(res);
    case '/hang':
      return; // never answers
    default:
      return json(404, { error: 'not found' });
  }
}

/** 100 MB of `a`, written as the reader takes it (a reader that stops early stops it). */
function streamBig(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(100 * 1024 * 1024) });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let left = 1600;
  const write = () => {
    while (left > 0) {
      left -= 1;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  res.on('close', () => (left = 0));
  write();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
