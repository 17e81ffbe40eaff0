/**
 * The lookup indexes the development store (FerretDB v1.24 on PostgreSQL) needs and does not make itself, derived
 * from the models' declared indexes. FerretDB filters an equality `{field: value}` in SQL as
 * `_jsonb->$1 @> $2` ($1 = 'field'): a containment test that none of the btree indexes it builds for
 * `createIndex` can serve, so every lookup read the whole table. A GIN index on the expression `(_jsonb->'field')`
 * serves it (docs/performance.md, "The development store: lookups that do not scan").
 */
import { createHash } from 'node:crypto';
import type { Model, Schema } from 'mongoose';

/** Collection name -> the fields that get a lookup index. */
export type LookupFields = Map<string, string[]>;

/**
 * `_id` and every field a declared index names, except dates (FerretDB pushes no range condition down, so an
 * index could serve only exact timestamps) and nested paths (FerretDB pushes no dotted field down either).
 */
export function lookupFieldsOf(schema: Schema): string[] {
  const fields = new Set(['_id']);
  for (const [keys] of schema.indexes())
    for (const field of Object.keys(keys)) if (servable(schema, field)) fields.add(field);
  return [...fields];
}

function servable(schema: Schema, field: string): boolean {
  return !field.includes('.') && schema.path(field)?.instance !== 'Date';
}

/**
 * Keyed by collection name; a model whose collection name is in `families` also keys `<name>_*`: the collections
 * its rows are spread over (one per period, e.g. the rollups'), each indexed as the model declares.
 */
export function lookupFieldsByCollection(models: Model<unknown>[], families: string[] = []): LookupFields {
  const byName = new Map(models.map((m) => [m.collection.collectionName, lookupFieldsOf(m.schema)]));
  for (const family of families) {
    const fields = byName.get(family);
    if (fields) byName.set(`${family}${FAMILY_SUFFIX}`, fields);
  }
  return byName;
}

/** A key that ends so stands for every collection named `<family>_...`. */
export const FAMILY_SUFFIX = '_*';

/** The fields of a collection: its own entry, or its family's. */
export function lookupFieldsFor(fields: LookupFields, collection: string): string[] {
  const own = fields.get(collection);
  if (own) return own;
  for (const [key, list] of fields)
    if (key.endsWith(FAMILY_SUFFIX) && collection.startsWith(key.slice(0, -1))) return list;
  return [];
}

/** FerretDB's own index names end in `_idx`; ours in `_lookup`, within PostgreSQL's 63 characters. */
export const LOOKUP_INDEX_SUFFIX = '_lookup';

export function lookupIndexName(table: string, field: string): string {
  const hash = createHash('sha256').update(`${table}\0${field}`).digest('hex').slice(0, 8);
  const readable = `${table.slice(0, 30)}_${field.replace(/[^a-z0-9_]/gi, '_').slice(0, 16)}`;
  return `${readable}_${hash}${LOOKUP_INDEX_SUFFIX}`;
}

/**
 * `jsonb_path_ops`: the smaller GIN operator class, which serves exactly the `@>` FerretDB writes. Creating it
 * locks the table against writes while it builds: instant on the new, small tables the keeper finds.
 */
export function lookupIndexSql(schema: string, table: string, field: string): string {
  const name = quoteIdent(lookupIndexName(table, field));
  const on = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON ${on} USING gin ((_jsonb -> ${quoteLiteral(field)}) jsonb_path_ops) WITH (fastupdate = off)`;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
