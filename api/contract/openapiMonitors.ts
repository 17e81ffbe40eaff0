/**
 * The monitor bodies in the OpenAPI document, one alternative per type: which fields each type needs and accepts
 * comes from the one monitor definition (domain/monitors/definition.ts), and the minimum interval from this
 * deployment's MIN_INTERVAL_SEC, so the document states the rules `monitorRuleErrors` applies.
 */
import { COMMON_FIELDS, FIELDS_BY_TYPE, maxTimeoutOf } from '../../domain/monitors/definition';
import { MONITOR_TYPES, type MonitorType } from '../../domain/regions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated JSON Schema of any shape
type Json = Record<string, any>;

/**
 * A monitor create body (`strict`) or a test-check definition (unknown fields ignored) split by `type`; each
 * alternative is titled `<name><Type>` (e.g. `MonitorCreateHttp`), the component name the document gives it.
 */
export function byMonitorType(
  body: Json,
  opts: { name: string; strict: boolean; types?: readonly MonitorType[] },
): Json {
  const alternatives = (opts.types ?? MONITOR_TYPES).map((type) => {
    const title = `${opts.name}${type[0].toUpperCase()}${type.slice(1)}`;
    const { required, optional } = FIELDS_BY_TYPE[type];
    const names = opts.strict ? [...COMMON_FIELDS, ...required, ...optional] : ['type', ...required, ...optional];
    const properties = Object.fromEntries(
      names
        .filter((n) => body.properties[n])
        .map((n) => [n, n === 'type' ? { const: type } : ofType(type, n, body.properties[n])]),
    );
    const mustHave = [...(opts.strict ? ['name'] : []), 'type', ...required];
    if (opts.strict) return { title, type: 'object', properties, required: mustHave, additionalProperties: false };
    // A test-check ignores fields it does not know, but a URL on a type without one is an error.
    const checked = Object.fromEntries(
      Object.entries(properties).map(([n, s]) => [n, mustHave.includes(n) ? withoutNull(s) : s]),
    );
    return { title, type: 'object', properties: { url: { type: 'null' }, ...checked }, required: mustHave };
  });
  return { oneOf: alternatives, discriminator: { propertyName: 'type' } };
}

/**
 * A field whose rule depends on the type: `steps` is requests for api monitors and actions for browser monitors
 * (the schema's two forms), `timeout_ms` goes up to a minute for browser monitors only.
 */
function ofType(type: MonitorType, name: string, schema: Json): Json {
  if (name === 'timeout_ms') return { ...schema, maximum: maxTimeoutOf(type) };
  if (name !== 'steps') return schema;
  const forms: Json[] = schema.anyOf ?? [];
  const isBrowser = (s: Json) => Boolean(s.items?.properties?.action);
  const own = (s: Json): Json | undefined => {
    if (s.anyOf) return ofType(type, name, s);
    return s.type !== 'array' || isBrowser(s) === (type === 'browser') ? s : undefined;
  };
  const kept = forms.map(own).filter((s): s is Json => s !== undefined);
  return kept.length === 1 ? kept[0] : { ...schema, anyOf: kept };
}

const INTERVAL_FIELDS = new Set(['interval_sec', 'period_sec', 'grace_sec']);

/** `interval_sec` and the heartbeat periods: at least MIN_INTERVAL_SEC wherever they appear. */
export function withMinimumInterval(schema: Json, minIntervalSec: number): Json {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [name, prop] of Object.entries<Json>((node as Json).properties ?? {})) {
      if (INTERVAL_FIELDS.has(name) && prop.type === 'integer')
        prop.minimum = Math.max(prop.minimum ?? 0, minIntervalSec);
    }
    for (const child of Object.values(node as Json)) visit(child);
  };
  visit(schema);
  return schema;
}

function withoutNull(s: Json): Json {
  return Array.isArray(s.anyOf) ? (s.anyOf.find((a: Json) => a.type !== 'null') ?? s) : s;
}
