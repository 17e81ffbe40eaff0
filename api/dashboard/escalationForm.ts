/**
 * The escalation policy form: a few step rows (after how many seconds, which channels) read into the REST create
 * body, the rows shown again with what was typed and the API's messages, and the wording of a policy in the list.
 */
import type { z } from 'zod';
import type { EscalationPolicyOut } from '../contract/escalationPolicies';
import { numberField, text, type FormData } from './forms';

/** Rows the form offers; the API takes up to 10 steps, so longer policies are made over REST or MCP. */
export const STEP_ROWS = 3;

const ROWS = Array.from({ length: STEP_ROWS }, (_, i) => i);
const afterField = (i: number) => `steps.${i}.after_sec`;
const channelsField = (i: number) => `steps.${i}.channel_ids`;

/** The form's fields by the body paths they stand for, so an error at `steps.1.channel_ids.0` shows at its row. */
export const ESCALATION_FORM_FIELDS = [
  'name',
  ...ROWS.flatMap((i) => [afterField(i), channelsField(i)]),
  'repeat_every_sec',
] as const;

/** The REST create body: rows after the last filled one are left out, an empty repeat means "once". */
export function policyBodyOfForm(form: FormData): Record<string, unknown> {
  const rows = ROWS.map((i) => ({
    after_sec: numberField(form, afterField(i)),
    channel_ids: form.getAll(channelsField(i)),
  }));
  const used = rows.map((r) => r.after_sec !== undefined || r.channel_ids.length > 0).lastIndexOf(true) + 1;
  return {
    name: text(form, 'name') ?? '',
    steps: rows.slice(0, used),
    repeat_every_sec: numberField(form, 'repeat_every_sec') ?? null,
  };
}

export interface ChannelOption {
  id: string;
  name: string;
}

/** The step rows of the form: what was typed and ticked (nothing on a fresh form) and each field's message. */
export function stepRows(channels: ChannelOption[], form: FormData | undefined, errors: Record<string, string> = {}) {
  return ROWS.map((i) => {
    const ticked = new Set(form?.getAll(channelsField(i)) ?? []);
    return {
      number: i + 1,
      afterName: afterField(i),
      after: form?.get(afterField(i)) ?? '',
      afterError: errors[afterField(i)],
      channelsName: channelsField(i),
      channels: channels.map((c) => ({ ...c, checked: ticked.has(c.id) })),
      channelsError: errors[channelsField(i)],
    };
  });
}

/** `15 min`, or `90 s` when not a whole number of minutes. */
export function duration(sec: number): string {
  return sec % 60 === 0 ? `${sec / 60} min` : `${sec} s`;
}

/** A policy as the list shows it: one line per step (`after 15 min: Pager, Team lead`) and its repeat. */
export function policyRow(p: z.infer<typeof EscalationPolicyOut>, channelNames: Map<string, string>) {
  return {
    id: p.id,
    name: p.name,
    steps: p.steps.map(
      (s) => `after ${duration(s.after_sec)}: ${s.channel_ids.map((id) => channelNames.get(id) ?? id).join(', ')}`,
    ),
    repeat: p.repeat_every_sec ? `every ${duration(p.repeat_every_sec)}` : 'once',
  };
}
