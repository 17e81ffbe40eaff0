/**
 * The MongoDB (mongoose) implementation of `SeriesStore`: the one rollup read a chart makes, from the hourly
 * rollup collections its span covers (rollupCollections.ts). Wired by `createServices`.
 */
import { readRollups } from './rollupCollections';
import type { SeriesStore, StoredHour } from './stores';

/** A chart's span runs to now; an hour's slack covers a clock a little behind the writer's. */
const SLACK_MS = 3_600_000;

export function createMongoSeriesStore(): SeriesStore {
  return {
    hourlyRollups: (monitorIds, since) =>
      readRollups<StoredHour>(monitorIds, 'hour', [{ from: since, to: new Date(Date.now() + SLACK_MS) }], {
        monitor_id: 1,
        start: 1,
        sum_ms: 1,
        timed: 1,
      }),
  };
}
