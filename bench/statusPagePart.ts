/**
 * Part `statuspage`: the status page with 200 components (4 groups of 50 monitors, 90 days of incident history:
 * 300 resolved incidents spread over the monitors and 5 open) read by the real API process (api/server.ts), one
 * request at a time: p50 and p99 of the HTML page, of Statuspage's summary.json and of the page's JSON, and the
 * HTML page's size. Target: p99 <= 100 ms, the page under 100 KB.
 */
import { gzipSync } from 'node:zlib';
import { uuidv7 } from '../domain/ids';
import { fileIncidents } from '../domain/incidents/marks/mongoStores';
import { Incident } from '../domain/models/incident';
import { Monitor } from '../domain/models/monitor';
import { Org } from '../domain/models/org';
import { StatusPageSettings } from '../domain/models/statusPageSettings';
import { startApi } from './apiPart';
import type { BenchStack } from './benchStack';
import { seedMonitors } from './seed';
import { percentile, round } from './stats';
import { printTable, progress } from './table';

const COMPONENTS = 200;
const GROUPS = 4;
const DAY_MS = 86_400_000;

async function seedPage(): Promise<string> {
  const slug = `bench-status-${Date.now()}`;
  const org = await Org.create({ name: 'Bench Status', slug });
  const ids = await seedMonitors(org._id, COMPONENTS, 'status');
  await Monitor.collection.updateMany(
    { org_id: org._id },
    { $set: { created_at: new Date(Date.now() - 120 * DAY_MS) } },
  );
  const per = COMPONENTS / GROUPS;
  await StatusPageSettings.create({
    _id: org._id,
    components: Array.from({ length: GROUPS }, (_, g) => ({
      name: `Group ${g}`,
      monitor_ids: ids.slice(g * per, (g + 1) * per),
    })),
  });
  const now = Date.now();
  const incidents = Array.from({ length: 305 }, (_, i) => {
    // Spread over the 90 days of bars (a prime number of minutes apart), not all within one hour.
    const opened = new Date(now - ((i * 7919 * 60_000) % (89 * DAY_MS)) - DAY_MS);
    const open = i >= 300;
    const _id = uuidv7();
    return {
      _id,
      org_id: org._id,
      monitor_id: ids[(i * 37) % COMPONENTS],
      status: open ? 'open' : 'resolved',
      opened_at: open ? new Date(now - 3_600_000) : opened,
      resolved_at: open ? null : new Date(opened.getTime() + ((i % 50) + 1) * 60_000),
      active_key: open ? ids[(i * 37) % COMPONENTS] : _id,
    };
  });
  await fileIncidents(incidents as Parameters<typeof fileIncidents>[0]);
  await Incident.insertMany(incidents);
  return slug;
}

export async function runStatusPagePart(stack: BenchStack): Promise<Record<string, number | null>> {
  const slug = await seedPage();
  const { child, url } = await startApi(stack, true);
  const reads = 300;
  const time = async (path: string, accept: string) => {
    const ms: number[] = [];
    let body = new ArrayBuffer(0);
    for (let i = 0; i < reads + 10; i++) {
      const t = performance.now();
      const res = await fetch(url + path, { headers: { accept }, signal: AbortSignal.timeout(10_000) });
      body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      if (i >= 10) ms.push(performance.now() - t); // the first ten warm up
    }
    // fetch takes gzip and hands over the page unpacked: its size as sent is the size gzipped.
    const bytes = body.byteLength;
    return {
      p50: round(percentile(ms, 50)),
      p99: round(percentile(ms, 99)),
      bytes,
      gzip: gzipSync(Buffer.from(body)).length,
    };
  };
  progress(
    'statuspage',
    `${reads} reads each of the HTML page, summary.json and the JSON page, ${COMPONENTS} components`,
  );
  const html = await time(`/status/${slug}`, 'text/html');
  const summary = await time(`/status/${slug}/api/v2/summary.json`, 'application/json');
  const json = await time(`/status/${slug}`, 'application/json');
  await child.stop();
  printTable(`status page, ${COMPONENTS} components, sequential reads`, [
    ['read', 'p50 ms', 'p99 ms', 'bytes', 'gzipped'],
    ['HTML page', html.p50, html.p99, html.bytes, html.gzip],
    ['summary.json', summary.p50, summary.p99, summary.bytes, summary.gzip],
    ['JSON page', json.p50, json.p99, json.bytes, json.gzip],
  ]);
  return {
    status_page_html_p50_ms: html.p50,
    status_page_html_p99_ms: html.p99,
    status_page_html_bytes: html.bytes,
    status_page_html_gzip_bytes: html.gzip,
    status_page_summary_p99_ms: summary.p99,
    status_page_json_p99_ms: json.p99,
  };
}
