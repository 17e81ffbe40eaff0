/**
 * The detection timeline as the probing part saw it: the mean of each stage of `uptime_detection_stage_seconds`
 * (ms from the deciding result batch's arrival) and the histogram bucket its 99th percentile falls in, read from
 * the API's `/metrics` and the worker's (`WORKER_METRICS_PORT`), so a slow detection figure says which stage held
 * the time, on average and in the tail; then where the API's store round trips waited (storeWaits.ts).
 */
import { bucketP99Ms, histogramsBy, parseMetrics } from './promMetrics';
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
  const stages = histogramsBy(samples, 'uptime_detection_stage_seconds', (l) => l.stage);
  const rows = DETECTION_STAGES.map((stage) => {
    const h = stages.get(stage);
    const count = h?.count ?? 0;
    return [stage, String(count), count ? String(round((h!.sum / count) * 1000)) : '-', count ? bucketP99Ms(h!) : '-'];
  });
  printTable('probing: detection stages', [
    ['stage', 'incidents', 'mean ms since batch received', 'p99 at most (bucket)'],
    ...rows,
  ]);
  printStoreWaits(apiSamples);
}
