/**
 * The worker's `GET /metrics` (WORKER_METRICS_PORT): the detection stages its first attempts reach
 * (domain/metrics/detectionTimeline.ts) and its process metrics, in the Prometheus text format. No org data, so
 * no key: the port is for the operator's network only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { detectionRegistry } from '../domain/metrics/detectionTimeline';
import { storeRegistry } from '../domain/metrics/storePool';

let processRegistry: Registry | null = null;

/** prom-client collects a process's default metrics once: the first server registers them. */
function workerRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named `_total`, which Prometheus keeps for counters (`promtool check metrics` says so).
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
      processRegistry.removeSingleMetric(name);
  }
  return Registry.merge([processRegistry, detectionRegistry, storeRegistry]);
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function serveWorkerMetrics(port: number, host?: string): Promise<MetricsServer> {
  const registry = workerRegistry();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}
