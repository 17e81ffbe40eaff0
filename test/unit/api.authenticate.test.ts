import type { Context } from 'koa';
import { authenticate } from '../../api/middleware/authenticate';
import { guard } from '../../api/routing/guards';
import type { AppDeps } from '../../api/deps';
import type { AuthContext } from '../../domain/auth/authContext';
import { loadConfig } from '../../domain/config';
import { AppError } from '../../domain/errors';
import { httpStatusOf } from '../../api/httpErrors';

/** A minimal Koa-like context: headers in, `state.auth` out. */
function fakeCtx(headers: Record<string, string>): Context {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers: lower, get: (name: string) => lower[name.toLowerCase()] ?? '', state: {} } as unknown as Context;
}

describe('authenticate middleware (no database: keys resolved by a stub)', () => {
  const config = loadConfig({ NODE_ENV: 'test', PROBER_TOKEN: 'prober-token-0123456789' });
  const resolved: string[] = [];
  const deps = {
    config,
    services: {
      now: () => Date.now(),
      keys: {
        resolve: async (key: string) => {
          resolved.push(key);
          return key === 'upk_good' ? { orgId: 'org-1', keyId: 'key-1' } : null;
        },
      },
    },
  } as unknown as AppDeps;
  const mw = authenticate(deps);

  async function authOf(headers: Record<string, string>): Promise<AuthContext> {
    const ctx = fakeCtx(headers);
    let nextCalled = false;
    await mw(ctx, async () => {
      nextCalled = true;
    });
    expect(nextCalled).toBe(true);
    return ctx.state.auth!;
  }

  it('records key, prober and anonymous callers without ever throwing', async () => {
    expect(await authOf({ authorization: 'Bearer upk_good' })).toEqual({ kind: 'key', orgId: 'org-1', keyId: 'key-1' });
    expect(await authOf({ authorization: 'bearer upk_good' })).toEqual({ kind: 'key', orgId: 'org-1', keyId: 'key-1' });
    expect(await authOf({ authorization: 'Bearer upk_revoked' })).toEqual({ kind: 'anonymous', invalid: true });
    expect(await authOf({ authorization: 'Basic dXNlcjpwYXNz' })).toEqual({ kind: 'anonymous', invalid: true });
    expect(await authOf({ authorization: 'Bearer {"$ne":null}' })).toEqual({ kind: 'anonymous', invalid: true });
    expect(await authOf({ 'x-prober-token': 'prober-token-0123456789' })).toEqual({ kind: 'prober' });
    expect(await authOf({ 'x-prober-token': 'prober-token-012345678' })).toEqual({ kind: 'anonymous', invalid: true });
    expect(await authOf({})).toEqual({ kind: 'anonymous', invalid: false });
    expect(await authOf({ cookie: 'theme=dark' })).toEqual({ kind: 'anonymous', invalid: false });
    expect(await authOf({ cookie: 'sid=short' })).toEqual({ kind: 'anonymous', invalid: true });
    // Malformed headers never reach the key lookup.
    expect(resolved).toEqual(['upk_good', 'upk_good', 'upk_revoked']);
  });

  it("guards: the route table's `org` admits keys and sessions only; `prober` only the prober", () => {
    const withAuth = (auth: AuthContext) => ({ state: { auth } }) as unknown as Context;
    const requireOrg = (ctx: Context) => guard('org', ctx, deps);
    const requireProber = (ctx: Context) => guard('prober', ctx, deps);
    expect(requireOrg(withAuth({ kind: 'key', orgId: 'o', keyId: 'k', name: 'k', role: 'admin' }))).toMatchObject({
      orgId: 'o',
    });
    expect(
      requireOrg(
        withAuth({ kind: 'session', orgId: 'o', userId: 'u', sessionId: 's', email: 'u@example.com', role: 'admin' }),
      ),
    ).toMatchObject({
      orgId: 'o',
    });
    for (const auth of [
      { kind: 'prober' },
      { kind: 'anonymous', invalid: true },
      { kind: 'anonymous', invalid: false },
    ] as AuthContext[]) {
      let refusal: unknown;
      try {
        requireOrg(withAuth(auth));
      } catch (err) {
        refusal = err;
      }
      expect(refusal).toMatchObject({ code: 'unauthorized' });
      expect(httpStatusOf(refusal as AppError)).toBe(401);
    }
    expect(() => requireProber(withAuth({ kind: 'key', orgId: 'o', keyId: 'k', name: 'k', role: 'admin' }))).toThrow(
      AppError,
    );
    expect(() => requireProber(withAuth({ kind: 'prober' }))).not.toThrow();
  });
});
