/**
 * Bench webhook receiver (its own process): HTTPS on 127.0.0.1 with a certificate made at start, verifies every
 * signature, and records each delivery's arrival time and its latency from the event's `occurred_at`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { verifyWebhook } from '../domain/delivery/signature';
import { serveIpc } from './children';

/** The channels' signing secret and the directory for the CA file, from the command line. */
const secret = process.argv[2] ?? '';
const caDir = process.argv[3] ?? mkdtempSync(join(tmpdir(), 'bench-ca-'));

interface Arrival {
  key: string;
  at: number;
  latencyMs: number;
}

/** `posts`: POSTs received per delivery (`<incident.id><path>`), duplicates included, for the integrity check. */
const state = {
  arrivals: [] as Arrival[],
  posts: new Map<string, number>(),
  badSignatures: 0,
  duplicates: 0,
  unparsed: 0,
  /** POSTs to `/side/...`: test alerts sent beside a phase, counted apart from it. */
  side: 0,
  /** `/probe/...` (the probing part): when each monitor's first `incident.opened` arrived. */
  probeOpened: new Map<string, number>(),
};

function record(path: string, raw: Buffer, header: string | undefined, at: number): void {
  if (path.startsWith('/side/')) {
    state.side++;
    return;
  }
  if (!verifyWebhook({ rawBody: raw, header, secrets: [secret] }).ok) {
    state.badSignatures++;
    return;
  }
  let body: { occurred_at?: string; incident?: { id?: string } | null };
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    state.unparsed++;
    return;
  }
  if (path.startsWith('/probe/')) return recordProbe(body as ProbeBody, at);
  const key = `${body.incident?.id ?? '?'}${path}`;
  const before = state.posts.get(key) ?? 0;
  state.posts.set(key, before + 1);
  if (before > 0) {
    state.duplicates++;
    return;
  }
  state.arrivals.push({ key, at, latencyMs: at - Date.parse(body.occurred_at ?? '') });
}

type ProbeBody = { event?: string; monitor?: { id?: string } };

function recordProbe(body: ProbeBody, at: number): void {
  const id = body.monitor?.id;
  if (body.event === 'incident.opened' && id && !state.probeOpened.has(id)) state.probeOpened.set(id, at);
}

async function main(): Promise<void> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 86400_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const caFile = join(caDir, 'receiver-ca.pem');
  writeFileSync(caFile, pems.cert);
  const server = createServer({ key: pems.private, cert: pems.cert, keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      record(
        (req.url ?? '/').split('?')[0],
        Buffer.concat(chunks),
        req.headers['x-service-signature'] as string | undefined,
        Date.now(),
      );
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  serveIpc({
    reset: async () => {
      Object.assign(state, { arrivals: [], posts: new Map(), badSignatures: 0, duplicates: 0, unparsed: 0, side: 0 });
      return { type: 'reset' };
    },
    posts: async () => ({ type: 'posts', posts: [...state.posts] }),
    probeOpened: async () => ({ type: 'probeOpened', opened: [...state.probeOpened] }),
    count: async () => ({ type: 'count', count: state.arrivals.length, badSignatures: state.badSignatures }),
    stats: async () => ({
      type: 'stats',
      count: state.arrivals.length,
      badSignatures: state.badSignatures,
      duplicates: state.duplicates,
      unparsed: state.unparsed,
      side: state.side,
      arrivals: state.arrivals.map((a) => [a.at, a.latencyMs]),
    }),
  });
  process.send!({ type: 'ready', url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, caFile });
}

main().catch((err) => {
  process.stderr.write(`receiver failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
