/** The `region_probers` collection: which probers each API replica heard from, per region (domain/probing/regionRegistry.ts). */
import { model } from 'mongoose';
import { REGIONS, type Region } from '../regions';
import { defineSchema } from './schemaDefaults';

/**
 * One prober of a region as one API replica last heard from it (a `/jobs` pull or a `/results` post). Keyed by
 * (replica, region, prober) and written only by that replica, so no document has two writers; every replica reads
 * them all (a few per region) to know each region's probers wherever they pull. Swept after `REGION_MEMORY_DAYS`.
 */
export interface RegionProberDoc {
  /** `<replica>|<region>|<prober>` */
  _id: string;
  replica: string;
  region: Region;
  /** The prober's `X-Prober-Id` (its host and process), or its address when it sends none. */
  prober: string;
  last_seen_at: Date;
  /** Checks of the region due and left for later after the prober's last pull (null: not pulled through this replica). */
  jobs_behind: number | null;
}

const schema = defineSchema<RegionProberDoc>({
  replica: { type: String, required: true },
  region: { type: String, enum: REGIONS, required: true },
  prober: { type: String, required: true },
  last_seen_at: { type: Date, required: true },
  jobs_behind: { type: Number, default: null },
});

export const RegionProber = model<RegionProberDoc>('RegionProber', schema, 'region_probers');
