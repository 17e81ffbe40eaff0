/**
 * Channels: where an org's alerts go. One document per channel: a signed webhook, a chat tool's incoming webhook,
 * PagerDuty or e-mail.
 */
import { model } from 'mongoose';
import { CHANNEL_TYPES, type ChannelType } from '../channels/channelTypes';
import { SIGNATURE_SCHEMES, type SignatureScheme } from '../delivery/signature';
import type { SubscribableEventType } from './incidentEvent';
import { defineSchema } from './schemaDefaults';

/**
 * One stored channel. The settings are those of its type (domain/channels/channelTypes.ts); the others are absent
 * from the document. Read a setting only for a type that has it: `url`, `template` and `signature_scheme`
 * (webhook), `secret_sealed` / `secret_hint` (webhook: the signing secret; slack, discord, teams: the
 * incoming-webhook URL, a credential; pagerduty: the routing key), `to` (email).
 */
export interface ChannelDoc {
  _id: string;
  org_id: string;
  name: string;
  type: ChannelType;
  url: string;
  /** Sealed with AES-256-GCM (see domain/secretBox.ts); never returned by the API. */
  secret_sealed: string;
  /** Last 4 characters of the secret or routing key. */
  secret_hint: string;
  template: string | null;
  enabled: boolean;
  /** Absent on webhooks stored before the setting existed: read it as `service`. */
  signature_scheme?: SignatureScheme;
  /** email: 1 to 10 recipients. */
  to?: string[];
  /** Which events it receives; absent on channels stored before the setting existed: the three incident events. */
  event_types?: SubscribableEventType[];
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<ChannelDoc>({
  org_id: { type: String, required: true },
  name: { type: String, required: true },
  type: { type: String, required: true, enum: CHANNEL_TYPES },
  url: { type: String },
  secret_sealed: { type: String },
  secret_hint: { type: String },
  template: { type: String },
  enabled: { type: Boolean, default: true },
  signature_scheme: { type: String, enum: SIGNATURE_SCHEMES },
  to: { type: [String], default: undefined },
  event_types: { type: [String], default: undefined },
});
schema.index({ org_id: 1, _id: 1 });

export const Channel = model<ChannelDoc>('Channel', schema, 'channels');
