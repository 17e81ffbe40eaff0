/**
 * Example webhook receiver (Koa): reads the raw body, verifies the signature with the current and the previous
 * secret (rotation), discards repeated `X-Service-Delivery-Id` values (a delivery POSTed again) with a bounded
 * expiring set, and answers 204.
 *
 *   npx tsx examples/receiver.ts --secret NEW_SECRET --secret OLD_SECRET --port 8443
 *
 * Serve it over HTTPS in production (behind a TLS-terminating proxy, or with `https.createServer`).
 */
import Koa from 'koa';
import { verifyWebhook } from '../packages/verify-ts/src';

const MAX_BODY_BYTES = 1024 * 1024;

/** Remembers ids for `ttlMs`; the oldest entries go first when `max` is reached, so memory stays bounded. */
export class ExpiringSet {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `id` was added before and has not expired; otherwise remembers it and returns false. */
  seenBefore(id: string): boolean {
    const t = this.now();
    for (const [k, expires] of this.seen) {
      if (expires > t && this.seen.size < this.max) break; // Map keeps insertion order: oldest first
      this.seen.delete(k);
    }
    const expires = this.seen.get(id);
    if (expires !== undefined && expires > t) return true;
    this.seen.set(id, t + this.ttlMs);
    return false;
  }
}

async function readRawBody(req: NodeJS.ReadableStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createReceiverApp(
  secrets: string[],
  onEvent: (event: Record<string, unknown>) => void | Promise<void>,
): Koa {
  const recent = new ExpiringSet(24 * 3600_000, 100_000);
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.method !== 'POST') return void (ctx.status = 405);
    const raw = await readRawBody(ctx.req); // verify the exact bytes, before any JSON parsing
    if (!raw) return void (ctx.status = 413);
    const check = verifyWebhook({ rawBody: raw, header: ctx.get('X-Service-Signature'), secrets });
    if (!check.ok) return void (ctx.status = 401);
    const contentType = ctx.get('Content-Type');
    const event = contentType.startsWith('application/json')
      ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>)
      : { text: raw.toString('utf8') };
    const id = ctx.get('X-Service-Delivery-Id');
    if (id && recent.seenBefore(id)) return void (ctx.status = 204); // a repeat of a delivery: already handled
    await onEvent(event);
    ctx.status = 204;
  });
  return app;
}

if (require.main === module) {
  // Customer example: secrets come from the command line, e.g. `--secret NEW --secret OLD --port 8443`.
  const args = process.argv.slice(2);
  const secrets = args.flatMap((a, i) => (a === '--secret' && args[i + 1] ? [args[i + 1]] : []));
  const portAt = args.indexOf('--port');
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 8443;
  if (secrets.length === 0) {
    process.stderr.write('usage: tsx examples/receiver.ts --secret NEW [--secret OLD] [--port 8443]\n');
    process.exit(1);
  }
  createReceiverApp(
    secrets,
    (e) =>
      void process.stdout.write(
        `${JSON.stringify({ received: e.event, id: (e.incident as { id?: string } | null)?.id ?? null })}\n`,
      ),
  ).listen(port, () => process.stdout.write(`receiver listening on :${port}\n`));
}
