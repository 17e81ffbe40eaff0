import type { Role } from '../accounts/roles';

/**
 * Who is calling, resolved once per request by `api/middleware/authenticate.ts` into `ctx.state.auth`.
 * The rate limiter reads it to pick the budget: a key request counts against the key only, a session or
 * anonymous request against the client IP (spec 8.1, contract "Authentication").
 */
export type AuthContext =
  | { kind: 'key'; orgId: string; keyId: string; name: string; role: Role }
  /** `email`: the user's; `role`: theirs in the session's org (read per request, so a change applies at once). */
  | { kind: 'session'; orgId: string; userId: string; sessionId: string; email: string; role: Role }
  | { kind: 'prober' }
  /** No credential, or one that is unknown/revoked/expired (`invalid` true): counts against the IP. */
  | { kind: 'anonymous'; invalid: boolean };
