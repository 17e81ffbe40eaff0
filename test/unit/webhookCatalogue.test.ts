/**
 * The event catalogue: the OpenAPI `webhooks` section lists every event type, the bodies the service builds match
 * its schemas (and a body of another event does not), and each example in docs/webhooks.md is valid for its event.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApi } from '../../api/contract/openapi';
import { API_ROUTES } from '../../api/routes';
import {
  buildCertificatePayload,
  buildEscalatedPayload,
  buildIncidentPayload,
  buildTestPayload,
} from '../../domain/delivery/payload';
import { EVENT_TYPES } from '../../domain/eventTypes';

const doc = buildOpenApi(API_ROUTES, { baseUrl: 'https://api.example', minIntervalSec: 30 }) as any;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const validatorOf = (event: string) =>
  ajv.compile(doc.webhooks[event].post.requestBody.content['application/json'].schema);

const org = { _id: '0192f3a0-7c1e-7b2a-9f10-3d5e8a1b2c4d', name: 'Acme', slug: 'acme' };
const monitor = {
  _id: '0192f3a1-0b7e-7c55-8d21-6f0e9b3a4c5d',
  name: 'Checkout',
  type: 'http' as const,
  url: 'https://shop.example/',
};
const incident = {
  opened_at: new Date('2026-11-21T17:04:05.123Z'),
  acknowledged_at: null,
  resolved_at: null,
  failing_regions: ['fra1' as const],
  check: { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' },
};
const at = new Date('2026-11-21T17:30:00.000Z');
const eventId = '0192f3c1-7d8e-7f90-a1b2-c3d4e5f6a7b8';
const incidentBody = (event: 'incident.opened' | 'incident.acknowledged' | 'incident.resolved') =>
  buildIncidentPayload({
    event,
    eventId,
    occurredAt: at,
    org,
    monitor,
    incident: { ...incident, acknowledged_at: event === 'incident.opened' ? null : at },
  });

const BODIES: Record<string, unknown> = {
  'incident.opened': incidentBody('incident.opened'),
  'incident.acknowledged': incidentBody('incident.acknowledged'),
  'incident.resolved': incidentBody('incident.resolved'),
  test: buildTestPayload(org, at),
  'incident.escalated': buildEscalatedPayload(incidentBody('incident.opened'), {
    eventId: '0192f3c9-0000-7000-8000-000000000001',
    occurredAt: at,
    escalation: { policy_id: '0192f390-1a2b-7c3d-8e4f-5a6b7c8d9e0f', step: 2, after_sec: 600 },
  }),
  'certificate.expiring': buildCertificatePayload({
    occurredAt: at,
    org,
    monitor,
    certificate: {
      subject: 'CN=shop.example',
      issuer: 'CN=R11',
      not_after: '2026-12-05T12:00:00.000Z',
      days_left: 14,
      sha256_fingerprint: Array(32).fill('AB').join(':'),
    },
  }),
};

describe('the webhook event catalogue', () => {
  it('documents every event type in the OpenAPI webhooks section', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it.each(EVENT_TYPES)('accepts the %s body the service builds, and no other event’s body', (event) => {
    const valid = validatorOf(event);
    expect(valid(BODIES[event])).toBe(true);
    for (const other of EVENT_TYPES.filter((e) => e !== event)) expect(valid(BODIES[other])).toBe(false);
  });

  it('keeps the spec’s exact shapes: an extra field or a wrong status is refused', () => {
    const opened = BODIES['incident.opened'] as any;
    expect(validatorOf('incident.opened')({ ...opened, extra: 1 })).toBe(false);
    expect(validatorOf('incident.opened')({ ...opened, incident: { ...opened.incident, status: 'resolved' } })).toBe(
      false,
    );
  });

  it('has one valid example per event type in docs/webhooks.md', () => {
    const text = readFileSync(join(__dirname, '../../docs/webhooks.md'), 'utf8');
    const section = text.slice(text.indexOf('## Event catalogue'), text.indexOf('## Headers'));
    const examples = [...section.matchAll(/### `([a-z.]+)`[\s\S]*?```json\n([\s\S]*?)```/g)];
    expect(examples.map((m) => m[1]).sort()).toEqual([...EVENT_TYPES].sort());
    for (const [, event, json] of examples) {
      const valid = validatorOf(event);
      expect({ event, ok: valid(JSON.parse(json)), errors: valid.errors ?? null }).toEqual({
        event,
        ok: true,
        errors: null,
      });
    }
  });
});
