/**
 * Rollups written before they had a collection per period bucket sit in the one `check_rollups` collection, which
 * no reader looks at any more. The first retention sweep of a process moves them, once, into their period's
 * collections (rollupCollections.ts) and drops `check_rollups`: one read of the old collection, in a cursor, and
 * appends of the same rows by `_id`, so a move cut short by a stop is finished by the next one without doubles.
 */
import mongoose from 'mongoose';
import { duplicateRowsOf } from '../errors';
import type { RollupDoc } from '../models/checkRollup';
import { ROLLUP_COLLECTION_FAMILY, appendRollupRows, rollupCollectionName } from './rollupCollections';

const BATCH_ROWS = 2_000;

/** Moves every row of the old collection and drops it; returns how many rows it moved (0: nothing to do). */
export async function moveLegacyRollups(): Promise<number> {
  const db = mongoose.connection.db!;
  const name = ROLLUP_COLLECTION_FAMILY; // the old collection had the family's bare name
  if ((await db.listCollections({ name }, { nameOnly: true }).toArray()).length === 0) return 0;
  let moved = 0;
  const batch: RollupDoc[] = [];
  for await (const row of db.collection(name).find({}, { batchSize: BATCH_ROWS })) {
    batch.push(legacyRow(row as unknown as RollupDoc & { bucket?: string }));
    if (batch.length === BATCH_ROWS) moved += await appendAgain(batch.splice(0));
  }
  moved += await appendAgain(batch);
  await db.dropCollection(name);
  return moved;
}

/** The row without the sweep key it had (`bucket`): its collection is its bucket now. */
function legacyRow({ bucket: _bucket, ...row }: RollupDoc & { bucket?: string }): RollupDoc {
  return row;
}

/**
 * Appends rows, one collection at a time; those an earlier, unfinished move wrote are refused by `_id` and left
 * as they are.
 */
async function appendAgain(rows: RollupDoc[]): Promise<number> {
  const byName = new Map<string, RollupDoc[]>();
  for (const row of rows) {
    const key = rollupCollectionName(row.period, row.start.getTime());
    byName.set(key, [...(byName.get(key) ?? []), row]);
  }
  for (const group of byName.values()) {
    try {
      await appendRollupRows(group);
    } catch (err) {
      if (!duplicateRowsOf(err, group.length)) throw err;
    }
  }
  return rows.length;
}
