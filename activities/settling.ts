/**
 * How an attempt settles its delivery: from what it knows (the delivery as its workflow carries it,
 * domain/delivery/listing.ts, and the attempt records it read or made), so the settled row needs no read; a
 * workflow that carries no listing (started by an older version) leaves the store to read the delivery back.
 */
import { Context } from '@temporalio/activity';
import { attemptEndMs, isSuccess } from '../domain/delivery/attempts';
import { listedDelivery } from '../domain/delivery/log/settled/rows';
import type { DeliveryStore, KnownSettlement } from '../domain/delivery/stores';
import type { DeliveryAttemptDoc } from '../domain/models/deliveryAttempt';
import type { ShownAttempt } from '../domain/models/deliverySettlement';
import type { SendWebhookInput, SendWebhookResult } from './webhookAttempt';

/**
 * What the settling attempt knows of its delivery: the delivery as its workflow carries it and its attempts up to
 * the settling one as stored; nothing without a listing (or outside a workflow, where no workflow id names it).
 */
export function knownSettlement(input: SendWebhookInput, attempts: ShownAttempt[]): KnownSettlement | undefined {
  const execution = Context.current().info.workflowExecution;
  if (!input.listed || !execution) return undefined;
  return { delivery: listedDelivery({ ...input, workflowId: execution.workflowId }, input.listed), attempts };
}

/**
 * An attempt run again after a success that was recorded but not reported must not POST again: it settles the
 * delivery from the record instead. Its own number is among the `recorded` too: a first attempt (a local activity)
 * whose workflow task was lost with its worker, or to a Temporal outage, runs again with the same number.
 */
export async function earlierSuccess(
  store: DeliveryStore,
  input: SendWebhookInput,
  recorded: DeliveryAttemptDoc[],
): Promise<SendWebhookResult | null> {
  const success = recorded.find(isSuccess);
  if (!success) return null;
  const known = knownSettlement(
    input,
    recorded.filter((a) => a.n <= success.n),
  );
  await store.settleDelivery(input.deliveryId, 'delivered', success.n, new Date(attemptEndMs(success)), known);
  return { status: 'delivered', status_code: success.status_code, attempts: success.n };
}
