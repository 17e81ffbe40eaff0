/**
 * The status page service and its settings on in-memory stores: a page composed from the workspace, its settings,
 * its monitors and their incidents (an unresolved one shows its component down), groups chosen in the settings
 * (only the org's own monitors), and a private page that is 404 to the world but still previewed.
 */
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import type { MonitorDoc } from '../../domain/models/monitor';
import type { OrgDoc } from '../../domain/models/org';
import type { StatusPageSettingsDoc } from '../../domain/models/statusPageSettings';
import { StatusSettings } from '../../domain/statusPages/settings';
import { StatusPageService } from '../../domain/statusPages/statusPage';
import type {
  PageIncident,
  StatusPageStore,
  StatusSettingsStore,
  StoredStatusSettings,
} from '../../domain/statusPages/stores';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const DAY_MS = 86_400_000;
const org: OrgDoc = {
  _id: 'org1',
  name: 'Acme',
  slug: 'acme',
  created_at: new Date(NOW - 200 * DAY_MS),
  updated_at: new Date(NOW),
};

function monitor(id: string, name: string): MonitorDoc {
  const at = new Date(NOW - 100 * DAY_MS);
  return {
    _id: id,
    org_id: 'org1',
    name,
    type: 'heartbeat',
    paused: false,
    regions: [],
    created_at: at,
    updated_at: at,
  } as unknown as MonitorDoc;
}

class MemoryPageStore implements StatusPageStore {
  incidents: (PageIncident & { org_id: string })[] = [];
  async orgBySlug(slug: string) {
    return slug === org.slug ? org : null;
  }
  async orgById(orgId: string) {
    return orgId === org._id ? org : null;
  }
  async incidentsSince(orgId: string, monitorIds: string[], since: Date) {
    return this.incidents.filter(
      (i) => i.org_id === orgId && monitorIds.includes(i.monitor_id) && (!i.resolved_at || i.resolved_at >= since),
    );
  }
}

class MemorySettingsStore implements StatusSettingsStore {
  readonly docs = new Map<string, StatusPageSettingsDoc>();
  async readSettings(orgId: string) {
    return this.docs.get(orgId) ?? null;
  }
  async replaceSettings(orgId: string, settings: StoredStatusSettings) {
    this.docs.set(orgId, { ...settings, _id: orgId, created_at: new Date(NOW), updated_at: new Date(NOW) });
  }
  async ownMonitorIds(orgId: string, ids: string[]) {
    return new Set(ids.filter((id) => orgId === 'org1' && ['m1', 'm2'].includes(id)));
  }
}

function setup() {
  const monitors = [monitor('m1', 'API'), monitor('m2', 'Web')];
  const store = new MemoryPageStore();
  const settings = new StatusSettings(new MemorySettingsStore());
  const pages = new StatusPageService({
    statusDomain: 'status.example',
    store,
    settings,
    now: () => NOW,
    latestOf: () => [],
    maintenance: { windowsFor: async () => [] },
    monitors: {
      oldest: async () => monitors,
      some: async (_orgId, ids) => monitors.filter((m) => ids.includes(m._id)),
    },
  });
  return { store, settings, pages };
}

describe('status page service', () => {
  it('shows every monitor in one group until the org chooses, an unresolved incident as a major outage', async () => {
    const { store, pages } = setup();
    store.incidents.push({
      _id: 'i1',
      org_id: 'org1',
      monitor_id: 'm2',
      status: 'open',
      opened_at: new Date(NOW - 3_600_000),
      acknowledged_at: null,
      resolved_at: null,
      updated_at: new Date(NOW - 3_600_000),
    });
    const view = await pages.view('acme');
    expect(view.title).toBe('Acme status');
    expect(view.groups.map((g) => [g.name, g.components.map((c) => [c.name, c.status])])).toEqual([
      [
        'Services',
        [
          ['API', 'operational'],
          ['Web', 'major_outage'],
        ],
      ],
    ]);
    expect(view.status).toBe('partial_outage');
    expect(view.activeIncidents.map((i) => [i._id, i.monitor_name])).toEqual([['i1', 'Web']]);
    await expect(pages.view('nobody')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('shows the groups chosen in the settings, and refuses monitors of another workspace by field', async () => {
    const { settings, pages } = setup();
    const refused = await settings
      .update('org1', { components: [{ name: 'Core', monitor_ids: ['m1', 'm9'] }] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidRequestError);
    expect((refused as InvalidRequestError).extra.errors).toEqual([
      { path: 'components.0.monitor_ids.1', message: 'is not a monitor of this workspace' },
    ]);
    await settings.update('org1', { title: 'Acme systems', components: [{ name: 'Core', monitor_ids: ['m2'] }] });
    const view = await pages.view('acme');
    expect(view.title).toBe('Acme systems');
    expect(view.groups.map((g) => [g.name, g.components.map((c) => c.id)])).toEqual([['Core', ['m2']]]);
  });

  it('is 404 to the world once private, while the dashboard still previews it', async () => {
    const { settings, pages } = setup();
    await settings.update('org1', { public: false });
    await expect(pages.view('acme')).rejects.toBeInstanceOf(NotFoundError);
    expect((await pages.preview('org1')).settings.public).toBe(false);
  });
});
