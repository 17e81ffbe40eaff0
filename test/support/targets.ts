/**
 * Local check targets for probing tests, all on 127.0.0.1: an HTTP site that can be flipped up and down, open and
 * closed TCP ports, TLS servers with certificates made here (valid, expiring, expired, self-signed, wrong name),
 * and a DNS server (UDP, dns-packet) answering from a fixed zone.
 */
import { createSocket } from 'node:dgram';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import * as dnsPacket from 'dns-packet';
import { generate } from 'selfsigned';
import { freePort } from '../../scripts/ports';

const DAY_MS = 86_400_000;

export interface HttpTarget {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  port: number;
  /** Up: 200 with the current body. Down: 503 "maintenance". */
  setUp(up: boolean): void;
  setBody(body: string): void;
  /** Stops listening (the site is gone: connection refused); `restart()` brings it back on the same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  hits(): number;
}

export async function startHttpTarget(
  body = '<html><body>Welcome: all systems operational</body></html>',
): Promise<HttpTarget> {
  const state = { up: true, body, hits: 0 };
  let server: HttpServer = makeHttpServer(state);
  const sockets = new Set<Socket>();
  const track = (s: HttpServer) =>
    s.on('connection', (sock) => {
      sockets.add(sock);
      sock.once('close', () => sockets.delete(sock));
    });
  track(server);
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    setUp: (up) => {
      state.up = up;
    },
    setBody: (b) => {
      state.body = b;
    },
    hits: () => state.hits,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await close(server);
    },
    restart: async () => {
      server = makeHttpServer(state);
      track(server);
      await listen(server, port);
    },
  };
}

function makeHttpServer(state: { up: boolean; body: string; hits: number }): HttpServer {
  return createHttpServer((_req, res) => {
    state.hits++;
    if (!state.up) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(state.body);
  });
}

/** A port that accepts connections and one that refuses them (bound, then released). */
export async function startTcpPorts(): Promise<{ openPort: number; closedPort: number; stop(): Promise<void> }> {
  const open: NetServer = createNetServer((sock) => sock.end());
  const openPort = await listen(open, 0);
  // A port nobody listens on and none is handed to (scripts/ports.ts), not a port-0 one closed again.
  const closedPort = await freePort();
  return { openPort, closedPort, stop: () => close(open) };
}

export interface TestCertificates {
  /** PEM of the test CA (pass as the probe context's `extraCa` / PROBE_CA_FILE). */
  ca: string;
  valid: KeyPair;
  /** Signed by the CA, expires in 5 days. */
  expiring: KeyPair;
  /** Signed by the CA, expired yesterday. */
  expired: KeyPair;
  /** Signed by itself. */
  selfSigned: KeyPair;
  /** Signed by the CA, valid for `other.test` only. */
  wrongName: KeyPair;
}

export interface KeyPair {
  key: string;
  cert: string;
}

const LOCAL_NAMES = [
  { type: 7 as const, ip: '127.0.0.1' },
  { type: 2 as const, value: 'localhost' },
];

export async function makeTestCertificates(): Promise<TestCertificates> {
  const caPems = await generate([{ name: 'commonName', value: 'Probing Test CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const ca = { key: caPems.private, cert: caPems.cert };
  const leaf = async (opts: {
    notBefore?: Date;
    notAfter: Date;
    names?: typeof LOCAL_NAMES | { type: 2; value: string }[];
    selfSigned?: boolean;
  }) => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: opts.notBefore ?? new Date(Date.now() - DAY_MS),
      notAfterDate: opts.notAfter,
      ...(opts.selfSigned ? {} : { ca }),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: opts.names ?? LOCAL_NAMES },
      ],
    });
    return { key: pems.private, cert: pems.cert };
  };
  const [valid, expiring, expired, selfSigned, wrongName] = await Promise.all([
    leaf({ notAfter: new Date(Date.now() + 365 * DAY_MS) }),
    leaf({ notAfter: new Date(Date.now() + 5 * DAY_MS + 3_600_000) }),
    leaf({ notBefore: new Date(Date.now() - 30 * DAY_MS), notAfter: new Date(Date.now() - DAY_MS) }),
    leaf({ notAfter: new Date(Date.now() + 365 * DAY_MS), selfSigned: true }),
    leaf({ notAfter: new Date(Date.now() + 365 * DAY_MS), names: [{ type: 2, value: 'other.test' }] }),
  ]);
  return { ca: ca.cert, valid, expiring, expired, selfSigned, wrongName };
}

/** A TLS server on 127.0.0.1 presenting `pair`; it completes the handshake and closes. */
export async function startTlsTarget(pair: KeyPair): Promise<{ port: number; stop(): Promise<void> }> {
  const server = createTlsServer({ key: pair.key, cert: pair.cert }, (sock) => sock.end());
  server.on('tlsClientError', () => undefined);
  const port = await listen(server, 0);
  return { port, stop: () => close(server) };
}

export type Zone = Record<string, Partial<Record<'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS', string[]>>>;

/** A DNS server (UDP) on 127.0.0.1 answering from `zone`; names not in it are NXDOMAIN, missing types empty. */
export async function startDnsTarget(
  zone: Zone,
): Promise<{ server: string; queries(): number; stop(): Promise<void> }> {
  const socket = createSocket('udp4');
  let queries = 0;
  socket.on('message', (msg, rinfo) => {
    queries++;
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const records = zone[question.name.toLowerCase()];
    const values = records?.[question.type as keyof Zone[string]] ?? [];
    const answers = values.map((v) => answerFor(question.name, question.type, v));
    const reply = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (records ? 0 : 3),
      questions: [question],
      answers,
    } as dnsPacket.Packet);
    socket.send(reply, rinfo.port, rinfo.address);
  });
  await new Promise<void>((res) => socket.bind(0, '127.0.0.1', res));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    queries: () => queries,
    stop: () => new Promise((res) => socket.close(() => res())),
  };
}

function answerFor(name: string, type: string, value: string): dnsPacket.Answer {
  if (type === 'MX')
    return { name, type: 'MX', ttl: 60, data: { preference: 10, exchange: value } } as dnsPacket.Answer;
  if (type === 'TXT') return { name, type: 'TXT', ttl: 60, data: [value] } as dnsPacket.Answer;
  return { name, type, ttl: 60, data: value } as dnsPacket.Answer;
}

function listen(server: NetServer, port: number): Promise<number> {
  return new Promise((res, rej) => {
    server.once('error', rej);
    server.listen(port, '127.0.0.1', () => res((server.address() as AddressInfo).port));
  });
}

function close(server: NetServer): Promise<void> {
  return new Promise((res) => server.close(() => res()));
}
