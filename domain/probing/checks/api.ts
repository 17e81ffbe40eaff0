/**
 * `api` checks: the monitor's steps in order, each one request (domain/probing/checks/httpRequest.ts, so the address
 * policy applies to every step and every hop) judged by its own assertions (a 2xx status without any), then the
 * values it extracts kept for the later steps' `{{steps.<step>.<name>}}`. The check fails at the first failing
 * step and says which; the whole check runs within the monitor's `timeout_ms` (runCheck).
 */
import { query, type JsonValue } from 'jsonpath-rfc9535';
import { STEP_VARIABLE, type ApiStep, type Extract } from '../../monitors/apiSteps';
import { readsBody, type AssertionResult } from '../assertions';
import { CheckFailure, classifyError, truncate, type StepResult } from '../errors';
import type { CheckRunner } from '../context';
import { TimeCapExceeded, withTimeCap } from '../timeCap';
import { EVALUATION_CAP_MS } from '../assertions';
import { checkAssertions } from './http';
import { sendRequest, type Answer, type RequestSpec } from './httpRequest';

/** Values extracted so far: step name -> variable name -> value. */
type Variables = Map<string, Map<string, string>>;

export const runApiCheck: CheckRunner = async (def, ctx, signal) => {
  const steps = (def.steps ?? []) as ApiStep[];
  const variables: Variables = new Map();
  const results: StepResult[] = [];
  let totalMs = 0;
  for (const [i, step] of steps.entries()) {
    try {
      const spec = stepRequest(step, variables, def.timeout_ms);
      const answer = await sendRequest(spec, ctx, signal, readsBody(step.assertions) || extractsBody(step));
      const assertions = step.assertions ? checkAssertions(step.assertions, answer) : assertSuccess(answer);
      variables.set(step.name, extractAll(step.extract ?? [], answer));
      totalMs += answer.responseMs;
      results.push({ name: step.name, ok: true, response_ms: answer.responseMs, error_message: null, assertions });
    } catch (err) {
      if (signal.aborted) throw err;
      const failure = classifyError(err);
      const assertions = failure.details?.assertions ?? [];
      results.push({
        name: step.name,
        ok: false,
        response_ms: failure.responseMs,
        error_message: failure.message,
        assertions,
      });
      const message = truncate(`step ${step.name} (${i + 1} of ${steps.length}) failed: ${failure.message}`);
      throw new CheckFailure(failure.errorClass, message, totalMs + (failure.responseMs ?? 0), undefined, {
        steps: results,
      });
    }
  }
  return { responseMs: totalMs, steps: results };
};

/** The step's request with the variables of earlier steps in its URL (encoded), header values and body. */
function stepRequest(step: ApiStep, variables: Variables, timeoutMs: number): RequestSpec {
  const fill = (text: string, encode: (v: string) => string) =>
    text.replace(STEP_VARIABLE, (_, from: string, name: string) => encode(variables.get(from)?.get(name) ?? ''));
  const headers = Object.fromEntries(
    Object.entries(step.headers ?? {}).map(([n, v]) => {
      const value = fill(v, (x) => x);
      if (/[\r\n\0]/.test(value))
        throw new CheckFailure('extract_failed', `header ${n} would hold CR, LF or NUL from an extracted value`);
      return [n, value];
    }),
  );
  return {
    ...step,
    url: fill(step.url, encodeURIComponent),
    headers,
    body: step.body === undefined ? undefined : fill(step.body, (x) => x),
    timeout_ms: timeoutMs,
    followByDefault: true,
  };
}

function extractsBody(step: ApiStep): boolean {
  return (step.extract ?? []).some((e) => e.source !== 'header');
}

/** Without assertions, a step passes on a 2xx status. */
function assertSuccess(answer: Answer): AssertionResult[] {
  if (answer.status < 200 || answer.status > 299)
    throw new CheckFailure('http_status', `HTTP ${answer.status} (expected 2xx)`, answer.responseMs);
  return [];
}

function extractAll(extracts: Extract[], answer: Answer): Map<string, string> {
  return new Map(extracts.map((e) => [e.name, extractOne(e, answer)]));
}

/** One value of the answer, under the assertions' time cap; nothing found fails the step. */
function extractOne(e: Extract, answer: Answer): string {
  let value: string | undefined;
  try {
    value = withTimeCap(() => valueOf(e, answer), EVALUATION_CAP_MS);
  } catch (err) {
    const why = err instanceof TimeCapExceeded ? `evaluation ${err.message}` : (err as Error).message;
    throw new CheckFailure('extract_failed', truncate(`extract ${e.name} (${e.source} ${e.property}): ${why}`));
  }
  if (value === undefined)
    throw new CheckFailure('extract_failed', truncate(`extract ${e.name} (${e.source} ${e.property}) found nothing`));
  return value;
}

function valueOf(e: Extract, answer: Answer): string | undefined {
  switch (e.source) {
    case 'header':
      return answer.headers[e.property.toLowerCase()];
    case 'regex': {
      const match = new RegExp(e.property).exec(answer.body ?? '');
      return match ? (match[1] ?? match[0]) : undefined;
    }
    case 'json_path': {
      let doc: JsonValue;
      try {
        doc = JSON.parse(answer.body ?? '') as JsonValue;
      } catch {
        throw new Error('the response body is not JSON');
      }
      const found = query(doc, e.property)[0];
      return found === undefined ? undefined : typeof found === 'string' ? found : JSON.stringify(found);
    }
  }
}
