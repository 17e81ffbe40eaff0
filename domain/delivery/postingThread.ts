/**
 * The worker's POSTs go out from a thread of their own. Under a burst the worker's main thread is busy (the
 * Temporal SDK, the store's driver, rendering and signing), and an answer that has arrived waits its turn there:
 * 14 to 25 ms at the median, 200 ms at p99, measured on two busy cores. Every POST answered but not yet read
 * when the worker is killed is sent again by the next one. In this thread, which does nothing but POST and
 * journal, an answer is read and its record journaled (journalingClient.ts) as soon as it arrives. The main
 * thread sends the other records to the journal and confirms each once the store has it.
 *
 * Every message costs both threads a structured clone and a wake-up, so a delivery sends as few as it can: the POST
 * and its answer; no `append` of a 2xx record the thread journaled itself when it read the answer (its journal
 * keeps the first line of a key and ignores the repeat anyway); and the confirmations of one turn of the event loop
 * together, in one message (a confirmation that comes late only makes a replay insert a record the store has).
 */
import { once } from 'node:events';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger';
import { BoundedMap } from '../boundedMap';
import { attemptKey } from './attemptJournal';
import type { AttemptOf, AttemptRecord } from './attempts';
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
/** Keys of 2xx records the thread journaled and the main thread has not appended yet (one per POST in flight). */
const THREAD_JOURNALED_MAX = 10_000;

interface Pending {
  resolve: (res: WebhookResponse) => void;
  reject: (err: Error) => void;
}

export function startPostingThread(data: PostingThreadData, log: Logger): PostingThread {
  return new PostingThreadClient(data, log);
}

class PostingThreadClient implements PostingThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private thread: Worker | null = null;
  private lastError: string | undefined;
  private closed = false;
  /** 2xx records the thread journaled as it read their answers (see the file's comment). */
  private readonly threadJournaled = new BoundedMap<string, true>(THREAD_JOURNALED_MAX);
  /** Confirmations of this turn of the event loop, sent together. */
  private confirming: string[] = [];

  readonly journal: JournalLink = {
    append: (record) => {
      if (!this.threadJournaled.delete(attemptKey(record))) this.tell({ op: 'append', record });
    },
    confirm: (key) => {
      if (this.confirming.push(key) === 1) setImmediate(this.flushConfirms);
    },
  };

  constructor(
    private readonly data: PostingThreadData,
    private readonly log: Logger,
  ) {
    this.running(); // loaded now, not by the first POST
  }

  post: WebhookClient['post'] = (req) => this.request(req.attempt, (id) => ({ op: 'post', id, req }));
  postJson: WebhookClient['postJson'] = (req) => this.request(req.attempt, (id) => ({ op: 'postJson', id, req }));

  async close(): Promise<void> {
    if (this.thread) this.flushConfirms();
    this.closed = true;
    const last = this.thread;
    if (!last) return;
    last.off('exit', this.onExit);
    last.postMessage({ op: 'close' } satisfies ToPostingThread);
    const timer = setTimeout(() => void last.terminate(), CLOSE_WAIT_MS);
    await once(last, 'exit');
    clearTimeout(timer);
    this.thread = null;
    this.failPending('the worker is stopping');
  }

  /** A 2xx answer to a POST naming its attempt was journaled by the thread as it was read (journalingClient.ts). */
  private request(attempt: AttemptOf | undefined, make: (id: number) => ToPostingThread): Promise<WebhookResponse> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new RetryableDeliveryError('network_error', 'the worker is stopping'));
      const id = this.nextId++;
      const answered = (res: WebhookResponse) => {
        if (attempt) this.threadJournaled.set(attemptKey(attempt), true);
        resolve(res);
      };
      this.pending.set(id, { resolve: answered, reject });
      this.tell(make(id));
    });
  }

  /** Once closed, nothing starts the thread again: a late confirmation is left to the next start's replay. */
  private tell(msg: ToPostingThread): void {
    if (!this.closed) this.running().postMessage(msg);
  }

  private readonly flushConfirms = (): void => {
    const keys = this.confirming;
    if (keys.length === 0) return;
    this.confirming = [];
    this.tell({ op: 'confirm', keys });
  };

  private running(): Worker {
    if (this.thread) return this.thread;
    const started = spawn(this.data);
    started.on('message', this.onMessage).on('exit', this.onExit);
    started.on('error', (err) => (this.lastError = err.message));
    return (this.thread = started);
  }

  private readonly onMessage = (msg: FromPostingThread): void => {
    if ('log' in msg) return this.log[msg.log](msg.msg, msg.fields);
    const waiting = this.pending.get(msg.id);
    this.pending.delete(msg.id);
    if ('res' in msg) waiting?.resolve(msg.res);
    else waiting?.reject(fromWire(msg.error));
  };

  /**
   * A thread that died (it never should) fails what it had, retried as after a time-out; the next POST starts
   * another.
   */
  private readonly onExit = (code: number): void => {
    this.thread = null;
    this.log.error('posting thread stopped; its POSTs in flight will be retried', {
      exit_code: code,
      error: this.lastError,
    });
    this.failPending('the worker lost the POST (its posting thread stopped)');
  };

  private failPending(why: string): void {
    for (const p of this.pending.values()) p.reject(new RetryableDeliveryError('network_error', why));
    this.pending.clear();
  }
}

/** From source the thread's module is TypeScript: it is loaded through tsx, as the worker itself is. */
function spawn(data: PostingThreadData): Worker {
  const entry = join(__dirname, `postingThreadMain${extname(__filename)}`);
  if (extname(entry) !== '.ts') return new Worker(entry, { workerData: data });
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, workerData: data });
}
