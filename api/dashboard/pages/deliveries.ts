/**
 * Delivery operations: failed deliveries overall or of one channel (`/app/deliveries?channel_id=`; the API's other
 * filters too: `incident_id`, `monitor_id`, `event_type`, `since`, `until`), Resend on a
 * delivery and Recover on a channel. Both are the API's own operations (`POST /api/v1/deliveries/:id/resend`,
 * `POST /api/v1/channels/:id/recover`), through the same services.
 */
import { z } from 'zod';
import { ownValue } from '../../../domain/ownKeys';
import { DeliveryListQuery, deliveryFilterOf, presentDelivery } from '../../contract/incidents';
import { parseInput } from '../../contract/parse';
import { pageOf, toListBody } from '../../contract/pagination';
import { readId } from '../../requestInput';
import { presentDeliveryView } from '../deliveryView';
import { filledQuery } from '../forms';
import { action, page, seeOther, type Dashboard } from '../routing';

const PAGE_SIZE = 50;
const HOUR_MS = 3_600_000;

/** The API's list filters (`DeliveryListQuery`) beside the page's own: `status` failed (the default) or all. */
const DeliveriesQuery = DeliveryListQuery.omit({ limit: true, status: true })
  .extend({ status: z.enum(['failed', 'all']).optional(), done: z.string().optional() })
  .strip();

/** Recover windows offered on a channel's page; 7 days is the API's limit (a minute less, so it is never over). */
export const RECOVER_WINDOWS: Record<string, { label: string; ms: number }> = {
  '1h': { label: 'the last hour', ms: HOUR_MS },
  '24h': { label: 'the last 24 hours', ms: 24 * HOUR_MS },
  '7d': { label: 'the last 7 days', ms: 7 * 24 * HOUR_MS - 60_000 },
};

export function registerDeliveryPages(d: Dashboard): void {
  const { config, services } = d.deps;
  const { channels, deliveries } = services;

  page(d, 'deliveries', '/app/deliveries', async (ctx, user) => {
    const query = filledQuery(ctx);
    const { status = 'failed', cursor, done, ...filters } = parseInput(DeliveriesQuery, query, 'query');
    const { channel_id } = filters;
    const window = pageOf({ limit: PAGE_SIZE, cursor });
    const filter = { ...deliveryFilterOf(filters), status: status === 'failed' ? ('failed' as const) : undefined };
    const list = toListBody(await deliveries.listDeliveries(user.orgId, filter, window), window, presentDelivery);
    const all = await channels.list(user.orgId, { limit: 1000 });
    const names = new Map(all.map((c) => [c._id, c.name]));
    const channelName = channel_id ? (names.get(channel_id) ?? 'a deleted channel') : null;
    const heading = `${status === 'failed' ? 'Failed deliveries' : 'Deliveries'}${channelName ? ` to ${channelName}` : ''}`;
    const here = { ...definedOnly(filters), ...(status === 'all' && { status }) };
    d.render.page(ctx, 'deliveries', user.layout(heading, 'deliveries'), {
      heading,
      channel: channel_id ? { id: channel_id, name: channelName } : null,
      channels: all.map((c) => ({ id: c._id, name: c.name, selected: c._id === channel_id })),
      statuses: [
        { value: 'failed', label: 'Failed', selected: status === 'failed' },
        { value: 'all', label: 'All', selected: status === 'all' },
      ],
      deliveries: list.data.map((dl) => presentDeliveryView(config, dl, names)),
      older: list.next_cursor ? `/app/deliveries?${new URLSearchParams({ ...here, cursor: list.next_cursor })}` : null,
      notice: done === 'resent' ? 'Resent: the new delivery is at the top of the list.' : undefined,
    });
  });

  action(d, 'deliveryResend', '/app/deliveries/:id/resend', async (ctx, user) => {
    const resent = await services.resends.resend(user.orgId, readId(ctx));
    const { channel_id } = await deliveries.getDelivery(user.orgId, resent.delivery_id);
    seeOther(ctx, `/app/deliveries?${new URLSearchParams({ channel_id, status: 'all', done: 'resent' })}`);
  });

  action(d, 'channelRecover', '/app/channels/:id/recover', async (ctx, user, form) => {
    const id = readId(ctx);
    const window = ownValue(RECOVER_WINDOWS, form.get('window') ?? '') ?? RECOVER_WINDOWS['24h'];
    const { count } = await services.recover(user.orgId, id, new Date(services.now() - window.ms));
    seeOther(ctx, `/app/channels/${id}?done=recovered&count=${count}`);
  });
}

function definedOnly(o: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] !== undefined));
}
