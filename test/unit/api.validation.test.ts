import { z } from 'zod';
import { pageOf, toListBody } from '../../api/contract/pagination';
import { chatSignature, verifyChatSignature } from '../../domain/auth/chatSignature';
import { hashPassword, verifyPassword } from '../../domain/auth/passwords';
import { InvalidRequestError } from '../../domain/errors';
import { httpStatusOf } from '../../api/httpErrors';
import { monitorRuleErrors } from '../../domain/monitors/rules';
import { ListQuery } from '../../api/contract/common';
import { parseInput } from '../../api/contract/parse';

describe('parseInput', () => {
  it('turns zod issues into invalid_request with one {path, message} per problem', () => {
    const schema = z.strictObject({ a: z.number(), b: z.strictObject({ c: z.string() }) });
    let err: InvalidRequestError | undefined;
    try {
      parseInput(schema, { b: { c: 1, d: 2 }, e: 3 }, 'body');
    } catch (e) {
      err = e as InvalidRequestError;
    }
    expect(err).toBeInstanceOf(InvalidRequestError);
    expect(httpStatusOf(err!)).toBe(400);
    expect((err!.extra.errors as { path: string }[]).map((e) => e.path).sort()).toEqual(['a', 'b.c', 'b.d', 'e']);
    expect(err!.extra.errors).toContainEqual({ path: 'a', message: 'is required' });
    expect(err!.extra.errors).toContainEqual({ path: 'e', message: 'unknown field' });
  });
});

describe('pagination', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ _id: `0190a5f0-0000-7000-8000-${String(i).padStart(12, '0')}` }));

  it('gives next_cursor only when the extra row exists', () => {
    const page = pageOf(parseInput(ListQuery, { limit: '2' }, 'query'));
    expect(toListBody(rows(3), page, (r) => r._id)).toEqual({
      data: [rows(3)[0]._id, rows(3)[1]._id],
      next_cursor: rows(3)[1]._id,
    });
    expect(toListBody(rows(2), page, (r) => r._id).next_cursor).toBeNull();
    expect(toListBody([] as { _id: string }[], page, (r) => r._id)).toEqual({ data: [], next_cursor: null });
  });

  it('round-trips its own cursors and rejects anything else', () => {
    const id = rows(1)[0]._id;
    expect(pageOf({ cursor: id })).toEqual({ limit: 50, before: id });
    expect(pageOf({ cursor: id.toUpperCase() })).toEqual({ limit: 50, before: id });
    for (const cursor of ['abc', '0', Buffer.from(`v1:${id}`).toString('base64url'), `${id}x`]) {
      expect(() => parseInput(ListQuery, { cursor }, 'query')).toThrow(InvalidRequestError);
    }
    for (const limit of ['0', '101', '1.5', '-3', 'ten'])
      expect(() => parseInput(ListQuery, { limit }, 'query')).toThrow(InvalidRequestError);
    expect(parseInput(ListQuery, { limit: '100' }, 'query')).toEqual({ limit: 100 });
  });
});

describe('chat signature', () => {
  const secret = 'chat-signing-secret-123';
  const now = 1_800_000_000_000;
  const ts = String(now / 1000);

  it('accepts the exact body within 300 s and refuses the rest', () => {
    const body = '{"incident_id":"x"}';
    const sig = chatSignature(secret, ts, body);
    expect(sig).toMatch(/^v0=[0-9a-f]{64}$/);
    expect(verifyChatSignature(secret, ts, sig, body, now)).toBe(true);
    expect(verifyChatSignature(secret, ts, sig, body, now + 300_000)).toBe(true);
    expect(verifyChatSignature(secret, ts, sig, body, now + 301_000)).toBe(false);
    expect(verifyChatSignature(secret, ts, sig, body + ' ', now)).toBe(false);
    expect(verifyChatSignature('another-secret-4567', ts, sig, body, now)).toBe(false);
    expect(verifyChatSignature(secret, `${ts}.0`, sig, body, now)).toBe(false);
    expect(verifyChatSignature(secret, ts, '', body, now)).toBe(false);
  });
});

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});

describe('monitor rules', () => {
  it('checks type fields on the request and required fields on the merged definition', () => {
    expect(monitorRuleErrors({ type: 'tcp', name: 'x', host: 'h' }, { type: 'tcp', name: 'x', host: 'h' }, 30)).toEqual(
      [{ path: 'port', message: 'is required for tcp monitors' }],
    );
    // A stored field of the type is fine; the same field in the request of another type is not.
    expect(monitorRuleErrors({ name: 'y' }, { type: 'tcp', name: 'y', host: 'h', port: 1 }, 30)).toEqual([]);
    expect(
      monitorRuleErrors({ url: 'https://x' }, { type: 'tcp', name: 'y', host: 'h', port: 1, url: 'https://x' }, 30),
    ).toEqual([{ path: 'url', message: 'is not allowed for tcp monitors' }]);
    expect(
      monitorRuleErrors({ interval_sec: 10 }, { type: 'ping', name: 'p', host: 'h', interval_sec: 10 }, 30)[0].path,
    ).toBe('interval_sec');
    expect(
      monitorRuleErrors({}, { type: 'ping', name: 'p', host: 'h', regions: ['fra1'], down_quorum: 2 }, 30)[0].path,
    ).toBe('down_quorum');
  });
});
