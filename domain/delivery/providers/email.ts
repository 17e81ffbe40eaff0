/**
 * An alert as an e-mail: a subject naming the monitor and the event, a plain-text part and an HTML part with the
 * same facts and the dashboard link (user text escaped), and a `Message-ID` per delivery, so a retry of the same
 * delivery is recognisably the same message.
 */
import { factsOf, type Alert } from './alert';

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `deliveryId` names the message; `from` gives the domain of its `Message-ID`. */
export function alertEmail(a: Alert, deliveryId: string, from: string): AlertEmail {
  const facts = factsOf(a);
  const linkText = a.event === 'test' ? 'Open the channel' : 'View the incident';
  const text = [a.title, '', ...facts.map((f) => `${f.label}: ${f.value}`), '', `${linkText}: ${a.link}`, ''].join(
    '\n',
  );
  const rows = facts
    .map((f) => `<tr><th align="left">${escapeHtml(f.label)}</th><td>${escapeHtml(f.value)}</td></tr>`)
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h2 style="color:${a.color}">${escapeHtml(a.title)}</h2><table cellpadding="4">${rows}</table>` +
    `<p><a href="${escapeHtml(a.link)}">${linkText}</a></p><p style="color:#667085">${escapeHtml(a.orgName)}</p>` +
    `</body></html>`;
  return {
    subject: `${a.eventLabel}: ${a.monitorName}`,
    text,
    html,
    messageId: `<${deliveryId}@${domainOf(from)}>`,
  };
}

function domainOf(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
}
