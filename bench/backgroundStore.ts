/**
 * The background part's rollups, through the probing store: days of hourly and daily rollups seeded in bulk, and
 * the sweep of the collection holding one day of hourly rollups as the retention sweep makes it.
 */
import { ROLLUP_BUCKET_MS } from '../domain/checkResults/retention';
import { RollupAggregator } from '../domain/checkResults/rollups';
import { createMongoProbingStore } from '../domain/probing/mongoStores';
import { REGIONS } from '../domain/regions';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const INSERT_ROWS = 5_000;

const store = createMongoProbingStore();
/** Start of the oldest seeded day (day 0). */
let firstDayMs = 0;

/** One result per (monitor, region, hour) for `days` days before today, closed into rollups and appended. */
export async function seedRollupDays(monitorIds: string[], days: number): Promise<{ rows: number; ms: number }> {
  const t0 = Date.now();
  firstDayMs = Math.floor(Date.now() / DAY_MS) * DAY_MS - days * DAY_MS;
  let rows = 0;
  for (let d = 0; d < days; d++) {
    const agg = new RollupAggregator();
    for (const id of monitorIds)
      for (const region of REGIONS)
        for (let h = 0; h < 24; h++) agg.add(id, region, firstDayMs + d * DAY_MS + h * HOUR_MS, h % 7 !== 0, 20 + h);
    const closed = agg.take(Date.now(), true);
    for (let i = 0; i < closed.length; i += INSERT_ROWS) await store.appendRollups(closed.slice(i, i + INSERT_ROWS));
    rows += closed.length;
  }
  return { rows, ms: Date.now() - t0 };
}

/**
 * Drops the hourly rollups of seeded day `day` (0: the oldest), as the retention sweep does once the last day of
 * the ten days its collection holds expires: the drop takes that collection whole (up to ten days of rows).
 */
export async function sweepRollupDay(day: number): Promise<void> {
  const span = ROLLUP_BUCKET_MS.hour;
  await store.dropRollupsBefore('hour', (Math.floor((firstDayMs + day * DAY_MS) / span) + 1) * span);
}

/** Drops the hourly rollups of seeded days before `day` (not measured: it only thins the store out). */
export async function sweepRollupDaysBefore(day: number): Promise<void> {
  for (let d = 0; d < day; d++) await sweepRollupDay(d);
}
