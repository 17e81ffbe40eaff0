/**
 * The delivery workflow alone, with mocked activities (TestWorkflowEnvironment on the suite's Temporal server):
 * success, retry exhaustion with the bookkeeping fallback, a permanent rejection settled by its attempt, and a
 * receiver's Retry-After used as the first back-off, a last attempt that settled itself (no fallback), and a fallback
 * that finds a recorded success. The activities are unit-tested in test/unit/deliveryActivities.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { AttemptFailureDetails, SendWebhookInput, SendWebhookResult } from '../../activities/webhookAttempt';
import { PERMANENT_FAILURE_TYPE, RETRYABLE_FAILURE_TYPE } from '../../domain/delivery/errors';
import type { DeliveryWorkflowInput, DeliveryWorkflowResult } from '../../workflows';
import { quietRuntime } from '../support/worker';

type Attempt = (input: SendWebhookInput, n: number) => SendWebhookResult;

function attemptFailure(permanent: boolean, detail: Partial<AttemptFailureDetails>): ApplicationFailure {
  return ApplicationFailure.create({
    type: permanent ? PERMANENT_FAILURE_TYPE : RETRYABLE_FAILURE_TYPE,
    message: `receiver answered ${detail.status_code}`,
    nonRetryable: permanent,
    details: [{ error_class: 'http_status', status_code: null, settled: false, retry_after_ms: null, ...detail }],
  });
}

describe('delivery workflow with mocked activities', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    quietRuntime();
    env = await TestWorkflowEnvironment.createFromExistingServer({ address: process.env.TEST_TEMPORAL_ADDRESS });
  });
  afterAll(async () => {
    await env?.teardown();
  });

  /** Runs one delivery workflow against `attempt`; returns its result, the calls made and the fallback's calls. */
  async function deliver(
    attempt: Attempt,
    fallbackSettles: 'delivered' | 'failed' = 'failed',
  ): Promise<{ result: DeliveryWorkflowResult; calls: { input: SendWebhookInput; at: number }[]; fallbacks: number }> {
    const taskQueue = `wf-${randomBytes(4).toString('hex')}`;
    const calls: { input: SendWebhookInput; at: number }[] = [];
    let fallbacks = 0;
    const activities = {
      async sendWebhook(input: SendWebhookInput) {
        calls.push({ input, at: Date.now() });
        return attempt(input, calls.length);
      },
      async markDeliveryFailed() {
        fallbacks += 1;
        return fallbackSettles;
      },
    };
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      activities,
      workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! },
    });
    const input: DeliveryWorkflowInput = {
      deliveryId: 'd-1',
      eventId: 'e-1',
      eventType: 'incident.opened',
      channelId: 'c-1',
      orgId: 'o-1',
      monitorId: 'm-1',
      incidentId: 'i-1',
      retryInitialMs: 50,
    };
    const result = await worker.runUntil(
      env.client.workflow.execute('deliveryWorkflow', {
        taskQueue,
        workflowId: `delivery:${taskQueue}`,
        args: [input],
      }),
    );
    return { result: result as DeliveryWorkflowResult, calls, fallbacks };
  }

  it('delivers on the first attempt, with ids only in the activity input, marked as the first task', async () => {
    const { result, calls, fallbacks } = await deliver(() => ({ status: 'delivered', status_code: 204, attempts: 1 }));
    expect(result).toMatchObject({ status: 'delivered', statusCode: 204, deliveryId: 'd-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toEqual({
      deliveryId: 'd-1',
      eventId: 'e-1',
      eventType: 'incident.opened',
      channelId: 'c-1',
      orgId: 'o-1',
      firstTask: true,
    });
    expect(fallbacks).toBe(0);
  });

  it('makes 1 + 3 attempts on retryable failures, then settles the delivery through the fallback', async () => {
    const { result, calls, fallbacks } = await deliver(() => {
      throw attemptFailure(false, { status_code: 503 });
    });
    expect(calls).toHaveLength(4);
    expect(calls.slice(1).every((c) => c.input.attemptsBefore === 1)).toBe(true);
    expect(result).toMatchObject({ status: 'failed', statusCode: 503, errorClass: 'http_status' });
    expect(fallbacks).toBe(1);
  });

  it('stops at a permanent rejection that its attempt already settled', async () => {
    const { result, calls, fallbacks } = await deliver(() => {
      throw attemptFailure(true, { status_code: 410, settled: true });
    });
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ status: 'failed', statusCode: 410 });
    expect(fallbacks).toBe(0);
  });

  it("waits the receiver's Retry-After before the second attempt, then delivers", async () => {
    const { result, calls } = await deliver((_, n) => {
      if (n === 1) throw attemptFailure(false, { status_code: 429, retry_after_ms: 1_500 });
      return { status: 'delivered', status_code: 200, attempts: n };
    });
    expect(result.status).toBe('delivered');
    expect(calls).toHaveLength(2);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(1_400);
  });

  it('does not run the fallback when the fourth attempt settled the delivery itself', async () => {
    const { result, calls, fallbacks } = await deliver((_, n) => {
      throw attemptFailure(false, { status_code: 500, settled: n === 4 });
    });
    expect(calls).toHaveLength(4);
    expect(result).toMatchObject({ status: 'failed', statusCode: 500 });
    expect(fallbacks).toBe(0);
  });

  it('completes delivered when the fallback finds a recorded success the attempts could not report', async () => {
    const { result, fallbacks } = await deliver(() => {
      throw attemptFailure(false, { error_class: 'timeout', status_code: null });
    }, 'delivered');
    expect(fallbacks).toBe(1);
    expect(result).toMatchObject({ status: 'delivered', deliveryId: 'd-1' });
  });
});
