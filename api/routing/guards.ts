/** The credential check of each `Auth` kind of the route table, run before a route's input is validated. */
import type { Context } from 'koa';
import type { AuthContext } from '../../domain/auth/authContext';
import { verifyChatSignature } from '../../domain/auth/chatSignature';
import { roleAllows } from '../../domain/accounts/roles';
import { ForbiddenError, UnauthorizedError } from '../../domain/errors';
import { HttpError } from '../httpErrors';
import type { AppDeps } from '../deps';
import type { Auth, AuthOf, KeyCaller, OrgCaller, Route } from './route';

const ANONYMOUS: AuthContext = { kind: 'anonymous', invalid: false };

export function guard<A extends Auth>(auth: A, ctx: Context, deps: AppDeps): AuthOf<A> {
  const caller = ctx.state.auth ?? ANONYMOUS;
  switch (auth) {
    case 'org':
      return requireOrg(caller) as AuthOf<A>;
    case 'key':
      return requireKey(caller, ctx) as AuthOf<A>;
    case 'prober':
      if (caller.kind !== 'prober') throw new UnauthorizedError('A valid X-Prober-Token is required.');
      return caller as AuthOf<A>;
    case 'chat':
      requireChatSignature(ctx, deps);
      return caller as AuthOf<A>;
    case 'session':
      return (caller.kind === 'session' ? caller : null) as AuthOf<A>;
    default:
      return caller as AuthOf<A>;
  }
}

/**
 * The one role check of every route (REST, the MCP tools that call it, the dashboard's pages): a key or session
 * whose role is below the route's is refused with 403 `forbidden` naming the role needed (`required_role`).
 */
export function authorize(route: Route, caller: AuthContext | null): void {
  if (route.role === null || caller === null || (caller.kind !== 'key' && caller.kind !== 'session')) return;
  if (roleAllows(caller.role, route.role)) return;
  const who = caller.kind === 'key' ? 'This API key' : 'Your membership';
  throw new ForbiddenError(
    `This needs the ${route.role} role (or above); ${who} has the ${caller.role} role.`,
    route.role,
  );
}

/** The org of a key or session caller; 401 `unauthorized` for anyone else. */
function requireOrg(caller: AuthContext): OrgCaller {
  if (caller.kind === 'key' || caller.kind === 'session') return caller;
  throw new UnauthorizedError(
    caller.kind === 'anonymous' && caller.invalid
      ? 'The credential is unknown, revoked or expired.'
      : 'A credential is required.',
  );
}

/** 401 with `WWW-Authenticate: Bearer` (RFC 6750) unless the request carries a valid API key. */
function requireKey(caller: AuthContext, ctx: Context): KeyCaller {
  if (caller.kind === 'key') return caller;
  const sent = ctx.get('authorization') !== '';
  throw new HttpError(
    401,
    'unauthorized',
    sent ? 'The API key is unknown, revoked or malformed.' : 'An API key is required: Authorization: Bearer <key>.',
    {},
    { 'WWW-Authenticate': sent ? 'Bearer realm="mcp", error="invalid_token"' : 'Bearer realm="mcp"' },
  );
}

/** The chat tool signs timestamp and raw body with CHAT_SIGNING_SECRET; checked before the body is trusted. */
function requireChatSignature(ctx: Context, deps: AppDeps): void {
  const ok = verifyChatSignature(
    deps.config.chatSigningSecret,
    ctx.get('x-chat-timestamp'),
    ctx.get('x-chat-signature'),
    ctx.state.rawBody ?? Buffer.alloc(0),
    deps.services.now(),
  );
  if (!ok) throw new UnauthorizedError('Missing, invalid or stale chat signature.');
}
