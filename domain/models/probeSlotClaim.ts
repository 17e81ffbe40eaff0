/** The `probe_slot_claims` collection: which replica hands out a check slot, as a unique insert (domain/probing). */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * Which API replica hands out the checks of one region whose slot starts in one second: the first to insert
 * `<region>:<unix second>` owns them (a unique insert, the only guard FerretDB v1 keeps). Append-only; rows older
 * than an hour are swept (the schedule never asks about a slot that old twice).
 */
export interface ProbeSlotClaimDoc {
  _id: string;
  claimed_at: Date;
}

const schema = defineSchema<ProbeSlotClaimDoc>({ claimed_at: { type: Date, required: true } });

export const ProbeSlotClaim = model<ProbeSlotClaimDoc>('ProbeSlotClaim', schema, 'probe_slot_claims');
