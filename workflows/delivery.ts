/**
 * One webhook delivery: one workflow per (incident event, channel). The activity carries the retry policy
 * (1 attempt + 3 retries, exponential back-off); a permanent failure is not retried. The attempt that ends the
 * delivery records the outcome itself; only when no attempt could (every one timed out with its worker gone, or
 * the database failed while recording) does a bookkeeping activity mark it failed. The workflow completes with
 * that result (it does not fail itself). Search attributes: `DeliveryStatus` is `pending` from the start and set
 * once more at the end. Inputs and results hold ids only: the signing secret is read by the activity and never
 * enters history.
 */
import { ActivityFailure, ApplicationFailure, proxyActivities, upsertSearchAttributes, type ActivityOptions } from '@temporalio/workflow';
import type { Activities, AttemptFailureDetails } from '../activities';
import { PERMANENT_FAILURE_TYPE } from '../domain/delivery/errors';
import { DELIVERY_MAX_ATTEMPTS } from '../domain/delivery/retryPolicy';
import { SA } from '../domain/searchAttributes';

const DEFAULT_RETRY_INITIAL_MS = 2_000;

export interface DeliveryWorkflowInput {
  deliveryId: string;
  eventId: string;
  eventType: string;
  channelId: string;
  orgId: string;
  monitorId: string;
  incidentId: string | null;
  /** First retry delay in ms; doubles on each retry. */
  retryInitialMs?: number;
}

export interface DeliveryWorkflowResult {
  status: 'delivered' | 'failed';
  deliveryId: string;
  statusCode: number | null;
  /** The last attempt's error class when failed. */
  errorClass: string | null;
  message: string | null;
}

// Bookkeeping must happen eventually, so it retries without a limit.
const bookkeepingOptions: ActivityOptions = { startToCloseTimeout: '30 seconds', retry: { maximumInterval: '30 seconds' } };
const { markDeliveryFailed } = proxyActivities<Activities>(bookkeepingOptions);

export async function deliveryWorkflow(input: DeliveryWorkflowInput): Promise<DeliveryWorkflowResult> {
  const options = attemptOptions(input);
  const { sendWebhook } = proxyActivities<Activities>(options);
  try {
    const res = await sendWebhook.executeWithOptions(
      { ...options, summary: `POST ${input.eventType} (event ${input.eventId}) to channel ${input.channelId}` },
      [{ deliveryId: input.deliveryId, eventId: input.eventId, eventType: input.eventType, channelId: input.channelId, orgId: input.orgId }],
    );
    setStatus('delivered');
    return { status: 'delivered', deliveryId: input.deliveryId, statusCode: res.status_code, errorClass: null, message: null };
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const cause = err.cause instanceof ApplicationFailure ? err.cause : null;
    const detail = (cause?.details?.[0] ?? {}) as Partial<AttemptFailureDetails>;
    const status = detail.settled ? 'failed' : await settleUnrecorded(input.deliveryId);
    setStatus(status);
    return {
      status,
      deliveryId: input.deliveryId,
      statusCode: detail.status_code ?? null,
      errorClass: detail.error_class ?? null,
      message: cause?.message ?? err.message,
    };
  }
}

function attemptOptions(input: DeliveryWorkflowInput): ActivityOptions {
  return {
    // Above the 10 s HTTP cap plus database writes; a worker lost mid-attempt is retried after this.
    startToCloseTimeout: '30 seconds',
    retry: {
      maximumAttempts: DELIVERY_MAX_ATTEMPTS,
      initialInterval: input.retryInitialMs ?? DEFAULT_RETRY_INITIAL_MS,
      backoffCoefficient: 2,
      maximumInterval: '1 minute',
      nonRetryableErrorTypes: [PERMANENT_FAILURE_TYPE],
    },
  };
}

/** The fallback when no attempt settled the delivery. */
function settleUnrecorded(deliveryId: string): Promise<'delivered' | 'failed'> {
  return markDeliveryFailed.executeWithOptions(
    { ...bookkeepingOptions, summary: `settle delivery ${deliveryId}: no attempt recorded its outcome` },
    [{ deliveryId }],
  );
}

function setStatus(status: 'delivered' | 'failed'): void {
  upsertSearchAttributes([{ key: SA.DeliveryStatus, value: status }]);
}
