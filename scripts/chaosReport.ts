/**
 * What `npm run chaos` says about the alerts it sent: every lost alert by name (its event, delivery and workflow
 * ids, what its delivery record and its workflow say), and every duplicate by the kill that caused it and by how
 * (the same delivery POSTed again, or a second delivery recorded for one request), told apart by the
 * `X-Service-Delivery-Id` each webhook carries.
 */
import { Client, Connection } from '@temporalio/client';
import type { ReceivedRequest } from '../test/support/receiver';
import type { Target } from './chaosStack';

/** What a 202 answered for one test alert. */
export interface AlertAnswer {
  delivery_id: string;
  workflow_id: string;
}

export interface Kill {
  target: Target;
  atMs: number;
}

export interface LostAlert {
  alert: number;
  event_id: string;
  delivery_id: string;
  workflow_id: string;
  /** The delivery as `GET /api/v1/deliveries/:id` shows it: status and attempts, or the answer's status. */
  record: string;
  /** The workflow's status on the Temporal server, or why it could not be read. */
  workflow: string;
}

export type DuplicatesByKill = Record<Target | 'no_kill', number>;

/** `delivery:<event id>:<channel id>`: the dispatcher derives a test alert's workflow id from its event. */
export function eventIdOf(workflowId: string): string {
  return workflowId.split(':')[1] ?? '';
}

/**
 * Each webhook after an alert's first is put down to the first kill after the webhook before it (the crash that
 * cut the attempt off between its POST and its record); `no_kill` when none came in between.
 */
export function duplicatesByKill(receipts: ReceivedRequest[][], kills: Kill[]): DuplicatesByKill {
  const counts: DuplicatesByKill = { worker: 0, api: 0, temporal: 0, mongo: 0, no_kill: 0 };
  for (const list of receipts)
    for (let j = 1; j < list.length; j++) {
      const kill = kills.find((k) => k.atMs >= list[j - 1].receivedAtMs && k.atMs <= list[j].receivedAtMs);
      counts[kill?.target ?? 'no_kill']++;
    }
  return counts;
}

/** An alert's extra webhooks: repeats of one delivery id, or webhooks of further deliveries. */
export function duplicateCauses(receipts: ReceivedRequest[][]) {
  const causes = { same_delivery_resent: 0, second_delivery_recorded: 0 };
  for (const list of receipts) {
    if (list.length < 2) continue;
    const ids = new Set(list.map((r) => String(r.headers['x-service-delivery-id'])));
    causes.second_delivery_recorded += ids.size - 1;
    causes.same_delivery_resent += list.length - ids.size;
  }
  return causes;
}

/** Names each lost alert, asking the API (as a client would) and the Temporal server. */
export async function describeLost(
  lost: { alert: number; answer: AlertAnswer }[],
  apiUrl: string,
  headers: Record<string, string>,
  temporalAddress: string,
): Promise<LostAlert[]> {
  if (lost.length === 0) return [];
  const connection = await Connection.connect({ address: temporalAddress, connectTimeout: 5_000 });
  const client = new Client({ connection });
  try {
    return await Promise.all(
      lost.map(async ({ alert, answer }) => ({
        alert,
        event_id: eventIdOf(answer.workflow_id),
        ...answer,
        record: await recordOf(apiUrl, headers, answer.delivery_id),
        workflow: await workflowOf(client, answer.workflow_id),
      })),
    );
  } finally {
    await connection.close();
  }
}

async function recordOf(apiUrl: string, headers: Record<string, string>, deliveryId: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/v1/deliveries/${deliveryId}`, { headers });
  if (res.status !== 200) return `GET answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
  const d = (await res.json()) as {
    status: string;
    attempts: { n: number; status_code: number | null; error_class: string | null; error_message: string | null }[];
  };
  const attempts = d.attempts.map((a) => `#${a.n} ${a.status_code ?? a.error_class} ${a.error_message ?? ''}`.trim());
  return `${d.status}; attempts: ${attempts.join(', ') || 'none'}`;
}

async function workflowOf(client: Client, workflowId: string): Promise<string> {
  try {
    const handle = client.workflow.getHandle(workflowId);
    const { status } = await handle.describe();
    if (status.name !== 'COMPLETED') return status.name;
    return `COMPLETED ${JSON.stringify(await handle.result())}`;
  } catch (err) {
    return `not readable: ${(err as Error).message}`;
  }
}
