/**
 * A delivery's listed fields as its workflow carries them, so the attempt that settles it builds the settled row
 * (log/settled/rows.ts) without reading the delivery back: the dispatcher hands what the workflow's input does not
 * already hold (ids and settings only, never a secret), the workflow hands them to its attempts with the monitor and
 * incident of its input. A workflow started before these were handed has none: its settle reads the delivery back.
 * Imported by the workflow too: types and pure functions only.
 */

/** What the dispatcher hands the workflow (`DeliveryWorkflowInput.listed`) beyond the ids it already holds. */
export interface ListedByDispatcher {
  resendKey: string | null;
  /** The delivery's `created_at` (epoch ms). */
  createdAtMs: number;
}

/** What an attempt gets (`SendWebhookInput.listed`): those, with the monitor and incident of the workflow's input. */
export interface DeliveryListing extends ListedByDispatcher {
  monitorId: string;
  incidentId: string | null;
}

/** The workflow's input as the listing needs it. */
interface ListedInput {
  monitorId: string;
  incidentId: string | null;
  listed?: ListedByDispatcher;
}

/** The listing an attempt gets; none when the dispatcher handed none (a workflow started by an older version). */
export function attemptListing(input: ListedInput): DeliveryListing | undefined {
  const { listed } = input;
  return listed && { ...listed, monitorId: input.monitorId, incidentId: input.incidentId };
}

/** Ids only (never the secret): everything an attempt needs to find its event, channel and delivery. */
export interface AttemptIds {
  deliveryId: string;
  eventId: string;
  eventType: string;
  channelId: string;
  orgId: string;
  /** The Standard Webhooks `webhook-id`: the original delivery's id for a resend; default `deliveryId`. */
  webhookId?: string;
}

/** The workflow's input as every attempt's input is built from it. */
type AttemptSource = AttemptIds & ListedInput;

/** The input every attempt of the delivery shares: its ids, a resend's `webhookId`, and the listing when handed. */
export function attemptInputOf(input: AttemptSource) {
  const listed = attemptListing(input);
  return {
    deliveryId: input.deliveryId,
    eventId: input.eventId,
    eventType: input.eventType,
    channelId: input.channelId,
    orgId: input.orgId,
    ...(input.webhookId && { webhookId: input.webhookId }),
    ...(listed && { listed }),
  };
}
