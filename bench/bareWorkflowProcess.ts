/**
 * Bench yardstick process: a Temporal worker with the delivery worker's tuning running `bareWorkflow` (one
 * activity that does nothing) or `bareLocalWorkflow` (one local activity that does nothing) on its own task queue
 * of the same server, and a client that starts `count` of them over `lanes` concurrent lanes and waits for every
 * result. What the Temporal server alone allows per second, and what a workflow of a delivery's shape costs.
 */
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { resolve } from 'node:path';
import { WORKER_TUNING } from '../worker/createWorker';
import { serveIpc } from './children';

const TASK_QUEUE = 'bench-bare';

async function main(): Promise<void> {
  const address = process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233';
  const native = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection: native,
    taskQueue: TASK_QUEUE,
    ...WORKER_TUNING,
    workflowsPath: resolve(__dirname, 'bare/workflows.ts'),
    activities: { noop: async () => {} },
  });
  const running = worker.run();
  const client = new Client({ connection: await Connection.connect({ address }) });

  async function runAll(req: { count: number; lanes: number; workflow?: string }) {
    const started = Date.now();
    let next = 0;
    const lane = async () => {
      while (next < req.count) {
        const id = `bare-${started}-${next++}`;
        const handle = await client.workflow.start(req.workflow ?? 'bareWorkflow', {
          taskQueue: TASK_QUEUE,
          workflowId: id,
          args: [],
        });
        await handle.result();
      }
    };
    await Promise.all(Array.from({ length: req.lanes }, lane));
    return { type: 'done', count: req.count, ms: Date.now() - started };
  }

  serveIpc({ run: (msg) => runAll(msg as { count: number; lanes: number; workflow?: string }) });
  process.send!({ type: 'ready' });
  process.once('SIGTERM', () => worker.shutdown());
  await running;
  process.exit(0);
}

main().catch((err) => {
  process.stderr.write(`bare workflow process failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
