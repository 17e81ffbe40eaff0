import { model } from 'mongoose';
import { SIGNATURE_SCHEMES, type SignatureScheme } from '../delivery/signature';
import { defineSchema } from './schemaDefaults';

export interface ChannelDoc {
  _id: string;
  org_id: string;
  name: string;
  type: 'webhook';
  url: string;
  /** Signing secret sealed with AES-256-GCM (see domain/secretBox.ts); never returned by the API. */
  secret_sealed: string;
  /** Last 4 characters of the secret. */
  secret_hint: string;
  template: string | null;
  enabled: boolean;
  /** Absent on channels stored before the setting existed: read it as `service`. */
  signature_scheme?: SignatureScheme;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<ChannelDoc>({
  org_id: { type: String, required: true },
  name: { type: String, required: true },
  type: { type: String, required: true, enum: ['webhook'] },
  url: { type: String, required: true },
  secret_sealed: { type: String, required: true },
  secret_hint: { type: String, required: true },
  template: { type: String, default: null },
  enabled: { type: Boolean, default: true },
  signature_scheme: { type: String, enum: SIGNATURE_SCHEMES, default: 'service' },
});
schema.index({ org_id: 1, _id: 1 });

export const Channel = model<ChannelDoc>('Channel', schema, 'channels');
