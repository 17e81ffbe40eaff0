/**
 * The body of a receiver process (receiverProcess.ts starts it): a test receiver (receiver.ts) that answers every
 * POST 204 and tells its parent, over IPC, how many requests it has and which delivery each one was.
 */
import { startReceiver } from './receiver';
import type { ReceiverQuery, ReceiverReply } from './receiverProcess';

async function main(): Promise<void> {
  const receiver = await startReceiver();
  const reply = (msg: ReceiverReply) => process.send!(msg);
  const all = (paths: string[]) => paths.flatMap((p) => receiver.requests(p));
  process.on('message', (q: ReceiverQuery) => {
    if (q.op === 'count') return reply({ id: q.id, count: all(q.paths).length });
    if (q.op === 'receipts')
      return reply({
        id: q.id,
        receipts: all(q.paths).map((r) => ({
          deliveryId: String(r.headers['x-service-delivery-id']),
          receivedAtMs: r.receivedAtMs,
        })),
      });
  });
  process.on('disconnect', () => void receiver.close().finally(() => process.exit(0)));
  reply({ id: 0, url: receiver.url, caFile: receiver.caFile });
}

void main();
