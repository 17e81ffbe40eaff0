/** The bench's yardstick: a workflow that runs one activity which does nothing. Deterministic, no I/O. */
import { proxyActivities } from '@temporalio/workflow';

const { noop } = proxyActivities<{ noop(): Promise<void> }>({ startToCloseTimeout: '30 seconds' });

export async function bareWorkflow(): Promise<void> {
  await noop();
}
