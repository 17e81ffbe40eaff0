/** Shared mongoose schema settings for every model (UUIDv7 `_id`, no version key...). Touches nothing itself. */
import { Schema, type SchemaDefinition } from 'mongoose';
import { uuidv7 } from '../ids';

/** Every collection: UUIDv7 string ids, snake_case timestamps, no version key, unknown fields dropped. */
export function defineSchema<T>(definition: SchemaDefinition): Schema<T> {
  return new Schema<T>(
    { _id: { type: String, default: () => uuidv7() }, ...definition },
    {
      versionKey: false,
      strict: true,
      strictQuery: true,
      timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
    },
  );
}
