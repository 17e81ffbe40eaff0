/**
 * Who is calling, resolved once per request by `api/middleware/authenticate.ts` into `ctx.state.auth`.
 * The rate limiter reads it to pick the budget: a key request counts against the key only, a session or
 * anonymous request against the client IP (spec 8.1, contract "Authentication").
 */
export type AuthContext =
  | { kind: 'key'; orgId: string; keyId: string }
  | { kind: 'session'; orgId: string; userId: string; sessionId: string }
  | { kind: 'prober' }
  /** No credential, or one that is unknown/revoked/expired (`invalid` true): counts against the IP. */
  | { kind: 'anonymous'; invalid: boolean };
