/**
 * Monitor list pages (as answered, already serialised) kept for a moment in this process, so a script polling
 * `GET /api/v1/monitors` costs no database read and no presentation work per request. Consistency:
 * - This process: every write that changes what a list shows (monitor create, PATCH, delete, pause, resume, and
 *   a heartbeat clock write, which moves `last_ping_at`) invalidates the org's pages before it is answered, and a
 *   read that started before such a write never refills the cache: the next read sees the write.
 * - Another API process: sees a change made elsewhere at most `ttlMs` (1 s) after it landed.
 * Memory is bounded: at most `maxPages` pages (oldest dropped first).
 */
import { BoundedMap } from '../boundedMap';

export class ListCache<T> {
  private readonly pages: BoundedMap<string, { value: T; until: number; generation: number }>;
  private readonly inflight = new Map<string, { generation: number; value: Promise<T> }>();
  /** Per org: bumped by every write. Past `maxOrgs` entries the map is cleared and `epoch` bumped instead. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 1_000,
    maxPages = 1_000,
    private readonly maxOrgs = 10_000,
  ) {
    this.pages = new BoundedMap(maxPages);
  }

  async read(orgId: string, pageKey: string, load: () => Promise<T>): Promise<T> {
    const key = `${orgId}|${pageKey}`;
    const generation = this.generationOf(orgId);
    const hit = this.pages.get(key);
    const startedAt = this.now();
    if (hit && hit.generation === generation && hit.until > startedAt) return hit.value;
    let flight = this.inflight.get(key);
    if (!flight || flight.generation !== generation) {
      const value = load();
      const started = { generation, value };
      this.inflight.set(key, started);
      void value
        .finally(() => {
          if (this.inflight.get(key) === started) this.inflight.delete(key);
        })
        .catch(() => undefined);
      flight = started;
    }
    const value = await flight.value;
    if (this.generationOf(orgId) === generation) this.keep(key, { value, until: startedAt + this.ttlMs, generation });
    return value;
  }

  /** Something an org's lists show changed through this process. */
  invalidate(orgId: string): void {
    if (!this.generations.has(orgId) && this.generations.size >= this.maxOrgs) {
      this.generations.clear();
      this.epoch++;
    }
    this.generations.set(orgId, (this.generations.get(orgId) ?? 0) + 1);
  }

  private generationOf(orgId: string): number {
    // Epoch in the high part: clearing the per-org map can never make an old page look current.
    return this.epoch * 2 ** 32 + (this.generations.get(orgId) ?? 0);
  }

  private keep(key: string, page: { value: T; until: number; generation: number }): void {
    this.pages.set(key, page);
  }
}
