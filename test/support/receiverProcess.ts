/**
 * A test receiver (receiver.ts) in a process of its own, as a real receiver is: its work is not delayed by the
 * test's, and a test that kills a worker on its own clock does not kill it right after the receiver has handled a
 * batch of requests (which a receiver in the test's process would favour). Every POST is answered 204.
 */
import { fork } from 'node:child_process';
import { resolve } from 'node:path';

export type ReceiverQuery = { id: number; op: 'count' | 'receipts'; paths: string[] };
export type ReceiverReply =
  { id: number; url: string; caFile: string } | { id: number; count: number } | { id: number; receipts: Receipt[] };

/** One POST received: the delivery it named (`X-Service-Delivery-Id`) and when (ms since the epoch). */
export interface Receipt {
  deliveryId: string;
  receivedAtMs: number;
}

export interface ReceiverProcess {
  url: string;
  caFile: string;
  /** Requests received on these paths so far. */
  count(paths: string[]): Promise<number>;
  receipts(paths: string[]): Promise<Receipt[]>;
  close(): Promise<void>;
}

export async function startReceiverProcess(): Promise<ReceiverProcess> {
  const child = fork(resolve(__dirname, 'receiverProcessMain.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { ok: (reply: ReceiverReply) => void; fail: (err: Error) => void }>();
  child.on('message', (reply: ReceiverReply) => {
    waiting.get(reply.id)?.ok(reply);
    waiting.delete(reply.id);
  });
  const exited = new Promise<void>((ok) =>
    child.once('exit', () => {
      for (const w of waiting.values()) w.fail(new Error('the receiver process exited'));
      ok();
    }),
  );
  let lastId = 0;
  const ask = (id: number, query?: Omit<ReceiverQuery, 'id'>) =>
    new Promise<ReceiverReply>((ok, fail) => {
      waiting.set(id, { ok, fail });
      if (query) child.send({ id, ...query });
    });
  const started = (await ask(0)) as { url: string; caFile: string };
  return {
    url: started.url,
    caFile: started.caFile,
    count: async (paths) => ((await ask(++lastId, { op: 'count', paths })) as { count: number }).count,
    receipts: async (paths) => ((await ask(++lastId, { op: 'receipts', paths })) as { receipts: Receipt[] }).receipts,
    async close() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
