/** The MongoDB connection of a service process: connect, create the declared indexes, ping, disconnect. */
import mongoose from 'mongoose';
import * as models from './models';
import { Delivery, RETIRED_DELIVERY_INDEX } from './models/delivery';
import { watchStorePool } from './metrics/storePool';

/** How a process's connection is made. */
export interface ConnectOptions {
  /** The commands this process has at the server at once (the delivery worker keeps it small, see worker/main.ts). */
  maxPoolSize?: number;
  /** Each command's time on /metrics (STORE_COMMAND_METRICS); off by default, see `connectionOptions`. */
  commandTimes?: boolean;
}

/** Connects mongoose and makes sure every index that guards a state change exists before serving. */
export async function connectDatabase(uri: string, opts: ConnectOptions = {}): Promise<typeof mongoose> {
  const { maxPoolSize = 20, commandTimes = false } = opts;
  mongoose.set('strictQuery', true);
  // Fail fast while the server is down instead of buffering operations forever.
  mongoose.set('bufferCommands', false);
  // A write is acknowledged once it is in the on-disk journal (of a majority, on a replica set), so a 202 never
  // names a record a crash of the server loses. FerretDB accepts it; its PostgreSQL commits synchronously.
  await mongoose.connect(uri, { ...connectionOptions(commandTimes), maxPoolSize });
  watchStorePool(mongoose.connection.getClient(), 'shared', commandTimes);
  await ensureIndexes();
  return mongoose;
}

/**
 * `commandTimes`: the driver's command events, for each command's time on /metrics (metrics/storePool.ts). Off by
 * default: to build the succeeded event the driver decodes every reply whole a second time (mongodb 6.x), which a
 * page of the delivery log or a fan-out pays on every `find`.
 */
function connectionOptions(commandTimes: boolean) {
  return {
    serverSelectionTimeoutMS: 5_000,
    monitorCommands: commandTimes,
    writeConcern: { w: 'majority' as const, journal: true },
  };
}

/**
 * A second connection pool, for writes that must not wait behind the process's other commands: on a pool a
 * command waits for a free connection in arrival order, so on the shared one a write queues behind every read
 * issued before it. Its `size` connections are opened at once and kept (a write never waits for a connection to
 * be set up). Same durability as the shared pool. `name`: its label on /metrics.
 */
export async function openPriorityConnection(
  uri: string,
  size: number,
  name: string,
  commandTimes = false,
): Promise<mongoose.Connection> {
  const options = { ...connectionOptions(commandTimes), maxPoolSize: size, minPoolSize: size };
  const connection = mongoose.createConnection(uri, options);
  watchStorePool(connection.getClient(), name, commandTimes);
  return connection.asPromise();
}

/** Every model the service declares (domain/models): their indexes are the ones the store must serve. */
export function declaredModels(): mongoose.Model<unknown>[] {
  const found = Object.values(models).filter((m) => typeof m === 'function' && 'createIndexes' in m);
  return found as unknown as mongoose.Model<unknown>[];
}

async function ensureIndexes(): Promise<void> {
  for (const m of declaredModels()) await m.createIndexes();
  await dropRetiredIndex(Delivery, RETIRED_DELIVERY_INDEX);
}

/** Dropped only after its successor was created above, so the guard it gave never lapses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model's collection will do
async function dropRetiredIndex(model: mongoose.Model<any>, name: string): Promise<void> {
  const existing = await model.collection.indexes().catch(() => []);
  if (existing.some((i) => i.name === name)) await model.collection.dropIndex(name);
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

/** True when the server answers a ping within a short time. */
export async function pingDatabase(timeoutMs = 1_500): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== 1) return false;
  try {
    await Promise.race([
      db.admin().ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), timeoutMs).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
