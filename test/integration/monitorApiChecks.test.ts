/**
 * `api` monitors: steps in order against a local JSON API (log in, read the account with the token the log-in
 * answered, check the health document), through the test-check and through a monitor a real prober checks; the
 * first failing step fails the check and says which; steps that use values no earlier step extracts are refused.
 */
import { silentLogger } from '../../domain/logger';
import { Monitor } from '../../domain/models';
import { startProber, type RunningProber } from '../../prober/prober';
import { startApiTarget, type ApiTarget } from '../support/apiTarget';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(60_000);

describe('api monitors: multi-step checks', () => {
  let stack: Stack;
  let api: ApiTarget;
  let call: ReturnType<typeof apiClient>;
  let prober: RunningProber | undefined;

  beforeAll(async () => {
    api = await startApiTarget();
    stack = await startStack({ env: { RATE_LIMIT_SCALE: '100' } });
    call = apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await prober?.stop();
    await stack?.stop();
    await api?.stop();
  });

  const steps = (password = 'hunter2') => [
    {
      name: 'login',
      url: `${api.url}/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: 'ann', password }),
      extract: [
        { name: 'token', source: 'json_path', property: '$.token' },
        { name: 'session', source: 'header', property: 'X-Session' },
        { name: 'user', source: 'regex', property: '"user":"(\\w+)"' },
      ],
    },
    {
      name: 'account',
      url: `${api.url}/account?user={{steps.login.user}}`,
      headers: { Authorization: 'Bearer {{ steps.login.token }}', 'X-Session': '{{steps.login.session}}' },
      assertions: [
        { source: 'status_code', comparison: 'equals', target: 200 },
        { source: 'json_path', property: '$.plan', comparison: 'equals', target: 'pro' },
        { source: 'json_path', property: '$.session', comparison: 'equals', target: 'sess-1' },
      ],
    },
    {
      name: 'health',
      url: `${api.url}/health`,
      assertions: [{ source: 'json_path', property: '$.status', comparison: 'equals', target: 'ok' }],
    },
  ];
  const test = async (definition: Record<string, unknown>) => {
    const res = await call('POST', '/api/v1/monitors/test', { body: { definition } });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('runs the steps in order, carrying extracted values into the next ones', async () => {
    const out = await test({ type: 'api', steps: steps() });
    expect(out).toMatchObject({ ok: true, error_class: null, error_message: null });
    expect(out.steps.map((s: { name: string; ok: boolean }) => [s.name, s.ok])).toEqual([
      ['login', true],
      ['account', true],
      ['health', true],
    ]);
    expect(out.steps[1].assertions[1]).toMatchObject({ property: '$.plan', passed: true, actual: 'pro' });
    expect(out.response_ms).toEqual(expect.any(Number));
  });

  it('fails at the first failing step and says which', async () => {
    const out = await test({ type: 'api', steps: steps('wrong') });
    expect(out).toMatchObject({
      ok: false,
      error_class: 'http_status',
      error_message: 'step login (1 of 3) failed: HTTP 401 (expected 2xx)',
    });
    expect(out.steps).toEqual([
      {
        name: 'login',
        ok: false,
        response_ms: expect.any(Number),
        error_message: 'HTTP 401 (expected 2xx)',
        assertions: [],
      },
    ]);

    api.setStatus('degraded');
    const third = await test({ type: 'api', steps: steps() });
    api.setStatus('ok');
    expect(third).toMatchObject({
      error_class: 'assertion_failed',
      error_message: 'step health (3 of 3) failed: assertion json_path $.status equals "ok" failed: actual "degraded"',
    });
    expect(third.steps[2].assertions[0]).toMatchObject({ passed: false, actual: 'degraded' });
  });

  it('fails a step whose extraction finds nothing', async () => {
    const [login] = steps();
    const out = await test({
      type: 'api',
      steps: [{ ...login, extract: [{ name: 'id', source: 'json_path', property: '$.id' }] }],
    });
    expect(out).toMatchObject({
      ok: false,
      error_class: 'extract_failed',
      error_message: 'step login (1 of 1) failed: extract id (json_path $.id) found nothing',
    });
  });

  it('refuses steps that use what no earlier step extracts, and fields of other types', async () => {
    const [login, account] = steps();
    const res = await call('POST', '/api/v1/monitors', {
      body: { name: 'Flow', type: 'api', steps: [account, login, login], url: `${api.url}/health` },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'steps.0.url', message: 'uses {{steps.login.user}}, which no earlier step extracts' },
        {
          path: 'steps.0.headers.Authorization',
          message: 'uses {{steps.login.token}}, which no earlier step extracts',
        },
        { path: 'steps.2.name', message: 'must not repeat a step name' },
      ]),
    );
    const noSteps = await call('POST', '/api/v1/monitors', { body: { name: 'Flow', type: 'api' } });
    expect(noSteps.body.errors).toEqual([{ path: 'steps', message: 'is required for api monitors' }]);
  });

  it('an api monitor is checked by a prober, its step credentials sealed', async () => {
    const [login, account, health] = steps();
    const withKey = { ...health, headers: { 'X-Api-Key': 'key-health-0123456789' } };
    const created = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Sign-in flow',
        type: 'api',
        steps: [login, account, withKey],
        interval_sec: 1,
        timeout_ms: 5000,
        regions: ['fra1'],
        down_quorum: 1,
        channel_ids: [],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.steps[2]).toMatchObject({
      headers: { 'X-Api-Key': '****6789' },
      secret_headers: ['X-Api-Key'],
    });
    expect(created.body.steps[1].headers.Authorization).toBe('****n }}');
    const id = created.body.id as string;
    const stored = JSON.stringify(await Monitor.findById(id).lean());
    expect(stored).not.toContain('key-health-0123456789');

    prober = startProber({
      config: stack.config,
      region: 'fra1',
      baseUrl: stack.url,
      pullEveryMs: 200,
      log: silentLogger,
    });
    await until(async () => stack.services.probing.latestResults(id).length > 0);
    expect(stack.services.probing.latestResults(id)[0]).toMatchObject({ ok: true });
    expect(api.hits('/account')).toBeGreaterThan(0);

    const renamed = await call('PATCH', `/api/v1/monitors/${id}`, { body: { name: 'Sign-in' } });
    expect(renamed.status).toBe(200);
    expect(JSON.stringify((await Monitor.findById(id).lean())!.steps)).toBe(JSON.stringify(JSON.parse(stored).steps));
  });
});

async function until(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
