/**
 * The worker's POSTs go out from a thread of their own. Under a burst the worker's main thread is busy (the
 * Temporal SDK, the store's driver, rendering and signing), and an answer that has arrived waits its turn there:
 * 14 to 25 ms at the median, 200 ms at p99, measured on two busy cores. Every POST answered but not yet read
 * when the worker is killed is sent again by the next one. In this thread, which does nothing but POST and
 * journal, an answer is read and its record journaled (journalingClient.ts) as soon as it arrives. The main
 * thread sends the other records to the journal and confirms each once the store has it.
 */
import { once } from 'node:events';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger';
import type { AttemptRecord } from './attempts';
import { RetryableDeliveryError } from './errors';
import { fromWire, type FromPostingThread, type PostingThreadData, type ToPostingThread } from './postingMessages';
import type { WebhookClient, WebhookResponse } from './webhookClient';

/** What the main thread asks of the journal, which the posting thread writes. */
export interface JournalLink {
  /** Journals the record (in the posting thread, ahead of any later `confirm`) unless it is already there. */
  append(record: AttemptRecord): void;
  /** The store has the record of this key. */
  confirm(key: string): void;
}

export interface PostingThread extends WebhookClient {
  journal: JournalLink;
}

/** How long a stop waits for the thread to close its connections and journal. */
const CLOSE_WAIT_MS = 5_000;

interface Pending {
  resolve: (res: WebhookResponse) => void;
  reject: (err: Error) => void;
}

export function startPostingThread(data: PostingThreadData, log: Logger): PostingThread {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let thread: Worker | null = null;
  let lastError: string | undefined;
  let closed = false;

  const onMessage = (msg: FromPostingThread) => {
    if ('log' in msg) return log[msg.log](msg.msg, msg.fields);
    if ('closed' in msg) return;
    const waiting = pending.get(msg.id);
    pending.delete(msg.id);
    if ('res' in msg) waiting?.resolve(msg.res);
    else waiting?.reject(fromWire(msg.error));
  };
  // A thread that died (it never should) fails what it had: those attempts are retried, as after a time-out. The
  // next POST starts another.
  const onExit = (code: number) => {
    thread = null;
    log.error('posting thread stopped; its POSTs in flight will be retried', { exit_code: code, error: lastError });
    for (const p of pending.values())
      p.reject(new RetryableDeliveryError('network_error', 'the worker lost the POST (its posting thread stopped)'));
    pending.clear();
  };
  const running = (): Worker => {
    if (thread) return thread;
    const started = spawn(data);
    started.on('message', onMessage).on('exit', onExit);
    started.on('error', (err) => (lastError = err.message));
    return (thread = started);
  };
  // Once closed, nothing starts the thread again: a late confirmation is left to the next start's replay.
  const tell = (msg: ToPostingThread) => closed || running().postMessage(msg);
  const request = (make: (id: number) => ToPostingThread) =>
    new Promise<WebhookResponse>((resolve, reject) => {
      if (closed) return reject(new RetryableDeliveryError('network_error', 'the worker is stopping'));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      tell(make(id));
    });
  running(); // loaded now, not by the first POST

  return {
    post: (req) => request((id) => ({ op: 'post', id, req })),
    postJson: (req) => request((id) => ({ op: 'postJson', id, req })),
    journal: {
      append: (record) => tell({ op: 'append', record }),
      confirm: (key) => tell({ op: 'confirm', key }),
    },
    async close() {
      closed = true;
      const last = thread;
      if (!last) return;
      last.off('exit', onExit);
      last.postMessage({ op: 'close' } satisfies ToPostingThread);
      const timer = setTimeout(() => void last.terminate(), CLOSE_WAIT_MS);
      await once(last, 'exit');
      clearTimeout(timer);
      thread = null;
    },
  };
}

/** From source the thread's module is TypeScript: it is loaded through tsx, as the worker itself is. */
function spawn(data: PostingThreadData): Worker {
  const entry = join(__dirname, `postingThreadMain${extname(__filename)}`);
  if (extname(entry) !== '.ts') return new Worker(entry, { workerData: data });
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, workerData: data });
}
