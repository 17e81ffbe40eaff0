/**
 * Tool schemas every common MCP client takes without warnings. The JSON Schema generated from zod (ours, and the
 * SDK's own draft-7 conversion alike) writes a nullable field as `anyOf: [X, {type: "null"}]`, a literal as
 * `const`, a URL as `format: "uri"`, a host as `anyOf` branches without a `type`, and a date-time as a format plus
 * a 300-character pattern; several clients (and the MCP Inspector's schema checks) flag or refuse those. Here the
 * same rules are written in the portable subset, and `schemaPortabilityProblems` says what is left, so a test holds
 * every tool to it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated JSON Schema of any shape
type Json = Record<string, any>;

/** The `format` values the common clients (and OpenAI's strict mode) know; others are dropped or refused. */
export const PORTABLE_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);

/** Keywords a portable tool schema does not use. */
const REFUSED_KEYWORDS = ['$ref', '$defs', 'definitions', 'const', 'discriminator', 'oneOf', 'allOf', 'not', 'if'];

/** A copy of `schema` in the portable subset (same accepted values). */
export function portableSchema(schema: Json): Json {
  return rewrite(schema);
}

function rewrite(node: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = rewriteChild(key, value);
  // Per-variant requirements (a channel's settings per type) beside the properties they name: the properties stay,
  // the API checks which ones each variant needs and names a missing one.
  if (Array.isArray(out.oneOf) && isObject(out.properties)) delete out.oneOf;
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  if (out.format && !PORTABLE_FORMATS.has(out.format)) delete out.format;
  if (out.format === 'date-time') delete out.pattern; // the format says it; the generated pattern is noise
  if (Array.isArray(out.anyOf)) return mergeAnyOf(out);
  return out;
}

function rewriteChild(key: string, value: unknown): unknown {
  if (key === 'properties' && isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v as Json)]));
  if ((key === 'items' || key === 'additionalProperties' || key === 'propertyNames') && isObject(value))
    return rewrite(value);
  if (key === 'anyOf' && Array.isArray(value)) return value.map((v: Json) => rewrite(v));
  return value;
}

/**
 * `anyOf: [X, {type: "null"}]` becomes X with `type: [X's type, "null"]`; branches without a `type` take their
 * parent's; what remains an `anyOf` has a typed branch each.
 */
function mergeAnyOf(node: Json): Json {
  const { anyOf: nested, ...rest } = node as { anyOf: Json[] } & Json;
  // A union inside a nullable field (`steps`: two forms, or null) is one list of alternatives.
  const anyOf = nested.flatMap((b) => (Array.isArray(b.anyOf) && Object.keys(b).length === 1 ? b.anyOf : [b]));
  const nonNull = anyOf.filter((b) => b.type !== 'null' || Object.keys(b).length > 1);
  const nullable = nonNull.length < anyOf.length;
  if (nullable && nonNull.length === 1 && typeof nonNull[0].type === 'string') {
    // A nullable value's own alternatives (a host: name or IP address) cannot sit beside null without an anyOf:
    // they are left to the API, which checks them again.
    const { anyOf: _alternatives, ...only } = nonNull[0];
    const merged: Json = { ...rest, ...only, type: [only.type, 'null'] };
    if (Array.isArray(only.enum)) merged.enum = [...only.enum, null];
    return merged;
  }
  const branches = (nullable ? nonNull : anyOf).map((b) =>
    b.type === undefined && typeof rest.type === 'string' ? { type: rest.type, ...b } : b,
  );
  // Several alternatives or null: each alternative takes null too.
  const withNull = (b: Json) => (typeof b.type === 'string' ? { ...b, type: [b.type, 'null'] } : b);
  return { ...rest, anyOf: nullable ? branches.map(withNull) : branches };
}

/** What in `schema` a client may warn about or refuse: `path: problem` lines; none for a portable schema. */
export function schemaPortabilityProblems(schema: unknown, path = '#'): string[] {
  if (!isObject(schema)) return [];
  const node = schema as Json;
  const problems: string[] = [];
  for (const key of REFUSED_KEYWORDS) if (key in node) problems.push(`${path}: uses ${key}`);
  if (node.format !== undefined && !PORTABLE_FORMATS.has(node.format))
    problems.push(`${path}: non-standard format ${node.format}`);
  if (Array.isArray(node.anyOf)) {
    node.anyOf.forEach((b: Json, i: number) => {
      if (b.type === undefined) problems.push(`${path}/anyOf/${i}: a branch without a type`);
      if (b.type === 'null') problems.push(`${path}/anyOf/${i}: null as an anyOf branch (use a type array)`);
    });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value))
      for (const [name, prop] of Object.entries(value))
        problems.push(...schemaPortabilityProblems(prop, `${path}/properties/${name}`));
    else if (key === 'anyOf' && Array.isArray(value))
      value.forEach((b, i) => problems.push(...schemaPortabilityProblems(b, `${path}/anyOf/${i}`)));
    else if (key === 'items' || key === 'additionalProperties' || key === 'propertyNames')
      problems.push(...schemaPortabilityProblems(value, `${path}/${key}`));
  }
  return problems;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
