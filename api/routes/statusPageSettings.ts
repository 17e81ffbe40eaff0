/** Routes of the org's status page settings: read and update. */
import { ok } from '../contract/responses';
import { presentStatusSettings, StatusPageSettingsBody, StatusPageSettingsOut } from '../contract/statusPages';
import type { AppDeps } from '../deps';
import { route } from '../routing/route';

const tag = 'Status pages';

async function hostOf(deps: AppDeps, orgId: string): Promise<string> {
  return deps.services.statusPages.hostOf((await deps.services.accounts.loadOrg(orgId)).slug);
}

/** The caller's org's status page settings: what it shows, in which groups, and whether a password guards it. */
export const STATUS_PAGE_SETTINGS_ROUTES = [
  route({
    name: 'statusPage.get',
    methods: ['get'],
    path: '/api/v1/status-page',
    auth: 'org',
    doc: { summary: 'The status page settings', tag, responses: { 200: ok(StatusPageSettingsOut) } },
    async handle({ ctx, deps, auth }) {
      ctx.body = presentStatusSettings(
        await deps.services.statusSettings.load(auth.orgId),
        await hostOf(deps, auth.orgId),
      );
    },
  }),
  route({
    name: 'statusPage.update',
    methods: ['patch'],
    path: '/api/v1/status-page',
    auth: 'org',
    body: StatusPageSettingsBody,
    doc: {
      summary: 'Choose the title, visibility, groups of monitors and password of the status page',
      tag,
      errors: {
        402: "More monitors shown than the plan's `status_page_components`, or a password on a plan without one",
      },
      responses: { 200: ok(StatusPageSettingsOut) },
    },
    async handle({ ctx, deps, auth, body }) {
      const saved = await deps.services.statusSettings.update(auth.orgId, body);
      deps.services.statusPages.invalidate();
      ctx.body = presentStatusSettings(saved, await hostOf(deps, auth.orgId));
    },
  }),
];
