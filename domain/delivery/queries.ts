/**
 * Read side of deliveries (one per incident event and channel), scoped by org. A delivery is assembled from its
 * document (written by the dispatcher, settled by its workflow) and its attempt records; see `view.ts`.
 */
import { NotFoundError } from '../errors';
import type { DeliveryStatus } from '../models/delivery';
import { windowQuery, type PageWindow } from '../pageWindow';
import type { DeliveryLogFilter } from './log/buckets';
import type { DeliveryReads } from './stores';
import { DELIVERY_MAX_ATTEMPTS } from './retryPolicy';
import { assembleDeliveries, type DeliveryView } from './view';

export interface DeliveryFilter {
  incident_id?: string;
  channel_id?: string;
  monitor_id?: string;
  event_type?: string;
  status?: DeliveryStatus;
  since?: Date;
  until?: Date;
}

/** Unsettled documents read per round when filtering on `pending` / `delivering`, and rounds at most. */
const UNSETTLED_ROUNDS = 20;
const INCIDENT_DELIVERIES_MAX = 5000;

/** The delivery reads on a store; built once per process (`services.deliveries`). */
export function createDeliveryQueries(store: DeliveryReads) {
  const assemble = (docs: Parameters<typeof assembleDeliveries>[0]) => assembleDeliveries(docs, store.readAttempts);

  /**
   * `pending` and `delivering` are both stored as unsettled and told apart by their attempt records, so the page is
   * filled from unsettled documents in rounds (unsettled deliveries are the few in flight).
   */
  async function listUnsettled(
    base: Omit<DeliveryLogFilter, 'status'>,
    status: DeliveryStatus,
    fetch: number,
    before?: string,
  ): Promise<DeliveryView[]> {
    const out: DeliveryView[] = [];
    let cursor = before;
    for (let round = 0; round < UNSETTLED_ROUNDS && out.length < fetch; round++) {
      const batch = await store.listDeliveries({ ...base, status: ['pending', 'delivering'] }, cursor, fetch);
      out.push(...(await assemble(batch)).filter((d) => d.status === status));
      if (batch.length < fetch) break;
      cursor = batch[batch.length - 1]._id;
    }
    return out.slice(0, fetch);
  }

  return {
    async listDeliveries(orgId: string, filter: DeliveryFilter, page: PageWindow): Promise<DeliveryView[]> {
      const { fetch } = windowQuery(page);
      const { status, ...rest } = filter;
      const base = { org_id: orgId, ...definedFields(rest) };
      if (status === 'pending' || status === 'delivering') return listUnsettled(base, status, fetch, page.before);
      return assemble(await store.listDeliveries({ ...base, status }, page.before, fetch));
    },

    /** The document and every attempt record read at once (one round trip); another org's are read but never shown. */
    async getDelivery(orgId: string, id: string): Promise<DeliveryView> {
      const [doc, attempts] = await Promise.all([
        store.readDelivery(id),
        store.readAttempts(id, DELIVERY_MAX_ATTEMPTS),
      ]);
      if (!doc || doc.org_id !== orgId) throw new NotFoundError('Delivery not found.');
      const upTo = async (_: string, n: number) => attempts.filter((a) => a.n <= n);
      return (await assembleDeliveries([doc], upTo))[0];
    },

    /** Every delivery of an incident's events, oldest first. */
    async listIncidentDeliveries(orgId: string, incidentId: string): Promise<DeliveryView[]> {
      return assemble(await store.listIncidentDeliveries(orgId, incidentId, INCIDENT_DELIVERIES_MAX));
    },
  };
}

function definedFields<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

export type DeliveryQueries = ReturnType<typeof createDeliveryQueries>;
