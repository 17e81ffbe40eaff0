import type { Router } from '@koa/router';

export type RouteMatch =
  | { kind: 'matched'; name: string | undefined; params: Record<string, string> }
  | { kind: 'wrong_method'; allowed: string[] }
  | { kind: 'unknown' };

/** Classifies a request against the router before it runs: known route, known path with a wrong method, or unknown. */
export function matchRoute(router: Router, method: string, path: string): RouteMatch {
  const m = router.match(path, method);
  const route = m.pathAndMethod.find((layer) => layer.methods.length > 0);
  // A path that names a route literally (`/api/v1/monitors/test`) is that route's, even where a parameter route
  // (`/api/v1/monitors/:id`) would match it too: another method there is a 405, not a look-up of id "test".
  const literal = m.path.filter((layer) => layer.methods.length > 0 && layer.paramNames.length === 0);
  if (route && (route.paramNames.length === 0 || literal.length === 0)) {
    return { kind: 'matched', name: route.name ?? undefined, params: route.params(path, route.captures(path)) };
  }
  const allowed = new Set<string>();
  for (const layer of literal.length > 0 ? literal : m.path) for (const verb of layer.methods) allowed.add(verb);
  if (allowed.size > 0) return { kind: 'wrong_method', allowed: [...allowed] };
  return { kind: 'unknown' };
}
