/**
 * Activity implementations for the delivery workflow. `createActivities(deps)` is called by the worker, the one
 * place that wires real dependencies; the workflow imports the resulting type only.
 */
import type { Config } from '../domain/config';
import type { WebhookClient } from '../domain/delivery/webhookClient';
import type { Logger } from '../domain/logger';
import { createDeliveryStatusActivities } from './deliveryStatus';
import { createWebhookAttemptActivities } from './webhookAttempt';

export interface ActivityDeps {
  config: Pick<Config, 'secretsKey' | 'delivery'>;
  log: Logger;
  webhookClient: WebhookClient;
  now: () => number;
}

export function createActivities(deps: ActivityDeps) {
  return {
    ...createWebhookAttemptActivities(deps),
    ...createDeliveryStatusActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { SendWebhookInput, SendWebhookResult } from './webhookAttempt';
export type { MarkDeliveryFailedInput } from './deliveryStatus';
export type { AttemptFailureDetails } from './webhookAttempt';
