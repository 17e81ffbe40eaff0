/**
 * The MongoDB (mongoose) implementation of `SeriesStore`: the one rollup read a chart makes, and `rollupsOf`, the
 * rollup read the reports make too. Wired by `createServices`.
 */
import type { mongo } from 'mongoose';
import { CheckRollup, type RollupDoc } from '../models/checkRollup';
import type { SeriesStore, StoredHour } from './stores';

/** Up to this many monitors are read one equality look-up each; more (an org report's page) as one `$in`. */
const EACH_UP_TO = 50;

/**
 * The rollups of these monitors that match `filter`. By `monitor_id` equality, one read per monitor: the look-up
 * the store serves from an index, where FerretDB reads the whole collection for `$in`.
 */
export async function rollupsOf<T>(
  monitorIds: string[],
  filter: mongo.Filter<RollupDoc>,
  projection: Record<string, 1>,
): Promise<T[]> {
  const read = (ids: string | { $in: string[] }) =>
    CheckRollup.find({ ...filter, monitor_id: ids } as never, projection).lean<T[]>();
  if (monitorIds.length > EACH_UP_TO) return read({ $in: monitorIds });
  return (await Promise.all(monitorIds.map((id) => read(id)))).flat();
}

export function createMongoSeriesStore(): SeriesStore {
  return {
    hourlyRollups: (monitorIds, since) =>
      rollupsOf<StoredHour>(
        monitorIds,
        { period: 'hour', start: { $gte: since } },
        { monitor_id: 1, start: 1, sum_ms: 1, timed: 1 },
      ),
  };
}
