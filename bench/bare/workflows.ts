/**
 * The bench's yardsticks: a workflow that runs one activity which does nothing, and one whose activity is a local
 * activity (the shape of a delivery's first attempt). Deterministic, no I/O.
 */
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';

const { noop } = proxyActivities<{ noop(): Promise<void> }>({ startToCloseTimeout: '30 seconds' });
const { noop: localNoop } = proxyLocalActivities<{ noop(): Promise<void> }>({ startToCloseTimeout: '30 seconds' });

export async function bareWorkflow(): Promise<void> {
  await noop();
}

export async function bareLocalWorkflow(): Promise<void> {
  await localNoop();
}
