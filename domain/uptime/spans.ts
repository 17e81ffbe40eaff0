/** Time spans of one monitor (incidents, maintenance, pauses) and the arithmetic on them, in milliseconds. */

export interface Span {
  start: number;
  /** Exclusive; `null`: still going on (an unresolved incident, a pause not ended), clipped at the window's end. */
  end: number | null;
}

/** The spans clipped to `[from, to)` and merged where they overlap, in order. */
export function clipAndMerge(spans: readonly Span[], from: number, to: number): [number, number][] {
  const clipped = spans
    .map((s): [number, number] => [Math.max(from, s.start), Math.min(to, s.end ?? to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of clipped) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

export function totalMs(spans: readonly [number, number][]): number {
  return spans.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Time of `spans` not covered by `minus` (both merged and ordered). */
export function withoutMs(spans: readonly [number, number][], minus: readonly [number, number][]): number {
  let total = 0;
  for (const [a, b] of spans) {
    let covered = 0;
    for (const [c, d] of minus) covered += Math.max(0, Math.min(b, d) - Math.max(a, c));
    total += b - a - covered;
  }
  return total;
}

/** How many of the spans overlap `[from, to)`. */
export function overlapping(spans: readonly Span[], from: number, to: number): number {
  return spans.filter((s) => s.start < to && (s.end ?? Infinity) > from).length;
}

/** Whether any of the spans overlaps `[from, to)`. */
export function touches(spans: readonly Span[], from: number, to: number): boolean {
  return spans.some((s) => s.start < to && (s.end ?? Infinity) > from);
}
