/**
 * Writes closed rollups without holding the store. An hour's close hands over a row per (monitor, region): 300,000
 * at 50,000 monitors, twice that at midnight. Written at once, that is tens of seconds during which every delivery
 * and API write waits behind it. Here they go out in batches of `batchRows`, and after each batch the writer rests
 * `restFactor` times as long as the batch took, so rollups hold at most 1 / (1 + restFactor) of the store's time
 * whatever the number of monitors; the close takes longer instead (minutes at 50,000 monitors, within the hour).
 */
import type { RollupDoc } from '../models/checkRollup';

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
  private readonly batches: RollupDoc[][] = [];
  private running: Promise<void> | null = null;
  private hurry = false;

  constructor(private readonly opts: RollupWriterOptions) {}

  /** Rows waiting to be written. */
  get pending(): number {
    return this.batches.reduce((n, b) => n + b.length, 0);
  }

  /**
   * Queues rows and writes what is queued, paced; resolves when the queue is empty. A failed batch stays first in
   * the queue (the next call writes it again) and the call rejects.
   */
  write(rows: readonly RollupDoc[]): Promise<void> {
    const size = this.opts.batchRows ?? BATCH_ROWS;
    for (let i = 0; i < rows.length; i += size) this.batches.push(rows.slice(i, i + size));
    this.running ??= this.drain().finally(() => (this.running = null));
    return this.running;
  }

  /** Writes everything queued, and `rows`, without resting (a graceful stop). */
  async flush(rows: readonly RollupDoc[]): Promise<void> {
    this.hurry = true;
    try {
      await this.write(rows).catch(() => undefined); // a paced run in flight: its failure is retried just below
      if (this.batches.length > 0) await this.write([]);
    } finally {
      this.hurry = false;
    }
  }

  private async drain(): Promise<void> {
    const rest = this.opts.restFactor ?? REST_FACTOR;
    const sleep = this.opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    while (this.batches.length > 0) {
      const batch = this.batches[0];
      const started = performance.now();
      await this.opts.append(batch);
      this.batches.shift();
      this.opts.written(batch);
      if (!this.hurry && this.batches.length > 0) await sleep((performance.now() - started) * rest);
    }
  }
}
