/**
 * The address policy for a browser check: every connection the page makes (navigations, redirects, subresources,
 * fetches, WebSockets) goes through this forward proxy on loopback, one per check, which resolves the host with the
 * policy and connects to the address it checked. So nothing reaches a refused address, a DNS answer cannot change
 * between the check and the connection, and a refusal is told to the check that caused it.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { isForbiddenTargetError } from '../../net/addressPolicy';
import { resolveAllowed, type ProbeContext } from '../context';

export interface CheckProxy {
  /** `http://127.0.0.1:<port>`, for the browser context's proxy setting. */
  server: string;
  /** The first request refused by the policy: its URL (or host:port) and why. */
  refused(): { target: string; reason: string } | null;
  /** The latest connection that failed (refused, unresolvable, reset): what the browser only sees as a 502. */
  lastFailure(): { target: string; error: Error } | null;
  close(): Promise<void>;
}

/** Marks the proxy's own answers (a refused or failed connection), never a site's. */
export const PROXY_MARK = 'x-probe-proxy-failure';
const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'upgrade', 'te'];

export async function startCheckProxy(ctx: ProbeContext): Promise<CheckProxy> {
  let refusal: { target: string; reason: string } | null = null;
  let failure: { target: string; error: Error } | null = null;
  const sockets = new Set<Socket>();
  /** The address to connect to, or null (refused: said once, answered with a 403). */
  const allowed = async (host: string, target: string): Promise<string | null> => {
    try {
      return await resolveAllowed(host.replace(/^\[|\]$/g, ''), ctx);
    } catch (err) {
      if (isForbiddenTargetError(err)) refusal ??= { target, reason: (err as Error).message };
      else failure = { target, error: err as Error };
      return null;
    }
  };
  const failed = (target: string, error: Error) => (failure = { target, error });
  const server = createServer((req, res) => void forward(req, res, allowed, failed));
  server.on('connect', (req: IncomingMessage, client: Socket) => void tunnel(req, client, allowed, failed, sockets));
  server.on('upgrade', (_req, socket: Socket) => socket.destroy()); // WebSockets come as CONNECT tunnels
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused: () => refusal,
    lastFailure: () => failure,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

type Allowed = (host: string, target: string) => Promise<string | null>;
type Failed = (target: string, error: Error) => void;

/** A plain-HTTP request (`GET http://host/path`): sent to the checked address, the answer streamed back. */
async function forward(req: IncomingMessage, res: ServerResponse, allowed: Allowed, failed: Failed): Promise<void> {
  const url = new URL(req.url ?? '', 'http://invalid');
  if (url.protocol !== 'http:' || url.hostname === 'invalid') return fail(res, 400);
  const address = await allowed(url.hostname, url.href);
  if (address === null) return fail(res, 502);
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const upstream = request(
    { host: address, port: url.port || 80, method: req.method, path: url.pathname + url.search, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    failed(url.href, err);
    fail(res, 502);
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/** `CONNECT host:port` (HTTPS, WebSockets): a TCP tunnel to the checked address; TLS stays the browser's. */
async function tunnel(
  req: IncomingMessage,
  client: Socket,
  allowed: Allowed,
  failed: Failed,
  sockets: Set<Socket>,
): Promise<void> {
  const [host, port] = splitHostPort(req.url ?? '');
  client.on('error', () => client.destroy());
  const address = host && port ? await allowed(host, req.url!) : null;
  if (address === null) return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  const upstream = connect(port, address, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.pipe(client);
    client.pipe(upstream);
  });
  sockets.add(upstream);
  upstream.on('close', () => sockets.delete(upstream));
  upstream.on('error', (err) => {
    failed(req.url!, err);
    client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  client.on('close', () => upstream.destroy());
}

function splitHostPort(authority: string): [string | null, number] {
  const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  return m ? [m[1], Number(m[2])] : [null, 0];
}

function fail(res: ServerResponse, status: number): void {
  if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain', [PROXY_MARK]: '1' }).end();
  else res.destroy();
}
