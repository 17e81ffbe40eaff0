export { createUptimeClient, type RateLimitWait, type UptimeApi, type UptimeClientOptions } from './client';
export { UptimeApiError, unwrap, type FieldProblem } from './errors';
export { paginate, type ItemOf, type ListPath, type ListQuery } from './pagination';
export type { components, operations, paths, webhooks } from './generated/schema';
