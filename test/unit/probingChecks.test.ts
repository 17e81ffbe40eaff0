import type { ProbeContext } from '../../domain/probing/context';
import type { CheckDefinition } from '../../domain/monitors/definition';
import { runCheck } from '../../domain/probing/runCheck';
import { loadConfig } from '../../domain/config';
import {
  makeTestCertificates,
  startDnsTarget,
  startHttpTarget,
  startTcpPorts,
  startTlsTarget,
  type HttpTarget,
  type TestCertificates,
} from '../support/targets';

const base: CheckDefinition = {
  type: 'http',
  url: null,
  keyword: null,
  keyword_mode: 'contains',
  host: null,
  port: null,
  record_type: null,
  expected_value: null,
  ssl_expiry_days: 14,
  expected_status: [],
  timeout_ms: 3000,
};
const open: ProbeContext = {
  allowPrivateTargets: true,
  dnsServers: null,
  extraCa: null,
  pingCommand: loadConfig({}).probing.pingCommand,
};
const guarded: ProbeContext = { ...open, allowPrivateTargets: false };
const def = (d: Partial<CheckDefinition>): CheckDefinition => ({ ...base, ...d });

describe('http and keyword checks', () => {
  let site: HttpTarget;
  beforeAll(async () => {
    site = await startHttpTarget('<p>All systems operational</p>');
  });
  afterAll(async () => {
    await site.stop();
  });

  it('passes on 2xx and fails with http_status (keeping the latency) when the site answers 503', async () => {
    site.setUp(true);
    const up = await runCheck(def({ url: site.url }), open);
    expect(up).toEqual({ ok: true, response_ms: expect.any(Number), error_class: null, error_message: null });
    site.setUp(false);
    const down = await runCheck(def({ url: site.url }), open);
    expect(down).toMatchObject({ ok: false, error_class: 'http_status', error_message: 'HTTP 503 (expected 2xx)' });
    expect(down.response_ms).toEqual(expect.any(Number));
    expect(await runCheck(def({ url: site.url, expected_status: [503] }), open)).toMatchObject({ ok: true });
    site.setUp(true);
  });

  it('checks that the keyword is present, or absent in not_contains mode', async () => {
    expect(await runCheck(def({ type: 'keyword', url: site.url, keyword: 'operational' }), open)).toMatchObject({
      ok: true,
    });
    expect(await runCheck(def({ type: 'keyword', url: site.url, keyword: 'outage' }), open)).toMatchObject({
      ok: false,
      error_class: 'keyword_missing',
      error_message: 'keyword "outage" not found in the response body',
    });
    expect(
      await runCheck(
        def({ type: 'keyword', url: site.url, keyword: 'operational', keyword_mode: 'not_contains' }),
        open,
      ),
    ).toMatchObject({ ok: false, error_class: 'keyword_present' });
    expect(
      await runCheck(def({ type: 'keyword', url: site.url, keyword: 'outage', keyword_mode: 'not_contains' }), open),
    ).toMatchObject({ ok: true });
  });

  it('refuses loopback targets under the SSRF rule, by IP literal and by name', async () => {
    for (const url of [site.url, `http://localhost:${site.port}/`]) {
      expect(await runCheck(def({ url }), guarded)).toMatchObject({
        ok: false,
        error_class: 'forbidden_target',
        response_ms: null,
      });
    }
    expect(site.hits()).toBeGreaterThan(0);
  });

  it('reports connection_refused with a null latency when nothing listens', async () => {
    const ports = await startTcpPorts();
    await ports.stop();
    const res = await runCheck(def({ url: `http://127.0.0.1:${ports.closedPort}/` }), open);
    expect(res).toMatchObject({ ok: false, error_class: 'connection_refused', response_ms: null });
    expect(res.error_message).toContain('ECONNREFUSED');
  });

  it('reports dns_resolve for a name that does not exist', async () => {
    expect(await runCheck(def({ url: 'http://no-such-host.invalid/' }), open)).toMatchObject({
      ok: false,
      error_class: 'dns_resolve',
    });
  });
});

describe('tcp checks', () => {
  it('passes on an open port, fails with connection_refused on a closed one, and is guarded', async () => {
    const ports = await startTcpPorts();
    try {
      expect(await runCheck(def({ type: 'tcp', host: '127.0.0.1', port: ports.openPort }), open)).toMatchObject({
        ok: true,
      });
      expect(await runCheck(def({ type: 'tcp', host: '127.0.0.1', port: ports.closedPort }), open)).toMatchObject({
        ok: false,
        error_class: 'connection_refused',
        response_ms: null,
      });
      expect(await runCheck(def({ type: 'tcp', host: 'localhost', port: ports.openPort }), guarded)).toMatchObject({
        ok: false,
        error_class: 'forbidden_target',
      });
    } finally {
      await ports.stop();
    }
  });

  it('times out with a null latency against a server that accepts but never answers', async () => {
    const { createServer } = await import('node:net');
    const held: import('node:net').Socket[] = [];
    const silent = createServer((sock) => {
      held.push(sock);
    });
    await new Promise<void>((res) => silent.listen(0, '127.0.0.1', res));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    try {
      const res = await runCheck(def({ url: `http://127.0.0.1:${port}/`, timeout_ms: 300 }), open);
      expect(res).toEqual({
        ok: false,
        response_ms: null,
        error_class: 'timeout',
        error_message: 'no answer within 300 ms',
      });
    } finally {
      held.forEach((s) => s.destroy());
      await new Promise((res) => silent.close(res));
    }
  });
});

