import { documentNulFree, NUL_FREE_PATTERN, nulPathOf, rejectNul } from '../../api/contract/nulFree';
import { InvalidRequestError } from '../../domain/errors';
import { httpStatusOf } from '../../api/httpErrors';
import { storableText } from '../../domain/storedText';

describe('U+0000 in request input', () => {
  it('finds it in a string, a nested value or an object key, and nowhere else', () => {
    expect(nulPathOf('a\u0000')).toEqual([]);
    expect(nulPathOf({ a: [1, { b: 'x\u0000y' }] })).toEqual(['a', '1', 'b']);
    expect(nulPathOf({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\u0000']);
    expect(nulPathOf({ a: ['\\u0000', 'x'], b: null, c: 3, d: true })).toBeNull();
  });

  it('walks a body nested deeper than the call stack without overflowing it', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulPathOf(deep)).toHaveLength(200_000);
  });

  it('is a 400 invalid_request naming the field', () => {
    expect(() => rejectNul({ ok: 'x' }, 'body')).not.toThrow();
    try {
      rejectNul({ name: 'a\u0000' }, 'query');
      throw new Error('not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(InvalidRequestError);
      expect(httpStatusOf(err as InvalidRequestError)).toBe(400);
      expect((err as InvalidRequestError).extra.errors).toEqual([
        { path: 'name', message: 'must not contain the character U+0000' },
      ]);
    }
  });

  it('is stated on every string that could hold it, beside its own patterns, once per shared node', () => {
    const shared = { type: 'string', pattern: '\\S' };
    const schema = documentNulFree({
      type: 'object',
      properties: {
        free: { type: 'string' },
        nullable: { type: ['string', 'null'] },
        own: shared,
        again: { anyOf: [shared] },
        two: { type: 'string', allOf: [{ pattern: '^a' }, { pattern: 'b$' }] },
        kind: { type: 'string', enum: ['a'] },
        id: { type: 'string', format: 'uuid' },
        slug: { type: 'string', pattern: '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$' },
        dotted: { type: 'string', pattern: '^a.b$' },
        either: { type: 'string', allOf: [{ pattern: '^a|b$' }] },
        type: { type: 'integer' },
      },
    });
    const p = schema.properties;
    expect(p.free.pattern).toBe(NUL_FREE_PATTERN);
    expect(p.nullable.pattern).toBe(NUL_FREE_PATTERN);
    expect(p.own).toEqual({ type: 'string', allOf: [{ pattern: '\\S' }, { pattern: NUL_FREE_PATTERN }] });
    expect(p.two.allOf).toEqual([{ pattern: '^a' }, { pattern: 'b$' }, { pattern: NUL_FREE_PATTERN }]);
    expect(p.kind).toEqual({ type: 'string', enum: ['a'] });
    expect(p.id).toEqual({ type: 'string', format: 'uuid' });
    expect(p.slug).toEqual({ type: 'string', pattern: '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$' }); // leaves it out
    expect(p.dotted.allOf).toEqual([{ pattern: '^a.b$' }, { pattern: NUL_FREE_PATTERN }]);
    expect(p.either.allOf).toEqual([{ pattern: '^a|b$' }, { pattern: NUL_FREE_PATTERN }]);
    expect(p.type).toEqual({ type: 'integer' });
  });

  it('the pattern refuses exactly the strings holding U+0000', () => {
    const re = new RegExp(NUL_FREE_PATTERN, 'u');
    expect(re.test('plain text, ü, \u{1F600}')).toBe(true);
    expect(re.test('')).toBe(true);
    expect(re.test('a\u0000b')).toBe(false);
  });
});

describe('text stored from the outside world', () => {
  it('replaces U+0000 with U+FFFD and keeps everything else', () => {
    expect(storableText('\u0000ok\u0000\u0001é')).toBe('\uFFFDok\uFFFD\u0001é');
    expect(storableText(null)).toBeNull();
  });
});
