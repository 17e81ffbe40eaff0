/**
 * Activity implementations for the delivery and escalation workflows. `createActivities(deps)` is called by the worker, the one
 * place that wires real dependencies (the MongoDB stores, the HTTP client); tests pass in-memory ones. The
 * workflow imports the resulting type only.
 */
import type { Config } from '../domain/config';
import type { JournalLink } from '../domain/delivery/postingThread';
import type { ChannelHealth, DeliveryStore } from '../domain/delivery/stores';
import type { WebhookClient } from '../domain/delivery/webhookClient';
import type { Logger } from '../domain/logger';
import { createDeliveryStatusActivities } from './deliveryStatus';
import { createEscalationActivities, type EscalationDeps } from './escalation';
import type { ProviderDeps } from './providerAttempt';
import { journaledAttempts } from './journaledAttempts';
import { retryingLogWrites } from './logWrites';
import { createWebhookAttemptActivities } from './webhookAttempt';

export interface ActivityDeps {
  config: Pick<Config, 'secretsKey' | 'delivery'>;
  log: Logger;
  webhookClient: WebhookClient;
  /** Provider channels' links, PagerDuty's address and SMTP; without it such a delivery fails, saying so. */
  providers?: ProviderDeps;
  /** The delivery log, the channels and the event payloads. */
  store: DeliveryStore;
  /** Auto-disable checks after a delivery settled. */
  channelHealth: ChannelHealth;
  now: () => number;
  /** Pauses between the tries of a failed log write (default 250 ms, 1 s). */
  logWriteRetryDelaysMs?: readonly number[];
  /** Where attempt records go before the store, so a worker's crash repeats no POST already answered. */
  journal?: JournalLink;
  /** Escalation steps: recording and dispatching their events (without it, an escalation step fails). */
  escalation?: Omit<EscalationDeps, 'log' | 'now'>;
}

export function createActivities(deps: ActivityDeps) {
  const retried = retryingLogWrites(deps.store, deps.logWriteRetryDelaysMs);
  // Journaled outside the retries: one line per record, however many tries its insert takes.
  const withRetriedWrites = { ...deps, store: deps.journal ? journaledAttempts(retried, deps.journal) : retried };
  return {
    ...createWebhookAttemptActivities(withRetriedWrites),
    ...createDeliveryStatusActivities(withRetriedWrites),
    ...createEscalationActivities({ log: deps.log, now: deps.now, ...(deps.escalation ?? missingEscalation) }),
  };
}

const missingEscalation: Omit<EscalationDeps, 'log' | 'now'> = {
  recordEscalation: () => Promise.reject(new Error('This worker does not run escalations.')),
  dispatch: () => Promise.reject(new Error('This worker does not run escalations.')),
};

export type Activities = ReturnType<typeof createActivities>;
export type { SendWebhookInput, SendWebhookResult } from './webhookAttempt';
export type { MarkDeliveryFailedInput } from './deliveryStatus';
export type { AttemptFailureDetails } from './webhookAttempt';
