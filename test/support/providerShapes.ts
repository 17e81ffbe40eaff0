/**
 * The documented required fields and limits of each provider's message, checked on what a receiver got: Slack's
 * incoming webhooks (text + Block Kit), Discord's execute-webhook body, a Teams message with an Adaptive Card, and
 * PagerDuty's Events API v2 event. Each returns the problems found (an empty list: the shape is right).
 */
type Json = any;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const str = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;

function check(problems: string[], ok: boolean, what: string): void {
  if (!ok) problems.push(what);
}

/** Slack's incoming webhooks and Block Kit: `text` (the notification fallback), blocks of known types and limits. */
export function slackProblems(m: Json): string[] {
  const p: string[] = [];
  check(p, str(m.text, 40_000), 'text: a non-empty string');
  check(p, Array.isArray(m.blocks) && m.blocks.length > 0 && m.blocks.length <= 50, 'blocks: 1..50');
  for (const b of m.blocks ?? []) {
    if (b.type === 'header')
      check(p, b.text?.type === 'plain_text' && str(b.text.text, 150), 'header: plain_text <= 150');
    else if (b.type === 'section') {
      check(p, Array.isArray(b.fields) && b.fields.length <= 10, 'section: at most 10 fields');
      for (const f of b.fields ?? [])
        check(p, ['mrkdwn', 'plain_text'].includes(f.type) && str(f.text, 2000), 'field <= 2000');
    } else if (b.type === 'actions')
      for (const e of b.elements ?? [])
        check(
          p,
          e.type === 'button' && e.text?.type === 'plain_text' && str(e.text.text, 75) && str(e.url, 3000),
          'button',
        );
    else if (b.type === 'context')
      check(
        p,
        Array.isArray(b.elements) && b.elements.length >= 1 && b.elements.length <= 10,
        'context: 1..10 elements',
      );
    else p.push(`unknown block type ${b.type}`);
  }
  return p;
}

/** Discord's execute-webhook body and its embed limits. */
export function discordProblems(m: Json): string[] {
  const p: string[] = [];
  check(p, m.content === undefined || (typeof m.content === 'string' && m.content.length <= 2000), 'content <= 2000');
  check(p, Array.isArray(m.embeds) && m.embeds.length >= 1 && m.embeds.length <= 10, 'embeds: 1..10');
  for (const e of m.embeds ?? []) {
    check(p, str(e.title, 256), 'embed.title <= 256');
    check(p, e.description === undefined || str(e.description, 4096), 'embed.description <= 4096');
    check(p, Number.isInteger(e.color) && e.color >= 0 && e.color <= 0xffffff, 'embed.color: an integer colour');
    check(p, e.timestamp === undefined || ISO.test(e.timestamp), 'embed.timestamp: ISO 8601');
    check(p, Array.isArray(e.fields) && e.fields.length <= 25, 'embed.fields <= 25');
    for (const f of e.fields ?? []) check(p, str(f.name, 256) && str(f.value, 1024), 'embed field name/value');
    const total = JSON.stringify([e.title, e.description, e.fields, e.footer]).length;
    check(p, total <= 6000, 'embed: at most 6000 characters');
  }
  return p;
}

/** Microsoft Teams: an incoming-webhook message carrying one Adaptive Card attachment. */
export function teamsProblems(m: Json): string[] {
  const p: string[] = [];
  check(p, m.type === 'message', 'type: message');
  check(p, Array.isArray(m.attachments) && m.attachments.length === 1, 'attachments: one');
  const a = m.attachments?.[0] ?? {};
  check(p, a.contentType === 'application/vnd.microsoft.card.adaptive', 'contentType: adaptive card');
  const card = a.content ?? {};
  check(p, card.type === 'AdaptiveCard', 'content.type: AdaptiveCard');
  check(p, /^1\.[0-6]$/.test(card.version ?? ''), 'content.version: 1.x');
  check(p, card.$schema === 'http://adaptivecards.io/schemas/adaptive-card.json', 'content.$schema');
  check(p, Array.isArray(card.body) && card.body.every((el: Json) => typeof el.type === 'string'), 'body elements');
  for (const el of card.body ?? [])
    if (el.type === 'FactSet')
      check(
        p,
        el.facts.every((f: Json) => typeof f.title === 'string' && typeof f.value === 'string'),
        'facts',
      );
  for (const act of card.actions ?? [])
    check(p, act.type === 'Action.OpenUrl' && typeof act.url === 'string', 'Action.OpenUrl with url');
  return p;
}

/** PagerDuty's Events API v2 (`/v2/enqueue`): required fields and limits. */
export function pagerDutyProblems(m: Json): string[] {
  const p: string[] = [];
  check(p, typeof m.routing_key === 'string' && m.routing_key.length === 32, 'routing_key: 32 characters');
  check(p, ['trigger', 'acknowledge', 'resolve'].includes(m.event_action), 'event_action');
  check(p, str(m.dedup_key, 255), 'dedup_key <= 255');
  if (m.event_action === 'trigger') {
    const pl = m.payload ?? {};
    check(p, str(pl.summary, 1024), 'payload.summary <= 1024');
    check(p, str(pl.source, 255), 'payload.source');
    check(p, ['critical', 'error', 'warning', 'info'].includes(pl.severity), 'payload.severity');
    check(p, pl.timestamp === undefined || ISO.test(pl.timestamp), 'payload.timestamp: ISO 8601');
  }
  for (const l of m.links ?? []) check(p, typeof l.href === 'string', 'links[].href');
  return p;
}
