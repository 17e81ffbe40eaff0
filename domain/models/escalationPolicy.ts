/**
 * Escalation policies: who is told again, and when, while an incident stays open (neither acknowledged nor
 * resolved). A monitor names one with `escalation_policy_id`; each incident of it runs one escalation workflow.
 */
import { model, Schema } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export interface EscalationStep {
  /** Seconds after the incident opened at which this step's channels are told. */
  after_sec: number;
  channel_ids: string[];
}

export interface EscalationPolicyDoc {
  _id: string;
  org_id: string;
  name: string;
  /** In order of `after_sec` (strictly increasing). */
  steps: EscalationStep[];
  /** After the last step, tell its channels again at this period; null: once. */
  repeat_every_sec: number | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<EscalationPolicyDoc>({
  org_id: { type: String, required: true },
  name: { type: String, required: true },
  steps: { type: Schema.Types.Mixed, required: true },
  repeat_every_sec: { type: Number, default: null },
});
schema.index({ org_id: 1, _id: 1 });

export const EscalationPolicy = model<EscalationPolicyDoc>('EscalationPolicy', schema, 'escalation_policies');
