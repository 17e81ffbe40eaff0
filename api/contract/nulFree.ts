/**
 * No string the API accepts may hold U+0000. PostgreSQL, where the embedded MongoDB-wire server keeps its data,
 * refuses such a string in a document or a filter, so one would turn a harmless request into a failed write; the
 * rule holds on every store so that the API answers the same everywhere. Checked once for every part of a request:
 * path parameters as they come, query and body on what their schema kept (keys and values at any depth; a field a
 * schema ignores is dropped, not checked), and stated in the OpenAPI document.
 */
import { InvalidRequestError } from '../../domain/errors';
import type { InputPart } from './parse';

const NUL = '\u0000';

/** The JSON Schema `pattern` of a string without U+0000 (ECMA-262 syntax, as JSON Schema uses). */
export const NUL_FREE_PATTERN = '^[^\\u0000]*$';

export const NUL_MESSAGE = 'must not contain the character U+0000';

/** 400 `invalid_request` naming the first string (or object key) of `value` that holds U+0000. */
export function rejectNul(value: unknown, part: InputPart): void {
  const path = nulPathOf(value);
  if (path === null) return;
  throw new InvalidRequestError(`Invalid request ${part}.`, [{ path: path.join('.'), message: NUL_MESSAGE }]);
}

/**
 * The path of the first string holding U+0000, or null. Walks with its own stack, not recursion, and links each
 * node to its parent rather than copying paths: a 1 MiB body can nest deeper than the call stack goes, and cost no
 * more than its size to check.
 */
export function nulPathOf(value: unknown): string[] | null {
  const pending: Node[] = [{ value, key: '', parent: null }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return pathOf(node);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, el] of Object.entries(v)) {
        if (key.includes(NUL)) return pathOf({ value: el, key, parent: node });
        pending.push({ value: el, key, parent: node });
      }
    }
  }
  return null;
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) path.push(n.key);
  return path.reverse();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated JSON Schema of any shape
type JsonSchema = Record<string, any>;

/** Formats whose grammar already leaves U+0000 out. */
const NUL_FREE_FORMATS = new Set(['uuid', 'date-time', 'date', 'time', 'email']);

/**
 * States the rule in a request schema: every string that could hold U+0000 (not an enum, a constant, a format or
 * a pattern of its own that leaves it out) gets the NUL-free pattern, beside any pattern of its own (`allOf`, as
 * JSON Schema has one `pattern` per schema).
 * Changes `schema` in place (each node once) and returns it.
 */
export function documentNulFree(schema: JsonSchema): JsonSchema {
  const pending: unknown[] = [schema];
  const seen = new Set<object>(); // a refined schema may hold one property schema in several places
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) pending.push(...node);
    else {
      const s = node as JsonSchema;
      if (isFreeString(s)) addNulFreePattern(s);
      for (const child of Object.values(s)) if (child !== null && typeof child === 'object') pending.push(child);
    }
  }
  return schema;
}

function isFreeString(s: JsonSchema): boolean {
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (!types.includes('string') || 'enum' in s || 'const' in s || NUL_FREE_FORMATS.has(s.format)) return false;
  const patterns: unknown[] = [s.pattern, ...(s.allOf ?? []).map((p: JsonSchema) => p?.pattern)];
  return !patterns.some((p) => typeof p === 'string' && refusesNul(p));
}

/** What may let a pattern match U+0000: a dot, a negated class or escape, a code or property escape, an alternation. */
const MAY_MATCH_NUL = /[.|]|\[\^|\\[SWDpPxuc0]/;

/**
 * Whether a pattern matches no string holding U+0000: anchored at both ends and built only from literals and
 * classes that leave it out (an id, a slug, digits). Conservative: anything it cannot tell may match. Such a
 * string needs no second pattern, and a second one would make schemathesis generate from either and filter
 * nearly everything by the other.
 */
function refusesNul(pattern: string): boolean {
  return pattern.startsWith('^') && pattern.endsWith('$') && !MAY_MATCH_NUL.test(pattern);
}

function addNulFreePattern(s: JsonSchema): void {
  if (s.pattern === undefined && s.allOf === undefined) {
    s.pattern = NUL_FREE_PATTERN;
    return;
  }
  const own = s.pattern === undefined ? [] : [{ pattern: s.pattern }];
  delete s.pattern;
  s.allOf = [...own, ...(s.allOf ?? []), { pattern: NUL_FREE_PATTERN }];
}
