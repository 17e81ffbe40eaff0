/** Bounded concurrency for a short list of store writes: `size` at a time, each chunk awaited before the next. */
export async function inChunks<T>(
  items: readonly T[],
  size: number,
  each: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}
