/** The route table's matcher: one look-up per request, with @koa/router's path rules and 405 before 404. */
import { API_ROUTES } from '../../api/routes';
import { RouteMatcher } from '../../api/routing/matcher';

const matcher = new RouteMatcher(API_ROUTES);
const nameOf = (method: string, path: string) => {
  const m = matcher.match(method, path);
  return m.kind === 'matched' ? m.route.name : m.kind;
};

describe('route matcher', () => {
  it('matches literal paths case-insensitively, with or without a trailing slash, HEAD as GET', () => {
    expect(nameOf('GET', '/api/v1/monitors')).toBe('monitors.list');
    expect(nameOf('GET', '/API/V1/Monitors/')).toBe('monitors.list');
    expect(nameOf('HEAD', '/api/v1/monitors')).toBe('monitors.list');
    expect(nameOf('POST', '/api/v1/monitors')).toBe('monitors.create');
  });

  it('hands over path parameters of parameter routes', () => {
    const m = matcher.match('POST', '/api/v1/heartbeats/tok_123');
    expect(m).toMatchObject({ kind: 'matched', route: { name: 'heartbeats.ingest' }, params: { token: 'tok_123' } });
    expect(matcher.match('GET', '/status/acme/badge.svg')).toMatchObject({ params: { slug: 'acme' } });
  });

  it('keeps a literal path for its own route: another method there is a 405, not a look-up of id "test"', () => {
    expect(nameOf('POST', '/api/v1/monitors/test')).toBe('monitors.test');
    expect(matcher.match('GET', '/api/v1/monitors/test')).toEqual({ kind: 'wrong_method', allowed: ['POST'] });
    expect(matcher.match('GET', '/api/auth/sign-in')).toEqual({ kind: 'wrong_method', allowed: ['POST'] });
    expect(nameOf('GET', '/api/v1/monitors/0190a5f0-0000-7000-8000-000000000000')).toBe('monitors.get');
  });

  it('lists the allowed methods of a known path, and tells an unknown path apart', () => {
    const put = matcher.match('PUT', '/api/v1/monitors');
    expect(put.kind === 'wrong_method' && put.allowed.sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect(nameOf('GET', '/api/auth/social/github')).toBe('auth.social');
    expect(nameOf('TRACE', '/api/auth/social/github')).toBe('auth.social');
    expect(nameOf('GET', '/no-such-route')).toBe('unknown');
    expect(nameOf('GET', '/api/v1/heartbeats')).toBe('unknown');
  });
});
