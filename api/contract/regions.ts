/** Wire shape of `GET /api/v1/regions`: each probing region, whether a prober serves it, and which. */
import { z } from 'zod';
import { REGION_STATUSES, type RegionView } from '../../domain/probing/regionRegistry';
import { iso } from '../../domain/time';
import { NullableTimestamp, Region, Timestamp } from './common';

const ProberOut = z.object({
  prober: z.string().describe("The prober's `X-Prober-Id` (its host and process), or its address when it sends none."),
  last_seen_at: Timestamp.describe('Its last `/jobs` pull or `/results` post.'),
  jobs_behind: z
    .number()
    .int()
    .nullable()
    .describe('Checks of the region due and left for a later pull after its last pull (0: keeping up).'),
});

const RegionOut = z.object({
  region: Region,
  status: z
    .enum(REGION_STATUSES)
    .describe(
      '`active`: a prober was heard from within `stale_after_sec`; `stale`: not since; `never_seen`: no prober ' +
        'of it was heard from (in the last 7 days).',
    ),
  last_seen_at: NullableTimestamp.describe('The newest pull or post of any of its probers.'),
  probers: z.array(ProberOut).describe('Its probers, most recently heard from first (at most 10).'),
});

export const RegionsOut = z.object({
  stale_after_sec: z.number().int().describe('REGION_STALE_SEC: how long without a prober makes a region stale.'),
  regions: z.array(RegionOut),
});

export function presentRegions(views: RegionView[], staleMs: number): z.infer<typeof RegionsOut> {
  return {
    stale_after_sec: Math.round(staleMs / 1000),
    regions: views.map((v) => ({
      region: v.region,
      status: v.status,
      last_seen_at: iso(v.last_seen_at),
      probers: v.probers.map((p) => ({ ...p, last_seen_at: iso(p.last_seen_at)! })),
    })),
  };
}
