/**
 * The pace of a poll that usually finds nothing (a replica's change feeds while nothing changes): it runs at its
 * fast pace, and after `emptyBeforeSlow` empty polls in a row it waits twice as long before each next one, up to
 * `slowMs`. The first poll that finds something, or `wake()` (work of this process's own, a sign that the feed
 * may soon carry something), returns it to the fast pace at once. The loop that runs the poll keeps ticking at the
 * fast pace and asks `due()`, so a wake takes effect at the next tick, never after a long timer.
 */
const TIMER_SLACK_MS = 20;

export class PollPace {
  private empty = 0;
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly fastMs: number,
    private readonly slowMs: number,
    private readonly emptyBeforeSlow = 4,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The wait before the next poll: fast, then doubling after the empty polls allowed, at most `slowMs`. */
  get gapMs(): number {
    const over = this.empty - this.emptyBeforeSlow;
    if (over < 0) return this.fastMs;
    return Math.min(this.slowMs, this.fastMs * 2 ** Math.min(over + 1, 30));
  }

  /** Whether a poll is due at this tick (one a timer fired a few milliseconds early counts). */
  due(): boolean {
    return this.clock() - this.lastAt >= this.gapMs - TIMER_SLACK_MS;
  }

  /** A poll that started at `at` found `found` things. */
  polled(found: number, at = this.clock()): void {
    this.lastAt = at;
    this.empty = found > 0 ? 0 : this.empty + 1;
  }

  /** Back to the fast pace from the next tick on. */
  wake(): void {
    this.empty = 0;
  }

  /** Runs `poll` if it is due; says whether it ran. */
  async run(poll: () => Promise<number>): Promise<boolean> {
    if (!this.due()) return false;
    const at = this.clock();
    this.polled(await poll(), at);
    return true;
  }
}
