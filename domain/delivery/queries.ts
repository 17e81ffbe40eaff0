/**
 * Read side of deliveries (one per incident event and channel), scoped by org. A delivery is assembled from its
 * document (written by the dispatcher, settled by its workflow) and its attempt records; see `view.ts`.
 */
import { NotFoundError } from '../errors';
import { Delivery, type DeliveryDoc, type DeliveryStatus } from '../models/delivery';
import { windowQuery, type PageWindow } from '../pageWindow';
import { assembleDeliveries, type DeliveryView } from './view';

export interface DeliveryFilter {
  incident_id?: string;
  channel_id?: string;
  status?: DeliveryStatus;
}

/** Unsettled documents read per round when filtering on `pending` / `delivering`, and rounds at most. */
const UNSETTLED_ROUNDS = 20;

export async function listDeliveries(orgId: string, filter: DeliveryFilter, page: PageWindow): Promise<DeliveryView[]> {
  const w = windowQuery(page);
  const base = {
    org_id: orgId,
    ...(filter.incident_id && { incident_id: filter.incident_id }),
    ...(filter.channel_id && { channel_id: filter.channel_id }),
  };
  if (filter.status === 'pending' || filter.status === 'delivering')
    return listUnsettled(base, filter.status, w.fetch, page.before);
  const q = { ...base, ...(filter.status && { status: filter.status }), ...w.filter };
  return assembleDeliveries(await Delivery.find(q).sort({ _id: -1 }).limit(w.fetch).lean<DeliveryDoc[]>());
}

/**
 * `pending` and `delivering` are both stored as unsettled and told apart by their attempt records, so the page is
 * filled from unsettled documents in rounds (unsettled deliveries are the few in flight).
 */
async function listUnsettled(
  base: Record<string, unknown>,
  status: DeliveryStatus,
  fetch: number,
  before?: string,
): Promise<DeliveryView[]> {
  const out: DeliveryView[] = [];
  let cursor = before;
  for (let round = 0; round < UNSETTLED_ROUNDS && out.length < fetch; round++) {
    const q = {
      ...base,
      status: { $in: ['pending', 'delivering'] },
      ...(cursor !== undefined && { _id: { $lt: cursor } }),
    };
    const batch = await Delivery.find(q).sort({ _id: -1 }).limit(fetch).lean<DeliveryDoc[]>();
    out.push(...(await assembleDeliveries(batch)).filter((d) => d.status === status));
    if (batch.length < fetch) break;
    cursor = batch[batch.length - 1]._id;
  }
  return out.slice(0, fetch);
}

export async function getDelivery(orgId: string, id: string): Promise<DeliveryView> {
  const doc = await Delivery.findById(id).lean<DeliveryDoc>();
  if (!doc || doc.org_id !== orgId) throw new NotFoundError('Delivery not found.');
  return (await assembleDeliveries([doc]))[0];
}

/** Every delivery of an incident's events, oldest first. */
export async function listIncidentDeliveries(orgId: string, incidentId: string): Promise<DeliveryView[]> {
  return assembleDeliveries(
    await Delivery.find({ org_id: orgId, incident_id: incidentId }).sort({ _id: 1 }).limit(5000).lean<DeliveryDoc[]>(),
  );
}
