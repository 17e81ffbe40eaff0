/** The MongoDB (mongoose) implementation of the contact form's store. Wired by `createServices`. */
import { ContactMessage } from '../models/contactMessage';
import type { ContactMessageStore } from './stores';

export function createMongoContactMessageStore(): ContactMessageStore {
  return {
    insertMessage: async (message) => (await ContactMessage.create(message)).toObject(),
  };
}
