/** The `migrations` collection: one document per one-time data migration that has run (its `_id` is its name). */
import { model, Schema } from 'mongoose';

export interface MigrationDoc {
  _id: string;
  at: Date;
}

const schema = new Schema<MigrationDoc>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export const Migration = model<MigrationDoc>('Migration', schema, 'migrations');
