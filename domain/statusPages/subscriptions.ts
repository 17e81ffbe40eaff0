/**
 * E-mail subscriptions to a status page: subscribe (a confirmation e-mail with a link), confirm, one-click
 * unsubscribe, and the notices: every incident event of a monitor shown on the page is e-mailed to each confirmed
 * subscriber, with an unsubscribe link and `List-Unsubscribe` headers (RFC 2369, one-click per RFC 8058). Links carry
 * an HMAC of the subscriber's id and purpose, so no token is stored and a link cannot be forged for another row.
 */
import { createHmac } from 'node:crypto';
import type { Mailer } from '../auth/mailer';
import { safeEqual } from '../auth/tokens';
import type { Config } from '../config';
import { NotFoundError } from '../errors';
import type { Logger } from '../logger';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { StatusSubscriberDoc } from '../models/statusSubscriber';
import type { StatusSettings } from './settings';
import type { StatusPageService } from './statusPage';
import type { SubscriptionStore } from './stores';

type Purpose = 'confirm' | 'unsubscribe';

const EVENT_WORDS: Record<string, string> = {
  'incident.opened': 'is down',
  'incident.acknowledged': 'is down; the team is on it',
  'incident.resolved': 'is back up',
};

export interface SubscriptionDeps {
  config: Pick<Config, 'baseUrl' | 'secretsKey'>;
  log: Logger;
  mailer: Mailer;
  pages: StatusPageService;
  settings: StatusSettings;
  store: SubscriptionStore;
}

export class StatusSubscriptions {
  private readonly key: Buffer;

  constructor(private readonly deps: SubscriptionDeps) {
    // A key of its own, so a link reveals nothing about the secrets key.
    this.key = createHmac('sha256', deps.config.secretsKey).update('status-subscriptions-v1').digest();
  }

  /** Records the address (once per page) and e-mails the confirmation link; a confirmed address gets nothing. */
  async subscribe(slug: string, email: string): Promise<void> {
    const org = await this.deps.pages.orgBySlug(slug);
    const address = email.toLowerCase();
    const sub = await this.deps.store.addSubscriber(org._id, address);
    if (sub.confirmed_at) return;
    const link = this.link(org.slug, sub._id, 'confirm');
    await this.deps.mailer.send({
      to: address,
      subject: `Confirm your subscription to ${org.name} status`,
      text: `Someone (hopefully you) asked for e-mail about incidents on the ${org.name} status page.\n\nConfirm: ${link}\n\nIf it was not you, ignore this message: nothing is sent without confirmation.\n`,
      link,
    });
  }

  async confirm(slug: string, id: string, token: string): Promise<StatusSubscriberDoc> {
    const sub = await this.subscriber(slug, id, token, 'confirm');
    if (!sub.confirmed_at) await this.deps.store.confirmSubscriber(id, new Date());
    return sub;
  }

  async unsubscribe(slug: string, id: string, token: string): Promise<void> {
    await this.subscriber(slug, id, token, 'unsubscribe');
    await this.deps.store.deleteSubscriber(id);
  }

  /**
   * E-mails one incident event to the page's confirmed subscribers when its monitor is shown there. Inserting the
   * event's notice first makes this once per event, whoever calls it again (recovery, another replica).
   */
  async eventRecorded(eventOrId: string | IncidentEventDoc): Promise<number> {
    // The event as just recorded when the caller has it; read by id otherwise.
    const event = typeof eventOrId === 'string' ? await this.deps.store.readEvent(eventOrId) : eventOrId;
    if (!event || !event.incident_id || !(await this.shown(event.org_id, event.monitor_id))) return 0;
    const subscribers = await this.deps.store.confirmedSubscribers(event.org_id);
    if (subscribers.length === 0 || !(await this.deps.store.claimNotice(event._id, event.org_id))) return 0;
    let sent = 0;
    for (const sub of subscribers) {
      try {
        await this.deps.mailer.send(this.notice(event, sub));
        sent++;
      } catch (err) {
        this.deps.log.warn('status notice not sent', { event_id: event._id, error: (err as Error).message });
      }
    }
    return sent;
  }

  private notice(event: IncidentEventDoc, sub: StatusSubscriberDoc) {
    const p = event.payload as { org: { name: string; slug: string }; monitor: { name: string } };
    const unsubscribe = this.link(p.org.slug, sub._id, 'unsubscribe');
    const page = `${this.deps.config.baseUrl}/status/${p.org.slug}`;
    const what = `${p.monitor.name} ${EVENT_WORDS[event.type] ?? event.type}`;
    return {
      to: sub.email,
      subject: `[${p.org.name} status] ${what}`,
      text: `${what} (${event.occurred_at.toISOString()}).\n\nStatus page: ${page}\n\nUnsubscribe with one click: ${unsubscribe}\n`,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /** Whether the monitor is on the org's page (every monitor is, until the org chooses). */
  private async shown(orgId: string, monitorId: string): Promise<boolean> {
    const settings = await this.deps.settings.load(orgId);
    if (!settings.public) return false;
    return !settings.components || settings.components.some((g) => g.monitor_ids.includes(monitorId));
  }

  private async subscriber(slug: string, id: string, token: string, purpose: Purpose): Promise<StatusSubscriberDoc> {
    const org = await this.deps.pages.orgBySlug(slug);
    const sub = await this.deps.store.readSubscriber(org._id, id);
    if (!sub || !safeEqual(token, this.sign(id, purpose)))
      throw new NotFoundError('No such subscription (or the link is not valid).');
    return sub;
  }

  private sign(id: string, purpose: Purpose): string {
    return createHmac('sha256', this.key).update(`${purpose}:${id}`).digest('base64url');
  }

  link(slug: string, id: string, purpose: Purpose): string {
    return `${this.deps.config.baseUrl}/status/${slug}/subscriptions/${id}/${purpose}?token=${this.sign(id, purpose)}`;
  }
}
