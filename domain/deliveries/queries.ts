/** Read side of deliveries (one per incident event and channel), scoped by org. */
import { NotFoundError } from '../errors';
import { Delivery, type DeliveryDoc, type DeliveryStatus } from '../models/delivery';
import { iso } from '../time';
import { windowQuery, type PageWindow } from '../validation/pageWindow';

export interface DeliveryFilter {
  incident_id?: string;
  channel_id?: string;
  status?: DeliveryStatus;
}

export async function listDeliveries(orgId: string, filter: DeliveryFilter, page: PageWindow): Promise<DeliveryDoc[]> {
  const w = windowQuery(page);
  const q = {
    org_id: orgId, ...(filter.incident_id && { incident_id: filter.incident_id }),
    ...(filter.channel_id && { channel_id: filter.channel_id }), ...(filter.status && { status: filter.status }), ...w.filter,
  };
  return Delivery.find(q).sort({ _id: -1 }).limit(w.fetch).lean<DeliveryDoc[]>();
}

export async function getDelivery(orgId: string, id: string): Promise<DeliveryDoc> {
  const doc = await Delivery.findOne({ _id: id, org_id: orgId }).lean<DeliveryDoc>();
  if (!doc) throw new NotFoundError('Delivery not found.');
  return doc;
}

export function presentDelivery(d: DeliveryDoc) {
  return {
    id: d._id, event_id: d.event_id, event_type: d.event_type, incident_id: d.incident_id ?? null, monitor_id: d.monitor_id,
    channel_id: d.channel_id, status: d.status, workflow_id: d.workflow_id,
    attempts: (d.attempts ?? []).map((a) => ({
      n: a.n, at: iso(a.at)!, duration_ms: a.duration_ms, status_code: a.status_code ?? null,
      error_class: a.error_class ?? null, error_message: a.error_message ?? null, response_body: a.response_body ?? null,
    })),
    completed_at: iso(d.completed_at), created_at: iso(d.created_at)!, updated_at: iso(d.updated_at)!,
  };
}
