/**
 * The secrets of a monitor's request: credential headers, headers marked secret and the basic-auth password are
 * sealed in the stored document, answered only as hints (and a hint sent back keeps the value), and reach the
 * target in full through a real prober's job.
 */
import { silentLogger } from '../../domain/logger';
import { Monitor } from '../../domain/models';
import { openSecret } from '../../domain/secretBox';
import { startProber, type RunningProber } from '../../prober/prober';
import { startApiTarget, type ApiTarget } from '../support/apiTarget';
import { DashboardClient } from '../support/dashboard';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(60_000);

const TOKEN = 'tok-3f9a';
const API_KEY = 'key-0123456789abcdef';
const MARKED = 'tenant-7781-xyz';
const PASSWORD = 'hunter2-long-password';

describe('monitor request secrets', () => {
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

  /** The target received `header` with `part` in it (the whole value would put the secret in the record). */
  const echoed = (header: string, part: string) => ({
    source: 'json_path',
    property: `$.headers["${header}"]`,
    comparison: 'contains',
    target: part,
  });

  it('seals credential and marked headers and the password, answers hints, and probes with the real values', async () => {
    const basic = `Basic ${Buffer.from(`ann:${PASSWORD}`).toString('base64')}`;
    const created = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Echo',
        type: 'http',
        url: `${api.url}/echo`,
        headers: { 'X-Api-Key': API_KEY, 'X-Tenant': MARKED, Accept: 'application/json' },
        secret_headers: ['x-tenant'],
        basic_auth: { username: 'ann', password: PASSWORD },
        assertions: [
          echoed('x-api-key', API_KEY.slice(2)),
          echoed('x-tenant', MARKED.slice(1)),
          echoed('authorization', basic),
        ],
        interval_sec: 1,
        regions: ['fra1'],
        down_quorum: 1,
        channel_ids: [],
      },
    });
    expect(created.status).toBe(201);
    const shown = {
      headers: { 'X-Api-Key': '****cdef', 'X-Tenant': '****-xyz', Accept: 'application/json' },
      secret_headers: ['X-Api-Key', 'X-Tenant'],
      basic_auth: { username: 'ann', password: '****word' },
    };
    expect(created.body).toMatchObject(shown);
    for (const secret of [API_KEY, MARKED, PASSWORD]) expect(created.text).not.toContain(secret);
    const id = created.body.id as string;

    const stored = (await Monitor.findById(id).lean())!;
    const storedText = JSON.stringify(stored);
    for (const secret of [API_KEY, MARKED, PASSWORD]) expect(storedText).not.toContain(secret);
    const sealed = stored.headers!['X-Api-Key'] as { sealed: string };
    expect(openSecret(stack.config.secretsKey, sealed.sealed)).toBe(API_KEY);
    expect(stored.headers!.Accept).toBe('application/json');

    const got = await call('GET', `/api/v1/monitors/${id}`);
    expect(got.body).toMatchObject(shown);
    for (const secret of [API_KEY, MARKED, PASSWORD]) expect(got.text).not.toContain(secret);

    // The record read back and written again (hints and all) keeps every secret.
    const rewritten = await call('PATCH', `/api/v1/monitors/${id}`, {
      body: { headers: got.body.headers, basic_auth: got.body.basic_auth, name: 'Echo again' },
    });
    expect(rewritten.status).toBe(200);
    const after = (await Monitor.findById(id).lean())!;
    expect(after.headers).toEqual(stored.headers);
    expect(after.basic_auth).toEqual(stored.basic_auth);

    prober = startProber({
      config: stack.config,
      region: 'fra1',
      baseUrl: stack.url,
      pullEveryMs: 200,
      log: silentLogger,
    });
    await until(async () => stack.services.probing.latestResults(id).length > 0);
    expect(stack.services.probing.latestResults(id)[0]).toMatchObject({ ok: true });
    expect(api.hits('/echo')).toBeGreaterThan(0);
  });

  it('a new value replaces a sealed one', async () => {
    const created = await call('POST', '/api/v1/monitors', {
      body: { name: 'Tok', type: 'http', url: `${api.url}/account`, headers: { Authorization: TOKEN } },
    });
    expect(created.body.headers).toEqual({ Authorization: '****' });
    const patched = await call('PATCH', `/api/v1/monitors/${created.body.id}`, {
      body: { headers: { Authorization: 'Bearer another-token-1234' } },
    });
    expect(patched.body.headers).toEqual({ Authorization: '****1234' });
    const stored = (await Monitor.findById(created.body.id).lean())!;
    const sealed = stored.headers!.Authorization as { sealed: string };
    expect(openSecret(stack.config.secretsKey, sealed.sealed)).toBe('Bearer another-token-1234');
  });

  it('the dashboard form edits headers, body and assertions, showing sealed values only as hints', async () => {
    const c = new DashboardClient(stack.url);
    await c.signUp('secrets', 'Secrets Ltd');
    const token = await c.tokenOf('/app/monitors/new?type=http');
    const fields = {
      _csrf: token,
      name: 'Form echo',
      url: `${api.url}/echo`,
      method: 'POST',
      headers: 'Authorization: Bearer abcdefgh12345678\nAccept: application/json',
      body: '{"q":1}',
      regions: 'fra1',
      channels_mode: 'all',
    };
    const refused = await c.post('/app/monitors?type=http', { ...fields, assertions: '[{"source":"nope"}]' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('id="e-assertions"');
    const assertions = [{ source: 'json_path', property: '$.body', comparison: 'equals', target: '{"q":1}' }];
    const created = await c.post('/app/monitors?type=http', { ...fields, assertions: JSON.stringify(assertions) });
    expect(created.status).toBe(303);
    const id = created.location!.split('/').pop()!;
    const stored = (await Monitor.findById(id).lean())!;
    expect(stored).toMatchObject({ method: 'POST', body: '{"q":1}', assertions });
    expect(JSON.stringify(stored)).not.toContain('abcdefgh12345678');

    const form = (await c.get(`/app/monitors/${id}/edit`)).text;
    expect(form).not.toContain('abcdefgh12345678');
    const shownHeaders = /<textarea id="f-headers"[^>]*>([^<]*)<\/textarea>/.exec(form)![1];
    expect(shownHeaders).toBe('Authorization: ****5678\nAccept: application/json');
    const edited = await c.post(`/app/monitors/${id}`, {
      ...fields,
      name: 'Form echo 2',
      headers: shownHeaders,
      assertions: JSON.stringify(assertions),
    });
    expect(edited.status).toBe(303);
    expect((await Monitor.findById(id).lean())!.headers).toEqual(stored.headers);
  });
});

async function until(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
