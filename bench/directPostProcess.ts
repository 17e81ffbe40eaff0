/**
 * The limit beside the pipeline (its own process): the same rendered, signed POSTs, sent straight with the
 * production webhook client (pooled undici agent, same TLS trust), no Temporal and no database.
 */
import { loadConfig } from '../domain/config';
import type { WebhookPayload } from '../domain/delivery/payload';
import { signWebhook } from '../domain/delivery/signature';
import { renderBody } from '../domain/delivery/template';
import { createWebhookClient } from '../domain/delivery/webhookClient';
import { serveIpc } from './children';

interface DirectRequest {
  urls: string[];
  count: number;
  concurrency: number;
  payload: WebhookPayload;
  secret: string;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const client = createWebhookClient(config);

  async function run(req: DirectRequest) {
    let next = 0;
    let failed = 0;
    const cpuBefore = process.cpuUsage();
    const started = Date.now();
    const lane = async () => {
      while (next < req.count) {
        const i = next++;
        // A fresh event id per POST, as each delivery renders its own event.
        const payload = {
          ...req.payload,
          incident: req.payload.incident && { ...req.payload.incident, id: `direct-${i}` },
          occurred_at: new Date().toISOString(),
        };
        const rendered = renderBody(payload, null);
        const timestamp = Math.floor(Date.now() / 1000);
        try {
          await client.post({
            url: req.urls[i % req.urls.length],
            body: rendered.body,
            contentType: rendered.contentType,
            event: payload.event,
            deliveryId: `direct-${i}`,
            timestamp,
            signatureHeader: signWebhook(req.secret, timestamp, rendered.body).header,
          });
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: req.concurrency }, lane));
    const ms = Date.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    return { type: 'done', count: req.count, failed, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  }

  serveIpc({ run: (msg) => run(msg as DirectRequest) });
  process.send!({ type: 'ready' });
}

main().catch((err) => {
  process.stderr.write(`direct poster failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
