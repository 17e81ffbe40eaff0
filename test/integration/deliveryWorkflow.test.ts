/**
 * The delivery workflow alone, with mocked activities (TestWorkflowEnvironment on the suite's Temporal server):
 * success, retry exhaustion with the bookkeeping fallback, a permanent rejection settled by its attempt, and a
 * receiver's Retry-After used as the first back-off, a last attempt that settled itself (no fallback), and a fallback
 * that finds a recorded success; the delivery's listing handed to every attempt; and histories recorded before
 * attempts got the listing (test/fixtures/deliveryHistories, from the Temporal CLI's `workflow show -o json`) still
 * replay. The activities are unit-tested in test/unit/deliveryActivities.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as proto from '@temporalio/proto';
import { patchProtobufRoot } from '@temporalio/proto/lib/patch-protobuf-root';
import { ApplicationFailure } from '@temporalio/common';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { AttemptFailureDetails, SendWebhookInput, SendWebhookResult } from '../../activities/webhookAttempt';
import type { MarkDeliveryFailedInput } from '../../activities/deliveryStatus';
import { PERMANENT_FAILURE_TYPE, RETRYABLE_FAILURE_TYPE } from '../../domain/delivery/errors';
import type { DeliveryWorkflowInput, DeliveryWorkflowResult } from '../../workflows';
import { quietRuntime } from '../support/worker';

type Attempt = (input: SendWebhookInput, n: number) => SendWebhookResult;

/**
 * A history the Temporal CLI wrote as JSON, parsed with the protobufjs copy of @temporalio/proto: the SDK's own
 * `historyFromJSON` (which `runReplayHistory` applies to JSON) checks the types against another copy in this install.
 */
function historyOf(file: string): proto.temporal.api.history.v1.IHistory {
  const { fromJson } = createRequire(require.resolve('@temporalio/proto'))('protobufjs/ext/protojson') as {
    fromJson: (type: unknown, json: unknown, options: object) => proto.temporal.api.history.v1.IHistory;
  };
  const root = patchProtobufRoot(proto) as unknown as { lookupType(name: string): unknown };
  const type = root.lookupType('temporal.api.history.v1.History');
  return fromJson(type, JSON.parse(readFileSync(file, 'utf8')), { ignoreUnknownFields: true });
}

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
    over: Partial<DeliveryWorkflowInput> = {},
  ): Promise<{
    result: DeliveryWorkflowResult;
    calls: { input: SendWebhookInput; at: number }[];
    fallbacks: number;
    fallbackInputs: MarkDeliveryFailedInput[];
  }> {
    const taskQueue = `wf-${randomBytes(4).toString('hex')}`;
    const calls: { input: SendWebhookInput; at: number }[] = [];
    let fallbacks = 0;
    const fallbackInputs: MarkDeliveryFailedInput[] = [];
    const activities = {
      async sendWebhook(input: SendWebhookInput) {
        calls.push({ input, at: Date.now() });
        return attempt(input, calls.length);
      },
      async markDeliveryFailed(input: MarkDeliveryFailedInput) {
        fallbacks += 1;
        fallbackInputs.push(input);
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
      ...over,
    };
    const result = await worker.runUntil(
      env.client.workflow.execute('deliveryWorkflow', {
        taskQueue,
        workflowId: `delivery:${taskQueue}`,
        args: [input],
      }),
    );
    return { result: result as DeliveryWorkflowResult, calls, fallbacks, fallbackInputs };
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

  it('hands the listing the dispatcher gave to every attempt, with the monitor and incident of its input', async () => {
    const listed = { resendKey: null, createdAtMs: 1_764_410_000_000 };
    const { calls } = await deliver(
      (_, n) => {
        if (n === 1) throw attemptFailure(false, { status_code: 503 });
        return { status: 'delivered', status_code: 200, attempts: n };
      },
      'failed',
      { listed },
    );
    expect(calls).toHaveLength(2);
    for (const { input } of calls) expect(input.listed).toEqual({ ...listed, monitorId: 'm-1', incidentId: 'i-1' });
  });

  it("hands the fallback the attempts' input with the listing, so it settles without reading the delivery back", async () => {
    const listed = { resendKey: null, createdAtMs: 1_764_410_000_000 };
    const { fallbackInputs } = await deliver(
      () => {
        throw attemptFailure(true, { status_code: 410 });
      },
      'failed',
      { listed },
    );
    expect(fallbackInputs).toEqual([
      {
        deliveryId: 'd-1',
        eventId: 'e-1',
        eventType: 'incident.opened',
        channelId: 'c-1',
        orgId: 'o-1',
        listed: { ...listed, monitorId: 'm-1', incidentId: 'i-1' },
      },
    ]);
  });

  it.each(['delivered-first-attempt', 'delivered-on-retry', 'failed-after-fallback'])(
    'replays the history %s, recorded before attempts got the listing',
    async (name) => {
      const history = historyOf(join(__dirname, '..', 'fixtures', 'deliveryHistories', `${name}.json`));
      await Worker.runReplayHistory({ workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! } }, history);
    },
  );
});
