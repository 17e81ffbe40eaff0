/**
 * The web dashboard at `/app`: server-rendered pages on the same domain services and schemas as the REST API,
 * one small script for live updates and buttons, every asset served from here. Its routes are entries of the
 * route table like the API's (names start with `dashboard.`; rate-limit classes in ./limits.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundError } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { paramsOf } from '../routing/pipeline';
import type { Route } from '../routing/route';
import { registerAuditLogPage } from './pages/auditLog';
import { registerAuthPages } from './pages/auth';
import { registerChannelPages } from './pages/channels';
import { registerDeliveryPages } from './pages/deliveries';
import { registerEscalationPolicyPages } from './pages/escalationPolicies';
import { registerIncidentPages } from './pages/incidents';
import { registerInvitationAcceptPages } from './pages/invitationAccept';
import { registerMaintenancePages } from './pages/maintenance';
import { registerMemberPages } from './pages/members';
import { registerMonitorForms } from './pages/monitorForms';
import { registerMonitorPages } from './pages/monitors';
import { registerBillingPages } from './pages/billing';
import { registerSettingsPages } from './pages/settings';
import { Renderer } from './render';
import { notFoundPage, open, type Dashboard } from './routing';
import { CsrfTokens } from './security';

/** The dashboard's entries of the route table, bound to this app's services. */
export function dashboardRoutes(deps: AppDeps): Route[] {
  const csrf = new CsrfTokens(deps.config);
  const d: Dashboard = { routes: [], deps, csrf, render: new Renderer(csrf) };
  registerAssets(d);
  registerAuthPages(d);
  registerMonitorForms(d); // `/app/monitors/new` before `/app/monitors/:id`
  registerMonitorPages(d);
  registerIncidentPages(d);
  registerChannelPages(d);
  registerDeliveryPages(d);
  registerMaintenancePages(d);
  registerEscalationPolicyPages(d);
  registerSettingsPages(d);
  registerInvitationAcceptPages(d); // `/app/invitations/accept` before `/app/invitations/:id/revoke`
  registerMemberPages(d);
  registerAuditLogPage(d);
  registerBillingPages(d);
  notFoundPage(d);
  return d.routes;
}

/** Each served asset: its type and the files of ./assets it is made of, in order. */
const ASSETS: Record<string, { type: string; files: string[] }> = {
  'dashboard.js': { type: 'text/javascript; charset=utf-8', files: ['dashboard.js'] },
  // The uptime bars' rules are the status page's too (api/statusPage/html.ts inlines the same file).
  'dashboard.css': { type: 'text/css; charset=utf-8', files: ['dashboard.css', 'uptimeBars.css'] },
};

function registerAssets(d: Dashboard): void {
  const assets = new Map(
    Object.entries(ASSETS).map(([name, { type, files }]) => {
      const body = Buffer.concat(files.map((file) => readFileSync(join(__dirname, 'assets', file))));
      return [name, { type, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` }];
    }),
  );
  open(d, 'get', 'asset', '/app/assets/:file', async (ctx) => {
    const asset = assets.get(paramsOf(ctx).file ?? '');
    if (!asset) throw new NotFoundError('No such asset.');
    ctx.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache', ETag: asset.etag });
    if (ctx.get('if-none-match') === asset.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = asset.type;
    ctx.body = asset.body;
  });
}
