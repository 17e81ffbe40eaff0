/** A binary min-heap: the due-check queue of one region (push and pop in O(log n)). */
export class MinHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  /**
   * How many items the heap's top holds that pass `test`, counted up to `cap`, where `test` failing for an item
   * means it fails for everything after it (e.g. "due by now"): it visits only what it counts.
   */
  countWhile(test: (item: T) => boolean, cap: number): number {
    const a = this.items;
    const stack = a.length > 0 ? [0] : [];
    let n = 0;
    while (stack.length > 0 && n < cap) {
      const i = stack.pop()!;
      if (!test(a[i])) continue;
      n++;
      for (const child of [2 * i + 1, 2 * i + 2]) if (child < a.length) stack.push(child);
    }
    return n;
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(a[i], a[parent]) >= 0) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last !== undefined) {
      a[0] = last;
      this.sinkFrom(0);
    }
    return top;
  }

  private sinkFrom(start: number): void {
    const a = this.items;
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let min = i;
      if (l < a.length && this.compare(a[l], a[min]) < 0) min = l;
      if (r < a.length && this.compare(a[r], a[min]) < 0) min = r;
      if (min === i) return;
      [a[i], a[min]] = [a[min], a[i]];
      i = min;
    }
  }
}
