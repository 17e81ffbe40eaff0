/**
 * THE route table of the REST API: every operation, declared once in its group. The app matches, guards, parses
 * and dispatches from it (api/app.ts), the OpenAPI document and the MCP tools are generated from it, and the rate
 * limiter classifies by the class each route names. The dashboard (`/app`) adds its pages (api/dashboard).
 */
import { LIMITS, type RouteRule } from '../rateLimit/policies';
import { dashboardLimit, DASHBOARD_ROUTE_PREFIX } from '../dashboard/limits';
import type { Route } from '../routing/route';
import { API_KEY_ROUTES } from './apiKeys';
import { AUDIT_LOG_ROUTES } from './auditLog';
import { AUTH_ROUTES } from './auth';
import { CHANNEL_ROUTES } from './channels';
import { CHAT_ROUTES } from './chat';
import { DELIVERY_ROUTES } from './deliveries';
import { DOCS_ROUTES } from './docs';
import { ESCALATION_POLICY_ROUTES } from './escalationPolicies';
import { HEALTH_ROUTES } from './health';
import { HEARTBEAT_ROUTES } from './heartbeats';
import { INCIDENT_ROUTES } from './incidents';
import { INVITATION_ROUTES } from './invitations';
import { MAINTENANCE_ROUTES } from './maintenanceWindows';
import { MCP_ROUTES } from './mcp';
import { MEMBER_ROUTES } from './members';
import { METRICS_ROUTES } from './metrics';
import { MONITOR_ROUTES } from './monitors';
import { openApiRoutes } from './openapi';
import { ORG_ROUTES } from './org';
import { PROBER_ROUTES } from './probers';
import { PUBLIC_FORM_ROUTES } from './publicForms';
import { REGION_ROUTES } from './regions';
import { REPORT_ROUTES } from './reports';
import { STATUS_PAGE_SETTINGS_ROUTES } from './statusPageSettings';
import { STATUS_PAGE_ROUTES } from './statusPages';

export const API_ROUTES: readonly Route[] = [
  ...HEALTH_ROUTES,
  ...AUTH_ROUTES,
  ...API_KEY_ROUTES,
  ...MEMBER_ROUTES,
  ...INVITATION_ROUTES,
  ...AUDIT_LOG_ROUTES,
  ...ORG_ROUTES,
  ...CHANNEL_ROUTES,
  ...MONITOR_ROUTES,
  ...MAINTENANCE_ROUTES,
  ...ESCALATION_POLICY_ROUTES,
  ...REPORT_ROUTES,
  ...HEARTBEAT_ROUTES,
  ...PROBER_ROUTES,
  ...REGION_ROUTES,
  ...INCIDENT_ROUTES,
  ...DELIVERY_ROUTES,
  ...CHAT_ROUTES,
  ...MCP_ROUTES,
  ...openApiRoutes(() => API_ROUTES),
  ...DOCS_ROUTES,
  ...STATUS_PAGE_SETTINGS_ROUTES,
  ...STATUS_PAGE_ROUTES,
  ...METRICS_ROUTES,
  ...PUBLIC_FORM_ROUTES,
];

const RULES = new Map<string, RouteRule>(API_ROUTES.map((r) => [r.name, { route: r.name, ...r.limit }]));
const COUNTED: RouteRule = { route: '(any other route)', ...LIMITS.counted };

/** The limit class of a route by name, as the table declares it (counted for a name it does not know). */
export function ruleForRoute(name: string | undefined): RouteRule {
  if (name === undefined) return COUNTED;
  const rule = RULES.get(name);
  if (rule) return rule;
  return name.startsWith(DASHBOARD_ROUTE_PREFIX) ? { route: name, ...dashboardLimit(name) } : COUNTED;
}
