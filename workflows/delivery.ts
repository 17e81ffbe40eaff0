/**
 * One webhook delivery: one workflow per (incident event, channel). The activity carries the retry policy
 * (1 attempt + 3 retries, exponential back-off); a permanent failure is not retried. After the last failure the
 * delivery is marked `failed` and the workflow completes with that result (it does not fail itself).
 * Inputs and results hold ids only: the signing secret is read by the activity and never enters history.
 */
import { ActivityFailure, ApplicationFailure, proxyActivities, upsertSearchAttributes, type ActivityOptions } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { PERMANENT_FAILURE_TYPE } from '../domain/delivery/errors';
import { SA } from '../domain/searchAttributes';

export const DELIVERY_MAX_ATTEMPTS = 4;
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

export async function deliveryWorkflow(input: DeliveryWorkflowInput): Promise<DeliveryWorkflowResult> {
  const attemptOptions: ActivityOptions = {
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
  const { sendWebhook } = proxyActivities<Activities>(attemptOptions);
  // Bookkeeping must happen eventually, so it retries without a limit.
  const bookkeepingOptions: ActivityOptions = { startToCloseTimeout: '30 seconds', retry: { maximumInterval: '30 seconds' } };
  const { markDeliveryFailed } = proxyActivities<Activities>(bookkeepingOptions);

  setStatus('delivering');
  try {
    const res = await sendWebhook.executeWithOptions(
      { ...attemptOptions, summary: `POST ${input.eventType} (event ${input.eventId}) to channel ${input.channelId}` },
      [{ deliveryId: input.deliveryId }],
    );
    setStatus('delivered');
    return { status: 'delivered', deliveryId: input.deliveryId, statusCode: res.status_code, errorClass: null, message: null };
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const cause = err.cause instanceof ApplicationFailure ? err.cause : null;
    const detail = (cause?.details?.[0] ?? {}) as { error_class?: string; status_code?: number | null };
    await markDeliveryFailed.executeWithOptions(
      { ...bookkeepingOptions, summary: `mark delivery ${input.deliveryId} failed after ${DELIVERY_MAX_ATTEMPTS} attempts or a permanent rejection` },
      [{ deliveryId: input.deliveryId }],
    );
    setStatus('failed');
    return {
      status: 'failed',
      deliveryId: input.deliveryId,
      statusCode: detail.status_code ?? null,
      errorClass: detail.error_class ?? null,
      message: cause?.message ?? err.message,
    };
  }
}

function setStatus(status: 'delivering' | 'delivered' | 'failed'): void {
  upsertSearchAttributes([{ key: SA.DeliveryStatus, value: status }]);
}
