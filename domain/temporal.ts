/** The Temporal client connection: connect, and ping the frontend for health checks. */
import { Client, Connection } from '@temporalio/client';
import type { Config } from './config';

export interface TemporalHandle {
  connection: Connection;
  client: Client;
}

export async function connectTemporal(
  config: Pick<Config, 'temporalAddress' | 'temporalNamespace'>,
): Promise<TemporalHandle> {
  const connection = await Connection.connect({ address: config.temporalAddress, connectTimeout: 5_000 });
  const client = new Client({ connection, namespace: config.temporalNamespace });
  return { connection, client };
}

/** True when the frontend answers within a short time. */
export async function pingTemporal(connection: Connection, timeoutMs = 1_500): Promise<boolean> {
  try {
    await connection.withDeadline(Date.now() + timeoutMs, () => connection.workflowService.getSystemInfo({}));
    return true;
  } catch {
    return false;
  }
}
