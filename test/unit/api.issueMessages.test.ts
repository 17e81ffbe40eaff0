/** The shared vocabulary of validation messages: each kind of validator issue, worded once (api/contract/issueMessages.ts). */
import { z } from 'zod';
import { InvalidRequestError, type FieldError } from '../../domain/errors';
import { silentLogger } from '../../domain/logger';
import { parseInput } from '../../api/contract/parse';
import { callTool } from '../../api/mcp/server';

const Schema = z.strictObject({
  text: z.string().max(5).optional(),
  count: z.number().int().min(1).max(9).optional(),
  ratio: z.number().gt(0).lt(1).optional(),
  flag: z.boolean().optional(),
  list: z.array(z.string()).min(1).max(2).optional(),
  choice: z.enum(['a', 'b']).optional(),
  exact: z.literal('x').optional(),
  link: z.url().optional(),
  at: z.iso.datetime().optional(),
  group: z.strictObject({ inner: z.string() }).optional(),
  step: z.number().multipleOf(5).optional(),
  code: z
    .string()
    .regex(/^[a-z]+$/)
    .optional(),
  must: z.string(),
});

function errorsOf(value: unknown): FieldError[] {
  try {
    parseInput(Schema, value, 'body');
  } catch (err) {
    if (err instanceof InvalidRequestError) return err.extra.errors as FieldError[];
    throw err;
  }
  throw new Error('accepted');
}

describe('validation messages', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing field', { must: undefined }, 'must', 'is required'],
    ['a wrong type', { text: 1 }, 'text', 'must be a string'],
    ['a fraction', { count: 1.5 }, 'count', 'must be a whole number'],
    ['text for a number', { count: '3' }, 'count', 'must be a number'],
    ['below a minimum', { count: 0 }, 'count', 'must be at least 1'],
    ['above a maximum', { count: 10 }, 'count', 'must be at most 9'],
    ['not above an exclusive minimum', { ratio: 0 }, 'ratio', 'must be more than 0'],
    ['not below an exclusive maximum', { ratio: 1 }, 'ratio', 'must be less than 1'],
    ['too long a string', { text: 'abcdef' }, 'text', 'must be at most 5 characters long'],
    ['an empty list', { list: [] }, 'list', 'must not be empty'],
    ['too long a list', { list: ['a', 'b', 'c'] }, 'list', 'must have at most 2 items'],
    ['a string for a boolean', { flag: 'yes' }, 'flag', 'must be true or false'],
    ['a value outside an enum', { choice: 'c' }, 'choice', 'must be one of a, b'],
    ['another literal', { exact: 'y' }, 'exact', 'must be "x"'],
    ['not a URL', { link: 'nope' }, 'link', 'must be a URL'],
    [
      'not a date-time',
      { at: 'yesterday' },
      'at',
      'must be an ISO 8601 date-time in UTC (e.g. 2026-01-31T12:00:00.000Z)',
    ],
    ['a string for an object', { group: 'g' }, 'group', 'must be an object'],
    ['a missing nested field', { group: {} }, 'group.inner', 'is required'],
    ['not a multiple', { step: 7 }, 'step', 'must be a multiple of 5'],
    ['a pattern missed', { code: 'A1' }, 'code', 'must match the pattern /^[a-z]+$/'],
    ['an unknown field', { extra: 1 }, 'extra', 'unknown field'],
  ])('%s', (_what, input, path, message) => {
    expect(errorsOf({ must: 'm', ...input }).filter((e) => e.path !== 'must' || path === 'must')).toEqual([
      { path, message },
    ]);
  });

  it('lists every problem in one answer', () => {
    expect(
      errorsOf({ text: 1, count: 0, extra: true })
        .map((e) => e.path)
        .sort(),
    ).toEqual(['count', 'extra', 'must', 'text']);
  });

  it('words an MCP argument as REST words the same field', async () => {
    const rest = jest.fn();
    const res = await callTool('list_incidents', { limit: 1.5, status: 7 }, rest, silentLogger);
    expect(rest).not.toHaveBeenCalled();
    expect(res.structuredContent).toMatchObject({
      code: 'invalid_request',
      errors: [
        { path: 'limit', message: 'must be a whole number from 1 to 100' },
        { path: 'status', message: 'must be one of open, acknowledged, resolved' },
      ],
    });
  });
});
