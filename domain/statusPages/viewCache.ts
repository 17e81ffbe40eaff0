/**
 * Composed status pages, kept per slug so a read costs a render, not five queries: a page older than `freshMs` is
 * still served while one refresh runs in the background (so readers never wait for it), and every change this
 * process makes that a page shows (an incident event, the page's settings) drops them all, so the next read
 * composes anew. Another replica's changes show within `freshMs` of the next read.
 */
import { BoundedMap } from '../boundedMap';

interface Entry<V> {
  at: number;
  generation: number;
  value: Promise<V>;
  /** When the running refresh started; null: none runs. */
  refreshing: number | null;
}

/** A refresh that has not settled after this long no longer holds back the next one. */
const REFRESH_GIVE_UP_MS = 30_000;

export class ViewCache<V> {
  private readonly entries: BoundedMap<string, Entry<V>>;
  private generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly freshMs: number,
    maxEntries: number,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** Drops every page: the next read of each composes it again. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  read(key: string, compose: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== this.generation) return this.store(key, compose()).value;
    const now = this.now();
    const idle = hit.refreshing === null || now - hit.refreshing > REFRESH_GIVE_UP_MS;
    if (now - hit.at > this.freshMs && idle) {
      hit.refreshing = now;
      const next = compose();
      // Swapped in once it is ready; a failed refresh keeps the older page and lets a later read try again.
      next.then(
        () => this.entries.get(key) === hit && this.store(key, next),
        () => (hit.refreshing = null),
      );
    }
    return hit.value;
  }

  private store(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { at: this.now(), generation: this.generation, value, refreshing: null };
    this.entries.set(key, entry);
    // A failure (an unknown slug, the store away) is not kept: the next read tries again.
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry;
  }
}
