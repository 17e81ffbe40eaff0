/**
 * Reading an append-only feed (`monitor_changes`, `region_state_changes`) by time: each read looks back a while,
 * so a row inserted late (clock skew, a slow insert) is still seen, and rows already read are skipped by id.
 * Memory is bounded: ids are forgotten once older than two lookbacks.
 */
const LOOKBACK_MS = 30_000;

export class FeedReader {
  /** Row id -> when it was first read. */
  private readonly seen = new Map<string, number>();

  /** Where the next read starts. */
  since(nowMs: number): Date {
    return new Date(nowMs - LOOKBACK_MS);
  }

  /** The rows not read before, now marked as read. */
  unseen<T>(rows: T[], idOf: (row: T) => string, nowMs: number): T[] {
    const fresh = rows.filter((r) => !this.seen.has(idOf(r)));
    for (const r of fresh) this.seen.set(idOf(r), nowMs);
    for (const [id, at] of this.seen) if (at < nowMs - 2 * LOOKBACK_MS) this.seen.delete(id);
    return fresh;
  }
}
