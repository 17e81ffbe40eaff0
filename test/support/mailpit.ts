/**
 * What arrived at the suite's Mailpit (started by globalSetup), read through its HTTP API: the messages sent to one
 * address, and one message whole (headers, text and HTML parts).
 */
export interface MailSummary {
  ID: string;
  MessageID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
}

export interface MailMessage extends MailSummary {
  From: { Name: string; Address: string };
  ReplyTo: { Name: string; Address: string }[];
  Text: string;
  HTML: string;
}

/** The SMTP_URL of the suite's Mailpit. */
export function testSmtpUrl(): string {
  const url = process.env.TEST_SMTP_URL;
  if (!url) throw new Error('TEST_SMTP_URL missing: integration tests run through jest globalSetup');
  return url;
}

function api(path: string): string {
  const base = process.env.TEST_MAILPIT_URL;
  if (!base) throw new Error('TEST_MAILPIT_URL missing: integration tests run through jest globalSetup');
  return `${base}/api/v1${path}`;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(api(path));
  if (!res.ok) throw new Error(`Mailpit ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The messages sent to `address`, oldest first. */
export async function messagesTo(address: string): Promise<MailSummary[]> {
  const found = await getJson<{ messages: MailSummary[] }>(
    `/search?query=${encodeURIComponent(`to:"${address}"`)}&limit=200`,
  );
  return found.messages.reverse();
}

/** Resolves once `address` has received `count` messages (bounded), each read whole, oldest first. */
export async function waitForMail(address: string, count: number, timeoutMs = 30_000): Promise<MailMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await messagesTo(address);
    if (list.length >= count) return Promise.all(list.map((m) => getJson<MailMessage>(`/message/${m.ID}`)));
    if (Date.now() > deadline) throw new Error(`Mailpit: ${address} got ${list.length} of ${count} messages`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every header of one message, by name (Mailpit's `/message/{ID}/headers`). */
export async function headersOf(id: string): Promise<Record<string, string[]>> {
  return getJson<Record<string, string[]>>(`/message/${id}/headers`);
}
