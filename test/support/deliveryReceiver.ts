/**
 * The delivery activities' unit tests' world: a real HTTPS receiver on loopback and the webhook client that trusts
 * its certificate, started before a file's tests and closed after them, with short delivery settings.
 */
import { readFileSync } from 'node:fs';
import { createWebhookClient, type WebhookClient } from '../../domain/delivery/webhookClient';
import type { ChannelDoc } from '../../domain/models/channel';
import { sealSecret } from '../../domain/secretBox';
import { startReceiver, type TestReceiver } from './receiver';

/** Delivery settings for tests: quick timeouts and retries, no auto-disable. */
export const TEST_DELIVERY = {
  timeoutMs: 2_000,
  retryInitialMs: 10,
  retryAfterMaxSec: 60,
  connectionsPerOrigin: 16,
  autoDisableFailures: 0,
  autoDisableMinSpanMs: 0,
};

export interface ReceiverAndClient {
  receiver: TestReceiver;
  client: WebhookClient;
}

/** Registers the file's hooks; the returned object holds the receiver and the client once `beforeAll` ran. */
export function receiverAndClient(): ReceiverAndClient {
  const http = {} as ReceiverAndClient;
  beforeAll(async () => {
    http.receiver = await startReceiver();
    const webhookCa = readFileSync(http.receiver.caFile, 'utf8');
    http.client = createWebhookClient({ allowPrivateTargets: true, webhookCa, delivery: TEST_DELIVERY });
  });
  afterAll(async () => {
    await http.client.close();
    await http.receiver.close();
  });
  return http;
}

/** Webhook channel `c-1` of org `o-1`, POSTing to `url`, its secret sealed with `secretsKey`, stored at `at`. */
export function webhookChannel(url: string, secretsKey: Buffer, at: Date): ChannelDoc {
  return {
    _id: 'c-1',
    org_id: 'o-1',
    name: 'ops',
    type: 'webhook',
    url,
    secret_sealed: sealSecret(secretsKey, 'whsec_test_secret'),
    secret_hint: 'cret',
    template: null,
    enabled: true,
    signature_scheme: 'service',
    created_at: at,
    updated_at: at,
  };
}
