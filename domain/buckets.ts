/**
 * Whole buckets for what grows and expires. FerretDB v1 pushes no range condition down (a `{created_at: {$lt: t}}`
 * delete reads every row of the collection, kept or not), but it serves an equality on an indexed field from the
 * lookup index (scripts/lookupIndexes.ts). So each growing collection stamps its rows with a `bucket` key (the
 * period they fall in, as text) and is read and swept by equality on it: a sweep reads exactly the rows it drops.
 */

/** The bucket of a time: `<prefix>:<index of the period of sizeMs that holds it>`. */
export function bucketKey(prefix: string, ms: number, sizeMs: number): string {
  return `${prefix}:${Math.floor(ms / sizeMs)}`;
}

/** The bucket keys of every period from `fromMs` to `toMs`, both included, oldest first. */
export function bucketKeysBetween(prefix: string, fromMs: number, toMs: number, sizeMs: number): string[] {
  const keys: string[] = [];
  for (let i = Math.floor(fromMs / sizeMs); i <= Math.floor(toMs / sizeMs); i++) keys.push(`${prefix}:${i}`);
  return keys;
}

/**
 * Drops the buckets of one collection once they expire, one equality delete per bucket. It remembers how far it
 * got; after a start it looks back `lookBack` buckets (what a stop of that length left behind), so a sweep costs
 * the buckets that expired since the last one, never a read of what stays.
 */
export class BucketSweeper {
  /** Index of the oldest bucket not dropped yet (null: not swept since this process started). */
  private next: number | null = null;

  constructor(
    private readonly prefix: string,
    private readonly sizeMs: number,
    private readonly lookBack: number,
    private readonly drop: (bucket: string) => Promise<void>,
  ) {}

  /** Drops every bucket that ended at or before `beforeMs`; returns how many it dropped. */
  async sweep(beforeMs: number): Promise<number> {
    const end = Math.floor(beforeMs / this.sizeMs); // bucket `end` is still (partly) within the retention
    const from = this.next ?? end - this.lookBack;
    for (let i = from; i < end; i++) {
      await this.drop(`${this.prefix}:${i}`);
      this.next = i + 1;
    }
    return Math.max(0, end - from);
  }
}
