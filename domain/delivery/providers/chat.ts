/**
 * The chat tools' native messages, built from an `Alert` (alert.ts): Slack `text` + Block Kit `blocks`, Discord
 * `content` + `embeds`, a Microsoft Teams message carrying an Adaptive Card. Each stays within its provider's
 * documented field limits (cut with an ellipsis), and user text cannot mention or link by accident.
 */
import type { ChatType } from '../../channels/channelTypes';
import { clip, factsOf, type Alert } from './alert';

const LINK_TEXT = (a: Alert) => (a.event === 'test' ? 'Open the channel' : 'View incident');

/** Slack mrkdwn: `&`, `<` and `>` are its control characters. */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackMessage(a: Alert): Record<string, unknown> {
  return {
    text: clip(`${slackEscape(a.title)}: ${a.eventLabel} <${a.link}|${LINK_TEXT(a)}>`, 3000),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: clip(a.title, 150), emoji: true } },
      {
        type: 'section',
        fields: factsOf(a).map((f) => ({ type: 'mrkdwn', text: clip(`*${f.label}*\n${slackEscape(f.value)}`, 2000) })),
      },
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: LINK_TEXT(a) }, url: a.link }],
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: clip(slackEscape(a.orgName), 2000) }] },
    ],
  };
}

export function discordMessage(a: Alert): Record<string, unknown> {
  return {
    content: clip(`**${a.title}** (${a.eventLabel})`, 2000),
    embeds: [
      {
        title: clip(a.title, 256),
        url: a.link,
        description: `[${LINK_TEXT(a)}](${a.link})`,
        color: parseInt(a.color.slice(1), 16),
        fields: factsOf(a).map((f) => ({ name: f.label, value: clip(f.value, 1024), inline: f.label !== 'Error' })),
        timestamp: a.occurredAt,
        footer: { text: clip(a.orgName, 2048) },
      },
    ],
    // A monitor named "@everyone" must not ping the whole server.
    allowed_mentions: { parse: [] },
  };
}

const TEAMS_COLOR: Record<Alert['event'], string> = {
  'incident.opened': 'Attention',
  'incident.acknowledged': 'Warning',
  'incident.resolved': 'Good',
  'incident.escalated': 'Attention',
  'certificate.expiring': 'Warning',
  test: 'Accent',
};

export function teamsMessage(a: Alert): Record<string, unknown> {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: a.title,
              weight: 'Bolder',
              size: 'Medium',
              color: TEAMS_COLOR[a.event],
              wrap: true,
            },
            { type: 'FactSet', facts: factsOf(a).map((f) => ({ title: f.label, value: f.value })) },
          ],
          actions: [{ type: 'Action.OpenUrl', title: LINK_TEXT(a), url: a.link }],
        },
      },
    ],
  };
}

export const CHAT_MESSAGES: Record<ChatType, (a: Alert) => Record<string, unknown>> = {
  slack: slackMessage,
  discord: discordMessage,
  teams: teamsMessage,
};
