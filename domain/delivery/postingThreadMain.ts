/**
 * The posting thread itself (postingThread.ts starts it): the webhook client, with its 2xx answers journaled as
 * they are read (journalingClient.ts), and the attempt journal, which only this thread writes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LogLevel, Logger } from '../logger';
import { createAttemptJournal } from './attemptJournal';
import { journalingClient } from './journalingClient';
import { toWire, type FromPostingThread, type PostingThreadData, type ToPostingThread } from './postingMessages';
import { createWebhookClient, type WebhookResponse } from './webhookClient';

const port = parentPort!;
const data = workerData as PostingThreadData;
const send = (msg: FromPostingThread) => port.postMessage(msg);
const logAt =
  (level: LogLevel) =>
  (msg: string, fields?: Record<string, unknown>): void =>
    send({ log: level, msg, fields });
const log: Logger = { debug: logAt('debug'), info: logAt('info'), warn: logAt('warn'), error: logAt('error') };

const journal = createAttemptJournal({ dir: data.journalDir, log });
const client = journalingClient(createWebhookClient(data.client), journal);

function answer(id: number, posted: Promise<WebhookResponse>): void {
  posted.then(
    (res) => send({ id, res }),
    (err: unknown) => send({ id, error: toWire(err) }),
  );
}

port.on('message', (msg: ToPostingThread) => {
  switch (msg.op) {
    case 'post':
      return answer(msg.id, client.post(msg.req));
    case 'postJson':
      return answer(msg.id, client.postJson(msg.req));
    case 'append':
      journal.append(msg.record);
      return;
    case 'confirm':
      for (const key of msg.keys) journal.confirm(key);
      return;
    case 'close':
      // POSTs still in flight finish (and are journaled) first; then nothing is left and the thread ends.
      void client.close().finally(() => {
        journal.close();
        port.close();
      });
  }
});
