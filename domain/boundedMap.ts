/**
 * A Map that holds at most `maxEntries`: `set` makes its key the newest, and when the map is full the oldest
 * entry goes (handed to `onEvict`, if given). Setting a key again on every hit makes it least-recently-used.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(
    private readonly maxEntries: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.maxEntries) {
      const [oldestKey, oldest] = this.entries().next().value as [K, V];
      this.delete(oldestKey);
      this.onEvict?.(oldestKey, oldest);
    }
    return super.set(key, value);
  }
}
