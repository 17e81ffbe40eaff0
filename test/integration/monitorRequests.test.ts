/**
 * HTTP monitors as users write them: method, headers, body, basic auth, redirects and assertions, through the
 * test-check and through a monitor a real prober checks (its failing assertion is the incident's reason), against
 * a local JSON API over HTTP and HTTPS. Hostile answers (a redirect loop, 100 MB, a backtracking regex, a server
 * that never answers) fail the check with a reason.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '../../domain/logger';
import { startProber, type RunningProber } from '../../prober/prober';
import { startApiTarget, type ApiTarget } from '../support/apiTarget';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';
import { makeTestCertificates } from '../support/targets';

jest.setTimeout(60_000);

describe('http monitors: request fields and assertions', () => {
  let stack: Stack;
  let api: ApiTarget;
  let call: ReturnType<typeof apiClient>;
  let prober: RunningProber | undefined;

  beforeAll(async () => {
    const certs = await makeTestCertificates();
    const caFile = join(mkdtempSync(join(process.env.TEST_TMP_DIR ?? tmpdir(), 'probe-ca-')), 'ca.pem');
    writeFileSync(caFile, certs.ca);
    api = await startApiTarget(certs.expiring);
    stack = await startStack({ env: { PROBE_CA_FILE: caFile, RATE_LIMIT_SCALE: '100' } });
    call = apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await prober?.stop();
    await stack?.stop();
    await api?.stop();
  });

  const test = async (definition: Record<string, unknown>) => {
    const res = await call('POST', '/api/v1/monitors/test', { body: { definition } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const assertOne = (path: string, assertion: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    test({ type: 'http', url: `${api.url}${path}`, assertions: [assertion], ...extra });

  it('sends the method, headers, body and basic auth the monitor defines', async () => {
    const out = await test({
      type: 'http',
      url: `${api.url}/echo`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Trace': 'abc' },
      body: '{"q":1}',
      basic_auth: { username: 'ann', password: 's3cret' },
      assertions: [
        { source: 'json_path', property: '$.method', comparison: 'equals', target: 'PUT' },
        { source: 'json_path', property: '$.headers["x-trace"]', comparison: 'equals', target: 'abc' },
        {
          source: 'json_path',
          property: '$.headers["content-type"]',
          comparison: 'equals',
          target: 'application/json',
        },
        { source: 'json_path', property: '$.body', comparison: 'equals', target: '{"q":1}' },
        {
          source: 'json_path',
          property: '$.headers.authorization',
          comparison: 'equals',
          target: `Basic ${Buffer.from('ann:s3cret').toString('base64')}`,
        },
      ],
    });
    expect(out).toMatchObject({ ok: true, error_class: null });
    expect(out.assertions).toHaveLength(5);
    expect(out.assertions.every((a: { passed: boolean }) => a.passed)).toBe(true);
    expect(out.assertions[0]).toEqual({
      source: 'json_path',
      property: '$.method',
      comparison: 'equals',
      target: 'PUT',
      passed: true,
      actual: 'PUT',
    });
  });

  it.each([
    [
      { source: 'status_code', comparison: 'equals', target: 200 },
      { source: 'status_code', comparison: 'equals', target: 201 },
      200,
    ],
    [
      { source: 'status_code', comparison: 'not_equals', target: 500 },
      { source: 'status_code', comparison: 'not_equals', target: 200 },
      200,
    ],
    [
      { source: 'response_time_ms', comparison: 'less_than', target: 5000 },
      { source: 'response_time_ms', comparison: 'greater_than', target: 5000 },
      expect.any(Number),
    ],
    [
      { source: 'header', property: 'X-Api-Version', comparison: 'equals', target: '2' },
      { source: 'header', property: 'x-api-version', comparison: 'equals', target: '3' },
      '2',
    ],
    [
      { source: 'header', property: 'content-type', comparison: 'contains', target: 'json' },
      { source: 'header', property: 'content-type', comparison: 'not_contains', target: 'json' },
      'application/json',
    ],
    [
      { source: 'header', property: 'x-api-version', comparison: 'exists' },
      { source: 'header', property: 'x-missing', comparison: 'exists' },
      null,
    ],
    [
      { source: 'header', property: 'x-missing', comparison: 'not_exists' },
      { source: 'header', property: 'x-api-version', comparison: 'not_exists' },
      '2',
    ],
    [
      { source: 'json_path', property: '$.checks[0].status', comparison: 'equals', target: 'ok' },
      { source: 'json_path', property: '$.checks[0].status', comparison: 'equals', target: 'down' },
      'ok',
    ],
    [
      { source: 'json_path', property: '$.checks[0].latency_ms', comparison: 'less_than', target: 10 },
      { source: 'json_path', property: '$.checks[0].latency_ms', comparison: 'greater_than', target: 10 },
      3,
    ],
    [
      { source: 'body', comparison: 'contains', target: '"db"' },
      { source: 'body', comparison: 'contains', target: 'nowhere' },
      expect.stringContaining('"db"'),
    ],
    [
      { source: 'body', comparison: 'matches', target: '"status":"o[k]"' },
      { source: 'body', comparison: 'matches', target: '^\\[' },
      expect.any(String),
    ],
  ])('assertion %j passes, %j fails with expected and actual', async (good, bad, actual) => {
    const pass = await assertOne('/health', good);
    expect(pass).toMatchObject({ ok: true, assertions: [{ passed: true }] });
    const fail = await assertOne('/health', bad);
    expect(fail).toMatchObject({
      ok: false,
      error_class: 'assertion_failed',
      assertions: [{ ...bad, passed: false, actual }],
    });
    expect(fail.error_message).toContain(`assertion ${bad.source}`);
    expect(fail.error_message).toContain(`${bad.comparison}`);
    expect(fail.error_message).toMatch(/failed: (actual|none)/);
  });

  it('reads the certificate days of an https target', async () => {
    const pass = await test({
      type: 'http',
      url: `${api.httpsUrl}/health`,
      assertions: [{ source: 'certificate_days', comparison: 'greater_than', target: 3 }],
    });
    expect(pass).toMatchObject({ ok: true, assertions: [{ actual: 5, passed: true }] });
    const fail = await test({
      type: 'http',
      url: `${api.httpsUrl}/health`,
      assertions: [{ source: 'certificate_days', comparison: 'greater_than', target: 14 }],
    });
    expect(fail).toMatchObject({ ok: false, error_class: 'assertion_failed' });
    expect(fail.error_message).toBe('assertion certificate_days greater_than 14 failed: actual 5');
  });

  it('follows redirects by default, not when told, and stops a loop', async () => {
    expect(await test({ type: 'http', url: `${api.url}/redirect` })).toMatchObject({ ok: true });
    const notFollowed = await test({ type: 'http', url: `${api.url}/redirect`, follow_redirects: false });
    expect(notFollowed).toMatchObject({
      ok: false,
      error_class: 'http_status',
      error_message: 'HTTP 302 (expected 2xx)',
    });
    // A 3xx listed as expected keeps today's meaning: the redirect itself is what is checked.
    expect(await test({ type: 'http', url: `${api.url}/redirect`, expected_status: [302] })).toMatchObject({
      ok: true,
    });
    const loop = await test({ type: 'http', url: `${api.url}/loop`, max_redirects: 3 });
    expect(loop).toMatchObject({ ok: false, error_class: 'too_many_redirects' });
    expect(loop.error_message).toContain('more than 3 redirects');
  });

  it('fails hostile answers with a reason and stays up', async () => {
    const big = await assertOne('/big', { source: 'body', comparison: 'contains', target: 'b' });
    expect(big).toMatchObject({ ok: false, error_class: 'response_too_large' });
    const started = Date.now();
    const regex = await test({
      type: 'http',
      url: `${api.url}/echo`,
      method: 'POST',
      body: `${'a'.repeat(40)}!`,
      assertions: [{ source: 'json_path', property: '$.body', comparison: 'matches', target: '^(a+)+$' }],
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(regex).toMatchObject({ ok: false, error_class: 'assertion_failed' });
    expect(regex.error_message).toContain('evaluation stopped after 250 ms');
    const hang = await test({ type: 'http', url: `${api.url}/hang`, timeout_ms: 300 });
    expect(hang).toMatchObject({ ok: false, error_class: 'timeout' });
    expect(await test({ type: 'http', url: `${api.url}/health` })).toMatchObject({ ok: true });
  });

  it('refuses bad request fields with a 400 naming each', async () => {
    const res = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Bad',
        type: 'http',
        url: `${api.url}/health`,
        method: 'FETCH',
        headers: { 'Content-Length': '3' },
        assertions: [
          { source: 'json_path', comparison: 'equals', target: 'x' },
          { source: 'body', comparison: 'matches', target: '(' },
        ],
      },
    });
    expect(res.status).toBe(400);
    const paths = (res.body.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['method', 'headers', 'assertions.0.property', 'assertions.1.target']),
    );
    const onTcp = await call('POST', '/api/v1/monitors', {
      body: { name: 'Tcp', type: 'tcp', host: '127.0.0.1', port: 1, method: 'POST' },
    });
    expect(onTcp.status).toBe(400);
    expect(onTcp.body.errors).toEqual([{ path: 'method', message: 'is not allowed for tcp monitors' }]);
  });

  it('a monitor whose JSON field goes wrong opens an incident saying which assertion failed', async () => {
    const assertion = { source: 'json_path', property: '$.status', comparison: 'equals', target: 'ok' };
    const created = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Health',
        type: 'http',
        url: `${api.url}/health`,
        method: 'GET',
        headers: { Accept: 'application/json' },
        assertions: [assertion],
        interval_sec: 1,
        timeout_ms: 2000,
        regions: ['fra1'],
        down_quorum: 1,
        channel_ids: [],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      method: 'GET',
      headers: { Accept: 'application/json' },
      assertions: [assertion],
    });
    const id = created.body.id as string;
    prober = startProber({
      config: stack.config,
      region: 'fra1',
      baseUrl: stack.url,
      pullEveryMs: 200,
      log: silentLogger,
    });
    await until(async () => stack.services.probing.latestResults(id).some((r) => r.ok));

    api.setStatus('degraded');
    let incident: Record<string, unknown> | undefined;
    await until(async () => {
      incident = (await call('GET', `/api/v1/incidents?monitor_id=${id}`)).body.data[0];
      return incident !== undefined;
    });
    expect(incident).toMatchObject({
      check: {
        last_error_class: 'assertion_failed',
        last_error_message: 'assertion json_path $.status equals "ok" failed: actual "degraded"',
      },
    });
  });
});

async function until(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
