/**
 * Requests whose keys are named like members of Object.prototype, and the checks made on their answers: what each
 * route of the table is sent (bodies, query strings, headers, path parameters), whether an answer is a clean one,
 * and whether any built-in prototype changed in this process (the API runs in it).
 */
import { z } from 'zod';
import { ErrorBody } from '../../api/contract/common';
import type { Route } from '../../api/routing/route';

/** Own members of Object.prototype, or names that reach it (`__proto__`, `prototype` of a constructor). */
export const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** What a reserved key carries: a string, an object and an array (as JSON text, so `__proto__` stays a plain key). */
export const VALUE_KINDS = ['"polluted"', '{"polluted":"yes"}', '[{"polluted":"yes"}]'];

export interface Case {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body, as text. */
  json?: string;
  /** A URL-encoded form body. */
  form?: string;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * JSON bodies: each key alone at the top with each kind of value, beside the fields of `sampleOf(schema)` (so that
 * rules which look at valid fields run), then one level down inside each field of the body schema (and one it
 * lacks), all the keys at once, the kind of value taking turns (a body refused for one key is refused for all).
 */
export function jsonBodies(schema: z.ZodType | undefined): { label: string; json: string }[] {
  const fields = [...(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []), 'extra'];
  const sample = JSON.stringify(sampleOf(schema)).slice(1, -1);
  const beside = (member: string) => `{${sample}${sample ? ',' : ''}${member}}`;
  const members = (value: string) => RESERVED_KEYS.map((key) => `${JSON.stringify(key)}:${value}`).join(',');
  const top = RESERVED_KEYS.flatMap((key) => VALUE_KINDS.map((value) => beside(`${JSON.stringify(key)}:${value}`)));
  const nested = fields.map((field, i) => `{"${field}":{${members(VALUE_KINDS[i % VALUE_KINDS.length])}}}`);
  return [...top, ...nested].map((json) => ({ label: json, json }));
}

/** Values tried for a field, after an enum's first option. */
const CANDIDATES: unknown[] = ['https://127.0.0.1:9/', 'x', 60, true, '01a22275-6552-7e3a-b035-7f68a84b832e', null];

/** Each field of an object schema at the first candidate value it accepts on its own (a field none fits is left out). */
export function sampleOf(schema: z.ZodType | undefined): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject)) return {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const options = field instanceof z.ZodEnum ? field.options : [];
    const value = [...options, ...CANDIDATES].find((v) => field.safeParse(v).success);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * One query string (or form) per key: the key as a name with one value, again (several values) and bracketed (an
 * object in some parsers), and the key as the value of each of `fields`.
 */
export function queryStrings(fields: readonly string[]): string[] {
  return RESERVED_KEYS.map((key) => {
    const k = encodeURIComponent(key);
    return [
      `${k}=polluted`,
      `${k}=b`,
      `${k}%5Bpolluted%5D=yes`,
      ...fields.map((f) => `${encodeURIComponent(f)}=${k}`),
    ].join('&');
  });
}

/** The route's methods as requests are sent (a catch-all: the methods its document names, else GET and POST). */
export function methodsOf(route: Route): string[] {
  const methods = route.methods === 'all' ? (route.doc?.as?.methods ?? ['get', 'post']) : route.methods;
  return methods.map((m) => m.toUpperCase());
}

/** The route's path with its parameters filled by `fill` (by parameter name). */
export function pathOf(route: Route, fill: (name: string) => string): string {
  return route.path.replace(/[:*](\w+)/g, (_, name: string) => encodeURIComponent(fill(name)));
}

/** The names of the route's path parameters. */
export function paramNames(route: Route): string[] {
  return [...route.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);
}

/**
 * What is wrong with an answer, or null: never a 5xx (but a 501 the route documents), and a 4xx carries the
 * contract's error envelope, or a body the route documents itself (the MCP route answers JSON-RPC), or a page
 * when `pages` says the route answers HTML.
 */
export function answerProblem(route: Route, res: Answer, pages = false): string | null {
  if (res.status >= 500) return res.status === 501 && route.doc?.errors?.[501] ? null : `${res.status} ${res.text}`;
  if (res.status < 400) return null;
  if (pages && res.contentType.startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `${res.status} not JSON: ${res.text.slice(0, 120)}`;
  }
  const envelope = ErrorBody.safeParse(body);
  if (envelope.success && envelope.data.statusCode === res.status) return null;
  const documented = Object.values(route.doc?.responses ?? {}).map((r) => r.schema);
  if (documented.some((s) => s?.safeParse(body).success)) return null;
  return `${res.status} not the error envelope: ${res.text.slice(0, 120)}`;
}

export async function send(base: string, c: Case): Promise<Answer> {
  const headers: Record<string, string> = { ...c.headers };
  if (c.json !== undefined) headers['content-type'] ??= 'application/json';
  if (c.form !== undefined) headers['content-type'] ??= 'application/x-www-form-urlencoded';
  const res = await fetch(base + c.path, { method: c.method, headers, body: c.json ?? c.form, redirect: 'manual' });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Runs `tasks` with at most `width` at a time; the results in order. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < tasks.length; i = next++) out[i] = await tasks[i]();
  };
  await Promise.all(Array.from({ length: width }, lane));
  return out;
}

const BUILT_INS: [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

/** Every own property of the built-in prototypes, with its value (or accessor), to compare later. */
export function prototypeSnapshot(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [name, proto] of BUILT_INS)
    for (const key of Reflect.ownKeys(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, key)!;
      out.set(`${name}.${String(key)}`, d.get ?? d.value);
    }
  for (const [name, proto] of BUILT_INS) out.set(`${name} [[Prototype]]`, Object.getPrototypeOf(proto));
  return out;
}

/** What differs from `before`: an added, removed or replaced member, or a changed prototype chain. */
export function prototypeChanges(before: Map<string, unknown>): string[] {
  const now = prototypeSnapshot();
  const keys = new Set([...before.keys(), ...now.keys()]);
  const changed = [...keys].filter((k) => before.get(k) !== now.get(k) || before.has(k) !== now.has(k));
  if (({} as { polluted?: unknown }).polluted !== undefined) changed.push('({}).polluted');
  return changed;
}
