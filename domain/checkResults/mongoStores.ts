/**
 * The MongoDB (mongoose) implementation of `SeriesStore`: the one rollup read a chart makes. Wired by
 * `createServices`.
 */
import { CheckRollup } from '../models/checkRollup';
import type { SeriesStore, StoredHour } from './stores';

export function createMongoSeriesStore(): SeriesStore {
  return {
    hourlyRollups: (monitorIds, since) =>
      CheckRollup.find(
        { monitor_id: { $in: monitorIds }, period: 'hour', start: { $gte: since } },
        { monitor_id: 1, start: 1, sum_ms: 1, timed: 1 },
      ).lean<StoredHour[]>(),
  };
}
