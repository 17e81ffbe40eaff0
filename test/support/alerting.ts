/**
 * Helpers for alerting tests: a user's org (key, REST client) with webhook channels on a real HTTPS receiver, monitors
 * voted down through the prober's `/results` route, and the webhook bodies the receiver got.
 */
import { WorkflowNotFoundError } from '@temporalio/client';
import { apiClient, bootstrapKey, virtualClock } from './client';
import type { ReceivedRequest, TestReceiver } from './receiver';
import type { Stack } from './stack';

export const PROBER = { 'x-prober-token': 'dev-prober-token' };
export const HOOK_SECRET = 'whsec-alerting-0123456789abcdef';

export type Call = ReturnType<typeof apiClient>;

export async function orgClient(stack: Stack): Promise<Call> {
  return apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
}

/** A webhook channel on `receiver` at `path`; `extra` adds fields such as `event_types`. */
export async function webhookChannel(
  call: Call,
  receiver: TestReceiver,
  path: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await call('POST', '/api/v1/channels', {
    body: { name: `hook ${path}`, type: 'webhook', url: receiver.url + path, secret: HOOK_SECRET, ...extra },
  });
  if (res.status !== 201) throw new Error(`channel: ${res.status} ${res.text}`);
  return res.body.id;
}

/** One region's failing result for the monitor (a one-region monitor with quorum 1 opens on it). */
export async function voteDown(stack: Stack, monitorId: string, region = 'fra1'): Promise<void> {
  const res = await stack.http('POST', '/results', {
    headers: PROBER,
    body: {
      region,
      results: [
        {
          monitor_id: monitorId,
          ok: false,
          checked_at: new Date().toISOString(),
          response_ms: null,
          error_class: 'timeout',
          error_message: 'no answer in 10 s',
        },
      ],
    },
  });
  if (res.status !== 202) throw new Error(`results: ${res.status} ${res.text}`);
}

export const bodyOf = (r: ReceivedRequest) => JSON.parse(r.rawBody.toString()) as Record<string, any>;

/** Polls `probe` until it returns a value (bounded). */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A workflow's handle once the workflow exists: some are started just after the answer a test acts on. */
export async function existingWorkflow(stack: Stack, workflowId: string, timeoutMs?: number) {
  const handle = stack.temporal.client.workflow.getHandle(workflowId);
  await eventually(
    workflowId,
    async () => {
      try {
        return Boolean(await handle.describe());
      } catch (err) {
        if (err instanceof WorkflowNotFoundError) return false;
        throw err;
      }
    },
    timeoutMs,
  );
  return handle;
}

/**
 * The escalation workflow of an incident, once it exists: a probe vote answers when the incident is stored and
 * starts its fan-out (the escalation included) just after, so a test that saw the incident waits for the workflow.
 */
export const escalationHandle = (stack: Stack, incidentId: string) =>
  existingWorkflow(stack, `escalation:${incidentId}`);
