import { monitorBodyProblems } from '../../api/contract/monitors';
import { renderBody } from '../../domain/delivery/template';
import { rruleProblem } from '../../domain/maintenance/occurrences';
import { hasOwnKey, ownRecord, ownValue } from '../../domain/ownKeys';
import type { WebhookPayload } from '../../domain/delivery/payload';

const RESERVED = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const TABLE: Record<string, number> = { a: 1 };

describe('ownValue and hasOwnKey', () => {
  it('find an own property', () => {
    expect(ownValue(TABLE, 'a')).toBe(1);
    expect(hasOwnKey(TABLE, 'a')).toBe(true);
  });

  it.each(RESERVED)('find nothing for %s, which a plain lookup finds on the prototype', (key) => {
    expect(ownValue(TABLE, key)).toBeUndefined();
    expect(hasOwnKey(TABLE, key)).toBe(false);
  });

  it('find a reserved name the record holds as its own (as JSON.parse makes it)', () => {
    const parsed = JSON.parse('{"__proto__": 1, "constructor": 2}') as Record<string, number>;
    expect(ownValue(parsed, '__proto__')).toBe(1);
    expect(ownValue(parsed, 'constructor')).toBe(2);
  });
});

describe('ownRecord', () => {
  it('keeps every key, __proto__ included, as an own property and changes no prototype', () => {
    const record = ownRecord(RESERVED.map((k) => [k, { polluted: k }] as const));
    expect(Object.keys(record)).toEqual(RESERVED);
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(record.__proto__).toEqual({ polluted: '__proto__' });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('finds nothing for a key it lacks, and keeps the last of a repeated key', () => {
    const record = ownRecord(new URLSearchParams('a=1&a=2'));
    expect(record).toEqual(Object.assign(Object.create(null), { a: '2' }));
    expect(record.constructor).toBeUndefined();
    expect(record.toString).toBeUndefined();
  });
});

describe('lookups by a key from outside', () => {
  it.each(RESERVED)('the create rules of a monitor body do not crash on a key %s', (key) => {
    const body = JSON.parse(`{"name":"n","type":"http","url":"https://example.com/","${key}":{"polluted":1}}`);
    expect(() => monitorBodyProblems(1, true)(body)).not.toThrow();
  });

  it.each(['CONSTRUCTOR=1', 'TOSTRING=1', '__PROTO__=1', 'FREQ=DAILY;VALUEOF=2'])(
    'an RRULE part %s is refused',
    (rule) => {
      expect(rruleProblem(rule)).toMatch(/is not supported|must have a FREQ/);
    },
  );

  it('a webhook template reads only its data’s own properties', () => {
    const payload = { event: 'incident.opened' } as unknown as WebhookPayload;
    const template = '[{{constructor}}|{{constructor.name}}|{{lookup . "constructor"}}|{{__proto__}}|{{event}}]';
    expect(renderBody(payload, template).body).toBe('[||||incident.opened]');
  });
});
