/**
 * The detection timeline as the probing part saw it: the mean of each stage of `uptime_detection_stage_seconds`
 * (ms from the deciding result batch's arrival), read from the API's `/metrics` and the worker's
 * (`WORKER_METRICS_PORT`), so a slow detection figure says which stage held the time.
 */
import { parseMetrics, type Sample } from './promMetrics';
import { round } from './stats';
import { printTable } from './table';
import { DETECTION_STAGES } from '../domain/metrics/detectionTimeline';

export async function printDetectionStages(apiUrl: string, apiKey: string, workerMetricsUrl: string): Promise<void> {
  const scrape = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers }).catch(() => null);
    return res?.ok ? parseMetrics(await res.text()) : [];
  };
  const samples = [
    ...(await scrape(`${apiUrl}/metrics`, { authorization: `Bearer ${apiKey}` })),
    ...(await scrape(workerMetricsUrl)),
  ];
  const rows = DETECTION_STAGES.map((stage) => {
    const sum = valueOf(samples, 'uptime_detection_stage_seconds_sum', stage);
    const count = valueOf(samples, 'uptime_detection_stage_seconds_count', stage);
    return [stage, String(count), count ? String(round((sum / count) * 1000)) : '-'];
  });
  printTable('probing: detection stages', [['stage', 'incidents', 'mean ms since batch received'], ...rows]);
}

function valueOf(samples: Sample[], name: string, stage: string): number {
  return samples.filter((s) => s.name === name && s.labels.stage === stage).reduce((a, s) => a + s.value, 0);
}
