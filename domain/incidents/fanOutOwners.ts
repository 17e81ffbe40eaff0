/**
 * Who fans out which incident event, so that one process's recovery sweep does not repeat the fan-outs another
 * process's queue (fanOutQueue.ts) still holds. Each event the lifecycle records names its owner, the process that
 * recorded it (`owner`, written with the event's insert: no update). Each process beats while it fans out: one
 * unique insert per bucket of `BEAT_BUCKET_MS` (`<owner>:<bucket>`), the buckets read and dropped whole by
 * equality (buckets.ts), never by a range. A stopping process writes a stop marker once its queue stopped.
 *
 * A sweep takes over another owner's event only when that owner beat neither in this bucket nor the one before
 * (it crashed or hangs: at most 2 buckets after its last beat), stopped (at once), or the event is older than
 * `TAKE_OVER_AFTER_MS` (a queue stuck that long gets help). The deliveries stay exactly-once either way (their
 * unique keys); the owner only saves the second fan-out's reads, writes and workflow starts.
 */
import { bucketKey, BucketSweeper } from '../buckets';
import { uuidv7 } from '../ids';

/** Beats are written once per bucket of this length; an owner silent for two buckets is taken over. */
export const BEAT_BUCKET_MS = 5_000;
/** How often a process checks whether its bucket's beat is written (well within a bucket). */
export const BEAT_CHECK_MS = 1_000;
/** An event waiting longer than this is recovered whoever owns it. */
export const TAKE_OVER_AFTER_MS = 120_000;
/** Beats are kept this many buckets (a minute), then their bucket is dropped. */
const KEEP_BUCKETS = 12;
const PREFIX = 'beat';

export interface FanOutBeat {
  _id: string;
  owner: string;
  stopped: boolean;
  bucket: string;
  created_at: Date;
}

export interface BeatStore {
  /** A unique insert by `_id`; a repeat is a no-op. */
  insertBeat(beat: FanOutBeat): Promise<void>;
  /** Every beat of these buckets. */
  beatsIn(buckets: string[]): Promise<Pick<FanOutBeat, 'owner' | 'stopped'>[]>;
  dropBucket(bucket: string): Promise<void>;
}

/** What the recovery sweep asks: this process's owner id, and who else still fans out. */
export interface OwnerRegistry {
  readonly id: string;
  live(): Promise<Set<string>>;
}

export class FanOutOwners implements OwnerRegistry {
  /** This process's owner id: a new one per start, so a restarted process's old events are taken over. */
  readonly id = uuidv7();
  private beaten: number | null = null;
  private stopped = false;
  private readonly sweeper: BucketSweeper;

  constructor(
    private readonly store: BeatStore,
    private readonly now: () => number,
    private readonly bucketMs = BEAT_BUCKET_MS,
  ) {
    this.sweeper = new BucketSweeper(PREFIX, bucketMs, KEEP_BUCKETS, (bucket) => store.dropBucket(bucket));
  }

  /** Writes this bucket's beat unless it is written, then drops the expired buckets. Call every `BEAT_CHECK_MS`. */
  async beat(): Promise<void> {
    const now = this.now();
    const index = Math.floor(now / this.bucketMs);
    if (this.stopped || this.beaten === index) return;
    await this.store.insertBeat(this.beatAt(`${index}`, now, false));
    this.beaten = index;
    await this.sweeper.sweep(now - KEEP_BUCKETS * this.bucketMs);
  }

  /** This process fans out no more (its queue stopped): its events are the other sweeps' at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.store.insertBeat(this.beatAt('stopped', this.now(), true));
  }

  /** The owners that beat in this bucket or the one before and did not stop. */
  async live(): Promise<Set<string>> {
    const now = this.now();
    const beats = await this.store.beatsIn([this.bucketOf(now - this.bucketMs), this.bucketOf(now)]);
    const stopped = new Set(beats.filter((b) => b.stopped).map((b) => b.owner));
    return new Set(beats.filter((b) => !stopped.has(b.owner)).map((b) => b.owner));
  }

  private beatAt(suffix: string, now: number, stopped: boolean): FanOutBeat {
    return {
      _id: `${this.id}:${suffix}`,
      owner: this.id,
      stopped,
      bucket: this.bucketOf(now),
      created_at: new Date(now),
    };
  }

  private bucketOf(ms: number): string {
    return bucketKey(PREFIX, ms, this.bucketMs);
  }
}
