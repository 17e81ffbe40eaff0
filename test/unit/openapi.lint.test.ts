/**
 * The served OpenAPI document passes Redocly CLI's recommended rules (redocly.yaml) with no error and no warning:
 * named schemas behind every discriminator, a security scheme on every operation and webhook, a 4xx everywhere.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApi } from '../../api/contract/openapi';
import { API_ROUTES } from '../../api/routes';

const ROOT = join(__dirname, '../..');

function redoclyLint(document: unknown): { totals: Record<string, number>; problems: { message: string }[] } {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const out = execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', join(ROOT, 'redocly.yaml')].concat(
        ['--format', 'json'],
      ),
      {
        // Telemetry and the update check would reach out of the machine.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return JSON.parse(out.toString('utf8'));
  } catch (err) {
    // A failed lint exits 1 with the report on stdout.
    const stdout = (err as { stdout?: Buffer }).stdout?.toString('utf8');
    if (stdout?.startsWith('{')) return JSON.parse(stdout);
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document under Redocly recommended rules', () => {
  it('has no error and no warning', () => {
    const doc = buildOpenApi(API_ROUTES, { baseUrl: 'https://api.example', minIntervalSec: 30 });
    const report = redoclyLint(doc);
    expect(report.problems.map((p) => p.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('reports a discriminator over inline alternatives (the rule is live)', () => {
    const doc = buildOpenApi(API_ROUTES, { baseUrl: 'https://api.example', minIntervalSec: 30 }) as any;
    const create = doc.paths['/api/v1/monitors'].post.requestBody.content['application/json'];
    create.schema = { ...create.schema, oneOf: [doc.components.schemas.MonitorCreateHttp] };
    expect(redoclyLint(doc).totals.warnings).toBeGreaterThan(0);
  });
});
