/** The `status_page_settings` collection: what each org's status page shows and who may read it. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/** One group of the status page: its name and the monitors shown in it, in order. */
export interface StatusComponentGroup {
  name: string;
  monitor_ids: string[];
}

/**
 * What a workspace shows on its status page (`PATCH /api/v1/status-page`), one document per org (`_id` = org id),
 * written only by that route. No document: the page is public, titled with the org's name, and shows every monitor
 * in one group.
 */
export interface StatusPageSettingsDoc {
  _id: string;
  title: string | null;
  public: boolean;
  components: StatusComponentGroup[];
  /** scrypt hash (domain/auth/passwords.ts); null: no password. */
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<StatusPageSettingsDoc>({
  title: { type: String, default: null },
  public: { type: Boolean, default: true },
  components: {
    type: [{ _id: false, name: { type: String, required: true }, monitor_ids: { type: [String], default: [] } }],
    default: [],
  },
  password_hash: { type: String, default: null },
});

export const StatusPageSettings = model<StatusPageSettingsDoc>('StatusPageSettings', schema, 'status_page_settings');
