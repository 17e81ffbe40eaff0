/**
 * The MongoDB (mongoose) implementation of `ReportStore`: one query per method, each the read the uptime reports
 * have always made. Wired by `createServices`.
 */
import { rollupsOf } from '../checkResults/mongoStores';
import { Incident } from '../models/incident';
import { Monitor } from '../models/monitor';
import { windowQuery } from '../pageWindow';
import type { ReportIncident, ReportMonitor, ReportStore, SketchRow, StartSpan } from './stores';

export function createMongoReportStore(): ReportStore {
  return {
    readMonitor: (orgId, monitorId) =>
      Monitor.findOne({ _id: monitorId, org_id: orgId }, { _id: 1, name: 1 }).lean<ReportMonitor>(),
    pageOfMonitors: (orgId, page) => {
      const { filter, fetch } = windowQuery(page);
      return Monitor.find({ org_id: orgId, ...filter }, { _id: 1, name: 1 })
        .sort({ _id: -1 })
        .limit(fetch)
        .lean<ReportMonitor[]>();
    },
    incidentsIn: (monitorIds, from, to) =>
      Incident.find(
        {
          monitor_id: { $in: monitorIds },
          opened_at: { $lt: to },
          $or: [{ resolved_at: null }, { resolved_at: { $gt: from } }],
        },
        { monitor_id: 1, opened_at: 1, resolved_at: 1 },
      ).lean<ReportIncident[]>(),
    sketches: (monitorIds, period, spans) => {
      const starts = spans.map(startsIn);
      const when = starts.length === 1 ? starts[0] : { $or: starts };
      return rollupsOf<SketchRow>(monitorIds, { period, ...when }, { monitor_id: 1, sketch_keys: 1, sketch_counts: 1 });
    },
  };
}

function startsIn(span: StartSpan) {
  return { start: { $gte: span.from, $lt: span.to } };
}
