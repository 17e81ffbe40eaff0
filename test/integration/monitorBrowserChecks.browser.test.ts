/**
 * Browser monitors through the REST API: created and read back with their steps, refused with a clear 400 when a
 * step lacks what its action needs, run by the test-check (steps and, on failure, a screenshot), and checked by a
 * real prober whose failing step is the incident's reason. Pages are served on 127.0.0.1.
 */
import { silentLogger } from '../../domain/logger';
import { startProber, type RunningProber } from '../../prober/prober';
import { browserUnavailableReason } from '../support/browser';
import { startBrowserSite, type BrowserSite } from '../support/browserSite';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(60_000);

const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[browser monitor tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

describeInBrowser('browser monitors through the API', () => {
  let stack: Stack;
  let site: BrowserSite;
  let call: ReturnType<typeof apiClient>;
  let prober: RunningProber | undefined;
  const signIn = () => [
    { action: 'goto', url: `${site.url}/` },
    { action: 'fill', selector: '#user', value: 'monitor' },
    { action: 'click', selector: '#go' },
    { action: 'expect_text', selector: '#plan', text: 'Plan: pro' },
  ];

  beforeAll(async () => {
    site = await startBrowserSite();
    stack = await startStack({ env: { RATE_LIMIT_SCALE: '100' } });
    call = apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await prober?.stop();
    await stack?.stop();
    await site?.stop();
  });

  it('creates a browser monitor and reads it back with its steps', async () => {
    const created = await call('POST', '/api/v1/monitors', {
      body: { name: 'Shop sign-in', type: 'browser', steps: signIn(), timeout_ms: 45_000, channel_ids: [] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'browser', steps: signIn(), timeout_ms: 45_000 });
    const read = await call('GET', `/api/v1/monitors/${created.body.id}`);
    expect(read.body.steps).toEqual(signIn());
  });

  it('refuses steps that lack what their action needs, or of the other kind, with the field named', async () => {
    const create = (body: Record<string, unknown>) =>
      call('POST', '/api/v1/monitors', { body: { name: 'b', type: 'browser', ...body } });
    const missing = await create({ steps: [{ action: 'goto', url: `${site.url}/` }, { action: 'click' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'steps.1.selector', message: 'is required for click' }]);
    const first = await create({ steps: [{ action: 'click', selector: '#go' }] });
    expect(first.body.errors).toEqual([
      { path: 'steps.0.action', message: 'must be goto: a check starts by opening a page' },
    ]);
    const extra = await create({ steps: [{ action: 'goto', url: `${site.url}/`, selector: '#x' }] });
    expect(extra.body.errors).toEqual([{ path: 'steps.0.selector', message: 'is not allowed for goto' }]);
    const code = await create({ steps: [{ action: 'evaluate', text: 'fetch("/")' }] });
    expect(code.status).toBe(400);
    expect(code.body.errors[0].path).toBe('steps.0.action');
    const slow = await create({ steps: signIn(), timeout_ms: 60_001 });
    expect(slow.body.errors).toEqual([{ path: 'timeout_ms', message: 'must be at most 60000' }]);
    const httpSlow = await call('POST', '/api/v1/monitors', {
      body: { name: 'h', type: 'http', url: `${site.url}/`, timeout_ms: 45_000 },
    });
    expect(httpSlow.body.errors).toEqual([{ path: 'timeout_ms', message: 'must be at most 30000 for http monitors' }]);
    const apiSteps = await create({ steps: [{ name: 'home', url: `${site.url}/` }] });
    expect(apiSteps.body.errors).toEqual([
      { path: 'steps', message: 'must be actions ({action, ...}) for browser monitors, not api requests' },
    ]);
  });

  it('test-checks a definition: each step, and for a failure the reason and a screenshot', async () => {
    const passed = await call('POST', '/api/v1/monitors/test', {
      body: { definition: { type: 'browser', steps: signIn() } },
    });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ ok: true, error_class: null, response_ms: expect.any(Number) });
    expect(passed.body.steps).toHaveLength(4);
    expect(passed.body.screenshot).toBeUndefined();

    const failed = await call('POST', '/api/v1/monitors/test', {
      body: {
        definition: {
          type: 'browser',
          timeout_ms: 8000,
          steps: [
            { action: 'goto', url: `${site.url}/` },
            { action: 'expect_title', text: 'Checkout' },
          ],
        },
      },
    });
    expect(failed.body).toMatchObject({ ok: false, error_class: 'browser_step_failed' });
    expect(failed.body.error_message).toContain('step 2 of 2 (expect_title Checkout) failed: title does not contain');
    expect(failed.body.steps).toEqual([
      { name: `goto ${site.url}/`, ok: true, response_ms: expect.any(Number), error_message: null, assertions: [] },
      expect.objectContaining({ name: 'expect_title Checkout', ok: false }),
    ]);
    expect(failed.body.screenshot).toMatch(/^data:image\/png;base64,/);
  });

  it('a monitor whose page loses its text opens an incident naming the failing step', async () => {
    const created = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Broken page',
        type: 'browser',
        steps: [
          { action: 'goto', url: `${site.url}/broken` },
          { action: 'expect_text', text: 'Welcome' },
        ],
        // A fresh browser and context can take seconds on a loaded machine: time enough for the step to fail itself.
        timeout_ms: 8000,
        interval_sec: 10,
        regions: ['fra1'],
        down_quorum: 1,
        channel_ids: [],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    prober = startProber({
      config: stack.config,
      region: 'fra1',
      baseUrl: stack.url,
      pullEveryMs: 200,
      log: silentLogger,
    });
    let incident: Record<string, unknown> | undefined;
    await until(async () => {
      incident = (await call('GET', `/api/v1/incidents?monitor_id=${id}`)).body.data[0];
      return incident !== undefined;
    }, 90_000);
    expect(incident).toMatchObject({ check: { last_error_class: 'browser_step_failed' } });
    const reason = (incident!.check as { last_error_message: string }).last_error_message;
    expect(reason).toContain('step 2 of 2 (expect_text Welcome) failed: text "Welcome" not found in the page');
    expect(reason).toContain('console errors: boom: config missing');
  });
});

async function until(probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
