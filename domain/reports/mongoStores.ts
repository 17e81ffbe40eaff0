/**
 * The MongoDB (mongoose) implementation of `ReportStore`: one query per method, each the read the uptime reports
 * have always made. Wired by `createServices`.
 */
import { readRollups } from '../checkResults/rollupCollections';
import { Monitor } from '../models/monitor';
import { windowQuery } from '../pageWindow';
import type { ReportMonitor, ReportStore, SketchRow } from './stores';

/** The name, and what uptime is measured from. */
const MONITOR_FIELDS = { _id: 1, name: 1, created_at: 1, updated_at: 1, paused: 1, paused_at: 1, pauses: 1 };

export function createMongoReportStore(): ReportStore {
  return {
    readMonitor: (orgId, monitorId) =>
      Monitor.findOne({ _id: monitorId, org_id: orgId }, MONITOR_FIELDS).lean<ReportMonitor>(),
    pageOfMonitors: (orgId, page) => {
      const { filter, fetch } = windowQuery(page);
      return Monitor.find({ org_id: orgId, ...filter }, MONITOR_FIELDS)
        .sort({ _id: -1 })
        .limit(fetch)
        .lean<ReportMonitor[]>();
    },
    sketches: (monitorIds, period, spans) =>
      readRollups<SketchRow>(monitorIds, period, spans, { monitor_id: 1, sketch_keys: 1, sketch_counts: 1 }),
  };
}
