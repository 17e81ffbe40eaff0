/** Escalation policies in the dashboard: the list (steps and repeat), a create form, delete. */
import type { Context } from 'koa';
import { CreateEscalationPolicyBody, presentEscalationPolicy } from '../../contract/escalationPolicies';
import { parseInput } from '../../contract/parse';
import { confirmable } from '../confirm';
import { ESCALATION_FORM_FIELDS, policyBodyOfForm, policyRow, stepRows, STEP_ROWS } from '../escalationForm';
import { formErrorsOf, type FormData, type FormErrors } from '../forms';
import { action, page, seeOther, type Dashboard, type SignedIn } from '../routing';

const PATH = '/app/escalation-policies';
const LIST_LIMIT = 100;

export function registerEscalationPolicyPages(d: Dashboard): void {
  const { escalationPolicies: policies, channels } = d.deps.services;

  async function show(ctx: Context, user: SignedIn, form?: FormData, formErrors?: FormErrors): Promise<void> {
    const [list, channelList] = await Promise.all([
      policies.list(user.orgId, { limit: LIST_LIMIT }),
      channels.list(user.orgId, { limit: 100 }),
    ]);
    const options = channelList.slice(0, 100).map((c) => ({ id: c._id, name: c.name }));
    const names = new Map(options.map((c) => [c.id, c.name]));
    d.render.page(
      ctx,
      'escalationPolicies',
      user.layout('Escalation policies', 'escalationPolicies'),
      {
        notice: ctx.query.done === 'deleted' ? 'Escalation policy deleted.' : undefined,
        policies: list.slice(0, LIST_LIMIT).map((p) => policyRow(presentEscalationPolicy(p), names)),
        values: { name: form?.get('name') ?? '', repeat_every_sec: form?.get('repeat_every_sec') ?? '' },
        steps: stepRows(options, form, formErrors?.byField),
        stepRows: STEP_ROWS,
        minSec: d.deps.config.escalationMinSec,
        formErrors,
      },
      formErrors ? 400 : 200,
    );
  }

  page(d, 'escalationPolicies', PATH, async (ctx, user) => show(ctx, user));

  action(d, 'escalationPolicyCreate', PATH, async (ctx, user, form) => {
    try {
      const body = parseInput(CreateEscalationPolicyBody, policyBodyOfForm(form), 'body');
      await policies.create(user.orgId, body);
      seeOther(ctx, PATH);
    } catch (err) {
      const formErrors = formErrorsOf(err, ESCALATION_FORM_FIELDS);
      if (!formErrors) throw err;
      await show(ctx, user, form, formErrors);
    }
  });

  confirmable(d, {
    name: 'escalationPolicyDelete',
    path: `${PATH}/:id/delete`,
    async ask(user, id) {
      const p = await policies.get(user.orgId, id);
      return {
        heading: `Delete escalation policy ${p.name}?`,
        message:
          'Incidents opened from now on are not escalated by it; escalations already under way go on. ' +
          'A policy a monitor still uses is kept: pick another one on those monitors first.',
        button: 'Delete policy',
        cancel: PATH,
      };
    },
    run: (user, id) => policies.remove(user.orgId, id),
    done: `${PATH}?done=deleted`,
  });
}
