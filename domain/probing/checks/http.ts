/**
 * `http` and `keyword` checks: one request as the monitor defines it (domain/probing/checks/httpRequest.ts). With
 * `assertions`, all of them must hold; without, the status must be in `expected_status` (any 2xx when empty) and,
 * for `keyword`, the keyword found (or not) in the first MiB of the body.
 */
import type { Assertion } from '../../monitors/request';
import type { CheckDefinition } from '../../monitors/definition';
import { assertionFailure, evaluateAssertions, readsBody, type AssertionResult } from '../assertions';
import { CheckFailure, truncate } from '../errors';
import type { CheckRunner } from '../context';
import { BODY_LIMIT, sendRequest, type Answer, type RequestSpec } from './httpRequest';

export const runHttpCheck: CheckRunner = async (def, ctx, signal) => {
  const assertions = def.assertions ?? null;
  const answer = await sendRequest(requestSpecOf(def), ctx, signal, def.type === 'keyword' || readsBody(assertions));
  const { responseMs, certificate } = answer;
  if (assertions) return { responseMs, certificate, assertions: checkAssertions(assertions, answer, certificate) };
  if (!statusAccepted(def, answer.status))
    throw new CheckFailure('http_status', `HTTP ${answer.status}${expectation(def)}`, responseMs);
  if (def.type === 'keyword') assertKeyword(def, answer.body ?? '', responseMs);
  return { responseMs, certificate };
};

/** The request of a check; redirects are followed by default unless `expected_status` lists a 3xx. */
export function requestSpecOf(def: CheckDefinition): RequestSpec {
  const listsRedirect = def.expected_status.some((s) => s >= 300 && s <= 399);
  return { ...def, url: def.url!, followByDefault: !listsRedirect };
}

/** The assertions' results; a failed one (or a body too large to judge) fails the check with its reason. */
export function checkAssertions(
  assertions: Assertion[],
  answer: Answer,
  certificate = answer.certificate,
): AssertionResult[] {
  if (answer.truncated && readsBody(assertions))
    throw new CheckFailure(
      'response_too_large',
      `response body larger than ${BODY_LIMIT / 1024 / 1024} MiB (assertions read at most that)`,
      answer.responseMs,
    );
  const results = evaluateAssertions(assertions, answer);
  const failed = results.find((r) => !r.passed);
  if (failed)
    throw new CheckFailure('assertion_failed', assertionFailure(failed), answer.responseMs, certificate, {
      assertions: results,
    });
  return results;
}

function statusAccepted(def: Pick<CheckDefinition, 'expected_status'>, status: number): boolean {
  return def.expected_status.length > 0 ? def.expected_status.includes(status) : status >= 200 && status <= 299;
}

function expectation(def: CheckDefinition): string {
  return def.expected_status.length > 0 ? ` (expected ${def.expected_status.join(', ')})` : ' (expected 2xx)';
}

function assertKeyword(def: Pick<CheckDefinition, 'keyword' | 'keyword_mode'>, body: string, responseMs: number): void {
  const found = body.includes(def.keyword!);
  const shown = JSON.stringify(truncate(def.keyword!, 80));
  if (def.keyword_mode === 'not_contains' && found)
    throw new CheckFailure('keyword_present', `keyword ${shown} found in the response body`, responseMs);
  if (def.keyword_mode !== 'not_contains' && !found)
    throw new CheckFailure('keyword_missing', `keyword ${shown} not found in the response body`, responseMs);
}
