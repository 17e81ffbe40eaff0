/**
 * Composed status pages, kept per slug for `freshMs` so most reads cost a render at most, not five queries: readers
 * arriving while a page is composed share that composition, and every change this process makes that a page shows
 * (an incident event, the page's settings) drops them all, so the next read composes anew. Another replica's
 * changes, and probe results that change no incident, show within `freshMs`.
 */
import { BoundedMap } from '../boundedMap';

interface Entry<V> {
  at: number;
  generation: number;
  value: Promise<V>;
}

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
    if (hit && hit.generation === this.generation && this.now() - hit.at <= this.freshMs) return hit.value;
    const entry = { at: this.now(), generation: this.generation, value: compose() };
    this.entries.set(key, entry);
    // A failure (an unknown slug, the store away) is not kept: the next read tries again.
    entry.value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry.value;
  }
}
