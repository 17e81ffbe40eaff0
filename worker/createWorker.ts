/**
 * The Temporal worker for webhook deliveries and escalations, and the one place that wires real dependencies into
 * activities.
 * Tuned for I/O-bound attempts: many concurrent POSTs (see WORKER_TUNING). Before it polls, it replays the attempt
 * journals that dead workers left (domain/delivery/attemptJournalReplay.ts).
 */
import { NativeConnection, Worker } from '@temporalio/worker';
import { createActivities } from '../activities';
import { createChannelHealth } from '../domain/channels/autoDisable';
import { createMongoChannelStateStore, createMongoFailureHistory } from '../domain/channels/mongoStores';
import type { WorkerConfig } from '../domain/config';
import { openPriorityConnection } from '../domain/db';
import { createDispatcher } from '../domain/delivery/dispatcher';
import { replayAttemptJournals } from '../domain/delivery/attemptJournalReplay';
import { createMongoDeliveryStore, createMongoDispatchStore } from '../domain/delivery/mongoStores';
import { startPostingThread, type PostingThread } from '../domain/delivery/postingThread';
import type { DeliveryStore } from '../domain/delivery/stores';
import { recordEscalation } from '../domain/escalation/events';
import { createMongoEscalationEventStore } from '../domain/escalation/mongoStores';
import { connectTemporal } from '../domain/temporal';
import type { Logger } from '../domain/logger';
import { createSmtpSender } from '../domain/mail/smtp';

export interface DeliveryWorker {
  worker: Worker;
  /** Resolves when the worker has stopped (after `shutdown()`); rejects on a fatal worker error. */
  run(): Promise<void>;
  /** Stops polling, lets activities in flight finish (within the grace time), then closes connections. */
  shutdown(): Promise<void>;
}

export interface CreateWorkerOptions {
  config: WorkerConfig;
  log: Logger;
  /** Path of a bundle made by `bundleWorkflowCode`; defaults to `config.workflowBundlePath`, else bundles now. */
  workflowBundlePath?: string | null;
  now?: () => number;
}

/**
 * Slots and cache of the delivery worker (the bench's bare-workflow yardstick runs with the same). A first attempt
 * is a local activity, and a workflow task holds its slot until its local activity is done, so workflow-task and
 * local-activity slots bound the first POSTs in flight (I/O, not CPU: a slow receiver must not hold up the rest).
 * Retries are regular activities. The cache holds the workflows waiting out a back-off, so they resume without
 * replaying their history; a delivered one leaves it at once.
 */
export const WORKER_TUNING = {
  maxConcurrentWorkflowTaskExecutions: 100,
  maxConcurrentLocalActivityExecutions: 100,
  maxConcurrentActivityTaskExecutions: 64,
  maxCachedWorkflows: 500,
  maxConcurrentWorkflowTaskPolls: 4,
  maxConcurrentActivityTaskPolls: 2,
} as const;

/**
 * Connections of the attempt records' own pool: as many as POSTs can be answered at once to one receiver (the
 * webhook client's connections per origin), so the record of an answer is written at once and never waits for
 * a connection, not even behind another record.
 */
const RECORD_POOL_SIZE = 16;

/**
 * This process's posting thread and its attempt journal, once the records that dead workers' journals hold are in
 * the store: before the first poll, so an attempt they had sent and read the answer of is found recorded and not
 * POSTed again. The thread gets the webhook client's settings only (no secrets).
 */
async function startPosting(config: WorkerConfig, log: Logger, store: DeliveryStore): Promise<PostingThread> {
  await replayAttemptJournals({ dir: config.deliveryJournalDir, store, log });
  const { allowPrivateTargets, webhookCa, delivery } = config;
  const client = {
    allowPrivateTargets,
    webhookCa,
    delivery: {
      timeoutMs: delivery.timeoutMs,
      retryAfterMaxSec: delivery.retryAfterMaxSec,
      connectionsPerOrigin: delivery.connectionsPerOrigin,
    },
  };
  return startPostingThread({ client, journalDir: config.deliveryJournalDir }, log);
}

export async function createWorker(opts: CreateWorkerOptions): Promise<DeliveryWorker> {
  const { config, log } = opts;
  // The attempt records' own pool (see createMongoDeliveryStore and RECORD_POOL_SIZE).
  const recordConnection = await openPriorityConnection(
    config.mongodbUri,
    RECORD_POOL_SIZE,
    'attempt_records',
    config.storeCommandMetrics,
  );
  const store = createMongoDeliveryStore(recordConnection);
  const posting = await startPosting(config, log, store);
  const connection = await NativeConnection.connect({ address: config.temporalAddress }).catch(async (err) => {
    await Promise.all([recordConnection.close(), posting.close()]);
    throw err;
  });
  // Escalation steps start delivery workflows, as the API's dispatcher does, through a client of their own.
  const temporal = await connectTemporal(config).catch(async (err) => {
    await Promise.all([recordConnection.close(), posting.close(), connection.close()]);
    throw err;
  });
  const smtp = config.mail.smtpUrl
    ? createSmtpSender(
        { ...config.mail, smtpUrl: config.mail.smtpUrl },
        { timeoutMs: config.delivery.timeoutMs, pool: true },
      )
    : null;
  const closeClients = async () => {
    smtp?.close();
    await posting.close();
    await recordConnection.close();
    await temporal.connection.close();
  };
  const now = opts.now ?? Date.now;
  const escalationEvents = createMongoEscalationEventStore();
  const dispatcher = createDispatcher({ config, log, client: temporal.client, store: createMongoDispatchStore(), now });
  const bundlePath = opts.workflowBundlePath ?? config.workflowBundlePath;
  let worker: Worker;
  try {
    worker = await Worker.create({
      connection,
      namespace: config.temporalNamespace,
      taskQueue: config.temporalTaskQueue,
      ...(bundlePath
        ? { workflowBundle: { codePath: bundlePath } }
        : { workflowsPath: require.resolve('../workflows') }),
      activities: createActivities({
        config,
        log,
        webhookClient: posting,
        providers: {
          baseUrl: config.baseUrl,
          pagerdutyEventsUrl: config.pagerdutyEventsUrl,
          smtp,
          mailFrom: config.mail.from,
        },
        store,
        journal: posting.journal,
        channelHealth: createChannelHealth({
          config,
          log,
          now,
          states: createMongoChannelStateStore(),
          deliveries: createMongoFailureHistory(),
        }),
        now,
        escalation: {
          recordEscalation: (input, nowMs) => recordEscalation(escalationEvents, input, nowMs),
          dispatch: (eventId) => dispatcher.dispatchEvent(eventId),
        },
      }),
      ...WORKER_TUNING,
      // Longer than the per-attempt HTTP cap, so a POST in flight finishes and is recorded before exit.
      shutdownGraceTime: config.delivery.timeoutMs + 5_000,
    });
  } catch (err) {
    await closeClients();
    await connection.close();
    throw err;
  }
  let running: Promise<void> | null = null;
  return {
    worker,
    run() {
      running ??= worker.run();
      return running;
    },
    async shutdown() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      if (running)
        await running.catch((err) => log.error('worker stopped with an error', { error: (err as Error).message }));
      await closeClients();
      await connection.close();
    },
  };
}
