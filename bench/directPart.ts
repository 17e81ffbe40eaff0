/** Part 2, the limit beside the pipeline: the same rendered, signed POSTs from one process, no Temporal. */
import type { WebhookPayload } from '../domain/delivery/payload';
import { IncidentEvent, type IncidentEventDoc } from '../domain/models/incidentEvent';
import type { BenchStack } from './benchStack';
import { WEBHOOK_SECRET } from './benchStack';
import { spawnChild } from './children';
import type { BenchOptions } from './options';
import { processCpuMs } from './procCpu';
import { perSecond, round } from './stats';
import { printTable, progress } from './table';

export async function runDirectPart(
  stack: BenchStack,
  opts: BenchOptions,
  deliveriesPerSec: number | null,
): Promise<Record<string, number | null>> {
  const event = await IncidentEvent.findOne({ type: 'incident.opened' }).lean<IncidentEventDoc>();
  if (!event) throw new Error('direct: no recorded event to take the payload from (run the delivery part first)');
  const poster = spawnChild('direct', 'bench/directPostProcess.ts', stack.env, stack.dir);
  try {
    await poster.next('ready', 60_000);
    const urls = Array.from({ length: opts.channels }, (_, i) => `${stack.receiverUrl}/c/${i}`);
    const run = (count: number) =>
      poster.ask<{ count: number; failed: number; ms: number; cpuMs: number }>(
        {
          type: 'run',
          urls,
          count,
          concurrency: 64,
          payload: event.payload as unknown as WebhookPayload,
          secret: WEBHOOK_SECRET,
        },
        'done',
        300_000,
      );
    await run(Math.min(200, opts.directPosts)); // warm-up: connections, JIT
    await stack.receiver.ask({ type: 'reset' }, 'reset');
    progress('direct', `${opts.directPosts} signed POSTs, 64 in flight, pooled undici agent`);
    const receiverCpu0 = processCpuMs(stack.receiver.pid);
    const r = await run(opts.directPosts);
    const receiverCpuMs = processCpuMs(stack.receiver.pid) - receiverCpu0;
    const got = await stack.receiver.ask<{ count: number; badSignatures: number }>({ type: 'count' }, 'count');
    const perSec = perSecond(r.count - r.failed, r.ms);
    const ratio = deliveriesPerSec !== null ? deliveriesPerSec / perSec : NaN;
    printTable('direct POSTs (no Temporal, no database)', [
      [
        'posts',
        'failed',
        'received',
        'bad sig',
        'ms',
        'per sec',
        'sender CPU ms/post',
        'receiver CPU ms/post',
        'pipeline / direct',
      ],
      [
        r.count,
        r.failed,
        got.count,
        got.badSignatures,
        r.ms,
        perSec,
        r.cpuMs / r.count,
        receiverCpuMs / r.count,
        ratio,
      ],
    ]);
    return {
      direct_posts_per_sec: round(perSec),
      direct_sender_cpu_ms_per_post: round(r.cpuMs / r.count, 3),
      delivery_to_direct_ratio: round(ratio, 4),
    };
  } finally {
    await poster.stop();
  }
}
