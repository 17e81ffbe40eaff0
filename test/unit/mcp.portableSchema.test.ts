/**
 * The MCP tools' schemas in the portable subset: no `$ref`/`$defs`, no `anyOf` with a `null` branch or an untyped
 * branch, no `const`, only well-known formats. The SDK's own conversion of the same zod schemas is checked too, so
 * the check is seen to catch what it is there for; each schema still compiles and accepts what the API answers.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { ChannelOut } from '../../api/contract/channels';
import { MonitorTestBody } from '../../api/contract/monitors';
import { portableSchema, schemaPortabilityProblems } from '../../api/mcp/portableSchema';
import { TOOLS } from '../../api/mcp/tools';

const CHANNEL = {
  id: '0190a5f0-0000-7000-8000-000000000001',
  name: 'On-call',
  type: 'webhook',
  url: 'https://hooks.example.com/x',
  template: null,
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  signature_scheme: 'service',
  event_types: ['incident.opened', 'incident.acknowledged', 'incident.resolved'],
  secret_hint: 'cdef',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
};

describe('MCP tool schemas', () => {
  it.each(TOOLS.map((t) => [t.name, t]))('%s: input and output schemas are portable', (_name, tool) => {
    expect(schemaPortabilityProblems(tool.definition.inputSchema)).toEqual([]);
    expect(schemaPortabilityProblems(tool.definition.outputSchema)).toEqual([]);
    expect(tool.definition.inputSchema.type).toBe('object');
    expect(JSON.stringify(tool.definition)).not.toMatch(/"\$(ref|defs)"/);
  });

  it("finds the problems of the SDK's own conversion of the same zod schemas", () => {
    const sdk = toJsonSchemaCompat(ChannelOut as never, { pipeStrategy: 'output' });
    const problems = schemaPortabilityProblems(sdk);
    expect(problems).toContain('#/properties/disabled_at/anyOf/1: null as an anyOf branch (use a type array)');
    expect(schemaPortabilityProblems(toJsonSchemaCompat(MonitorTestBody as never, {}))).toContain(
      '#/properties/definition/properties/url/anyOf/0: non-standard format uri',
    );
    expect(schemaPortabilityProblems(portableSchema(sdk as Record<string, unknown>))).toEqual([]);
  });

  it('compile in strict JSON Schema 2020-12 and accept what the API answers, errors included', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true }));
    for (const tool of TOOLS) {
      ajv.compile(tool.definition.inputSchema);
      ajv.compile(tool.definition.outputSchema!);
    }
    const getChannel = ajv.compile(TOOLS.find((t) => t.name === 'get_channel')!.definition.outputSchema!);
    expect(getChannel(CHANNEL)).toBe(true);
    expect(getChannel({ ...CHANNEL, disabled_at: '2026-11-25T11:00:00.000Z', disabled_reason: 'failures' })).toBe(true);
    expect(getChannel({ code: 'not_found', message: 'Channel not found.', statusCode: 404 })).toBe(true);
    expect(getChannel({ ...CHANNEL, id: undefined, code: undefined })).toBe(false);
    const check = ajv.compile(TOOLS.find((t) => t.name === 'test_check_monitor')!.definition.inputSchema);
    expect(check({ definition: { type: 'dns', host: 'example.com', record_type: null } })).toBe(true);
    expect(check({ definition: { type: 'dns', record_type: 'SOA' } })).toBe(false);
  });
});
