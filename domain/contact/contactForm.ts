/**
 * The marketing contact form: the message is stored first (so it is never lost), then e-mailed to CONTACT_EMAIL
 * with the sender as Reply-To. A mail that cannot be sent is logged; the stored message stays for the team to read.
 */
import type { Mailer } from '../auth/mailer';
import type { Logger } from '../logger';
import type { ContactMessageStore } from './stores';

export interface ContactInput {
  name?: string;
  email: string;
  message: string;
}

export interface ContactReceipt {
  id: string;
  /** Whether it was e-mailed to CONTACT_EMAIL (false: none is configured, or the mail server refused). */
  forwarded: boolean;
}

export interface ContactFormDeps {
  store: ContactMessageStore;
  mailer: Mailer;
  log: Logger;
  contactEmail: string | null;
}

export class ContactForm {
  constructor(private readonly deps: ContactFormDeps) {}

  async receive(input: ContactInput): Promise<ContactReceipt> {
    const { store, mailer, log, contactEmail } = this.deps;
    const doc = await store.insertMessage({ name: input.name ?? null, email: input.email, message: input.message });
    if (!contactEmail) return { id: doc._id, forwarded: false };
    const from = input.name ? `${input.name} <${input.email}>` : input.email;
    try {
      await mailer.send({
        to: contactEmail,
        subject: `Contact form: ${input.name ?? input.email}`,
        text: `From: ${from}\nReceived: ${doc.created_at.toISOString()}\n\n${input.message}\n`,
        replyTo: input.email,
      });
      return { id: doc._id, forwarded: true };
    } catch (err) {
      log.warn('contact message stored but not e-mailed', { id: doc._id, error: (err as Error).message });
      return { id: doc._id, forwarded: false };
    }
  }
}
