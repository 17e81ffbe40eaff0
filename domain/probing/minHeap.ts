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
