/**
 * Lookups by a key that comes from outside the code: a request's body, query, form, headers or path, MCP arguments,
 * the parts of a rule's text. Only an object's own properties count, so a key named like a member of
 * Object.prototype (`constructor`, `toString`, `__proto__`...) finds nothing instead of a function or the prototype
 * itself (a crash or a wrong answer), and a record built from such keys can never reach a prototype to change it.
 */

/** The value `record` holds as its own property `key`; undefined when it has none (whatever it inherits). */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of `record`'s own properties (an inherited member is not). */
export function hasOwnKey<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/**
 * A record of outside entries without a prototype: every key, `__proto__` included, becomes an own property, and
 * a lookup of a key it lacks finds nothing. A repeated key keeps its last value (as `Object.fromEntries`).
 */
export function ownRecord<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/**
 * Handlebars runtime options of every template this service renders (webhook bodies, dashboard, status page): a
 * template reads only its data's own properties, so `{{constructor}}` or `{{lookup . "__proto__"}}` in a
 * customer's webhook template renders nothing. Handlebars' default since 4.6, stated so that no upgrade or option
 * elsewhere turns it off.
 */
export const OWN_DATA_ONLY = Object.freeze({
  allowProtoPropertiesByDefault: false,
  allowProtoMethodsByDefault: false,
});
