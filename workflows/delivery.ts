/**
 * One webhook delivery: one workflow per (incident event, channel), 1 attempt + 3 retries with exponential
 * back-off; a permanent failure is not retried. The first attempt runs as a local activity (in the workflow task
 * itself: no activity task to schedule, dispatch and report, one workflow task instead of two); its outcome is a
 * marker in the history. When it fails, the workflow waits out the first back-off on a durable timer (the
 * receiver's `Retry-After` if it sent one), then the retries run as a regular activity carrying the retry policy,
 * so they survive a worker crash. The attempt that ends the delivery records the outcome itself; only when no
 * attempt could (e.g. every one timed out with its worker gone) does a bookkeeping activity settle it. The
 * workflow completes with that result (it does not fail itself). `DeliveryStatus` is `pending` from the start and
 * set once more at the end. Inputs and results hold ids and settings only: the signing secret never enters history.
 * The attempts get the delivery's listed fields (`listed`) to settle it without reading it back; a workflow started
 * without them (by an older version) runs the same commands, its attempts reading the delivery back instead.
 */
import {
  ActivityFailure,
  ApplicationFailure,
  proxyActivities,
  proxyLocalActivities,
  sleep,
  TemporalFailure,
  upsertSearchAttributes,
  workflowInfo,
  type ActivityOptions,
} from '@temporalio/workflow';
import type { Activities, AttemptFailureDetails, SendWebhookInput } from '../activities';
import { PERMANENT_FAILURE_TYPE } from '../domain/delivery/errors';
import { attemptInputOf, type ListedByDispatcher } from '../domain/delivery/listing';
import { DELIVERY_MAX_ATTEMPTS } from '../domain/delivery/retryPolicy';
import { SA } from '../domain/searchAttributes';

const DEFAULT_RETRY_INITIAL_MS = 2_000;
/** Above the 10 s HTTP cap plus database writes; a worker lost mid-attempt is retried after this. */
const ATTEMPT_TIMEOUT = '30 seconds';
/** `WorkflowExecutionStarted`, `WorkflowTaskScheduled`, `WorkflowTaskStarted`. */
const FIRST_TASK_HISTORY_LENGTH = 3;

export interface DeliveryWorkflowInput {
  deliveryId: string;
  eventId: string;
  eventType: string;
  channelId: string;
  orgId: string;
  monitorId: string;
  incidentId: string | null;
  /** The Standard Webhooks `webhook-id` when it is not `deliveryId` (a resend keeps the original's). */
  webhookId?: string;
  /** First retry delay in ms; doubles on each retry. */
  retryInitialMs?: number;
  /** When the result batch that decided the outage arrived (epoch ms): the first attempt's detection stages. */
  detectedAtMs?: number;
  /** The channel's `updated_at` (epoch ms) when the dispatcher routed it: the version the first attempt may use. */
  channelVersion?: number;
  /**
   * The delivery's other listed fields, handed to every attempt with `monitorId` and `incidentId`, so the one that
   * settles it files its settled row without reading it back; absent in a workflow started by an older version.
   */
  listed?: ListedByDispatcher;
}

export interface DeliveryWorkflowResult {
  status: 'delivered' | 'failed';
  deliveryId: string;
  statusCode: number | null;
  /** The last attempt's error class when failed. */
  errorClass: string | null;
  message: string | null;
}

const { sendWebhook: firstAttempt } = proxyLocalActivities<Activities>({
  startToCloseTimeout: ATTEMPT_TIMEOUT,
  retry: { maximumAttempts: 1 },
});
// Bookkeeping must happen eventually, so it retries without a limit.
const bookkeepingOptions: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { maximumInterval: '30 seconds' },
};
const { markDeliveryFailed } = proxyActivities<Activities>(bookkeepingOptions);

