/**
 * Prometheus text-format reading, enough to count requests: Temporal's `--metrics-port` endpoint and FerretDB's
 * `--debug-addr` one. Samples are summed by metric name, optionally filtered by label values.
 */
import { round } from './stats';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) continue;
    const value = Number(m[3]);
    if (Number.isNaN(value)) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]] = l[2].replace(/\\(.)/g, '$1');
    samples.push({ name: m[1], labels, value });
  }
  return samples;
}

export type LabelFilter = Record<string, string | ((value: string) => boolean)>;

function matches(s: Sample, filter: LabelFilter): boolean {
  return Object.entries(filter).every(([k, want]) => {
    const have = s.labels[k];
    if (have === undefined) return false;
    return typeof want === 'function' ? want(have) : have === want;
  });
}

/** Sum of every sample of `name` whose labels match `filter`. */
export function sumMetric(samples: readonly Sample[], name: string, filter: LabelFilter = {}): number {
  let total = 0;
  for (const s of samples) if (s.name === name && matches(s, filter)) total += s.value;
  return total;
}

/** Sum per value of `label` (e.g. per operation), for a breakdown table. */
export function sumBy(
  samples: readonly Sample[],
  name: string,
  label: string,
  filter: LabelFilter = {},
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) {
    if (s.name !== name || !matches(s, filter)) continue;
    const key = s.labels[label] ?? '';
    out[key] = (out[key] ?? 0) + s.value;
  }
  return out;
}

/** `after - before` per key, keeping only keys that moved. */
export function diffCounts(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(after)) {
    const d = v - (before[k] ?? 0);
    if (d !== 0) out[k] = d;
  }
  return out;
}

export async function fetchMetrics(url: string): Promise<Sample[]> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`metrics ${url}: HTTP ${res.status}`);
  return parseMetrics(await res.text());
}

/** A histogram's samples summed over the series of one key: observations, their sum, and count per bucket bound. */
export interface Histogram {
  count: number;
  sum: number;
  /** Upper bound in the metric's unit (`+Inf` as Infinity) -> observations at or below it. */
  buckets: Map<number, number>;
}

/** The histogram `name` per value of `key` (its labels but `le`), summed over the series that share it. */
export function histogramsBy(
  samples: readonly Sample[],
  name: string,
  key: (labels: Record<string, string>) => string,
): Map<string, Histogram> {
  const out = new Map<string, Histogram>();
  const of = (s: Sample) => {
    const h = out.get(key(s.labels)) ?? { count: 0, sum: 0, buckets: new Map<number, number>() };
    out.set(key(s.labels), h);
    return h;
  };
  for (const s of samples) {
    if (s.name === `${name}_count`) of(s).count += s.value;
    else if (s.name === `${name}_sum`) of(s).sum += s.value;
    else if (s.name === `${name}_bucket`) {
      const buckets = of(s).buckets;
      const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
      buckets.set(le, (buckets.get(le) ?? 0) + s.value);
    }
  }
  return out;
}

/**
 * The upper bound, in ms, of the first bucket of a histogram in seconds holding 99 % of its observations: where
 * the tail is.
 */
export function bucketP99Ms(h: Histogram): string {
  const le = [...h.buckets.keys()].sort((a, b) => a - b).find((b) => h.buckets.get(b)! >= 0.99 * h.count);
  return le === undefined || le === Infinity ? 'above the last bucket' : String(round(le * 1000));
}
