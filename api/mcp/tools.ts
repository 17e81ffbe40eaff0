/**
 * The MCP tools: each one is a REST route of the route table (api/routes), named by its route. Input and
 * output schemas are that operation's own zod schemas (the ones the route validates with and the OpenAPI document
 * shows); the budget in each description comes from the rate-limit policy table.
 */
import type { Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { GLOBAL, READ_METHODS, type Budget } from '../rateLimit/policies';
import { ErrorBody, IdParams, PageLimit } from '../contract/common';
import { jsonSchema } from '../contract/openapi';
import { CHANNEL_ROUTES } from '../routes/channels';
import { DELIVERY_ROUTES } from '../routes/deliveries';
import { ESCALATION_POLICY_ROUTES } from '../routes/escalationPolicies';
import { INCIDENT_ROUTES } from '../routes/incidents';
import { MAINTENANCE_ROUTES } from '../routes/maintenanceWindows';
import { REGION_ROUTES } from '../routes/regions';
import { MONITOR_ROUTES } from '../routes/monitors';
import { REPORT_ROUTES } from '../routes/reports';
import type { Route } from '../routing/route';
import { portableSchema } from './portableSchema';

export interface McpTool {
  name: string;
  /** The REST route behind the tool. */
  route: string;
  method: 'GET' | 'POST';
  /** Koa path template (`/api/v1/monitors/:id`). */
  path: string;
  /** Where the arguments go: the `:id` path parameter, the query string, or the JSON body. */
  part: 'path' | 'query' | 'body';
  input: z.ZodType<Record<string, unknown>>;
  /** The route's rules beyond its body schema, reported with the schema's problems. */
  moreProblems?: Route['moreBodyProblems'];
  definition: Tool;
}

/** Reads change nothing and touch only this service. */
const READ: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };

/**
 * Writes. `idempotent`: a repeat with the same arguments changes nothing and sends nothing (pause and resume set a
 * state; acknowledge and resolve are one recorded event each, so a repeat is refused with `conflict` and sends no
 * webhook). `openWorld`: the tool reaches outside this service (a check of your target, a POST to your receiver).
 */
function write(o: { idempotent: boolean; destructive?: boolean; openWorld?: boolean }): ToolAnnotations {
  return {
    readOnlyHint: false,
    destructiveHint: o.destructive ?? false,
    idempotentHint: o.idempotent,
    openWorldHint: o.openWorld ?? false,
  };
}

