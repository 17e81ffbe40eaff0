/** What the API is built from (config, logger, Temporal, domain services, rate limiter), wired once per process. */
import type { Config } from '../domain/config';
import type { Logger } from '../domain/logger';
import type { Services } from '../domain/services';
import type { TemporalHandle } from '../domain/temporal';
import type { RateLimiter } from './rateLimit/limiter';

/** Everything the API needs, wired once by `api/server.ts` (or by a test). */
export interface AppDeps {
  config: Config;
  log: Logger;
  temporal: TemporalHandle;
  services: Services;
  /** The process's rate limiter (api/rateLimit/processLimiter.ts). */
  rateLimiter: RateLimiter;
}
