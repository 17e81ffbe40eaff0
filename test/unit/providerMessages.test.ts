/**
 * The provider messages' tricky parts: every field stays within the provider's documented limit however long the
 * user's text, user text cannot become markup, mention or link, and each event maps to its PagerDuty action.
 */
import type { WebhookPayload } from '../../domain/delivery/payload';
import { alertOf } from '../../domain/delivery/providers/alert';
import { discordMessage, slackMessage, teamsMessage } from '../../domain/delivery/providers/chat';
import { alertEmail } from '../../domain/delivery/providers/email';
import { pagerDutyEvent } from '../../domain/delivery/providers/pagerduty';
import { discordProblems, pagerDutyProblems, slackProblems, teamsProblems } from '../support/providerShapes';

const ctx = { baseUrl: 'https://uptime.example.com', incidentId: 'inc-1', channelId: 'ch-1' };

function payload(over: Partial<WebhookPayload> = {}, name = 'Checkout API'): WebhookPayload {
  return {
    event: 'incident.opened',
    occurred_at: '2026-11-25T14:02:11.408Z',
    org: { id: 'o', name: 'Acme', slug: 'acme' },
    monitor: { id: 'm', name, type: 'http', url: 'https://shop.example.com/' },
    incident: {
      id: 'ev-1',
      status: 'open',
      opened_at: '2026-11-25T14:02:11.408Z',
      acknowledged_at: null,
      resolved_at: null,
      duration_sec: null,
      failing_regions: ['fra1'],
    },
    check: { last_response_ms: null, last_error_class: 'http_status', last_error_message: 'x'.repeat(5000) },
    ...over,
  };
}

const KEY = { routingKey: 'k'.repeat(32), dedupKey: 'inc-1' };

it('keeps every field within the providers\u2019 limits for a 200-character name and a 5000-character error', () => {
  const a = alertOf(payload({}, 'N'.repeat(200)), ctx);
  expect(slackProblems(slackMessage(a))).toEqual([]);
  expect(discordProblems(discordMessage(a))).toEqual([]);
  expect(teamsProblems(teamsMessage(a))).toEqual([]);
  expect(pagerDutyProblems(pagerDutyEvent(a, KEY))).toEqual([]);
  expect((slackMessage(a).blocks as { text?: { text: string } }[])[0].text!.text).toHaveLength(150);
});

it('escapes user text: Slack control characters, HTML in e-mail, and no Discord mentions', () => {
  const a = alertOf(payload({}, '<!channel> & <https://evil.example|click>'), ctx);
  const slack = slackMessage(a);
  expect(slack.text).toContain('&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;');
  // mrkdwn is parsed (plain_text, the header's, is not): no raw control characters there.
  const mrkdwn = JSON.stringify(slack.blocks).match(/"type":"mrkdwn","text":"[^"]*"/g)!;
  expect(mrkdwn.length).toBeGreaterThan(0);
  for (const m of mrkdwn) expect(m).not.toMatch(/<|>/);
  expect(discordMessage(a).allowed_mentions).toEqual({ parse: [] });
  const mail = alertEmail(alertOf(payload({}, '<script>alert(1)</script>'), ctx), 'd-1', 'A <a@mail.example.com>');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;');
  expect(mail.text).toContain('<script>alert(1)</script>');
  expect(mail.messageId).toBe('<d-1@mail.example.com>');
  expect(mail.subject).toBe('Incident opened: <script>alert(1)</script>');
});

it.each([
  ['incident.opened', 'trigger', 'critical'],
  ['incident.acknowledged', 'acknowledge', 'critical'],
  ['incident.resolved', 'resolve', 'critical'],
  ['test', 'trigger', 'info'],
] as const)('maps %s to PagerDuty %s', (event, action, severity) => {
  const p = payload({ event, ...(event === 'test' && { incident: null, check: null }) });
  const pd = pagerDutyEvent(alertOf(p, { ...ctx, incidentId: event === 'test' ? null : 'inc-1' }), KEY) as any;
  expect(pd.event_action).toBe(action);
  expect(pd.payload.severity).toBe(severity);
  expect(pd.dedup_key).toBe('inc-1');
});

it('links an incident to its dashboard page and a test alert to the channel page', () => {
  expect(alertOf(payload(), ctx).link).toBe('https://uptime.example.com/app/incidents/inc-1');
  const test = alertOf(payload({ event: 'test', incident: null, check: null }), { ...ctx, incidentId: null });
  expect(test.link).toBe('https://uptime.example.com/app/channels/ch-1');
  expect(test.error).toBeNull();
  const resolved = alertOf(
    payload({ event: 'incident.resolved', incident: { ...payload().incident!, duration_sec: 3725 } }),
    ctx,
  );
  expect(resolved.duration).toBe('1 h 2 min 5 s');
});
