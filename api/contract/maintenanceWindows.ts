/** The maintenance window schema, one for REST, MCP and the dashboard. */
import { z } from 'zod';
import { activeOccurrence, nextOccurrence, rruleProblem } from '../../domain/maintenance/occurrences';
import type { MaintenanceWindowDoc } from '../../domain/models/maintenanceWindow';
import { iso } from '../../domain/time';
import { Name, patchBody, Timestamp, Uuid } from './common';

const At = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .describe('An ISO 8601 date-time with an offset or Z.');

const Rrule = z
  .string()
  .max(500, 'must be at most 500 characters')
  .superRefine((value, ctx) => {
    const problem = rruleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `must be an RFC 5545 RRULE: ${problem}` });
  })
  .nullable()
  .describe(
    'Repeats the window: an RFC 5545 RRULE (e.g. `FREQ=WEEKLY;BYDAY=SU`), evaluated in UTC from starts_at; each ' +
      'occurrence lasts ends_at - starts_at. FREQ HOURLY to YEARLY; INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, ' +
      'BYMONTH, BYHOUR, BYMINUTE, BYSETPOS, WKST. null or absent: once.',
  );

const MonitorIds = z
  .array(Uuid)
  .min(1, 'must list at least one monitor (null: every monitor)')
  .max(500)
  .refine((r) => new Set(r).size === r.length, 'must not repeat a monitor')
  .meta({ uniqueItems: true })
  .nullable()
  .describe('The monitors it covers; null or absent: every monitor of the workspace (later ones too).');

const fields = {
  name: Name,
  starts_at: At,
  ends_at: At.describe('After starts_at, at most 31 days later.'),
  rrule: Rrule,
  monitor_ids: MonitorIds,
};

export const CreateMaintenanceWindowBody = z.strictObject({
  ...fields,
  rrule: fields.rrule.optional(),
  monitor_ids: fields.monitor_ids.optional(),
});

export const UpdateMaintenanceWindowBody = patchBody(z.strictObject(fields).partial());

const OccurrenceOut = z.object({ starts_at: Timestamp, ends_at: Timestamp });

export const MaintenanceWindowOut = z.object({
  id: Uuid,
  name: z.string(),
  starts_at: Timestamp,
  ends_at: Timestamp,
  rrule: z.string().nullable(),
  monitor_ids: z.array(Uuid).nullable(),
  active: z.boolean().describe('An occurrence covers now: its monitors are in maintenance.'),
  current: OccurrenceOut.nullable().describe('The occurrence active now, or null.'),
  next: OccurrenceOut.nullable().describe('The next occurrence starting after now, or null.'),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export type MaintenanceWindowView = z.infer<typeof MaintenanceWindowOut>;

export function presentMaintenanceWindow(w: MaintenanceWindowDoc, nowMs: number): MaintenanceWindowView {
  const occurrence = (o: { starts_at: Date; ends_at: Date } | null) =>
    o && { starts_at: iso(o.starts_at)!, ends_at: iso(o.ends_at)! };
  const current = activeOccurrence(w, nowMs);
  return {
    id: w._id,
    name: w.name,
    starts_at: iso(w.starts_at)!,
    ends_at: iso(w.ends_at)!,
    rrule: w.rrule ?? null,
    monitor_ids: w.monitor_ids ?? null,
    active: current !== null,
    current: occurrence(current),
    next: occurrence(nextOccurrence(w, nowMs)),
    created_at: iso(w.created_at)!,
    updated_at: iso(w.updated_at)!,
  };
}
