/**
 * What the response-time charts read from the database, as an interface: the stored hourly rollups' sums.
 * `mongoStores.ts` implements it; unit tests use memory.
 */
import type { RollupDoc } from '../models/checkRollup';

/** One stored hour of one monitor: the sum of its response times and how many there were. */
export type StoredHour = Pick<RollupDoc, 'monitor_id' | 'start' | 'sum_ms' | 'timed'>;

export interface SeriesStore {
  /** The hourly rollups of these monitors (not empty) that start at `since` or later. */
  hourlyRollups(monitorIds: string[], since: Date): Promise<StoredHour[]>;
}
