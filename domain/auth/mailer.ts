import type { Config } from '../config';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The sign-in link, so development logs and tests can use it directly. */
  link?: string;
}

/** Where sign-in mail goes. Pluggable: a real transport implements this one method. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
  if (config.nodeEnv === 'test') return new MemoryMailer();
  if (config.nodeEnv === 'development') return new LogMailer(log);
  return new UnconfiguredMailer(log);
}
