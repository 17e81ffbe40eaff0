/** The `probe_slot_claims` collection: which replica hands out a check slot, as a unique insert (domain/probing). */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * Which API replica hands out the checks of one region whose slot starts in one second: the first to insert
 * `<region>:<unix second>` owns them (a unique insert, the only guard FerretDB v1 keeps). Append-only; rows older
 * than an hour are swept, an hour's claims at a time (the schedule never asks about a slot that old twice).
 */
export interface ProbeSlotClaimDoc {
  _id: string;
  claimed_at: Date;
  /** The hour it was claimed in (domain/probing/slotClaims.ts): swept by equality on it. */
  bucket?: string;
}

const schema = defineSchema<ProbeSlotClaimDoc>({
  claimed_at: { type: Date, required: true },
  bucket: { type: String },
});
schema.index({ bucket: 1 });

export const ProbeSlotClaim = model<ProbeSlotClaimDoc>('ProbeSlotClaim', schema, 'probe_slot_claims');
