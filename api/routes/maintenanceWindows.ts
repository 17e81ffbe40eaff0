/** Maintenance windows: CRUD. While one is active its monitors show `status: "maintenance"` and open no incident. */
import { ListQuery, listOf } from '../contract/common';
import {
  CreateMaintenanceWindowBody,
  MaintenanceWindowOut,
  presentMaintenanceWindow,
  UpdateMaintenanceWindowBody,
} from '../contract/maintenanceWindows';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import type { AppDeps } from '../deps';
import { route } from '../routing/route';

const tag = 'Maintenance windows';
const PATH = '/api/v1/maintenance-windows';
const present = (deps: AppDeps) => {
  const now = deps.services.now();
  return (w: Parameters<typeof presentMaintenanceWindow>[0]) => presentMaintenanceWindow(w, now);
};

export const MAINTENANCE_ROUTES = [
  route({
    name: 'maintenanceWindows.list',
    methods: ['get'],
    path: PATH,
    auth: 'org',
    query: ListQuery,
    doc: {
      summary: 'List maintenance windows, newest first',
      tag,
      responses: { 200: ok(listOf(MaintenanceWindowOut)) },
    },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      ctx.body = toListBody(await deps.services.maintenance.list(auth.orgId, page), page, present(deps));
    },
  }),
  route({
    name: 'maintenanceWindows.create',
    methods: ['post'],
    path: PATH,
    auth: 'org',
    body: CreateMaintenanceWindowBody,
    doc: {
      summary: 'Create a maintenance window (optionally repeated by an RFC 5545 rrule)',
      tag,
      responses: { 201: ok(MaintenanceWindowOut, 'Created') },
    },
    async handle({ ctx, deps, auth, body }) {
      ctx.status = 201;
      ctx.body = present(deps)(await deps.services.maintenance.create(auth.orgId, body));
    },
  }),
  route({
    name: 'maintenanceWindows.get',
    methods: ['get'],
    path: `${PATH}/:id`,
    auth: 'org',
    doc: { summary: 'Get a maintenance window', tag, responses: { 200: ok(MaintenanceWindowOut) } },
    async handle({ ctx, deps, auth, params }) {
      ctx.body = present(deps)(await deps.services.maintenance.get(auth.orgId, params.id));
    },
  }),
  route({
    name: 'maintenanceWindows.update',
    methods: ['patch'],
    path: `${PATH}/:id`,
    auth: 'org',
    body: UpdateMaintenanceWindowBody,
    doc: { summary: 'Update a maintenance window', tag, responses: { 200: ok(MaintenanceWindowOut) } },
    async handle({ ctx, deps, auth, params, body }) {
      ctx.body = present(deps)(await deps.services.maintenance.update(auth.orgId, params.id, body));
    },
  }),
  route({
    name: 'maintenanceWindows.delete',
    methods: ['delete'],
    path: `${PATH}/:id`,
    auth: 'org',
    doc: { summary: 'Delete a maintenance window', tag, responses: { 204: NO_CONTENT } },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.maintenance.remove(auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
];
