/**
 * Region states shared between API replicas. A prober posts each region's results to whichever replica its load
 * balancer picks, yet every replica must vote on the latest result of every region: each replica appends the
 * states that changed in a batch (one insert), plus, once per interval, the regions still failing (so they stay
 * fresh elsewhere), and reads what the others appended every `stateFeedMs`. A region that keeps passing costs
 * nothing here.
 */
import { uuidv7 } from '../ids';
import type { SharedRegionState } from '../models/regionStateChange';
import { FeedReader } from './feedReader';
import type { StateChange } from './regionStates';
import type { ProbingStore } from './stores';

/** States not yet shared are kept up to this many while the store is away (oldest dropped). */
const MAX_PENDING = 20_000;

export class RegionStateFeed {
  readonly replica = uuidv7();
  private pending: SharedRegionState[] = [];
  /** Failing regions: when each was last shared (passing regions are not tracked). */
  private readonly lastShared = new Map<string, number>();
  private readonly others = new FeedReader();

  constructor(
    private readonly store: ProbingStore,
    private readonly now: () => number,
  ) {}

  /** Queues a state when it changed its region, or when a failing region has not been shared for an interval. */
  note(state: SharedRegionState, change: StateChange, intervalSec: number): void {
    if (change === 'older') return;
    const key = `${state.monitor_id}|${state.region}`;
    const now = this.now();
    const failing = !state.ok || state.failing === true; // a failing verdict waiting for its recoveries too
    if (!failing) this.lastShared.delete(key);
    const due = failing && now - (this.lastShared.get(key) ?? 0) >= intervalSec * 1000;
    if (change !== 'changed' && !due) return;
    if (failing) this.lastShared.set(key, now);
    this.pending.push(state);
    if (this.pending.length > MAX_PENDING) this.pending.splice(0, this.pending.length - MAX_PENDING);
  }

  forget(monitorId: string, regions: readonly string[]): void {
    for (const r of regions) this.lastShared.delete(`${monitorId}|${r}`);
  }

  /** Appends what is queued (one insert); kept for the next flush if the store refuses it. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.store.publishRegionStates(this.replica, batch, new Date(this.now()));
    } catch (err) {
      this.pending = [...batch, ...this.pending].slice(-MAX_PENDING);
      throw err;
    }
  }

  /** States the other replicas shared since the last read. */
  async read(): Promise<SharedRegionState[]> {
    const now = this.now();
    const rows = await this.store.regionStatesSince(this.replica, this.others.since(now), new Date(now));
    return this.others.unseen(rows, ([id]) => id, now).flatMap(([, states]) => states);
  }
}
