/**
 * A workspace's status-page settings: title, visibility, the groups of monitors shown, and the password. Read by
 * every page view, written only by `PATCH /api/v1/status-page` (one writer, one document per org). Built once per
 * process (domain/services.ts).
 */
import { hashPassword } from '../auth/passwords';
import { InvalidRequestError } from '../errors';
import type { StatusComponentGroup } from '../models/statusPageSettings';
import type { StatusSettingsStore } from './stores';

export interface StatusPageSettingsView {
  title: string | null;
  public: boolean;
  /** Null: not chosen yet, every monitor is shown in one group. */
  components: StatusComponentGroup[] | null;
  password_protected: boolean;
  passwordHash: string | null;
}

export interface StatusPageSettingsPatch {
  title?: string | null;
  public?: boolean;
  components?: StatusComponentGroup[];
  password?: string | null;
}

/** The plan limits of the status page (domain/billing/orgPlans.ts). */
export interface StatusPagePlanGate {
  assertRoom(orgId: string, limit: 'status_page_components', usage: number): Promise<void>;
  assertPassword(orgId: string): Promise<void>;
}

export class StatusSettings {
  constructor(
    private readonly store: StatusSettingsStore,
    private readonly plans: StatusPagePlanGate | null = null,
  ) {}

  /** The org's settings, or the defaults while it has none (public, titled with its name, every monitor). */
  async load(orgId: string): Promise<StatusPageSettingsView> {
    const doc = await this.store.readSettings(orgId);
    return {
      title: doc?.title ?? null,
      public: doc?.public ?? true,
      components: doc ? doc.components.map((g) => ({ name: g.name, monitor_ids: [...g.monitor_ids] })) : null,
      password_protected: Boolean(doc?.password_hash),
      passwordHash: doc?.password_hash ?? null,
    };
  }

  /** Applies a patch; every monitor id must be one of the org's (400 naming the field otherwise). */
  async update(orgId: string, patch: StatusPageSettingsPatch): Promise<StatusPageSettingsView> {
    if (patch.components) await this.assertOwnMonitors(orgId, patch.components);
    await this.assertPlanKept(orgId, patch);
    const current = await this.load(orgId);
    const passwordHash =
      patch.password === undefined
        ? current.passwordHash
        : patch.password === null
          ? null
          : await hashPassword(patch.password);
    const doc = {
      title: patch.title === undefined ? current.title : patch.title,
      public: patch.public ?? current.public,
      components: patch.components ?? current.components ?? [],
      password_hash: passwordHash,
    };
    await this.store.replaceSettings(orgId, doc);
    return this.load(orgId);
  }

  private async assertPlanKept(orgId: string, patch: StatusPageSettingsPatch): Promise<void> {
    if (!this.plans) return;
    if (patch.components) {
      const shown = new Set(patch.components.flatMap((g) => g.monitor_ids)).size;
      await this.plans.assertRoom(orgId, 'status_page_components', shown);
    }
    if (typeof patch.password === 'string') await this.plans.assertPassword(orgId);
  }

  private async assertOwnMonitors(orgId: string, groups: StatusComponentGroup[]): Promise<void> {
    const ids = [...new Set(groups.flatMap((g) => g.monitor_ids))];
    if (ids.length === 0) return;
    const known = await this.store.ownMonitorIds(orgId, ids);
    const problems = groups.flatMap((g, gi) =>
      g.monitor_ids
        .map((id, mi) => ({ id, path: `components.${gi}.monitor_ids.${mi}` }))
        .filter((x) => !known.has(x.id))
        .map((x) => ({ path: x.path, message: 'is not a monitor of this workspace' })),
    );
    if (problems.length) throw new InvalidRequestError('Some monitors are not in this workspace.', problems);
  }
}
