import { CHECK_DEFAULTS, toDefinition } from '../../domain/monitors/definition';
import { monitorRuleErrors } from '../../domain/monitors/rules';
import { CreateMonitorBody, DefinitionInput } from '../../api/contract/monitors';

/** Whether a monitor create body with this definition passes both the schema and the type rules. */
function createAccepts(definition: Record<string, unknown>): boolean {
  const parsed = CreateMonitorBody.safeParse({ name: 'm', ...definition });
  return parsed.success && monitorRuleErrors(parsed.data, parsed.data, 30).length === 0;
}

describe('one monitor definition for create and the test-check', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['ssl expiry over a year', { type: 'ssl', host: 'shop.example', ssl_expiry_days: 3650 }],
    ['ssl expiry of a year', { type: 'ssl', host: 'shop.example', ssl_expiry_days: 365 }],
    ['a host with a scheme', { type: 'tcp', host: 'https://shop.example', port: 443 }],
    ['a host with an empty label', { type: 'ping', host: 'shop..example' }],
    ['an IPv6 host', { type: 'ping', host: '2001:db8::1' }],
    ['an underscore label', { type: 'dns', host: '_dmarc.shop.example', record_type: 'TXT' }],
    ['an unknown record type', { type: 'dns', host: 'shop.example', record_type: 'SRV' }],
    ['a url with user-info', { type: 'http', url: 'https://user:pw@shop.example/' }],
    ['a url for tcp', { type: 'tcp', host: 'shop.example', port: 22, url: 'https://shop.example/' }],
    ['tcp without a port', { type: 'tcp', host: 'shop.example' }],
    ['keyword without its keyword', { type: 'keyword', url: 'https://shop.example/' }],
    ['a timeout over the cap', { type: 'http', url: 'https://shop.example/', timeout_ms: 30_001 }],
    ['a plain http monitor', { type: 'http', url: 'https://shop.example/' }],
    [
      'a browser check of a minute',
      { type: 'browser', timeout_ms: 60_000, steps: [{ action: 'goto', url: 'https://a.example/' }] },
    ],
    [
      'a browser check over a minute',
      { type: 'browser', timeout_ms: 60_001, steps: [{ action: 'goto', url: 'https://a.example/' }] },
    ],
    ['api steps on a browser monitor', { type: 'browser', steps: [{ name: 'a', url: 'https://a.example/' }] }],
    ['browser steps on an api monitor', { type: 'api', steps: [{ action: 'goto', url: 'https://a.example/' }] }],
    ['a browser check starting with a click', { type: 'browser', steps: [{ action: 'click', selector: '#a' }] }],
  ];

  it.each(cases)('agree on %s', (_, definition) => {
    expect(DefinitionInput.safeParse(definition).success).toBe(createAccepts(definition));
  });

  it('applies the same defaults as a stored monitor', () => {
    const ssl = toDefinition(DefinitionInput.parse({ type: 'ssl', host: 'shop.example' }));
    expect(ssl).toMatchObject({
      port: CHECK_DEFAULTS.ssl_port,
      ssl_expiry_days: CHECK_DEFAULTS.ssl_expiry_days,
      timeout_ms: CHECK_DEFAULTS.timeout_ms,
    });
    expect(toDefinition(DefinitionInput.parse({ type: 'dns', host: 'shop.example' })).record_type).toBe(
      CHECK_DEFAULTS.record_type,
    );
    expect(
      toDefinition(DefinitionInput.parse({ type: 'ping', host: 'shop.example', keyword: 'x' })).keyword,
    ).toBeNull();
  });
});
