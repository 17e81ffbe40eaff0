/**
 * Channel types over REST: each type's settings on create and PATCH, a 400 naming the field for a missing or
 * foreign setting, and secrets (a chat tool's URL, a PagerDuty routing key) sealed at rest, shown by their last 4.
 */
import { Channel } from '../../domain/models';
import { openSecret } from '../../domain/secretBox';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const ROUTING_KEY = 'R0ut1ngKey0123456789abcdefABCDEF';

describe('channel types', () => {
  let stack: Stack;
  let call: ReturnType<typeof apiClient>;
  const clock = virtualClock();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now });
    call = apiClient(stack, clock, (await bootstrapKey()).headers);
  });
  afterAll(() => stack.stop());

  const create = (body: Record<string, unknown>) => call('POST', '/api/v1/channels', { body });

  it.each([
    ['slack', { url: 'https://hooks.example.com/services/T000/B000/XXXXwxyz' }, 'wxyz'],
    ['discord', { url: 'https://discord.example.com/api/webhooks/1/tokenabcd' }, 'abcd'],
    ['teams', { url: 'https://teams.example.com/workflows/hook-1234' }, '1234'],
    ['pagerduty', { routing_key: ROUTING_KEY }, 'CDEF'],
  ])('creates a %s channel whose secret is sealed and never returned', async (type, setting, hint) => {
    const res = await create({ name: `${type} alerts`, type, ...setting });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type, secret_hint: hint, enabled: true });
    const secret = Object.values(setting)[0];
    expect(res.text).not.toContain(secret);
    expect(res.body.url).toBeUndefined();
    const stored = (await Channel.findById(res.body.id).lean())!;
    expect(openSecret(stack.config.secretsKey, stored.secret_sealed)).toBe(secret);
    expect((await call('GET', `/api/v1/channels/${res.body.id}`)).body).toEqual(res.body);
  });

  it('creates an e-mail channel with its recipients and no secret', async () => {
    const res = await create({ name: 'On call', type: 'email', to: ['ops@example.com', 'cto@example.com'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'email', to: ['ops@example.com', 'cto@example.com'], secret_hint: '' });
  });

  it.each([
    ['slack without url', { type: 'slack' }, 'url', /is required/],
    ['slack on plain http', { type: 'slack', url: 'http://hooks.example.com/x' }, 'url', /https/],
    [
      'slack with a secret',
      { type: 'slack', url: 'https://h.example.com/x', secret: 'x'.repeat(16) },
      'secret',
      /not allowed for slack/,
    ],
    ['pagerduty without key', { type: 'pagerduty' }, 'routing_key', /is required/],
    ['pagerduty short key', { type: 'pagerduty', routing_key: 'abc' }, 'routing_key', /32-character/],
    ['email without to', { type: 'email' }, 'to', /is required/],
    ['email with no address', { type: 'email', to: [] }, 'to', /at least one/],
    [
      'email with 11',
      { type: 'email', to: Array.from({ length: 11 }, (_, i) => `a${i}@example.com`) },
      'to',
      /at most 10/,
    ],
    ['email not an address', { type: 'email', to: ['ops'] }, 'to.0', /e-mail address/],
    ['email repeated', { type: 'email', to: ['a@example.com', 'A@example.com'] }, 'to', /repeat/],
    [
      'email with a url',
      { type: 'email', to: ['a@example.com'], url: 'https://x.example.com' },
      'url',
      /not allowed for email/,
    ],
    ['unknown type', { type: 'carrier-pigeon' }, 'type', /.+/],
  ])('refuses %s with 400 naming the field', async (_label, body, path, message) => {
    const res = await create({ name: 'x', ...body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors.find((e: { path: string }) => e.path === path)?.message).toMatch(message);
    expect(await Channel.countDocuments({ name: 'x' })).toBe(0);
  });

  it('PATCH takes only the settings of the channel type, and rotates a sealed one', async () => {
    const { body: pd } = await create({ name: 'pd', type: 'pagerduty', routing_key: ROUTING_KEY });
    const foreign = await call('PATCH', `/api/v1/channels/${pd.id}`, { body: { to: ['a@example.com'] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toContainEqual({ path: 'to', message: 'is not allowed for pagerduty channels' });
    const rotated = await call('PATCH', `/api/v1/channels/${pd.id}`, {
      body: { routing_key: 'k'.repeat(28) + 'WXYZ' },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret_hint).toBe('WXYZ');
    const { body: mail } = await create({ name: 'mail', type: 'email', to: ['a@example.com'] });
    const changed = await call('PATCH', `/api/v1/channels/${mail.id}`, { body: { to: ['b@example.com'] } });
    expect(changed.body.to).toEqual(['b@example.com']);
    const secret = await call('PATCH', `/api/v1/channels/${mail.id}`, { body: { secret: 'x'.repeat(16) } });
    expect(secret.body.errors).toContainEqual({ path: 'secret', message: 'is not allowed for email channels' });
  });
});
