/**
 * The one vocabulary of validation messages, shared by REST, MCP and the dashboard: each validator (zod) issue
 * becomes a short phrase that follows the field's path ("name: must be a string"). A message a schema states
 * itself ("must be a UUID") wins over these; these cover what the validator would otherwise word on its own.
 */
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  url: 'a URL',
  uuid: 'a UUID',
  email: 'an e-mail address',
  datetime: 'an ISO 8601 date-time in UTC (e.g. 2026-01-31T12:00:00.000Z)',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

/** The message for one issue; passed to zod as the error map of every parse of a request. */
export function issueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return boundMessage('at least', 'more than', issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return boundMessage('at most', 'less than', issue.origin, issue.maximum, issue.inclusive);
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return 'unknown field';
    case 'invalid_union':
      return 'does not match any of the accepted forms';
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid element';
    default:
      return issue.message ?? 'is not valid';
  }
}

/** "must be at least 1", "must be at most 200 characters long", "must have at most 6 items", "must not be empty". */
function boundMessage(
  inclusiveWord: string,
  exclusiveWord: string,
  origin: string,
  bound: number | bigint | Date,
  inclusive: boolean | undefined,
): string {
  const n = bound instanceof Date ? bound.toISOString() : String(bound);
  const word = inclusive === false ? exclusiveWord : inclusiveWord;
  const notEmpty = n === '1' && word === 'at least';
  if (origin === 'string') return notEmpty ? 'must not be empty' : `must be ${word} ${n} characters long`;
  if (origin === 'array' || origin === 'set')
    return notEmpty ? 'must not be empty' : `must have ${word} ${n} item${n === '1' ? '' : 's'}`;
  return `must be ${word} ${n}`;
}

function formatMessage(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  const f = issue as { format: string; pattern?: string; prefix?: string; suffix?: string; includes?: string };
  if (f.format === 'regex') return `must match the pattern ${f.pattern ?? ''}`.trim();
  if (f.format === 'starts_with') return `must start with ${JSON.stringify(f.prefix)}`;
  if (f.format === 'ends_with') return `must end with ${JSON.stringify(f.suffix)}`;
  if (f.format === 'includes') return `must contain ${JSON.stringify(f.includes)}`;
  return `must be ${FORMAT_WORDS[f.format] ?? `in ${f.format} format`}`;
}
