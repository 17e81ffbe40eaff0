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
 * Which buckets of a family a sweep dropped, recorded insert-only so that sweeps of two processes at once never
 * update one document: a process that starts walks back over these records instead of dropping its whole look-back.
 */
export interface SweptMarks {
  /** Which of `buckets` were recorded as dropped. */
  swept(buckets: string[]): Promise<Set<string>>;
  /** Records that `bucket` and every bucket before it were dropped (a unique insert: a second record is no error). */
  record(bucket: string): Promise<void>;
  /** Forgets a record that a later one made redundant. */
  forget(bucket: string): Promise<void>;
}

/**
 * Drops the buckets of one collection once they expire, one equality delete per bucket. It remembers how far it
 * got; after a start it looks back `lookBack` buckets (what a stop of that length left behind), so a sweep costs
 * the buckets that expired since the last one, never a read of what stays. With `marks`, a start goes on from the
 * last bucket recorded as dropped (one read when a process swept within the last bucket, two otherwise), so a
 * restart does not drop the whole look-back again.
 */
export class BucketSweeper {
  /** Index of the oldest bucket not dropped yet (null: not swept since this process started). */
  private next: number | null = null;
  /** The last bucket recorded as dropped (here, or found at the start), forgotten once a later one is recorded. */
  private recorded: number | null = null;

  constructor(
    private readonly prefix: string,
    private readonly sizeMs: number,
    private readonly lookBack: number,
    private readonly drop: (bucket: string) => Promise<void>,
    private readonly marks?: SweptMarks,
  ) {}

  /** Drops every bucket that ended at or before `beforeMs`; returns how many it dropped. */
  async sweep(beforeMs: number): Promise<number> {
    const end = Math.floor(beforeMs / this.sizeMs); // bucket `end` is still (partly) within the retention
    const from = this.next ?? (await this.firstAfterStart(end));
    for (let i = from; i < end; i++) {
      await this.drop(this.key(i));
      this.next = i + 1;
    }
    this.next ??= from;
    if (end > from) await this.mark(end - 1);
    return Math.max(0, end - from);
  }

  /**
   * The first bucket a process's first sweep drops: after the last one recorded, within the look-back. One read
   * of the last bucket's record (a process swept within the last bucket: the usual start), else one of them all.
   */
  private async firstAfterStart(end: number): Promise<number> {
    if (!this.marks) return end - this.lookBack;
    for (const [from, to] of [
      [end - 1, end],
      [end - this.lookBack, end - 1],
    ]) {
      const keys = Array.from({ length: Math.max(0, to - from) }, (_, i) => this.key(from + i));
      const found = keys.length > 0 ? await this.marks.swept(keys) : new Set<string>();
      let last = keys.length - 1;
      while (last >= 0 && !found.has(keys[last])) last--;
      if (last < 0) continue;
      this.recorded = from + last;
      return from + last + 1;
    }
    return end - this.lookBack;
  }

  private async mark(last: number): Promise<void> {
    if (!this.marks) return;
    await this.marks.record(this.key(last));
    if (this.recorded !== null && this.recorded < last) await this.marks.forget(this.key(this.recorded));
    this.recorded = last;
  }

  private key(i: number): string {
    return `${this.prefix}:${i}`;
  }
}
