/** What the contact form needs from the database: its messages, append-only. `mongoStores.ts` implements it. */
import type { ContactMessageDoc } from '../models/contactMessage';

export type NewContactMessage = Pick<ContactMessageDoc, 'name' | 'email' | 'message'>;

export interface ContactMessageStore {
  /** The stored message (its id and when it was received). */
  insertMessage(message: NewContactMessage): Promise<Pick<ContactMessageDoc, '_id' | 'created_at'>>;
}
