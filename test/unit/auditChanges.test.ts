/** What an audit record keeps of a write's input: safe values, never a secret, never a prototype. */
import { NOT_RECORDED, recordedChanges } from '../../domain/audit/changes';

describe('recordedChanges', () => {
  it('keeps names, numbers and flags, and leaves out secrets, URLs, headers and nested settings', () => {
    const input = {
      name: 'Shop',
      interval_sec: 60,
      enabled: false,
      regions: ['fra1', 'iad1'],
      secret: 'whsec-1234567890abcdef',
      password: 'hunter22',
      pin: 1234,
      url: 'https://hooks.example/T0/B0/xoxb-token',
      headers: { Authorization: 'Bearer abc' },
      basic_auth: { username: 'ann', password: 's3cret' },
      _csrf: 'form-token',
    };
    expect(recordedChanges(input)).toEqual({
      name: 'Shop',
      interval_sec: 60,
      enabled: false,
      regions: ['fra1', 'iad1'],
      secret: NOT_RECORDED,
      password: NOT_RECORDED,
      pin: NOT_RECORDED,
      url: NOT_RECORDED,
      headers: NOT_RECORDED,
      basic_auth: NOT_RECORDED,
    });
  });

  it('records a field named __proto__ as a field, changing no prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}');
    const out = recordedChanges(input);
    expect(Object.keys(out)).toEqual(['__proto__', 'name']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(recordedChanges(null)).toEqual({});
  });
});
