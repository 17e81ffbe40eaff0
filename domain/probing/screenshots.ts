/**
 * Screenshots of failed browser checks, kept for the incident they explain. A prober sends one with the first
 * failure of a run of failures of a monitor (prober/prober.ts), so a long outage sends one per region, not one per
 * check. Each is a PNG of at most MAX_SCREENSHOT_BYTES, stored once per (monitor, region, minute) by a unique insert,
 * at most PER_DAY per (monitor, region, UTC day) by an API process, and swept by its day with the raw check
 * results' retention (`CHECK_RESULT_RETENTION_HOURS`). The dashboard's incident page shows, per region, the newest
 * taken before the incident opened or while it lasted, each image from its own route (the page stays small).
 */
import { BucketSweeper, bucketKey } from '../buckets';
import type { CheckScreenshotDoc } from '../models/checkScreenshot';
import { REGIONS, type Region } from '../regions';

/** A larger screenshot is left out, and the failure says so (results and stored rows stay small). */
export const MAX_SCREENSHOT_BYTES = 400 * 1024;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** The longest data URL a result may carry: the base64 of MAX_SCREENSHOT_BYTES. */
export const MAX_SCREENSHOT_DATA_URL = PNG_DATA_URL_PREFIX.length + Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4;
/** Stored per (monitor, region, UTC day) by one API process at most: a monitor that flaps all day stays bounded. */
export const SCREENSHOTS_PER_DAY = 12;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** An incident page looks this far back from its opening for the failure that began it (confirmations take time). */
const LOOK_BEFORE_MS = 6 * 3_600_000;

export type ScreenshotMeta = Pick<CheckScreenshotDoc, '_id' | 'region' | 'taken_at'>;

/** Where screenshots live (`check_screenshots`): inserts, reads by monitor id and by id, drops by day. */
export interface ScreenshotStore {
  /** false when its `_id` was stored already. */
  insertScreenshot(doc: CheckScreenshotDoc): Promise<boolean>;
  /** Every screenshot of a monitor still kept, without the images. */
  screenshotsOf(monitorId: string): Promise<ScreenshotMeta[]>;
  screenshotPng(id: string): Promise<Buffer | null>;
  /** Drops one day of screenshots (`bucket`). */
  dropScreenshots(bucket: string): Promise<void>;
}

export interface IncidentScreenshot {
  region: Region;
  taken_at: Date;
  /** Names it among the monitor's screenshots (`<region>-<minute>`): what `png` takes. */
  shot: string;
}

/** The day a screenshot is swept with (domain/buckets.ts). */
export function screenshotBucket(takenAtMs: number): string {
  return bucketKey('day', takenAtMs, DAY_MS);
}

export class Screenshots {
  /** day index -> `<monitor>|<region>` -> how many this process stored that day (today's and yesterday's only). */
  private readonly storedByDay = new Map<number, Map<string, number>>();
  private readonly sweeper: BucketSweeper;

  constructor(private readonly store: ScreenshotStore) {
    // After a start it looks back three days: what a stop of that length left behind.
    this.sweeper = new BucketSweeper('day', DAY_MS, 3, (bucket) => store.dropScreenshots(bucket));
  }

  /** Stores a failed check's screenshot unless it is not a bounded PNG or the day's bound is reached. */
  async keep(monitorId: string, region: Region, takenAt: Date, dataUrl: string): Promise<boolean> {
    const png = pngOf(dataUrl);
    if (!png) return false;
    const day = Math.floor(takenAt.getTime() / DAY_MS);
    const counts = this.countsOf(day);
    const key = `${monitorId}|${region}`;
    const count = counts.get(key) ?? 0;
    if (count >= SCREENSHOTS_PER_DAY) return false;
    counts.set(key, count + 1); // counted before the insert, so concurrent batches never pass the bound
    return this.store.insertScreenshot({
      _id: screenshotId(monitorId, region, Math.floor(takenAt.getTime() / MINUTE_MS)),
      monitor_id: monitorId,
      region,
      taken_at: takenAt,
      png,
      bytes: png.length,
      bucket: screenshotBucket(takenAt.getTime()),
    });
  }

  /** Per region, the newest screenshot taken from a while before `openedAt` up to `until`, in region order. */
  async forIncident(monitorId: string, openedAt: Date, until: Date): Promise<IncidentScreenshot[]> {
    const from = openedAt.getTime() - LOOK_BEFORE_MS;
    const newest = new Map<string, ScreenshotMeta>();
    for (const s of await this.store.screenshotsOf(monitorId)) {
      const at = s.taken_at.getTime();
      if (at < from || at > until.getTime()) continue;
      const kept = newest.get(s.region);
      if (!kept || kept.taken_at.getTime() < at) newest.set(s.region, s);
    }
    return [...newest.values()]
      .map((s) => ({
        region: s.region as Region,
        taken_at: s.taken_at,
        shot: `${s.region}-${Math.floor(s.taken_at.getTime() / MINUTE_MS)}`,
      }))
      .sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region));
  }

  /** The PNG of one of the monitor's screenshots (`shot` from `forIncident`); null when there is none (swept). */
  async png(monitorId: string, shot: string): Promise<Buffer | null> {
    const m = /^([a-z]+[0-9])-(\d{1,12})$/.exec(shot);
    if (!m || !(REGIONS as readonly string[]).includes(m[1])) return null;
    return this.store.screenshotPng(screenshotId(monitorId, m[1], Number(m[2])));
  }

  /** Drops the days that ended before `beforeMs`, one equality delete per day. */
  async sweep(beforeMs: number): Promise<void> {
    await this.sweeper.sweep(beforeMs);
  }

  private countsOf(day: number): Map<string, number> {
    for (const d of this.storedByDay.keys()) if (d < day - 1) this.storedByDay.delete(d);
    let counts = this.storedByDay.get(day);
    if (!counts) this.storedByDay.set(day, (counts = new Map()));
    return counts;
  }
}

/** One per (monitor, region, minute since the epoch): a result posted twice is stored once. */
function screenshotId(monitorId: string, region: string, minute: number): string {
  return `${monitorId}:${region}:${minute}`;
}

/** The PNG a data URL carries, or null when it is not a PNG within MAX_SCREENSHOT_BYTES. */
export function pngOf(dataUrl: string): Buffer | null {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return null;
  const png = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  if (png.length > MAX_SCREENSHOT_BYTES || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  return png;
}
