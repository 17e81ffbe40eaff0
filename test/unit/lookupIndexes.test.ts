/** Which fields get a lookup index on the development store, and the SQL that makes one (scripts/lookupIndexes.ts). */
import { Schema, model } from 'mongoose';
import {
  lookupFieldsByCollection,
  lookupFieldsFor,
  lookupFieldsOf,
  lookupIndexName,
  lookupIndexSql,
} from '../../scripts/lookupIndexes';

describe('lookup indexes', () => {
  const schema = new Schema({
    _id: String,
    org_id: String,
    token: String,
    seq: Number,
    done: Boolean,
    at: Date,
    nested: { key: String },
  });
  schema.index({ org_id: 1, seq: -1 });
  schema.index({ token: 1 }, { unique: true });
  schema.index({ done: 1, at: 1 });
  schema.index({ 'nested.key': 1 });

  it('covers _id and every declared index field FerretDB can push down: no dates, no nested paths', () => {
    expect(lookupFieldsOf(schema).sort()).toEqual(['_id', 'done', 'org_id', 'seq', 'token']);
    expect(lookupFieldsOf(new Schema({ _id: String, name: String }))).toEqual(['_id']);
  });

  it('are keyed by collection name', () => {
    const Thing = model('LookupThing', schema, 'lookup_things');
    expect(lookupFieldsByCollection([Thing as never]).get('lookup_things')).toEqual(lookupFieldsOf(schema));
  });

  it("cover a family's collections (one per period) with the model's fields, and no other collection", () => {
    const Spread = model('LookupSpread', schema, 'spread_rows');
    const fields = lookupFieldsByCollection([Spread as never], ['spread_rows']);
    expect(lookupFieldsFor(fields, 'spread_rows_hour_20261125')).toEqual(lookupFieldsOf(schema));
    expect(lookupFieldsFor(fields, 'spread_rows')).toEqual(lookupFieldsOf(schema));
    expect(lookupFieldsFor(fields, 'spread_rowsx')).toEqual([]);
    expect(lookupFieldsFor(lookupFieldsByCollection([Spread as never]), 'spread_rows_hour_1')).toEqual([]);
  });

  it('have names PostgreSQL keeps whole, distinct per table and field, never FerretDB-like', () => {
    const long = 'a_collection_with_a_rather_long_name_indeed_0123456789_abcdef12';
    const names = [lookupIndexName(long, 'org_id'), lookupIndexName(long, 'org_id2'), lookupIndexName('t_1', '_id')];
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]{1,63}$/);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name.endsWith('_idx')).toBe(false);
  });

  it('index the expression FerretDB filters on, with the field quoted as a literal', () => {
    const sql = lookupIndexSql('db"x', 'things_0abc', "it's");
    expect(sql).toContain('ON "db""x"."things_0abc" USING gin ((_jsonb -> \'it\'\'s\') jsonb_path_ops)');
  });
});
