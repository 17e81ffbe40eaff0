/**
 * The detection timeline as the probing part saw it: the mean of each stage of `uptime_detection_stage_seconds`
 * (ms from the deciding result batch's arrival) and the histogram bucket its 99th percentile falls in, read from
 * the API's `/metrics` and the worker's (`WORKER_METRICS_PORT`), so a slow detection figure says which stage held
 * the time, on average and in the tail; then where the API's store round trips waited (storeWaits.ts).
 */
import { parseMetrics, type Sample } from './promMetrics';
import { round } from './stats';
import { printStoreWaits } from './storeWaits';
import { printTable, progress } from './table';
import { DETECTION_STAGES } from '../domain/metrics/detectionTimeline';

export async function printDetectionStages(apiUrl: string, apiKey: string, workerMetricsUrl: string): Promise<void> {
  const scrape = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers }).catch((err: Error) => err);
    if (res instanceof Response && res.ok) return parseMetrics(await res.text());
    const why = res instanceof Response ? `${res.status} ${(await res.text()).slice(0, 200)}` : res.message;
    progress('probing', `${url} not read: ${why}`);
    return [];
  };
  const apiSamples = await scrape(`${apiUrl}/metrics`, { authorization: `Bearer ${apiKey}` });
  const samples = [...apiSamples, ...(await scrape(workerMetricsUrl))];
  const rows = DETECTION_STAGES.map((stage) => {
    const sum = valueOf(samples, 'uptime_detection_stage_seconds_sum', stage);
    const count = valueOf(samples, 'uptime_detection_stage_seconds_count', stage);
    const p99 = bucketP99(samples, stage, count);
    return [stage, String(count), count ? String(round((sum / count) * 1000)) : '-', p99];
  });
  printTable('probing: detection stages', [
    ['stage', 'incidents', 'mean ms since batch received', 'p99 at most (bucket)'],
    ...rows,
  ]);
  printStoreWaits(apiSamples);
}

/** The upper bound (ms) of the first histogram bucket holding 99 % of the stage's incidents: where the tail is. */
function bucketP99(samples: Sample[], stage: string, count: number): string {
  if (!count) return '-';
  const buckets = new Map<number, number>();
  for (const s of samples)
    if (s.name === 'uptime_detection_stage_seconds_bucket' && s.labels.stage === stage) {
      const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
      buckets.set(le, (buckets.get(le) ?? 0) + s.value);
    }
  const le = [...buckets.keys()].sort((a, b) => a - b).find((b) => buckets.get(b)! >= 0.99 * count);
  return le === undefined || le === Infinity ? 'above the last bucket' : String(round(le * 1000));
}

function valueOf(samples: Sample[], name: string, stage: string): number {
  return samples.filter((s) => s.name === name && s.labels.stage === stage).reduce((a, s) => a + s.value, 0);
}
