/**
 * Matches a request to one route of the table, once per request: the route and its parameters, a wrong method
 * (405), or an unknown path.
 */
import { Router, type Layer } from '@koa/router';
import { METHODS } from 'node:http';
import type { Route } from './route';

export type RouteMatch =
  | { kind: 'matched'; route: Route; params: Record<string, string> }
  | { kind: 'wrong_method'; allowed: string[] }
  | { kind: 'unknown' };

interface Entry {
  route: Route;
  layer: Layer;
  methods: ReadonlySet<string>;
}

const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * Matches a request against the route table, once per request, with @koa/router's path matching (case-insensitive,
 * an optional trailing slash). A path that names a route literally (`/api/v1/monitors/test`) is that route's, even
 * where a parameter route (`/api/v1/monitors/:id`) would match it too: another method there is a 405, not a look-up
 * of id "test". Literal paths are a map look-up; only parameter routes are tried one by one, in table order.
 */
export class RouteMatcher {
  private readonly literal = new Map<string, Entry[]>();
  private readonly parameterised: Entry[] = [];

  constructor(routes: readonly Route[]) {
    // The router only compiles the paths (its layers); requests never run through it.
    const paths = new Router();
    for (const route of routes) {
      const verbs = route.methods === 'all' ? METHODS : route.methods.map((m) => m.toUpperCase());
      const layer = paths.register(route.path, verbs, () => undefined, { name: route.name }) as Layer;
      const entry = { route, layer, methods: new Set(layer.methods) };
      if (layer.paramNames.length > 0) this.parameterised.push(entry);
      else this.literal.set(literalKey(route.path), [...(this.literal.get(literalKey(route.path)) ?? []), entry]);
    }
  }

  match(method: string, path: string): RouteMatch {
    const literal = this.literal.get(literalKey(path));
    if (literal) return pick(literal, method, () => NO_PARAMS);
    const hits = this.parameterised.filter((e) => e.layer.match(path));
    return pick(hits, method, (e) => e.layer.params(path, e.layer.captures(path)));
  }
}

function pick(entries: Entry[], method: string, paramsOf: (e: Entry) => Record<string, string>): RouteMatch {
  if (entries.length === 0) return { kind: 'unknown' };
  const hit = entries.find((e) => e.methods.has(method));
  if (hit) return { kind: 'matched', route: hit.route, params: paramsOf(hit) };
  const allowed = new Set<string>();
  for (const e of entries) for (const verb of e.methods) allowed.add(verb);
  return { kind: 'wrong_method', allowed: [...allowed] };
}

/** The router matches literal paths case-insensitively and with or without one trailing slash. */
function literalKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
