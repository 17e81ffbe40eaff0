/**
 * The dispatcher on an in-memory store and a fake Temporal client: one batch insert, one start per delivery,
 * the fan-out marked only when every start succeeded, and a repeat (the recovery sweep) that finishes the job.
 * A test alert is answered once recorded; its start follows, and `stop()` waits for it.
 */
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import { createDispatcher, type DispatcherDeps } from '../../domain/delivery/dispatcher';
import { NotFoundError } from '../../domain/errors';
import { silentLogger, type Logger } from '../../domain/logger';
import type { DeliveryDoc } from '../../domain/models/delivery';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import type { DeliveryWorkflowInput } from '../../workflows';
import { MemoryDispatchStore } from '../support/memoryStores';

interface Start {
  workflowType: string;
  workflowId: string;
  input: DeliveryWorkflowInput;
  idReusePolicy: unknown;
}

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const config = {
  temporalTaskQueue: 'deliveries',
  dispatchSweepMs: 5_000,
  delivery: {
    timeoutMs: 10_000,
    retryInitialMs: 2_000,
    retryAfterMaxSec: 60,
    connectionsPerOrigin: 16,
    autoDisableFailures: 0,
    autoDisableMinSpanMs: 0,
  },
};

/**
 * A Temporal client that records starts; `refuse(workflowId)` decides which ones fail and how. Each start answers
 * once `answer` resolves (at once by default), so a test can hold a start in flight.
 */
function fakeTemporal(refuse: (workflowId: string) => Error | null = () => null, answer = Promise.resolve()) {
  const starts: Start[] = [];
  /** Every start asked for, refused or not: [workflow id, delivery id]. */
  const tried: [string, string][] = [];
  const client: DispatcherDeps['client'] = {
    withDeadline: (_deadline, fn) => fn(),
    workflow: {
      start: (async (
        workflowType: string,
        opts: { workflowId: string; args: [DeliveryWorkflowInput]; workflowIdReusePolicy: unknown },
      ) => {
        tried.push([opts.workflowId, opts.args[0].deliveryId]);
        await answer;
        const refusal = refuse(opts.workflowId);
        if (refusal) throw refusal;
        starts.push({
          workflowType,
          workflowId: opts.workflowId,
          input: opts.args[0],
          idReusePolicy: opts.workflowIdReusePolicy,
        });
        return { workflowId: opts.workflowId };
      }) as never,
    },
  };
  return { client, starts, tried };
}

let store: MemoryDispatchStore;
beforeEach(() => {
  store = new MemoryDispatchStore();
});

function recordEvent(channelIds: string[], createdAt = new Date(NOW)): IncidentEventDoc {
  const event: IncidentEventDoc = {
    _id: 'e-1',
    org_id: 'o-1',
    incident_id: 'i-1',
    monitor_id: 'm-1',
    type: 'incident.opened',
    occurred_at: createdAt,
    payload: { monitor: { name: 'api' } },
    seq: 0,
    dedupe_key: 'i-1:0',
    channel_id: null,
    fanout_done: false,
    created_at: createdAt,
    updated_at: createdAt,
  };
  store.events.set(event._id, event);
  store.routes.set(
    event._id,
    channelIds.map((id) => ({ _id: id, name: `channel ${id}` })),
  );
  return event;
}

function dispatcherWith(client: DispatcherDeps['client'], log: Logger = silentLogger) {
  return createDispatcher({ config, log, client, store, now: () => NOW });
}

/** A promise and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A logger that keeps its warnings. */
function warningLog(): { log: Logger; warnings: [string, Record<string, unknown> | undefined][] } {
  const warnings: [string, Record<string, unknown> | undefined][] = [];
  return { log: { ...silentLogger, warn: (msg, fields) => warnings.push([msg, fields]) }, warnings };
}

