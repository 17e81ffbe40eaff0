/**
 * The API process's one rate limiter (spec 8: counters are kept per API server process), built where the API is
 * wired (api/server.ts, or a test's stack) rather than among the domain services. May touch: one timer.
 */
import { RateLimiter } from './limiter';

/** How often idle buckets are dropped when no request comes to drop them. */
const IDLE_SWEEP_MS = 60_000;

export interface ProcessLimiter {
  limiter: RateLimiter;
  /** Starts the idle sweep: requests drop idle buckets as they come; this frees them when traffic stops too. */
  start(): void;
  stop(): void;
}

export function createProcessLimiter(maxBuckets: number, now: () => number): ProcessLimiter {
  const limiter = new RateLimiter({ now, maxBuckets });
  let timer: NodeJS.Timeout | undefined;
  return {
    limiter,
    start() {
      timer ??= setInterval(() => limiter.store.sweep(now()), IDLE_SWEEP_MS);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
