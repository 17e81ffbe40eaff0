/** Messages sent with the marketing contact form: kept (append-only) whether or not they could be e-mailed on. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export interface ContactMessageDoc {
  _id: string;
  name: string | null;
  email: string;
  message: string;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<ContactMessageDoc>({
  name: { type: String, default: null },
  email: { type: String, required: true },
  message: { type: String, required: true },
});

export const ContactMessage = model<ContactMessageDoc>('ContactMessage', schema, 'contact_messages');