describe('ssl checks', () => {
  let certs: TestCertificates;
  beforeAll(async () => {
    certs = await makeTestCertificates();
  });
  const sslCheck = async (pair: keyof Omit<TestCertificates, 'ca'>, extra: Partial<CheckDefinition> = {}) => {
    const server = await startTlsTarget(certs[pair]);
    try {
      return await runCheck(def({ type: 'ssl', host: '127.0.0.1', port: server.port, ...extra }), {
        ...open,
        extraCa: certs.ca,
      });
    } finally {
      await server.stop();
    }
  };

  it('passes for a trusted certificate that is far from expiry', async () => {
    expect(await sslCheck('valid')).toMatchObject({ ok: true, error_class: null });
  });

  it('fails with tls_cert_expiring under the threshold, and passes with a lower threshold', async () => {
    const res = await sslCheck('expiring', { ssl_expiry_days: 14 });
    expect(res).toMatchObject({ ok: false, error_class: 'tls_cert_expiring' });
    expect(res.error_message).toMatch(/expires in 5 days/);
    expect(await sslCheck('expiring', { ssl_expiry_days: 3 })).toMatchObject({ ok: true });
  });

  it('fails with tls_cert_invalid for expired, self-signed and wrong-name certificates', async () => {
    const expired = await sslCheck('expired');
    expect(expired).toMatchObject({ ok: false, error_class: 'tls_cert_invalid' });
    expect(expired.error_message).toMatch(/expired/);
    const selfSigned = await sslCheck('selfSigned');
    expect(selfSigned).toMatchObject({ ok: false, error_class: 'tls_cert_invalid' });
    expect(selfSigned.error_message).toMatch(/self.signed/i);
    expect(await sslCheck('wrongName')).toMatchObject({ ok: false, error_class: 'tls_cert_invalid' });
  });

  it('fails an https http check on a self-signed certificate with tls_cert_invalid', async () => {
    const server = await startTlsTarget(certs.selfSigned);
    try {
      const res = await runCheck(def({ url: `https://127.0.0.1:${server.port}/` }), open);
      expect(res).toMatchObject({ ok: false, error_class: 'tls_cert_invalid' });
    } finally {
      await server.stop();
    }
  });
});

describe('dns checks', () => {
  let dns: Awaited<ReturnType<typeof startDnsTarget>>;
  let ctx: ProbeContext;
  beforeAll(async () => {
    dns = await startDnsTarget({
      'shop.example.test': {
        A: ['192.0.2.10', '192.0.2.11'],
        MX: ['Mail.Example.Test'],
        TXT: ['v=spf1 -all'],
        CNAME: [],
      },
      'www.example.test': { CNAME: ['shop.example.test'] },
    });
    ctx = { ...open, dnsServers: [dns.server] };
  });
  afterAll(async () => {
    await dns.stop();
  });

  it('passes when records exist and one equals expected_value', async () => {
    expect(await runCheck(def({ type: 'dns', host: 'shop.example.test', record_type: 'A' }), ctx)).toMatchObject({
      ok: true,
    });
    expect(
      await runCheck(
        def({ type: 'dns', host: 'shop.example.test', record_type: 'A', expected_value: '192.0.2.11' }),
        ctx,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await runCheck(
        def({ type: 'dns', host: 'shop.example.test', record_type: 'MX', expected_value: 'mail.example.test.' }),
        ctx,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await runCheck(
        def({ type: 'dns', host: 'shop.example.test', record_type: 'TXT', expected_value: 'v=spf1 -all' }),
        ctx,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await runCheck(
        def({ type: 'dns', host: 'www.example.test', record_type: 'CNAME', expected_value: 'shop.example.test' }),
        ctx,
      ),
    ).toMatchObject({ ok: true });
    expect(dns.queries()).toBeGreaterThanOrEqual(5);
  });

  it('fails with dns_mismatch, or dns_resolve for missing records and names', async () => {
    const mismatch = await runCheck(
      def({ type: 'dns', host: 'shop.example.test', record_type: 'A', expected_value: '192.0.2.99' }),
      ctx,
    );
    expect(mismatch).toMatchObject({ ok: false, error_class: 'dns_mismatch' });
    expect(mismatch.error_message).toContain('192.0.2.10');
    expect(await runCheck(def({ type: 'dns', host: 'shop.example.test', record_type: 'AAAA' }), ctx)).toMatchObject({
      ok: false,
      error_class: 'dns_resolve',
    });
    expect(await runCheck(def({ type: 'dns', host: 'nothing.example.test', record_type: 'A' }), ctx)).toMatchObject({
      ok: false,
      error_class: 'dns_resolve',
    });
  });
});

describe('ping checks', () => {
  it('answers from loopback when ping is installed, else reports ping_unavailable', async () => {
    const res = await runCheck(def({ type: 'ping', host: '127.0.0.1' }), open);
    if (open.pingCommand.startsWith('/')) expect(res).toMatchObject({ ok: true, response_ms: expect.any(Number) });
    else expect(res).toMatchObject({ ok: false, error_class: 'ping_unavailable' });
  });

  it('says ping_unavailable when the ping program is missing, and forbids loopback under the SSRF rule', async () => {
    expect(
      await runCheck(def({ type: 'ping', host: '127.0.0.1' }), { ...open, pingCommand: '/nonexistent/ping' }),
    ).toMatchObject({ ok: false, error_class: 'ping_unavailable' });
    expect(await runCheck(def({ type: 'ping', host: 'localhost' }), guarded)).toMatchObject({
      ok: false,
      error_class: 'forbidden_target',
    });
  });
});
