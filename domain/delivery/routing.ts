/**
 * Where an event goes, read before its deliveries are inserted (the dispatcher's step 0, docs/delivery-engine.md):
 * routing by the monitor's channel list (held in memory by the API, else read), the auto-disabled among the routed
 * channels, and the delivery log's directory entries of the deliveries to come.
 */
import type { DeliveryDoc } from '../models/delivery';
import type { PlannedEvent, Routing } from './dispatcher.types';
import type { DispatchStore } from './stores';

/** The monitor's org and `channel_ids` as this process holds them; undefined: read from the store. */
export type MonitorChannels = (monitorId: string) => { org_id: string; channel_ids?: string[] | null } | undefined;

interface RouterDeps {
  store: Pick<DispatchStore, 'routeEvent' | 'autoDisabledAmong' | 'fileDeliveries'>;
  now: () => number;
  monitorChannels?: MonitorChannels;
  /** The delivery the dispatcher will insert for the event and the channel (its log entries are filed here). */
  newDelivery: (event: PlannedEvent, channelId: string, nowMs: number, skipped: boolean) => DeliveryDoc;
}

export function createRouter(deps: RouterDeps): (event: PlannedEvent) => Promise<Routing> {
  const { store } = deps;

  /**
   * The event's channels and, unless it is a test alert (explicitly requested: it goes out), the auto-disabled;
   * with the log entries of the deliveries it will have filed (their hour is now's; a later hour's are filed at
   * insert). When this process holds the monitor's channel list, the three reads go at once.
   */
  async function route(event: PlannedEvent): Promise<Routing> {
    // A test alert goes to its channel, an escalation to its step's: only the others go by the monitor's list.
    const byMonitor = event.type !== 'test' && event.type !== 'incident.escalated';
    const ids = byMonitor ? knownChannelIds(event) : undefined;
    if (ids) return routeAmong(event, ids);
    const channels = await store.routeEvent(event, ids);
    const skipped =
      event.type === 'test' ? new Set<string>() : await store.autoDisabledAmong(channels.map((c) => c._id));
    await fileAhead(
      event,
      channels.map((c) => c._id),
    );
    return { channels, skipped };
  }

  /**
   * Routing among the monitor's listed channels: which are enabled and subscribed, which auto-disabled, and their
   * log entries, all at once. A channel filed but not routed (disabled) only leaves an entry listing nothing.
   */
  async function routeAmong(event: PlannedEvent, ids: string[]): Promise<Routing> {
    const [channels, disabled] = await Promise.all([
      store.routeEvent(event, ids),
      store.autoDisabledAmong(ids),
      fileAhead(event, ids),
    ]);
    return { channels, skipped: new Set(channels.flatMap((c) => (disabled.has(c._id) ? [c._id] : []))) };
  }

  /** The monitor's `channel_ids` as this process holds them (null: every channel); undefined: to be read. */
  function knownChannelIds(event: PlannedEvent): string[] | null | undefined {
    const known = deps.monitorChannels?.(event.monitor_id);
    return known?.org_id === event.org_id ? (known.channel_ids ?? null) : undefined;
  }

  async function fileAhead(event: PlannedEvent, channelIds: string[]): Promise<void> {
    if (channelIds.length === 0) return;
    await store.fileDeliveries(channelIds.map((id) => deps.newDelivery(event, id, deps.now(), false)));
  }

  return route;
}
