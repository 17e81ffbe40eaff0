/**
 * The steps of a `browser` monitor: a declarative list of what a visitor does in a real browser (open a page,
 * click, fill, press a key, wait for an element) and what they must see (a text, the title, the URL). No step
 * carries code, so a monitor can never run anything of its own on a prober. May touch: nothing.
 */
import { z } from 'zod';
import { absoluteUrl } from '../absoluteUrl';

export const MAX_BROWSER_STEPS = 20;
/** A browser check may take longer than a request: its whole run is capped at this (other types: 30 s). */
export const MAX_BROWSER_TIMEOUT_MS = 60_000;

export const BROWSER_ACTIONS = [
  'goto',
  'click',
  'fill',
  'press',
  'wait_for',
  'expect_text',
  'expect_title',
  'expect_url',
] as const;
export type BrowserAction = (typeof BROWSER_ACTIONS)[number];

type StepKey = 'url' | 'selector' | 'value' | 'text';
/** Which fields each action needs and which it accepts besides them. */
const ACTION_FIELDS: Record<BrowserAction, { required: StepKey[]; optional: StepKey[] }> = {
  goto: { required: ['url'], optional: [] },
  click: { required: ['selector'], optional: [] },
  fill: { required: ['selector', 'value'], optional: [] },
  press: { required: ['value'], optional: ['selector'] },
  wait_for: { required: ['selector'], optional: [] },
  expect_text: { required: ['text'], optional: ['selector'] },
  expect_title: { required: ['text'], optional: [] },
  expect_url: { required: ['text'], optional: [] },
};

const BrowserStepField = z
  .strictObject({
    action: z.enum(BROWSER_ACTIONS),
    url: absoluteUrl(['https:', 'http:'], 'must be an http or https URL')
      .optional()
      .describe('goto: the page to open.'),
    selector: z
      .string()
      .min(1)
      .max(512)
      .optional()
      .describe('click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector.'),
    value: z
      .string()
      .max(1024)
      .optional()
      .describe('fill: the text typed in; press: a key such as `Enter` or `Control+A`.'),
    text: z
      .string()
      .min(1)
      .max(1024)
      .optional()
      .describe('expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain.'),
  })
  .superRefine((step, ctx) => {
    const { required, optional } = ACTION_FIELDS[step.action];
    for (const key of required) {
      if (step[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `is required for ${step.action}` });
    }
    for (const key of ['url', 'selector', 'value', 'text'] as const) {
      if (step[key] !== undefined && !required.includes(key) && !optional.includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `is not allowed for ${step.action}` });
    }
  })
  .describe('One step of a browser monitor: an action and what it acts on.');
export type BrowserStep = z.output<typeof BrowserStepField>;

export const BrowserStepsField = z
  .array(BrowserStepField)
  .min(1)
  .max(MAX_BROWSER_STEPS)
  .superRefine((steps, ctx) => {
    if (steps[0] && steps[0].action !== 'goto')
      ctx.addIssue({ code: 'custom', path: [0, 'action'], message: 'must be goto: a check starts by opening a page' });
  })
  .describe(
    `browser monitors (required there): at most ${MAX_BROWSER_STEPS} steps run in order in a fresh browser ` +
      'context, the first a `goto`; the check fails at the first failing step.',
  );

/** A short name of a step for results and messages: its action and what it acts on. */
export function browserStepName(step: BrowserStep): string {
  const what = step.action === 'fill' ? step.selector : (step.url ?? step.selector ?? step.text ?? step.value);
  const name = what === undefined ? step.action : `${step.action} ${what}`;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}
