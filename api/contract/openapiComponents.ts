/**
 * Named schemas for the document's discriminated unions: a generator can select the subtype of a `oneOf` by its
 * discriminator only when each alternative is a `$ref` to a component (inline alternatives come out untyped). Each
 * alternative carries its component name as its `title` where it is built (e.g. `byMonitorType`); this moves it
 * into `components.schemas` under that name and maps the discriminator's values to it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated JSON Schema of any shape
type Json = Record<string, any>;

/** Replaces every inline alternative of a discriminated `oneOf` in `doc` with a `$ref`; returns the components. */
export function nameDiscriminatedSchemas(doc: Json): Json {
  const named: Json = {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const child of Object.values(node)) visit(child);
    const schema = node as Json;
    if (schema.discriminator && Array.isArray(schema.oneOf)) hoist(schema, named);
  };
  visit(doc.paths);
  visit(doc.webhooks);
  return named;
}

function hoist(schema: Json, named: Json): void {
  const property: string = schema.discriminator.propertyName;
  const mapping: Record<string, string> = {};
  schema.oneOf = schema.oneOf.map((alternative: Json) => {
    if (alternative.$ref) return alternative;
    const name: unknown = alternative.title;
    const value: unknown = alternative.properties?.[property]?.const;
    if (typeof name !== 'string' || typeof value !== 'string')
      throw new Error(`a discriminated alternative needs a title and a const ${property}`);
    if (named[name] && JSON.stringify(named[name]) !== JSON.stringify(alternative))
      throw new Error(`two different schemas are titled ${name}`);
    named[name] = alternative;
    mapping[value] = `#/components/schemas/${name}`;
    return { $ref: mapping[value] };
  });
  schema.discriminator = { ...schema.discriminator, mapping };
}
