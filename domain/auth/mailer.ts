/**
 * The API's outgoing mail (sign-in links, contact-form messages, status-page subscriptions): through the SMTP server of SMTP_URL when there is
 * one (the development stack runs Mailpit), else the development log, the tests' memory, or nowhere (production).
 */
import type { Config } from '../config';
import { ServiceUnavailableError } from '../errors';
import type { Logger } from '../logger';
import { createSmtpSender, type SmtpSender } from '../mail/smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The sign-in link, so development logs and tests can use it directly. */
  link?: string;
  /** Where an answer goes (a contact-form message: its sender). */
  replyTo?: string;
  html?: string;
  /** Extra headers (a status-page notice's `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/** Where sign-in mail goes. Pluggable: a real transport implements this one method. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP_URL is set: the message goes to that server; when it cannot take it, a 503 says to try again. */
class SmtpMailer implements Mailer {
  constructor(
    private readonly smtp: SmtpSender,
    private readonly log: Logger,
  ) {}
  async send(m: MailMessage): Promise<void> {
    try {
      const { to, subject, text, replyTo, html, headers } = m;
      await this.smtp.send({ to: [to], subject, text, replyTo, html, headers });
    } catch (err) {
      this.log.warn('mail not sent', { subject: m.subject, error: (err as Error).message });
      throw new ServiceUnavailableError('The e-mail could not be sent just now; try again in a minute.');
    }
  }
}

/** Development: the message (with its link) goes to the log, so a developer can click it. */
class LogMailer implements Mailer {
  constructor(private readonly log: Logger) {}
  async send(m: MailMessage): Promise<void> {
    this.log.info('mail (development: not sent)', { to: m.to, subject: m.subject, link: m.link });
  }
}

/** Tests: messages are kept (the latest 100) for the test to read. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
    if (this.sent.length > 100) this.sent.shift();
  }
}

/** Production without a transport configured: refuse to leak links into logs; say that mail is not set up. */
class UnconfiguredMailer implements Mailer {
  constructor(private readonly log: Logger) {}
  async send(m: MailMessage): Promise<void> {
    this.log.warn('no mail transport configured; sign-in mail dropped', { subject: m.subject });
  }
}

export function createMailer(config: Config, log: Logger): Mailer {
  const { smtpUrl } = config.mail;
  if (smtpUrl) return new SmtpMailer(createSmtpSender({ ...config.mail, smtpUrl }), log);
  if (config.nodeEnv === 'test') return new MemoryMailer();
  if (config.nodeEnv === 'development') return new LogMailer(log);
  return new UnconfiguredMailer(log);
}
