/**
 * Writes closed rollups without holding the store or the event loop. An hour's close hands over a row per (monitor,
 * region): 300,000 at 50,000 monitors, twice that at midnight. Written at once, that is tens of seconds during which
 * every delivery and API write waits behind it; built at once, seconds during which this process answers nothing.
 * Here each batch of `batchRows` is built just before its insert (the rows come from a lazy source), and after each
 * batch the writer rests `restFactor` times as long as the batch took, so rollups hold at most 1 / (1 + restFactor)
 * of the store's time whatever the number of monitors, and the event loop for one batch at a time; the close takes
 * longer instead (minutes at 50,000 monitors, within the hour).
 */
import type { RollupDoc } from '../models/checkRollup';
import type { ClosedRows } from './rollups';

export interface RollupWriterOptions {
  append: (rows: RollupDoc[]) => Promise<void>;
  /** Told after each batch is stored (the aggregator lets go of its cells). */
  written: (rows: RollupDoc[]) => void;
  batchRows?: number;
  restFactor?: number;
  sleep?: (ms: number) => Promise<void>;
}

const BATCH_ROWS = 500;
const REST_FACTOR = 3;

export class RollupWriter {
  /** Rows handed in and not built yet, in the order they came. */
  private readonly sources: Iterator<RollupDoc>[] = [];
  /** The batch built and not stored yet: a failed insert leaves it here, to be written first by the next call. */
  private batch: RollupDoc[] | null = null;
  private queued = 0;
  private running: Promise<void> | null = null;
  private hurry = false;

  constructor(private readonly opts: RollupWriterOptions) {}

  /** Rows waiting to be written. */
  get pending(): number {
    return this.queued;
  }

  /**
   * Queues rows and writes what is queued, paced; resolves when the queue is empty. A failed batch stays first in
   * the queue (the next call writes it again) and the call rejects.
   */
  write(rows: ClosedRows): Promise<void> {
    if (rows.length > 0) {
      this.sources.push(rows[Symbol.iterator]());
      this.queued += rows.length;
    }
    this.running ??= this.drain().finally(() => (this.running = null));
    return this.running;
  }

  /** Writes everything queued, and `rows`, without resting (a graceful stop). */
  async flush(rows: ClosedRows): Promise<void> {
    this.hurry = true;
    try {
      await this.write(rows).catch(() => undefined); // a paced run in flight: its failure is retried just below
      if (this.queued > 0) await this.write([]);
    } finally {
      this.hurry = false;
    }
  }

  private async drain(): Promise<void> {
    const rest = this.opts.restFactor ?? REST_FACTOR;
    const sleep = this.opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    let started = performance.now();
    let batch: RollupDoc[] | null;
    while ((batch = this.nextBatch())) {
      await this.opts.append(batch);
      this.batch = null;
      this.queued -= batch.length;
      this.opts.written(batch);
      if (!this.hurry && this.queued > 0) await sleep((performance.now() - started) * rest);
      started = performance.now();
    }
  }

  /** The batch to write next: the one a failed insert left, else up to `batchRows` rows built now. */
  private nextBatch(): RollupDoc[] | null {
    if (this.batch) return this.batch;
    const size = this.opts.batchRows ?? BATCH_ROWS;
    const batch: RollupDoc[] = [];
    while (batch.length < size && this.sources.length > 0) {
      const next = this.sources[0].next();
      if (next.done) this.sources.shift();
      else batch.push(next.value);
    }
    this.batch = batch.length > 0 ? batch : null;
    return this.batch;
  }
}
