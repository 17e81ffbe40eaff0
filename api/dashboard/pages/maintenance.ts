/** Maintenance windows in the dashboard: the list (active now, next occurrence), a create form, delete. */
import type { Context } from 'koa';
import { CreateMaintenanceWindowBody, presentMaintenanceWindow } from '../../contract/maintenanceWindows';
import { parseInput } from '../../contract/parse';
import { confirmable } from '../confirm';
import { formErrorsOf, text, type FormData, type FormErrors } from '../forms';
import { action, page, seeOther, type Dashboard, type SignedIn } from '../routing';

const FIELDS = ['name', 'starts_at', 'ends_at', 'rrule', 'monitor_ids'] as const;
const LIST_LIMIT = 100;

export function registerMaintenancePages(d: Dashboard): void {
  const { services } = d.deps;

  async function show(
    ctx: Context,
    user: SignedIn,
    extra: { values?: Record<string, unknown>; formErrors?: FormErrors } = {},
    status = 200,
  ): Promise<void> {
    const now = services.now();
    const [windows, monitors] = await Promise.all([
      services.maintenance.list(user.orgId, { limit: LIST_LIMIT }),
      services.monitors.list(user.orgId, { limit: 200 }),
    ]);
    const names = new Map(monitors.map((m) => [m._id, m.name]));
    const chosen = new Set((extra.values?.monitor_ids as string[] | undefined) ?? []);
    d.render.page(
      ctx,
      'maintenance',
      user.layout('Maintenance', 'maintenance'),
      {
        notice: ctx.query.done === 'deleted' ? 'Maintenance window deleted.' : undefined,
        windows: windows.slice(0, LIST_LIMIT).map((w) => ({
          ...presentMaintenanceWindow(w, now),
          covers: w.monitor_ids === null ? 'All monitors' : w.monitor_ids.map((id) => names.get(id) ?? id).join(', '),
        })),
        monitors: monitors.slice(0, 200).map((m) => ({ id: m._id, name: m.name, checked: chosen.has(m._id) })),
        ...extra,
      },
      status,
    );
  }

  page(d, 'maintenance', '/app/maintenance', async (ctx, user) => show(ctx, user));

  action(d, 'maintenanceCreate', '/app/maintenance', async (ctx, user, form) => {
    try {
      const body = parseInput(CreateMaintenanceWindowBody, bodyOfForm(form), 'body');
      await services.maintenance.create(user.orgId, body);
      seeOther(ctx, '/app/maintenance');
    } catch (err) {
      const formErrors = formErrorsOf(err, FIELDS);
      if (!formErrors) throw err;
      const values = { ...bodyOfForm(form), monitor_ids: form.getAll('monitor_ids') };
      await show(ctx, user, { values, formErrors }, 400);
    }
  });

  confirmable(d, {
    name: 'maintenanceDelete',
    path: '/app/maintenance/:id/delete',
    async ask(user, id) {
      const w = await services.maintenance.get(user.orgId, id);
      return {
        heading: `Delete maintenance window ${w.name}?`,
        message: 'Its monitors alert as usual from now on, also at the times it would have repeated.',
        button: 'Delete window',
        cancel: '/app/maintenance',
      };
    },
    run: (user, id) => services.maintenance.remove(user.orgId, id),
    done: '/app/maintenance?done=deleted',
  });
}

/** The REST create body for the posted form: no monitor ticked means every monitor. */
function bodyOfForm(form: FormData): Record<string, unknown> {
  const ids = form.getAll('monitor_ids');
  return {
    name: text(form, 'name') ?? '',
    starts_at: text(form, 'starts_at') ?? '',
    ends_at: text(form, 'ends_at') ?? '',
    rrule: text(form, 'rrule') ?? null,
    monitor_ids: ids.length > 0 ? ids : null,
  };
}
