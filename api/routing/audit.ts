/**
 * The one place writes are audited: after a route that changes something (a write needing more than `viewer`) has
 * answered a success to a key or a session, one record says who did it, the route's name, the resource and the
 * fields set. Refused and failed requests leave none (the handler threw or answered 4xx). MCP tools call these
 * routes with the agent's key, and the dashboard's actions are routes of the same table, so all three are covered.
 */
import type { Context } from 'koa';
import type { Actor } from '../../domain/audit/auditLog';
import type { AuthContext } from '../../domain/auth/authContext';
import { UUID_PATTERN } from '../../domain/ids';
import type { AppDeps } from '../deps';
import { isWrite, type Route } from './route';

const UUID_IN_PATH = new RegExp(UUID_PATTERN.source.slice(1, -1), 'i');

/** Records the write the route just did, if it is one and it succeeded; a failure to record is logged. */
export async function auditWrite(
  route: Route,
  ctx: Context,
  deps: AppDeps,
  auth: AuthContext | null,
  params: Record<string, string>,
): Promise<void> {
  if (route.role === null || route.role === 'viewer' || !isWrite(route.methods) || ctx.status >= 400) return;
  if (!auth || (auth.kind !== 'key' && auth.kind !== 'session')) return;
  const entry = {
    orgId: auth.orgId,
    actor: actorOf(auth),
    action: route.name,
    resourceId: resourceOf(ctx, params),
    input: ctx.state.form ? Object.fromEntries(ctx.state.form) : (ctx.request as { body?: unknown }).body,
    // Set by an update's handler: the resource as it was, so the record shows what the write changed from.
    before: (ctx.state.auditBefore as Record<string, unknown> | undefined) ?? null,
    ip: ctx.ip || null,
  };
  await deps.services.auditLog.append(entry).catch((err: Error) => {
    deps.log.warn('audit record not written', { action: route.name, error: err.message });
  });
}

export function actorOf(auth: Extract<AuthContext, { kind: 'key' | 'session' }>): Actor {
  return auth.kind === 'key'
    ? { type: 'api_key', id: auth.keyId, name: auth.name }
    : { type: 'user', id: auth.userId, name: auth.email };
}

/** The path's id, else the id of what was created (the answer's `id`, or the page a form redirects to). */
function resourceOf(ctx: Context, params: Record<string, string>): string | null {
  if (params.id) return params.id;
  const id = (ctx.body as { id?: unknown } | null)?.id;
  if (typeof id === 'string') return id;
  return UUID_IN_PATH.exec(ctx.response.get('location'))?.[0] ?? null;
}
