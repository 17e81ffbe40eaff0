/**
 * Sending e-mail through the SMTP server of SMTP_URL with nodemailer: e-mail channels' alerts, sign-in links and
 * contact-form messages all leave this way. One pooled transport per process; every failure becomes an `SmtpError`
 * that says whether the server refused for good (a 5xx reply) or another try may pass (4xx, connection, time-out).
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** `<id@domain>`; nodemailer makes one when absent. */
  messageId?: string;
  replyTo?: string;
  /** Extra headers (e.g. `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

export interface SmtpReply {
  /** The server's reply code to the message (250 on success). */
  code: number;
  /** The server's reply text, e.g. `250 2.0.0 Ok: queued as ...`. */
  response: string;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    /** A 5xx reply: the same message will be refused again. */
    readonly permanent: boolean,
    /** The server's reply code, when it answered. */
    readonly code: number | null,
    readonly response: string | null,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

export interface SmtpSender {
  send(mail: OutgoingMail): Promise<SmtpReply>;
  close(): void;
}

/**
 * One bounded try per call: retries belong to the caller (for alerts, the delivery workflow). `pool`: keep up to 4
 * connections open (the worker's many alerts); otherwise one connection per message (the API's few).
 */
export function createSmtpSender(
  config: MailConfig & { smtpUrl: string },
  opts: { timeoutMs?: number; pool?: boolean } = {},
): SmtpSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const transport: Transporter = createTransport({
    url: config.smtpUrl,
    pool: opts.pool ?? false,
    maxConnections: 4,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof createTransport>[0]);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html !== undefined && { html: mail.html }),
          ...(mail.messageId !== undefined && { messageId: mail.messageId }),
          ...(mail.replyTo !== undefined && { replyTo: mail.replyTo }),
          ...(mail.headers !== undefined && { headers: mail.headers }),
        });
        const response = String(info.response ?? '');
        return { code: Number(/^\d{3}/.exec(response)?.[0] ?? 250), response };
      } catch (err) {
        throw smtpErrorOf(err);
      }
    },
    close: () => transport.close(),
  };
}

/** nodemailer errors carry the reply code (`responseCode`) when the server answered, a `code` such as ECONNECTION when not. */
export function smtpErrorOf(err: unknown): SmtpError {
  const e = err as { message?: string; responseCode?: number; response?: string; code?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const response = e.response ?? null;
  const what = code !== null ? `SMTP server answered ${response ?? code}` : `SMTP ${e.code ?? 'error'}: ${e.message}`;
  return new SmtpError(what, code !== null && code >= 500, code, response);
}
