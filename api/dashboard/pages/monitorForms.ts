/** Create and edit forms for the seven monitor types; the API's schema and rules validate, their messages show. */
import type { Context } from 'koa';
import { MONITOR_TYPES, type MonitorType } from '../../../domain/regions';
import { CreateMonitorBody, monitorBodyProblems, UpdateMonitorBody } from '../../contract/monitors';
import { parseInput } from '../../contract/parse';
import { readId } from '../../requestInput';
import { formErrorsOf, type FormErrors } from '../forms';
import { bodyOfForm, fieldViews, formFieldsOf, valuesOfForm, valuesOfMonitor, type FormValues } from '../monitorFields';
import { action, page, seeOther, type Dashboard, type SignedIn } from '../routing';

export function registerMonitorForms(d: Dashboard): void {
  const { monitors, channels, escalationPolicies: policies } = d.deps.services;

  async function showForm(
    ctx: Context,
    user: SignedIn,
    type: MonitorType,
    target: { id?: string; name?: string },
    values: FormValues,
    errors?: FormErrors,
  ): Promise<void> {
    const list = (await channels.list(user.orgId, { limit: 100 })).map((c) => ({ id: c._id, name: c.name }));
    const policyList = (await policies.list(user.orgId, { limit: 100 })).map((p) => ({ id: p._id, name: p.name }));
    const heading = target.id ? `Edit ${target.name}` : `New ${type} monitor`;
    d.render.page(
      ctx,
      'monitorForm',
      user.layout(heading, 'monitors'),
      {
        heading,
        formErrors: errors,
        fields: fieldViews(type, values, errors?.byField ?? {}, list, policyList),
        action: target.id ? `/app/monitors/${target.id}` : `/app/monitors?type=${type}`,
        backHref: target.id ? `/app/monitors/${target.id}` : '/app/monitors',
        submitLabel: target.id ? 'Save monitor' : 'Create monitor',
      },
      errors ? 400 : 200,
    );
  }

  page(
    d,
    'monitorNew',
    '/app/monitors/new',
    async (ctx, user) => {
      const type = typeOf(ctx.query.type);
      if (!type) return d.render.page(ctx, 'monitorTypes', user.layout('New monitor', 'monitors'));
      await showForm(ctx, user, type, {}, {});
    },
    'admin', // the form of a write only an admin makes: other roles get the "not allowed" page
  );

  action(d, 'monitorCreate', '/app/monitors', async (ctx, user, form) => {
    const type = typeOf(ctx.query.type) ?? 'http';
    try {
      const min = d.deps.config.minIntervalSec;
      const body = parseInput(CreateMonitorBody, bodyOfForm(type, form, false), 'body', monitorBodyProblems(min, true));
      const created = await monitors.create(user.orgId, body);
      seeOther(ctx, `/app/monitors/${created._id}`);
    } catch (err) {
      const errors = formErrorsOf(err, formFieldsOf(type));
      if (!errors) throw err;
      await showForm(ctx, user, type, {}, valuesOfForm(type, form), errors);
    }
  });

  page(
    d,
    'monitorEdit',
    '/app/monitors/:id/edit',
    async (ctx, user) => {
      const m = await monitors.get(user.orgId, readId(ctx));
      await showForm(ctx, user, m.type, { id: m._id, name: m.name }, valuesOfMonitor(m));
    },
    'admin',
  );

  action(d, 'monitorUpdate', '/app/monitors/:id', async (ctx, user, form) => {
    const m = await monitors.get(user.orgId, readId(ctx));
    try {
      const more = monitorBodyProblems(d.deps.config.minIntervalSec, false);
      const body = parseInput(UpdateMonitorBody, bodyOfForm(m.type, form, true), 'body', more);
      await monitors.update(user.orgId, m._id, body);
      seeOther(ctx, `/app/monitors/${m._id}`);
    } catch (err) {
      const errors = formErrorsOf(err, formFieldsOf(m.type));
      if (!errors) throw err;
      await showForm(ctx, user, m.type, { id: m._id, name: m.name }, valuesOfForm(m.type, form), errors);
    }
  });
}

function typeOf(v: unknown): MonitorType | null {
  return typeof v === 'string' && (MONITOR_TYPES as readonly string[]).includes(v) ? (v as MonitorType) : null;
}
