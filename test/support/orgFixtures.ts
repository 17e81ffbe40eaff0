/**
 * One record of every org-scoped resource, made through the API with one credential, by the path segment its
 * routes use (`/api/v1/<segment>/:id`): what route-table walks fill `:id` with.
 */
import type { apiClient, virtualClock } from './client';
import type { Stack } from './stack';

const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };

export async function orgFixtures(
  stack: Stack,
  clock: ReturnType<typeof virtualClock>,
  call: ReturnType<typeof apiClient>,
  name: string,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const created = async (path: string, body: unknown) => {
    const res = await call('POST', path, { body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body.id as string;
  };
  ids['api-keys'] = await created('/api/v1/api-keys', { name: `${name} key` });
  ids.channels = await created('/api/v1/channels', {
    name,
    type: 'webhook',
    url: `https://hooks.example/${name}`,
    secret: 'a-secret-of-16-chars',
  });
  ids['escalation-policies'] = await created('/api/v1/escalation-policies', {
    name,
    steps: [{ after_sec: 600, channel_ids: [ids.channels] }],
  });
  ids.monitors = await created('/api/v1/monitors', { name, type: 'http', url: `https://${name}.example/` });
  const { incident } = await stack.services.lifecycle.open({
    monitorId: ids.monitors,
    failingRegions: ['fra1', 'iad1'],
    check: failure,
  });
  ids.incidents = incident._id;
  ids.deliveries = (await call('GET', `/api/v1/deliveries?incident_id=${incident._id}`)).body.data[0].id;
  ids['maintenance-windows'] = await created('/api/v1/maintenance-windows', {
    name,
    starts_at: new Date(clock.now()).toISOString(),
    ends_at: new Date(clock.now() + 60_000).toISOString(),
    monitor_ids: [ids.monitors],
  });
  ids.members = (await call('GET', '/api/v1/members')).body.data[0].id;
  ids.invitations = await created('/api/v1/invitations', { email: `${name}-invitee@example.com`, role: 'viewer' });
  return ids;
}
