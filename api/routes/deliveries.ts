/** Routes of deliveries: list and read with their attempts, resend one, recover a channel's failures. */
import { listOf } from '../contract/common';
import { RecoverBody, RecoverOut, ResentOut } from '../contract/deliveryOps';
import { DeliveryListQuery, DeliveryOut, deliveryFilterOf, presentDelivery } from '../contract/incidents';
import { pageOf, toListBody } from '../contract/pagination';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

const tag = 'Deliveries';

/**
 * Deliveries (one per incident event and channel) with their attempts and Temporal workflow id, and their
 * operation: resend one, recover a channel's failures since an outage. Both are ordinary writes.
 */
export const DELIVERY_ROUTES = [
  route({
    name: 'deliveries.list',
    methods: ['get'],
    path: '/api/v1/deliveries',
    auth: 'org',
    query: DeliveryListQuery,
    doc: {
      summary: 'List deliveries, newest first; the filters combine',
      tag,
      responses: { 200: ok(listOf(DeliveryOut)) },
    },
    async handle({ ctx, deps, auth, query }) {
      const { limit, cursor, ...filter } = query;
      const page = pageOf({ limit, cursor });
      const rows = await deps.services.deliveries.listDeliveries(auth.orgId, deliveryFilterOf(filter), page);
      ctx.body = toListBody(rows, page, presentDelivery);
    },
  }),
  route({
    name: 'deliveries.get',
    methods: ['get'],
    path: '/api/v1/deliveries/:id',
    auth: 'org',
    doc: { summary: 'A delivery with its attempts', tag, responses: { 200: ok(DeliveryOut) } },
    async handle({ ctx, deps, auth, params }) {
      ctx.body = presentDelivery(await deps.services.deliveries.getDelivery(auth.orgId, params.id));
    },
  }),
  route({
    name: 'deliveries.resend',
    methods: ['post'],
    path: '/api/v1/deliveries/:id/resend',
    auth: 'org',
    doc: {
      summary: "Send the delivery's event again to its channel, as a new delivery (`resend_of` set)",
      tag,
      errors: { 409: 'The delivery is still in flight, or its channel is disabled or deleted' },
      responses: { 202: ok(ResentOut, 'Accepted; the new delivery is recorded and started') },
    },
    async handle({ ctx, deps, auth, params }) {
      ctx.status = 202;
      ctx.body = await deps.services.resends.resend(auth.orgId, params.id);
    },
  }),
  route({
    name: 'channels.recover',
    methods: ['post'],
    path: '/api/v1/channels/:id/recover',
    auth: 'org',
    body: RecoverBody,
    doc: {
      summary:
        'Resend every failed or skipped delivery of the channel since `since` (at most 7 days, 1,000 per call; idempotent per `since`)',
      tag: 'Channels',
      errors: { 409: 'The channel is disabled (PATCH enabled: true first)' },
      responses: { 202: ok(RecoverOut, 'Accepted; the resends are recorded and started') },
    },
    async handle({ ctx, deps, auth, params, body }) {
      ctx.status = 202;
      ctx.body = await deps.services.recover(auth.orgId, params.id, new Date(body.since));
    },
  }),
];
