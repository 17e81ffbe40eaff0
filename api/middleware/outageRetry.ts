/** Middleware wrapper that lets a request wait out a MongoDB outage (bounded) instead of failing with a 500. */
import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { ServiceUnavailableError } from '../../domain/errors';
import type { Logger } from '../../domain/logger';

/** Driver errors that mean "MongoDB is unreachable right now" (a restart, a crash), not "this request is wrong". */
const OUTAGE_ERRORS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoPoolClearedError',
  'MongoNotConnectedError',
]);

export function isDatabaseOutage(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (OUTAGE_ERRORS.has(err.name)) return true;
  // A command written to a connection the server had just closed escapes the driver as Node's own EPIPE.
  if ((err as NodeJS.ErrnoException).code === 'EPIPE') return true;
  // A batch write (insertMany) cut off by a lost connection comes wrapped in a MongoBulkWriteError, which keeps
  // the driver's own error as `errorResponse`: that one decides. (Its label alone does not: a connection found
  // closed after another command had already made the driver drop its connections carries no ResetPool label.)
  const { MongoBulkWriteError, MongoError, MongoErrorLabel } = mongoose.mongo;
  if (err instanceof MongoBulkWriteError && err.errorResponse instanceof Error && err.errorResponse !== err)
    return isDatabaseOutage(err.errorResponse);
  // The driver labels an error that made it drop its connections to the server (closed, or shutting down).
  return err instanceof MongoError && err.hasErrorLabel(MongoErrorLabel.ResetPool);
}

export interface OutageRetryOptions {
  log: Logger;
  /** How long a request may wait for MongoDB in all; then it is a 503 with Retry-After. */
  boundMs: number;
}

/**
 * Wraps a middleware so that a request meeting a MongoDB outage waits for the database and runs that middleware
 * again, instead of answering 500: a restart of the MongoDB-wire server is a delay, not an error, for clients.
 * Only a failure that happened before the middleware handed on (`next`) is retried, so nothing downstream runs
 * twice and the request body, read before, is reused. Every write the handlers make is keyed or repeatable
 * (unique indexes guard what must happen once); a write cut off mid-flight is retried as a client would.
 */
export function retryDuringOutage(inner: Middleware, opts: OutageRetryOptions): Middleware {
  return async (ctx, next) => {
    const deadline = Date.now() + opts.boundMs;
    let handedOn = false;
    const onward = () => {
      handedOn = true;
      return next();
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await inner(ctx, onward);
      } catch (err) {
        if (handedOn || !isDatabaseOutage(err)) throw err;
        if (Date.now() >= deadline) throw new ServiceUnavailableError('The database is unavailable; retry shortly.', 5);
        opts.log.warn('database unavailable; request waits', {
          method: ctx.method,
          path: ctx.path,
          attempt,
          error: (err as Error).name,
        });
        await new Promise((r) => setTimeout(r, Math.min(200 * attempt, 1_000)));
      }
    }
  };
}
