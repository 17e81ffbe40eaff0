import type { AuthContext } from '../auth/authContext';
import type { BucketRef } from './limiter';
import { GLOBAL, READ_METHODS, type Budget, type IdentityKind, type LimitClass } from './policies';

/** What the limiter knows about a request, resolved by the HTTP layer. */
export interface RequestFacts {
  method: string;
  /** Client IP: the socket address, or the first X-Forwarded-For hop when TRUST_PROXY=true. */
  ip: string;
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
  for (const budget of rule.budgets) refs.push({ budget, identity: identityFor(budget.identity, req) });
  return refs;
}

function globalBucket(rule: LimitClass, req: RequestFacts): BucketRef {
  if (rule.global === 'counted' && req.auth?.kind === 'key') {
    const budget: Budget = READ_METHODS.has(req.method) ? GLOBAL.keyRead : GLOBAL.keyWrite;
    return { budget, identity: `key:${req.auth.keyId}` };
  }
  return { budget: GLOBAL.ip, identity: ipIdentity(req.ip) };
}

function identityFor(kind: IdentityKind, req: RequestFacts): string {
  const auth = req.auth;
  switch (kind) {
    case 'key':
      return auth?.kind === 'key' ? `key:${auth.keyId}` : ipIdentity(req.ip);
    case 'user':
    case 'userOrKey':
      // Keys belong to an org, not a user: a key request is counted against the key itself.
      if (auth?.kind === 'session') return `user:${auth.userId}`;
      if (auth?.kind === 'key') return `key:${auth.keyId}`;
      return ipIdentity(req.ip);
    case 'heartbeatToken':
      return req.params.token ? `hb:${req.params.token}` : ipIdentity(req.ip);
    case 'ip':
      return ipIdentity(req.ip);
  }
}

/** One identity per address: an IPv4 client seen through a dual-stack socket (`::ffff:1.2.3.4`) is `1.2.3.4`. */
export function ipIdentity(ip: string): string {
  return `ip:${ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip}`;
}
