/**
 * The Python SDK (packages/sdk-py) through the walk-through of docs/api.md against a real stack:
 * packages/sdk-py/tests/walkthrough.py runs in the SDK's virtualenv (scripts/sdkPython.sh) and reports what it
 * saw; this checks that and what the HTTPS receiver got (the test alert, signed with the channel's secret).
 * Skipped when the virtualenv is not installed (no python3 >= 3.11 with venv).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { verifyWebhook } from '../../packages/verify-ts/src';
import { bootstrapKey } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { MONITOR_BODIES, SDK_HOOK_SECRET } from '../support/sdkWalkthrough';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

const ROOT = join(__dirname, '../..');
const PYTHON = join(ROOT, '.tools/sdk-py-venv/bin/python');
const run = existsSync(PYTHON) ? describe : describe.skip;

run('Python SDK: the docs/api.md walk-through', () => {
  let receiver: TestReceiver;
  let stack: Stack;
  let worker: TestWorker;

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile } });
    worker = await startTestWorker(stack.config);
  });
  afterAll(async () => {
    await worker?.stop();
    await stack?.stop();
    await receiver?.close();
  });

  it('runs every step with the generated client and its helpers', async () => {
    const { key } = await bootstrapKey({ orgName: 'SDK Python Ltd' });
    const { stdout } = await promisify(execFile)(PYTHON, [join(ROOT, 'packages/sdk-py/tests/walkthrough.py')], {
      env: {
        PATH: process.env.PATH,
        PYTHONPATH: join(ROOT, 'packages/sdk-py/src'),
        PYTHONDONTWRITEBYTECODE: '1',
        UPTIME_URL: stack.url,
        UPTIME_API_KEY: key,
        HOOK_URL: `${receiver.url}/hook`,
        HOOK_SECRET: SDK_HOOK_SECRET,
        PROBER_TOKEN: stack.config.proberToken,
        MONITOR_BODIES: JSON.stringify(MONITOR_BODIES),
      },
      timeout: 120_000,
    });
    const saw = JSON.parse(stdout);
    expect(saw.monitor_types).toEqual(MONITOR_BODIES.map((b) => b.type).sort());
    expect(saw.test_alert).toBe('delivered');
    expect(saw.invalid).toMatchObject({ code: 'invalid_request', status: 400, paths: expect.arrayContaining(['url']) });
    expect(saw.acknowledged).toBe('acknowledged');
    expect(saw.conflict).toEqual({ code: 'conflict', status: 409 });
    expect(saw.resolved).toBe('resolved');
    expect(saw.paged_ids).toHaveLength(4);
    expect(saw.paged_ids).toEqual(saw.whole_ids);
    expect(saw.burst_answers).toBe(50);
    expect(saw.waits.length).toBeGreaterThan(0);

    const test = receiver.requests('/hook').find((r) => r.headers['x-service-delivery-id'] === saw.delivery_id);
    expect(test?.headers['x-service-event']).toBe('test');
    const verified = verifyWebhook({
      rawBody: test!.rawBody,
      header: test!.headers['x-service-signature'],
      secrets: [SDK_HOOK_SECRET],
    });
    expect(verified.ok).toBe(true);
  }, 180_000);
});
