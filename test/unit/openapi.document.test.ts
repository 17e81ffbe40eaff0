/**
 * The OpenAPI document's error side and its use by a generated client: every operation documents the errors it
 * can answer in the contract's envelope, 429 with its headers where the limiter applies, and a client generated
 * from the document type-checks a correct call and rejects a wrong one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { buildOpenApi } from '../../api/contract/openapi';
import { API_ROUTES } from '../../api/routes';

const doc = buildOpenApi(API_ROUTES, { baseUrl: 'https://api.example', minIntervalSec: 30 }) as any;
const operations = Object.entries<any>(doc.paths).flatMap(([path, item]) =>
  Object.entries<any>(item).map(([method, op]) => ({ path, method, op })),
);
const find = (path: string, method: string) => doc.paths[path][method];
/** The alternatives of a discriminated union, each a `$ref` to a named schema, resolved. */
const alternativesOf = (schema: any): any[] =>
  schema.oneOf.map((alt: any) => doc.components.schemas[alt.$ref.replace('#/components/schemas/', '')]);

describe('OpenAPI error responses', () => {
  it('documents a 500 in the envelope on every operation and 400/413/415 wherever a body is read', () => {
    for (const { op } of operations) {
      expect(op.responses['500'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
      if (op.requestBody) {
        for (const status of ['400', '413', '415']) expect(op.responses[status]).toBeDefined();
        expect(op.responses['400'].content['application/json'].schema.$ref).toBe(
          '#/components/schemas/InvalidRequestError',
        );
      }
    }
  });

  it('documents 429 with Retry-After, Link and RateLimit-* exactly where the limiter applies', () => {
    const refused = find('/api/v1/monitors', 'get').responses['429'];
    expect(Object.keys(refused.headers).sort()).toEqual([
      'Link',
      'RateLimit-Limit',
      'RateLimit-Policy',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ]);
    expect(refused.content['application/json'].schema.$ref).toBe('#/components/schemas/RateLimitError');
    expect(Object.keys(find('/api/v1/monitors', 'get').responses['200'].headers)).toContain('RateLimit-Remaining');
    expect(find('/api/v1/heartbeats/{token}', 'post').responses['429']).toBeDefined();
    expect(find('/health', 'get').responses['429']).toBeUndefined();
    expect(find('/health', 'get').responses['200'].headers).toBeUndefined();
    expect(find('/status/{slug}', 'get').responses['429']).toBeUndefined();
    const body = doc.components.schemas.RateLimitError;
    expect(body.required).toEqual(
      expect.arrayContaining(['code', 'message', 'statusCode', 'retry_after_sec', 'docs_url']),
    );
  });

  it('documents credentials, ids and conflicts where they apply', () => {
    expect(find('/api/v1/channels', 'get').responses['401']).toBeDefined();
    expect(find('/api/v1/channels/{id}', 'get').responses['404']).toBeDefined();
    expect(find('/api/v1/channels', 'get').responses['404']).toBeUndefined();
    expect(find('/api/v1/incidents/{id}/acknowledge', 'post').responses['409']).toBeDefined();
    expect(find('/api/auth/sign-in', 'post').responses['401']).toBeDefined();
    expect(find('/api/auth/social/{provider}', 'get').responses['404'].description).toMatch(/provider/);
    expect(find('/api/auth/social/{provider}', 'get').responses['501']).toBeUndefined();
  });

  it('documents list limits and URLs as the validation applies them', () => {
    const limit = find('/api/v1/monitors', 'get').parameters.find((p: any) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const url = find('/api/v1/channels', 'post').requestBody.content['application/json'].schema.properties.url;
    expect(url).toMatchObject({ format: 'uri' });
    const [own, nulFree] = url.allOf.map((p: { pattern: string }) => new RegExp(p.pattern));
    expect(own.test('')).toBe(false);
    expect(own.test('http://x.example')).toBe(false);
    expect(own.test('https://x.example/hook')).toBe(true);
    expect(nulFree.test('https://x.example/\u0000')).toBe(false);
  });
});

describe('OpenAPI monitor bodies', () => {
  const body = (path: string, method: string) => find(path, method).requestBody.content['application/json'].schema;

  it('splits a monitor create body by type with the fields each type needs and accepts', () => {
    const byType = Object.fromEntries(
      alternativesOf(body('/api/v1/monitors', 'post')).map((alt: any) => [alt.properties.type.const, alt]),
    );
    expect(Object.keys(byType).sort()).toEqual([
      'api',
      'browser',
      'dns',
      'heartbeat',
      'http',
      'keyword',
      'ping',
      'ssl',
      'tcp',
    ]);
    expect(byType.api.required).toEqual(['name', 'type', 'steps']);
    // One steps field, two forms: requests for api monitors, actions for browser monitors.
    expect(byType.api.properties.steps.items.required).toEqual(['name', 'url']);
    expect(byType.browser.properties.steps.items.required).toEqual(['action']);
    expect(byType.browser.properties.timeout_ms.maximum).toBe(60_000);
    expect(byType.http.properties.timeout_ms.maximum).toBe(30_000);
    expect(byType.tcp.required).toEqual(['name', 'type', 'host', 'port']);
    expect(byType.tcp.properties.url).toBeUndefined();
    expect(byType.heartbeat.required).toEqual(['name', 'type', 'heartbeat']);
    expect(byType.keyword.additionalProperties).toBe(false);
    expect(body('/api/v1/monitors', 'post').discriminator.mapping.tcp).toBe('#/components/schemas/MonitorCreateTcp');
  });

  it('states the deployment minimum interval and that a PATCH needs a field', () => {
    const http = alternativesOf(body('/api/v1/monitors', 'post')).find((alt) => alt.properties.type.const === 'http');
    expect(http.properties.interval_sec.minimum).toBe(30);
    expect(body('/api/v1/monitors/{id}', 'patch').properties.heartbeat.properties.period_sec.minimum).toBe(30);
    expect(body('/api/v1/monitors/{id}', 'patch').minProperties).toBe(1);
    expect(body('/api/v1/channels/{id}', 'patch').minProperties).toBe(1);
  });

  it('splits a test-check definition by probed type, without heartbeat', () => {
    const alternatives = alternativesOf(body('/api/v1/monitors/test', 'post').properties.definition);
    expect(alternatives.map((a: any) => a.properties.type.const).sort()).toEqual([
      'api',
      'browser',
      'dns',
      'http',
      'keyword',
      'ping',
      'ssl',
      'tcp',
    ]);
    expect(alternatives.find((a: any) => a.properties.type.const === 'tcp').properties.url).toEqual({ type: 'null' });
  });
});

describe('a client generated from the document', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    execFileSync(
      process.execPath,
      [
        join(__dirname, '../../node_modules/openapi-typescript/bin/cli.js'),
        join(dir, 'openapi.json'),
        '-o',
        join(dir, 'api.d.ts'),
      ],
      { stdio: 'pipe' },
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function diagnostics(source: string): string[] {
    const file = join(dir, `call${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, `import type { paths } from './api';\n${source}\n`);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  const prelude = `
    type CreateChannel = paths['/api/v1/channels']['post'];
    type Body = CreateChannel['requestBody']['content']['application/json'];
    type Created = CreateChannel['responses'][201]['content']['application/json'];
    type Refused = CreateChannel['responses'][429]['content']['application/json'];
    type Invalid = CreateChannel['responses'][400]['content']['application/json'];
    type Answer = { status: 201; body: Created } | { status: 429; body: Refused } | { status: 400; body: Invalid };
    declare function call(body: Body): Promise<Answer>;`;

  it('type-checks a call and its typed errors', () => {
    expect(
      diagnostics(`${prelude}
      async function main(): Promise<number> {
        const res = await call({ name: 'hook', type: 'webhook', url: 'https://x.example/hook', secret: '0123456789abcdef' });
        if (res.status === 429) return res.body.retry_after_sec + res.body.docs_url.length;
        if (res.status === 400) return res.body.errors.length + res.body.errors[0].path.length;
        return res.body.secret_hint.length;
      }
      void main;`),
    ).toEqual([]);
  });

  it('rejects a wrong call', () => {
    expect(
      diagnostics(`${prelude}
      void call({ name: 'hook', type: 'email', url: 'https://x.example/hook', secret: '0123456789abcdef' });`).length,
    ).toBeGreaterThan(0);
  });
});
