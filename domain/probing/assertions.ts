/**
 * Evaluates a check's assertions on the answer it got: each one's actual value, whether it held, and the reason
 * text of the first that did not. JSONPath is RFC 9535 (`jsonpath-rfc9535`); every evaluation (a `matches` regex,
 * a JSONPath filter) runs under a time cap, so a pattern that backtracks fails its assertion instead of the prober.
 */
import { query, type JsonValue } from 'jsonpath-rfc9535';
import type { Assertion, Comparison } from '../monitors/request';
import { truncate } from './errors';
import { TimeCapExceeded, withTimeCap } from './timeCap';

/** What assertions look at in one answer. `body` is null when it was not read (no assertion needs it). */
export interface AnswerFacts {
  status: number;
  responseMs: number;
  headers: Record<string, string>;
  body: string | null;
  /** Whole days until the certificate presented expires (https only). */
  certificateDays: number | null;
}

type Actual = string | number | boolean | null;

export interface AssertionResult {
  source: Assertion['source'];
  property: string | null;
  comparison: Comparison;
  target: string | number | boolean | null;
  passed: boolean;
  /** The value found (null where none); long values are cut to 200 characters. */
  actual: Actual;
  /** Why the value could not be read or compared (a time cap, a body that is not JSON). */
  error?: string;
}

export const EVALUATION_CAP_MS = 250;
const SHOWN_CHARS = 200;

/** Whether any assertion reads the body (so the body is downloaded at all). */
export function readsBody(assertions: Assertion[] | null | undefined): boolean {
  return (assertions ?? []).some((a) => a.source === 'body' || a.source === 'json_path');
}

export function evaluateAssertions(assertions: Assertion[], facts: AnswerFacts): AssertionResult[] {
  const json = lazyJson(facts.body);
  return assertions.map((a) => {
    const base = { source: a.source, property: a.property ?? null, comparison: a.comparison, target: a.target ?? null };
    try {
      return withTimeCap(() => {
        const actual = actualOf(a, facts, json);
        return { ...base, passed: compare(a.comparison, actual, a.target), actual: shown(actual) };
      }, EVALUATION_CAP_MS);
    } catch (err) {
      const error =
        err instanceof TimeCapExceeded ? `evaluation ${err.message}` : truncate((err as Error).message, 200);
      return { ...base, passed: false, actual: null, error };
    }
  });
}

/** The reason a failed assertion gives, e.g. `json_path $.status equals "ok": actual "degraded"`. */
export function assertionFailure(r: AssertionResult): string {
  const what = [r.source, r.property, r.comparison, r.target === null ? null : JSON.stringify(r.target)];
  const found = r.error ?? `actual ${r.actual === null ? 'none' : JSON.stringify(r.actual)}`;
  return truncate(`assertion ${what.filter((p) => p !== null).join(' ')} failed: ${found}`);
}

function lazyJson(body: string | null): () => JsonValue | undefined {
  let parsed: { value: JsonValue | undefined } | undefined;
  return () => {
    if (!parsed) {
      try {
        parsed = { value: body === null ? undefined : (JSON.parse(body) as JsonValue) };
      } catch {
        throw new Error('the response body is not JSON');
      }
    }
    return parsed.value;
  };
}

/** The value an assertion looks at; `undefined` where there is none (no such header, no JSONPath match). */
function actualOf(a: Assertion, facts: AnswerFacts, json: () => JsonValue | undefined): unknown {
  switch (a.source) {
    case 'status_code':
      return facts.status;
    case 'response_time_ms':
      return facts.responseMs;
    case 'header':
      return facts.headers[a.property!.toLowerCase()];
    case 'body':
      return facts.body ?? '';
    case 'certificate_days':
      return facts.certificateDays ?? undefined;
    case 'json_path': {
      const doc = json();
      return doc === undefined ? undefined : query(doc, a.property!)[0];
    }
  }
}

function compare(comparison: Comparison, actual: unknown, target: Assertion['target']): boolean {
  if (comparison === 'exists') return actual !== undefined;
  if (comparison === 'not_exists') return actual === undefined;
  if (actual === undefined) return comparison === 'not_equals' || comparison === 'not_contains';
  const text = asText(actual);
  const wanted = String(target);
  switch (comparison) {
    case 'equals':
      return equals(actual, target);
    case 'not_equals':
      return !equals(actual, target);
    case 'contains':
      return text.includes(wanted);
    case 'not_contains':
      return !text.includes(wanted);
    case 'greater_than':
      return numeric(actual) > Number(target);
    case 'less_than':
      return numeric(actual) < Number(target);
    case 'matches':
      return new RegExp(wanted).test(text);
  }
}

function equals(actual: unknown, target: Assertion['target']): boolean {
  if (typeof actual === 'number' && Number.isFinite(Number(target)) && target !== '') return actual === Number(target);
  return asText(actual) === String(target);
}

/** A number, or a string that is one; anything else compares as NaN (so never greater or less). */
function numeric(v: unknown): number {
  if (typeof v === 'number') return v;
  return typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
}

function asText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function shown(v: unknown): Actual {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return truncate(asText(v), SHOWN_CHARS);
}