const SPECS: { name: string; route: string; title: string; about: string; annotations: ToolAnnotations }[] = [
  {
    name: 'list_monitors',
    route: 'monitors.list',
    title: 'List monitors',
    about: 'Monitors of your workspace, newest first.',
    annotations: READ,
  },
  {
    name: 'get_monitor',
    route: 'monitors.get',
    title: 'Get a monitor',
    about: 'One monitor by id.',
    annotations: READ,
  },
  {
    name: 'get_monitor_uptime',
    route: 'monitors.uptime',
    title: "Get a monitor's uptime",
    about:
      'Uptime percentage, downtime (seconds inside incidents, an open one up to now; maintenance and paused time ' +
      'excluded), measured `since` the window start or the monitor creation when later, incident count and ' +
      'response-time p50/p95/p99 over `window` (24h, 7d, 30d, 90d; default 30d) or `from`/`to` (ISO 8601).',
    annotations: READ,
  },
  {
    name: 'list_regions',
    route: 'regions.list',
    title: 'List probing regions',
    about:
      'The six probing regions, each `active` (a prober heard from lately), `stale` or `never_seen`, with its ' +
      'probers, their last pull and how many checks they are behind. A monitor whose regions with an active ' +
      'prober are fewer than its down_quorum is `pending` with a `reason`.',
    annotations: READ,
  },
  {
    name: 'list_incidents',
    route: 'incidents.list',
    title: 'List incidents',
    about: 'Incidents (outages), newest first; filter by status and monitor_id.',
    annotations: READ,
  },
  {
    name: 'get_incident',
    route: 'incidents.get',
    title: 'Get an incident',
    about: 'One incident with its events and the delivery of each event to each channel.',
    annotations: READ,
  },
  {
    name: 'list_channels',
    route: 'channels.list',
    title: 'List channels',
    about: 'Alert channels of every type, newest first (never their secrets).',
    annotations: READ,
  },
  {
    name: 'get_channel',
    route: 'channels.get',
    title: 'Get a channel',
    about: 'One channel by id.',
    annotations: READ,
  },
  {
    name: 'list_deliveries',
    route: 'deliveries.list',
    title: 'List deliveries',
    about: 'Webhook deliveries with their attempts, newest first; filter by incident_id, channel_id and status.',
    annotations: READ,
  },
  {
    name: 'get_delivery',
    route: 'deliveries.get',
    title: 'Get a delivery',
    about: 'One delivery with its attempts and Temporal workflow id.',
    annotations: READ,
  },
  {
    name: 'create_monitor',
    route: 'monitors.create',
    title: 'Create a monitor',
    about:
      'Creates a monitor; the arguments are the REST create body. Its `warnings` say when its regions with an ' +
      'active prober cannot reach its down_quorum (accepted, but it could not be voted down).',
    annotations: write({ idempotent: false }),
  },
  {
    name: 'create_channel',
    route: 'channels.create',
    title: 'Create a channel',
    about:
      "Creates an alert channel; the arguments are the REST create body: `name`, `type` and that type's settings " +
      '(webhook: url, secret; slack, discord, teams: url; pagerduty: routing_key; email: to).',
    annotations: write({ idempotent: false }),
  },
  {
    name: 'list_maintenance_windows',
    route: 'maintenanceWindows.list',
    title: 'List maintenance windows',
    about: 'Maintenance windows, newest first, each with whether it is active now and its next occurrence.',
    annotations: READ,
  },
  {
    name: 'create_maintenance_window',
    route: 'maintenanceWindows.create',
    title: 'Create a maintenance window',
    about:
      'Plans maintenance: `name`, `starts_at`, `ends_at`, `monitor_ids` (null: every monitor) and an optional RFC ' +
      '5545 `rrule` to repeat it. While active, its monitors show status maintenance and no incident opens.',
    annotations: write({ idempotent: false }),
  },
  {
    name: 'list_escalation_policies',
    route: 'escalationPolicies.list',
    title: 'List escalation policies',
    about: 'Escalation policies of your workspace (who is told again while an incident stays open), newest first.',
    annotations: READ,
  },
  {
    name: 'create_escalation_policy',
    route: 'escalationPolicies.create',
    title: 'Create an escalation policy',
    about:
      'Creates an escalation policy: `name`, `steps` [{after_sec, channel_ids}] (after_sec counted from the opening, ' +
      'increasing), `repeat_every_sec` (null: once). A monitor uses it through `escalation_policy_id`.',
    annotations: write({ idempotent: false }),
  },
  {
    name: 'pause_monitor',
    route: 'monitors.pause',
    title: 'Pause a monitor',
    about: 'Stops its checks (and heartbeat-miss detection) until resumed.',
    annotations: write({ idempotent: true }),
  },
  {
    name: 'resume_monitor',
    route: 'monitors.resume',
    title: 'Resume a monitor',
    about: 'Restarts the checks of a paused monitor.',
    annotations: write({ idempotent: true }),
  },
  {
    name: 'acknowledge_incident',
    route: 'incidents.acknowledge',
    title: 'Acknowledge an incident',
    about:
      'open -> acknowledged; sends incident.acknowledged to the channels. Any other state: conflict, nothing sent.',
    annotations: write({ idempotent: true }),
  },
  {
    name: 'resolve_incident',
    route: 'incidents.resolve',
    title: 'Resolve an incident',
    about:
      'open or acknowledged -> resolved, for good; sends incident.resolved. Already resolved: conflict, nothing sent.',
    annotations: write({ idempotent: true, destructive: true }),
  },
  {
    name: 'test_check_monitor',
    route: 'monitors.test',
    title: 'Test-check a monitor definition',
    about: 'Runs one check of a definition now and answers whether it passed (nothing is saved).',
    annotations: write({ idempotent: false, openWorld: true }),
  },
  {
    name: 'send_test_alert',
    route: 'channels.test',
    title: 'Send a test alert',
    about: "Sends a `test` alert to the channel now (a signed POST for a webhook, the provider's message otherwise).",
    annotations: write({ idempotent: false, openWorld: true }),
  },
];