/** Lets every callback already queued run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('inserts the M deliveries in one batch, starts M workflows and marks the fan-out done', async () => {
  recordEvent(['c-1', 'c-2', 'c-3']);
  const temporal = fakeTemporal();
  await dispatcherWith(temporal.client).dispatchEvent('e-1');

  expect(store.insertBatches).toHaveLength(1);
  expect(store.insertBatches[0].map((d) => [d.channel_id, d.status, d.workflow_id])).toEqual([
    ['c-1', 'pending', 'delivery:e-1:c-1'],
    ['c-2', 'pending', 'delivery:e-1:c-2'],
    ['c-3', 'pending', 'delivery:e-1:c-3'],
  ]);
  expect(temporal.starts.map((s) => s.workflowId).sort()).toEqual([
    'delivery:e-1:c-1',
    'delivery:e-1:c-2',
    'delivery:e-1:c-3',
  ]);
  const byChannel = new Map(store.insertBatches[0].map((d) => [d.channel_id, d._id]));
  for (const s of temporal.starts) {
    expect(s.workflowType).toBe('deliveryWorkflow');
    expect(s.idReusePolicy).toBe(WorkflowIdReusePolicy.REJECT_DUPLICATE);
    expect(s.input).toMatchObject({ eventId: 'e-1', orgId: 'o-1', deliveryId: byChannel.get(s.input.channelId) });
  }
  expect(store.fanoutMarks).toEqual(['e-1']);
});

it('a repeated dispatch whose inserts are duplicates reads the deliveries back and still starts them', async () => {
  recordEvent(['c-1', 'c-2']);
  const earlier: DeliveryDoc = {
    _id: '0190a000-0000-7000-8000-000000000001',
    org_id: 'o-1',
    event_id: 'e-1',
    event_type: 'incident.opened',
    incident_id: 'i-1',
    monitor_id: 'm-1',
    channel_id: 'c-1',
    status: 'pending',
    workflow_id: 'delivery:e-1:c-1',
    resend_of: null,
    resend_key: null,
    last_attempt: null,
    completed_at: null,
    created_at: new Date(NOW - 1_000),
    updated_at: new Date(NOW - 1_000),
  };
  store.deliveries.set(earlier._id, earlier);
  const temporal = fakeTemporal((id) =>
    id === 'delivery:e-1:c-1' ? new WorkflowExecutionAlreadyStartedError('started', id, 'deliveryWorkflow') : null,
  );
  await dispatcherWith(temporal.client).dispatchEvent('e-1');

  expect(store.insertBatches).toHaveLength(1);
  expect(store.deliveries.size).toBe(2);
  // Both are started with the stored ids: the earlier one's start is "already started" (a no-op), the other runs.
  const fresh = (await store.readEventDeliveries('e-1')).find((d) => d.channel_id === 'c-2')!;
  expect(temporal.tried.sort()).toEqual([
    ['delivery:e-1:c-1', earlier._id],
    ['delivery:e-1:c-2', fresh._id],
  ]);
  expect(temporal.starts.map((s) => s.workflowId)).toEqual(['delivery:e-1:c-2']);
  expect(store.fanoutMarks).toEqual(['e-1']);
});

it('a start that fails leaves the fan-out unmarked; the recovery sweep finishes it', async () => {
  recordEvent(['c-1', 'c-2']);
  const outage = fakeTemporal((id) => (id === 'delivery:e-1:c-2' ? new Error('Temporal unreachable') : null));
  await expect(dispatcherWith(outage.client).dispatchEvent('e-1')).rejects.toThrow('Temporal unreachable');
  expect(outage.starts.map((s) => s.workflowId)).toEqual(['delivery:e-1:c-1']);
  expect(store.fanoutMarks).toEqual([]);
  expect(await store.findUnfinishedEvents(new Date(NOW + 1), 100)).toHaveLength(1);

  const online = fakeTemporal((id) =>
    id === 'delivery:e-1:c-1' ? new WorkflowExecutionAlreadyStartedError('started', id, 'deliveryWorkflow') : null,
  );
  await dispatcherWith(online.client).dispatchEvent('e-1');
  expect(online.starts.map((s) => s.workflowId)).toEqual(['delivery:e-1:c-2']);
  expect(store.deliveries.size).toBe(2);
  expect(store.fanoutMarks).toEqual(['e-1']);
  expect(await store.findUnfinishedEvents(new Date(NOW + 1), 100)).toEqual([]);
});

it('an auto-disabled channel gets a skipped delivery and no workflow', async () => {
  recordEvent(['c-1', 'c-2']);
  store.autoDisabled.add('c-2');
  const temporal = fakeTemporal();
  await dispatcherWith(temporal.client).dispatchEvent('e-1');
  expect(store.insertBatches[0].map((d) => [d.channel_id, d.status])).toEqual([
    ['c-1', 'pending'],
    ['c-2', 'skipped'],
  ]);
  expect(temporal.starts.map((s) => s.workflowId)).toEqual(['delivery:e-1:c-1']);
  expect(store.fanoutMarks).toEqual(['e-1']);
});

it('a fan-out given its routing read ahead writes and starts without reading it again', async () => {
  recordEvent(['c-1']); // the store's routing now: one channel
  const temporal = fakeTemporal();
  const dispatcher = dispatcherWith(temporal.client);
  const ahead = {
    channels: [
      { _id: 'c-2', name: 'ops' },
      { _id: 'c-3', name: 'off' },
    ],
    skipped: new Set(['c-3']),
  };
  await dispatcher.dispatchEvent(store.events.get('e-1')!, undefined, Promise.resolve(ahead));
  expect(store.insertBatches[0].map((d) => [d.channel_id, d.status])).toEqual([
    ['c-2', 'pending'],
    ['c-3', 'skipped'],
  ]);
  expect(temporal.starts.map((s) => s.workflowId)).toEqual(['delivery:e-1:c-2']);
});

it('a routing read ahead that failed is read again by the fan-out', async () => {
  recordEvent(['c-1']);
  const temporal = fakeTemporal();
  const failed = Promise.reject(new Error('store unreachable'));
  await dispatcherWith(temporal.client).dispatchEvent('e-1', undefined, failed);
  expect(temporal.starts.map((s) => s.workflowId)).toEqual(['delivery:e-1:c-1']);
  expect(store.fanoutMarks).toEqual(['e-1']);
});

it('route() reads the channels, the auto-disabled among them, and files their deliveries in the log', async () => {
  recordEvent(['c-1', 'c-2']);
  store.autoDisabled.add('c-2');
  const routing = await dispatcherWith(fakeTemporal().client).route({ ...store.events.get('e-1')! });
  expect(routing.channels.map((c) => c._id)).toEqual(['c-1', 'c-2']);
  expect([...routing.skipped]).toEqual(['c-2']);
  // The log's directory entries go by the deliveries' incident, channel, monitor and hour: recorded before them.
  expect(store.filed.map((ds) => ds.map((d) => [d.incident_id, d.channel_id, d.monitor_id]))).toEqual([
    [
      ['i-1', 'c-1', 'm-1'],
      ['i-1', 'c-2', 'm-1'],
    ],
  ]);
  expect(store.insertBatches).toEqual([]);
});

it("routes by the monitor's channel list held in memory, without reading the monitor", async () => {
  recordEvent(['c-1', 'c-2']); // what the store routes to among the listed channels
  store.autoDisabled.add('c-2');
  store.autoDisabled.add('c-9'); // listed, not routed (say disabled): no delivery at all
  const dispatcher = createDispatcher({
    config,
    log: silentLogger,
    client: fakeTemporal().client,
    store,
    now: () => NOW,
    monitorChannels: (id) => (id === 'm-1' ? { org_id: 'o-1', channel_ids: ['c-1', 'c-2', 'c-9'] } : undefined),
  });
  const routing = await dispatcher.route(store.events.get('e-1')!);
  expect(store.routedWith).toEqual([['c-1', 'c-2', 'c-9']]);
  expect(routing.channels.map((c) => c._id)).toEqual(['c-1', 'c-2']);
  expect([...routing.skipped]).toEqual(['c-2']);
  expect(store.filed.map((ds) => ds.map((d) => d.channel_id))).toEqual([['c-1', 'c-2', 'c-9']]);
});

it("reads the monitor's channels when the org held in memory is not the event's", async () => {
  recordEvent(['c-1']);
  const dispatcher = createDispatcher({
    config,
    log: silentLogger,
    client: fakeTemporal().client,
    store,
    now: () => NOW,
    monitorChannels: () => ({ org_id: 'o-2', channel_ids: ['c-7'] }),
  });
  await dispatcher.dispatchEvent('e-1');
  expect(store.routedWith).toEqual([undefined]);
  expect(store.insertBatches[0].map((d) => d.channel_id)).toEqual(['c-1']);
});

it("routes an escalation by its step's channels, not by the monitor's list held in memory", async () => {
  const event = recordEvent(['c-5']);
  store.events.set('e-1', { ...event, type: 'incident.escalated', channel_ids: ['c-5'] });
  store.autoDisabled.add('c-5');
  const dispatcher = createDispatcher({
    config,
    log: silentLogger,
    client: fakeTemporal().client,
    store,
    now: () => NOW,
    monitorChannels: () => ({ org_id: 'o-1', channel_ids: ['c-1'] }),
  });
  const routing = await dispatcher.route(store.events.get('e-1')!);
  expect(store.routedWith).toEqual([undefined]);
  expect([...routing.skipped]).toEqual(['c-5']);
});

describe('sendTest', () => {
  beforeEach(() => {
    const at = new Date(NOW);
    store.orgs.set('o-1', { _id: 'o-1', name: 'Acme', slug: 'acme', created_at: at, updated_at: at });
    store.channels.set('c-1', { _id: 'c-1', name: 'ops', org_id: 'o-1' });
  });

  it('records a test event and delivers it through the same three steps', async () => {
    const temporal = fakeTemporal();
    const dispatcher = dispatcherWith(temporal.client);
    const sent = await dispatcher.sendTest('o-1', 'c-1');
    await dispatcher.stop();
    const [event] = store.events.values();
    expect(event).toMatchObject({ type: 'test', org_id: 'o-1', channel_id: 'c-1', dedupe_key: `test:${event._id}` });
    expect(sent).toEqual({
      delivery_id: store.insertBatches[0][0]._id,
      workflow_id: `delivery:${event._id}:c-1`,
    });
    expect(temporal.starts).toEqual([expect.objectContaining({ workflowId: sent.workflow_id })]);
    expect(store.fanoutMarks).toEqual([event._id]);
  });

  it('records and sends one test alert when its request runs again after an outage cut it off', async () => {
    const temporal = fakeTemporal();
    const dispatcher = dispatcherWith(temporal.client);
    const insertDeliveries = store.insertDeliveries.bind(store);
    store.insertDeliveries = async () => {
      store.insertDeliveries = insertDeliveries; // the database is back for the retry
      throw Object.assign(new Error('connection reset'), { name: 'MongoNetworkError' });
    };
    await expect(dispatcher.sendTest('o-1', 'c-1', 'e-test')).rejects.toThrow('connection reset');
    const sent = await dispatcher.sendTest('o-1', 'c-1', 'e-test');
    await dispatcher.stop();
    expect([...store.events.keys()]).toEqual(['e-test']);
    expect([...store.deliveries.values()].map((d) => d._id)).toEqual([sent.delivery_id]);
    expect(sent.workflow_id).toBe('delivery:e-test:c-1');
    expect(temporal.starts.map((s) => s.workflowId)).toEqual([sent.workflow_id]);
  });

  it('does not take over an event of another kind that holds the id', async () => {
    store.events.set('e-other', { ...store.events.get('e-other')!, _id: 'e-other', type: 'incident.opened' } as never);
    const dispatcher = dispatcherWith(fakeTemporal().client);
    await expect(dispatcher.sendTest('o-1', 'c-1', 'e-other')).rejects.toMatchObject({ code: 11000 });
    expect(store.deliveries.size).toBe(0);
  });

  it("refuses another org's channel", async () => {
    store.orgs.set('o-2', { ...store.orgs.get('o-1')!, _id: 'o-2' });
    const temporal = fakeTemporal();
    await expect(dispatcherWith(temporal.client).sendTest('o-2', 'c-1')).rejects.toBeInstanceOf(NotFoundError);
    expect(store.events.size).toBe(0);
    expect(temporal.starts).toEqual([]);
  });

  it('answers once the delivery is recorded, before its workflow start has answered', async () => {
    const start = gate();
    const temporal = fakeTemporal(() => null, start.opened);
    const dispatcher = dispatcherWith(temporal.client);
    const sent = await dispatcher.sendTest('o-1', 'c-1');

    expect(store.deliveries.get(sent.delivery_id)).toMatchObject({ status: 'pending', workflow_id: sent.workflow_id });
    expect(temporal.tried).toEqual([[sent.workflow_id, sent.delivery_id]]);
    expect(temporal.starts).toEqual([]);
    expect(store.fanoutMarks).toEqual([]);

    start.open();
    await dispatcher.stop();
    expect(temporal.starts.map((s) => s.workflowId)).toEqual([sent.workflow_id]);
    expect(store.fanoutMarks).toEqual([[...store.events.keys()][0]]);
  });

  it('a start that fails after the answer is logged, never rejected, and left for the sweep', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const start = gate();
      const outage = fakeTemporal(() => new Error('Temporal unreachable'), start.opened);
      const { log, warnings } = warningLog();
      const dispatcher = dispatcherWith(outage.client, log);
      const sent = await dispatcher.sendTest('o-1', 'c-1');
      start.open();
      await dispatcher.stop();
      await settle();

      expect(unhandled).toEqual([]);
      expect(warnings).toEqual([
        ['test delivery start deferred', { delivery_id: sent.delivery_id, error: 'Temporal unreachable' }],
      ]);
      expect(store.deliveries.get(sent.delivery_id)).toMatchObject({ status: 'pending' });
      expect(store.fanoutMarks).toEqual([]);
      const [unfinished] = await store.findUnfinishedEvents(new Date(NOW + 1), 100);
      expect(unfinished).toMatchObject({ type: 'test', channel_id: 'c-1' });

      // The sweep's repeat starts the recorded delivery under the same ids and marks the fan-out done.
      const online = fakeTemporal();
      await dispatcherWith(online.client).dispatchEvent(unfinished._id);
      expect(online.tried).toEqual([[sent.workflow_id, sent.delivery_id]]);
      expect(store.deliveries.size).toBe(1);
      expect(store.fanoutMarks).toEqual([unfinished._id]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('stop waits for the starts under way; a test alert answered during the stop is started first', async () => {
    const start = gate();
    const temporal = fakeTemporal(() => null, start.opened);
    const dispatcher = dispatcherWith(temporal.client);
    const first = await dispatcher.sendTest('o-1', 'c-1');
    let stopped = false;
    const stopping = dispatcher.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);

    start.open();
    await stopping;
    expect(temporal.starts.map((s) => s.workflowId)).toEqual([first.workflow_id]);
    expect(store.fanoutMarks).toHaveLength(1);

    const during = await dispatcher.sendTest('o-1', 'c-1');
    expect(temporal.starts.map((s) => s.workflowId)).toEqual([first.workflow_id, during.workflow_id]);
    expect(store.fanoutMarks).toHaveLength(2);
  });

  it('stop gives up on a start that does not answer within its bound, leaving it to the sweep', async () => {
    const temporal = fakeTemporal(() => null, gate().opened);
    const { log, warnings } = warningLog();
    const dispatcher = dispatcherWith(temporal.client, log);
    await dispatcher.sendTest('o-1', 'c-1');
    await dispatcher.stop(20);
    expect(warnings).toEqual([['test delivery starts left to the recovery sweep', { count: 1 }]]);
    expect(store.fanoutMarks).toEqual([]);
  });

  it('keeps the recorded test delivery when Temporal is down, for the sweep to start', async () => {
    const outage = fakeTemporal(() => new Error('Temporal unreachable'));
    const dispatcher = dispatcherWith(outage.client);
    const sent = await dispatcher.sendTest('o-1', 'c-1');
    await dispatcher.stop();
    expect(outage.tried).toEqual([[sent.workflow_id, sent.delivery_id]]);
    expect(store.deliveries.get(sent.delivery_id)).toMatchObject({ status: 'pending' });
    expect(store.fanoutMarks).toEqual([]);
  });
});
