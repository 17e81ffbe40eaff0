/**
 * A real HTTPS webhook receiver on 127.0.0.1 with a certificate made here (for IP 127.0.0.1), trusted by the
 * service through WEBHOOK_CA_FILE. Responses are scripted per path; every request is recorded byte-exact.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface ScriptedResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the socket is closed when the receiver stops). */
  hang?: boolean;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  receivedAtMs: number;
}

export interface TestReceiver {
  /** `https://127.0.0.1:<port>` */
  url: string;
  /** PEM file to pass as WEBHOOK_CA_FILE. */
  caFile: string;
  /** Responses for the next requests to `path`, in order; afterwards `fallback` (default 204). */
  script(path: string, responses: ScriptedResponse[], fallback?: ScriptedResponse): void;
  requests(path: string): ReceivedRequest[];
  /** Resolves once `path` has received `count` requests (bounded by `timeoutMs`). */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function makeCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 7 * 86400_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

export async function startReceiver(): Promise<TestReceiver> {
  const { key, cert } = await makeCertificate();
  const caFile = join(mkdtempSync(join(process.env.TEST_TMP_DIR ?? tmpdir(), 'receiver-')), 'ca.pem');
  writeFileSync(caFile, cert);
  const scripts = new Map<string, { queue: ScriptedResponse[]; fallback: ScriptedResponse }>();
  const received = new Map<string, ReceivedRequest[]>();
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = (req.url ?? '/').split('?')[0];
    const list = received.get(path) ?? [];
    list.push({
      method: req.method ?? '',
      path,
      headers: req.headers,
      rawBody: Buffer.concat(chunks),
      receivedAtMs: Date.now(),
    });
    received.set(path, list);
    for (const w of waiters) w();
    const s = scripts.get(path);
    const r = s?.queue.shift() ?? s?.fallback ?? { status: 204 };
    if (r.hang) return;
    if (r.delayMs) await new Promise((ok) => setTimeout(ok, r.delayMs));
    if (res.destroyed) return;
    res.writeHead(r.status ?? 204, r.headers ?? {});
    res.end(r.body ?? '');
  };
  // Idle connections are kept a minute (as a real receiver behind a load balancer would): with Node's 5 s default,
  // a worker reusing a connection just as the receiver closes it sees a reset, and a retry, the tests would misread.
  const server: Server = createServer({ key, cert, keepAliveTimeout: 60_000 }, (req, res) => void handle(req, res));
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    caFile,
    script(path, responses, fallback = { status: 204 }) {
      scripts.set(path, { queue: [...responses], fallback });
    },
    requests: (path) => [...(received.get(path) ?? [])],
    waitFor(path, count, timeoutMs = 30_000) {
      return new Promise((ok, fail) => {
        const check = () => {
          const list = received.get(path) ?? [];
          if (list.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          ok([...list]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(
            new Error(
              `receiver: ${path} got ${(received.get(path) ?? []).length} of ${count} requests in ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(() => ok(undefined)));
    },
  };
}