export async function deliveryWorkflow(input: DeliveryWorkflowInput): Promise<DeliveryWorkflowResult> {
  const initialMs = input.retryInitialMs ?? DEFAULT_RETRY_INITIAL_MS;
  const args: SendWebhookInput = attemptInputOf(input);
  try {
    const { detectedAtMs, incidentId } = input;
    const timed = detectedAtMs !== undefined && incidentId ? { detected: { atMs: detectedAtMs, incidentId } } : {};
    const version = input.channelVersion !== undefined ? { channelVersion: input.channelVersion } : {};
    return delivered(input, await firstAttempt({ ...args, ...timed, ...version, ...firstTask() }));
  } catch (err) {
    const first = failureOf(err);
    if (first.permanent) return failed(input, args, first);
    await sleep(first.detail.retry_after_ms ?? initialMs);
  }
  const options = retryOptions(initialMs * 2);
  const { sendWebhook } = proxyActivities<Activities>(options);
  try {
    return delivered(
      input,
      await sendWebhook.executeWithOptions(
        { ...options, summary: `retry POST ${input.eventType} (event ${input.eventId}) to channel ${input.channelId}` },
        [{ ...args, attemptsBefore: 1 }],
      ),
    );
  } catch (err) {
    return failed(input, args, failureOf(err));
  }
}

/**
 * The workflow's very first task (its history is the start and this task's two events, nothing more): no earlier
 * run of the first attempt can have recorded anything, so the attempt skips the read that looks for one. A task run
 * again (its worker died, or it timed out) has a longer history: `WorkflowTaskTimedOut` or `...Failed` and the new
 * task's events.
 */
function firstTask(): { firstTask?: true } {
  return workflowInfo().historyLength <= FIRST_TASK_HISTORY_LENGTH ? { firstTask: true } : {};
}

/** Attempts 2..4: the back-off continues from the first retry's delay (initial x 2, then x 4). */
function retryOptions(initialMs: number): ActivityOptions {
  return {
    startToCloseTimeout: ATTEMPT_TIMEOUT,
    retry: {
      maximumAttempts: DELIVERY_MAX_ATTEMPTS - 1,
      initialInterval: initialMs,
      backoffCoefficient: 2,
      maximumInterval: '1 minute',
      nonRetryableErrorTypes: [PERMANENT_FAILURE_TYPE],
    },
  };
}

interface AttemptFailure {
  detail: Partial<AttemptFailureDetails>;
  permanent: boolean;
  message: string;
}

/** A failed attempt: an `ActivityFailure` around the attempt's own failure (a local activity's may come bare). */
function failureOf(err: unknown): AttemptFailure {
  if (!(err instanceof TemporalFailure)) throw err;
  const inner = err instanceof ActivityFailure ? err.cause : err;
  const cause = inner instanceof ApplicationFailure ? inner : null;
  const detail = (cause?.details?.[0] ?? {}) as Partial<AttemptFailureDetails>;
  return {
    detail,
    permanent: cause?.type === PERMANENT_FAILURE_TYPE || detail.settled === true,
    message: cause?.message ?? err.message,
  };
}

function delivered(input: DeliveryWorkflowInput, res: { status_code: number | null }): DeliveryWorkflowResult {
  setStatus('delivered');
  return {
    status: 'delivered',
    deliveryId: input.deliveryId,
    statusCode: res.status_code,
    errorClass: null,
    message: null,
  };
}

/**
 * The attempts are over: settled by the last one, or else by the bookkeeping fallback, which gets the attempts'
 * input (ids and the listing: it files the settled row without reading the delivery back).
 */
async function failed(
  input: DeliveryWorkflowInput,
  args: SendWebhookInput,
  f: AttemptFailure,
): Promise<DeliveryWorkflowResult> {
  const status = f.detail.settled
    ? 'failed'
    : await markDeliveryFailed.executeWithOptions(
        { ...bookkeepingOptions, summary: `settle delivery ${input.deliveryId}: no attempt recorded its outcome` },
        [args],
      );
  setStatus(status);
  return {
    status,
    deliveryId: input.deliveryId,
    statusCode: f.detail.status_code ?? null,
    errorClass: f.detail.error_class ?? null,
    message: f.message,
  };
}

function setStatus(status: 'delivered' | 'failed'): void {
  upsertSearchAttributes([{ key: SA.DeliveryStatus, value: status }]);
}
