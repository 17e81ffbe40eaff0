/**
 * Watches the worker's own database connection. A worker whose database stays unreachable cannot do anything an
 * attempt needs (read its record, its channel, write its outcome), yet it keeps taking attempts from Temporal and
 * fails each one, using up the delivery's four attempts without a POST. So past a bound it gives up its process
 * (`onLost`, which exits): the supervisor starts a fresh one with a fresh database client, and meanwhile the
 * attempts wait at Temporal or go to another worker. Seen once in `npm run chaos`: one worker's client stayed
 * unable to select the server for 80 s after the database server was killed and restarted, while the other
 * worker's worked, and five alerts were settled `failed` without a POST (docs/operations.md).
 */

export interface DatabaseWatchOptions {
  /** True when the database answered (domain/db.ts `pingDatabase`). */
  ping: () => Promise<boolean>;
  /** How long without an answer before `onLost`. */
  boundMs: number;
  /** Time between two pings. */
  everyMs: number;
  /** Called once, with how long the database has been unreachable. */
  onLost: (unreachableMs: number) => void;
  now?: () => number;
}

/** Starts watching; returns a function that stops it (for a drain). */
export function watchDatabase(opts: DatabaseWatchOptions): () => void {
  const now = opts.now ?? Date.now;
  let lastAnswer = now();
  let pinging = false;
  const check = async () => {
    if (pinging) return;
    pinging = true;
    const answered = await opts.ping().catch(() => false);
    pinging = false;
    if (answered) lastAnswer = now();
    else if (now() - lastAnswer >= opts.boundMs) {
      clearInterval(timer);
      opts.onLost(now() - lastAnswer);
    }
  };
  const timer = setInterval(() => void check(), opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
