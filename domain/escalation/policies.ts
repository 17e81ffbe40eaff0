/**
 * Escalation policy CRUD, scoped by org (another org's id is a 404, like an unknown one). The rules a schema cannot
 * know are checked here: every step at least ESCALATION_MIN_SEC after the opening and later than the step before,
 * the repeat period at least as long, and every channel one of the org's.
 */
import { ConflictError, InvalidRequestError, NotFoundError, type FieldError } from '../errors';
import type { EscalationPolicyDoc, EscalationStep } from '../models/escalationPolicy';
import { windowQuery, type PageWindow } from '../pageWindow';
import type { EscalationPolicyStore } from './stores';

export interface EscalationPolicyInput {
  name: string;
  steps: EscalationStep[];
  repeat_every_sec?: number | null;
}

export type EscalationPolicyPatch = Partial<EscalationPolicyInput>;

export class EscalationPolicyService {
  constructor(
    private readonly minSec: number,
    private readonly store: EscalationPolicyStore,
  ) {}

  async create(orgId: string, input: EscalationPolicyInput): Promise<EscalationPolicyDoc> {
    await this.check(orgId, input);
    return this.store.insert({
      org_id: orgId,
      name: input.name,
      steps: input.steps,
      repeat_every_sec: input.repeat_every_sec ?? null,
    });
  }

  async get(orgId: string, id: string): Promise<EscalationPolicyDoc> {
    // By bare `_id` (FerretDB serves only that without a scan); the org is checked here.
    const doc = await this.store.read(id);
    if (!doc || doc.org_id !== orgId) throw new NotFoundError('Escalation policy not found.');
    return doc;
  }

  list(orgId: string, page: PageWindow): Promise<EscalationPolicyDoc[]> {
    return this.store.list(orgId, page.before, windowQuery(page).fetch);
  }

  /** A change applies to incidents opened from now on; an escalation under way keeps the policy it started with. */
  async update(orgId: string, id: string, patch: EscalationPolicyPatch): Promise<EscalationPolicyDoc> {
    const existing = await this.get(orgId, id);
    await this.check(orgId, patch);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await this.store.update(existing._id, set);
    return this.get(orgId, id);
  }

  /** A policy a monitor still names is kept (409): the monitor would lose its escalation without a word. */
  async remove(orgId: string, id: string): Promise<void> {
    await this.get(orgId, id);
    const users = await this.store.countMonitorsUsing(orgId, id);
    if (users > 0) throw new ConflictError(`The escalation policy is used by ${users} monitor(s); change them first.`);
    await this.store.remove(id);
  }

  private async check(orgId: string, input: EscalationPolicyPatch): Promise<void> {
    const errors = [...this.timingErrors(input), ...(await unknownStepChannels(this.store, orgId, input.steps ?? []))];
    if (errors.length > 0) throw new InvalidRequestError('Invalid escalation policy.', errors);
  }

  private timingErrors(input: EscalationPolicyPatch): FieldError[] {
    const errors: FieldError[] = [];
    const min = `must be at least ${this.minSec} (ESCALATION_MIN_SEC)`;
    (input.steps ?? []).forEach((step, i, steps) => {
      if (step.after_sec < this.minSec) errors.push({ path: `steps.${i}.after_sec`, message: min });
      else if (i > 0 && step.after_sec <= steps[i - 1].after_sec)
        errors.push({ path: `steps.${i}.after_sec`, message: 'must be greater than the previous step’s after_sec' });
    });
    const repeat = input.repeat_every_sec;
    if (typeof repeat === 'number' && repeat < this.minSec) errors.push({ path: 'repeat_every_sec', message: min });
    return errors;
  }
}

async function unknownStepChannels(
  store: EscalationPolicyStore,
  orgId: string,
  steps: EscalationStep[],
): Promise<FieldError[]> {
  const ids = [...new Set(steps.flatMap((s) => s.channel_ids))];
  if (ids.length === 0) return [];
  const found = new Set(await store.orgChannelIds(orgId, ids));
  return steps.flatMap((s, i) =>
    s.channel_ids.flatMap((id, j) =>
      found.has(id) ? [] : [{ path: `steps.${i}.channel_ids.${j}`, message: 'is not a channel of this org' }],
    ),
  );
}
