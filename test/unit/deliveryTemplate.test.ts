import { buildIncidentPayload, buildTestPayload } from '../../domain/delivery/payload';
import { renderBody, TemplateRenderError, TEMPLATE_MAX_BYTES, validateTemplate } from '../../domain/delivery/template';

const org = { _id: '0190a000-0000-7000-8000-000000000001', name: 'Acme <&> Co', slug: 'acme' };
const opened = buildIncidentPayload({
  event: 'incident.opened',
  eventId: '0190a000-0000-7000-8000-0000000000e1',
  occurredAt: new Date('2026-11-21T17:04:05.123Z'),
  org,
  monitor: {
    _id: '0190a000-0000-7000-8000-0000000000m1'.replace('m', 'a'),
    name: 'API "prod"',
    type: 'http',
    url: 'https://api.example.com/health',
  },
  incident: {
    opened_at: new Date('2026-11-21T17:04:05.123Z'),
    acknowledged_at: null,
    resolved_at: null,
    failing_regions: ['fra1', 'iad1'],
    check: { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' },
  },
});

describe('validateTemplate', () => {
  it('accepts a valid template and null-returns', () => {
    expect(validateTemplate('{{monitor.name}} is {{incident.status}} {{json incident.failing_regions}}')).toBeNull();
    expect(validateTemplate('{{#each incident.failing_regions}}{{this}},{{/each}}')).toBeNull();
  });
  it('returns the parser message for a broken template', () => {
    const msg = validateTemplate('{{#if incident}}unterminated');
    expect(msg).toMatch(/Parse error[\s\S]*OPEN_ENDBLOCK/);
    expect(validateTemplate('{{#each x}}{{/if}}')).toMatch(/each doesn't match if/);
    expect(validateTemplate('{{monitor.name')).toEqual(expect.stringMatching(/Parse error/));
  });
  it('refuses templates over 64 KiB (bytes, not characters)', () => {
    expect(validateTemplate('a'.repeat(TEMPLATE_MAX_BYTES))).toBeNull();
    expect(validateTemplate('a'.repeat(TEMPLATE_MAX_BYTES + 1))).toMatch(/64 KiB/);
    expect(validateTemplate('é'.repeat(TEMPLATE_MAX_BYTES / 2 + 1))).toMatch(/64 KiB/);
  });
});

describe('renderBody', () => {
  it('sends the canonical JSON without a template', () => {
    const r = renderBody(opened, null);
    expect(r).toEqual({ body: JSON.stringify(opened), contentType: 'application/json' });
  });
  it('does not HTML-escape and detects plain text', () => {
    const r = renderBody(opened, '{{org.name}}: {{monitor.name}} down');
    expect(r).toEqual({ body: 'Acme <&> Co: API "prod" down', contentType: 'text/plain' });
  });
  it('json helper writes JSON literals so a template can produce valid JSON', () => {
    const r = renderBody(
      opened,
      '{"text": {{json monitor.name}}, "regions": {{json incident.failing_regions}}, "ack": {{json incident.acknowledged_at}}, "missing": {{json nope}} }',
    );
    expect(r.contentType).toBe('application/json');
    expect(JSON.parse(r.body)).toEqual({ text: 'API "prod"', regions: ['fra1', 'iad1'], ack: null, missing: null });
  });
  it('renders the test payload (incident null)', () => {
    const t = buildTestPayload(org, new Date('2026-11-21T17:04:05.123Z'));
    expect(renderBody(t, '{{event}}|{{#if incident}}x{{else}}none{{/if}}|{{monitor.id}}')).toEqual({
      body: 'test|none|00000000-0000-0000-0000-000000000000',
      contentType: 'text/plain',
    });
  });
  it('raises a typed error when rendering fails', () => {
    expect(() => renderBody(opened, '{{> missingPartial}}')).toThrow(TemplateRenderError);
  });
  it('uses the cache without changing results', () => {
    const tpl = '{{incident.id}}';
    expect(renderBody(opened, tpl).body).toBe(opened.incident!.id);
    expect(renderBody(opened, tpl).body).toBe(opened.incident!.id);
  });
});