const PAGING = ' Pages of `limit` (1..100, default 50); pass `next_cursor` back as `cursor` for the next page.';

/** The route groups the tools stand for (not the whole table, which holds `POST /mcp` itself). */
const TOOL_ROUTES: readonly Route[] = [
  ...MONITOR_ROUTES,
  ...REPORT_ROUTES,
  ...INCIDENT_ROUTES,
  ...CHANNEL_ROUTES,
  ...DELIVERY_ROUTES,
  ...MAINTENANCE_ROUTES,
  ...ESCALATION_POLICY_ROUTES,
  ...REGION_ROUTES,
];

export const TOOLS: readonly McpTool[] = SPECS.map((s) => buildTool(s, routeNamed(s.route)));
export const TOOLS_BY_NAME: ReadonlyMap<string, McpTool> = new Map(TOOLS.map((t) => [t.name, t]));

function routeNamed(name: string): Route {
  const route = TOOL_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no REST route named ${name}`);
  return route;
}

function buildTool(s: (typeof SPECS)[number], op: Route): McpTool {
  if (op.methods === 'all' || op.methods.length !== 1) throw new Error(`${op.name}: a tool stands for one method`);
  const method = op.methods[0].toUpperCase() as McpTool['method'];
  const { part, input } = inputOf(op);
  const restRoute = `${method} ${op.path}`;
  return {
    name: s.name,
    route: s.route,
    method,
    path: op.path,
    part,
    input,
    moreProblems: op.moreBodyProblems,
    definition: {
      name: s.name,
      title: s.title,
      description: `${s.about}${part === 'query' ? PAGING : ''} REST: \`${restRoute}\`. Budget: ${budgetText(method, s.route)}.`,
      inputSchema: portableSchema(jsonSchema(input, 'input')) as Tool['inputSchema'],
      outputSchema: outputSchemaOf(op),
      annotations: { title: s.title, ...s.annotations },
    },
  };
}

/**
 * One resource: `{id}` (the path parameter's own schema), with the route's query fields when it has some (sent as the
 * query string). Lists: the route's query schema, with `limit` taken as a JSON integer (it is sent as the query
 * string REST validates again); a read without paging (an empty query schema): no arguments. Writes with a body: the
 * body schema itself.
 */
function inputOf(op: Route): Pick<McpTool, 'part' | 'input'> {
  if (op.path.includes(':id')) return { part: 'path', input: op.query ? IdParams.extend(op.query.shape) : IdParams };
  if (op.query) {
    const paged = 'limit' in op.query.shape;
    const input = paged ? op.query.extend({ limit: PageLimit.optional() }) : op.query;
    return { part: 'query', input: input as z.ZodType<Record<string, unknown>> };
  }
  if (op.body instanceof z.ZodObject) return { part: 'body', input: op.body as z.ZodType<Record<string, unknown>> };
  throw new Error(`${op.name}: no input an MCP tool can mirror`);
}

/**
 * The REST success body, or the contract's error envelope: a refused call's result carries the envelope as its
 * structured content, and MCP clients validate structured content against this schema whatever `isError` says.
 */
function outputSchemaOf(op: Route): Tool['outputSchema'] {
  const success = Object.entries(op.doc?.responses ?? {}).find(([status, r]) => Number(status) < 300 && r.schema)?.[1]
    .schema;
  if (!success) throw new Error(`${op.name}: no success body to describe`);
  const both = { type: 'object', anyOf: [jsonSchema(success, 'output'), jsonSchema(ErrorBody, 'output')] };
  return portableSchema(both) as Tool['outputSchema'];
}

/** E.g. "the key's write budget (60/min, burst 10) and the monitors.test budget (20/min), shared with direct REST calls". */
function budgetText(method: string, route: string): string {
  const read = READ_METHODS.has(method);
  const describe = (b: Budget) => (b.burst === b.quota ? `${b.quota}/min` : `${b.quota}/min, burst ${b.burst}`);
  const budgets = [
    `the key's ${read ? 'read' : 'write'} budget (${describe(read ? GLOBAL.keyRead : GLOBAL.keyWrite)})`,
  ];
  for (const b of routeNamed(route).limit.budgets) budgets.push(`the ${b.id} budget (${describe(b)})`);
  return `${budgets.join(' and ')}, shared with direct REST calls`;
}
