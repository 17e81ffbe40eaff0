/** Which buckets a request is charged to (global and per-route budgets), by its credential, address and parameters. */
import type { AuthContext } from '../../domain/auth/authContext';
import type { BucketRef } from './limiter';
import { GLOBAL, READ_METHODS, type Budget, type LimitClass } from './policies';

/** What the limiter knows about a request, resolved by the HTTP layer. */
export interface RequestFacts {
  method: string;
  /**
   * Client IP: the socket address, or the first X-Forwarded-For hop when TRUST_PROXY=true. Read only when a
   * bucket of the request is per address (the HTTP layer passes a getter: a key read never works it out).
   */
  readonly ip: string;
  /** `ctx.state.auth`; undefined counts as anonymous. */
  auth: AuthContext | undefined;
  /** Route parameters of the matched route (`token` for heartbeat ingest). */
  params: Record<string, string>;
}

/**
 * The buckets a request must take a token from: its global bucket (unless exempt) and the rule's route budgets.
 * Only a valid key (`kind: 'key'`) gets key budgets; a session, a prober, no credential or an unknown/revoked key
 * count against the client IP (spec 8.1, contract "Authentication").
 */
export function bucketsFor(rule: LimitClass, req: RequestFacts): BucketRef[] {
  if (rule.global === 'never') return [];
  const refs: BucketRef[] = [];
  if (rule.global === 'counted' || rule.global === 'ip' || (rule.global === 'ipUnlessKey' && req.auth?.kind !== 'key'))
    refs.push(globalBucket(rule, req));
  for (const budget of rule.budgets) refs.push(routeBucket(budget, req));
  return refs;
}

function globalBucket(rule: LimitClass, req: RequestFacts): BucketRef {
  if (rule.global === 'counted' && req.auth?.kind === 'key') {
    const budget: Budget = READ_METHODS.has(req.method) ? GLOBAL.keyRead : GLOBAL.keyWrite;
    return { budget, scope: 'key', id: req.auth.keyId };
  }
  return { budget: GLOBAL.ip, scope: 'ip', id: clientAddress(req.ip) };
}

function routeBucket(budget: Budget, req: RequestFacts): BucketRef {
  const auth = req.auth;
  switch (budget.identity) {
    case 'key':
      return auth?.kind === 'key' ? { budget, scope: 'key', id: auth.keyId } : ipBucket(budget, req);
    case 'user':
    case 'userOrKey':
      // Keys belong to an org, not a user: a key request is counted against the key itself.
      if (auth?.kind === 'session') return { budget, scope: 'user', id: auth.userId };
      if (auth?.kind === 'key') return { budget, scope: 'key', id: auth.keyId };
      return ipBucket(budget, req);
    case 'heartbeatToken':
      return req.params.token ? { budget, scope: 'hb', id: req.params.token } : ipBucket(budget, req);
    case 'ip':
      return ipBucket(budget, req);
  }
}

function ipBucket(budget: Budget, req: RequestFacts): BucketRef {
  return { budget, scope: 'ip', id: clientAddress(req.ip) };
}

/** One bucket per address: an IPv4 client seen through a dual-stack socket (`::ffff:1.2.3.4`) is `1.2.3.4`. */
export function clientAddress(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
