/**
 * `npm run sdk:generate`: regenerates the SDKs' generated parts from the OpenAPI document the route table builds:
 * packages/sdk-ts/src/generated/schema.ts (openapi-typescript) and packages/sdk-py/src/uptime_alerts_sdk/generated
 * (openapi-python-client, from the virtualenv scripts/sdkPython.sh installs). `-- --check` writes nothing and
 * exits 1 when a committed SDK differs from what the document generates.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApi } from '../api/contract/openapi';
import { API_ROUTES } from '../api/routes';

const ROOT = join(__dirname, '..');
export const TS_SCHEMA = join(ROOT, 'packages/sdk-ts/src/generated/schema.ts');
export const PY_PACKAGE = join(ROOT, 'packages/sdk-py/src/uptime_alerts_sdk/generated');
const PY_VENV_BIN = join(ROOT, '.tools/sdk-py-venv/bin');
export const PY_GENERATOR = join(PY_VENV_BIN, 'openapi-python-client');
const HEADER =
  '// Generated from the OpenAPI document by `npm run sdk:generate` (openapi-typescript). Do not edit.\n\n';

/** The document as a default deployment serves it (BASE_URL and MIN_INTERVAL_SEC at their defaults). */
export function sdkDocument(): Record<string, unknown> {
  return buildOpenApi(API_ROUTES, { baseUrl: 'http://localhost:3000', minIntervalSec: 30 });
}

/** The TypeScript types of every path, operation and schema of the document. */
export async function typescriptSchema(doc: Record<string, unknown>): Promise<string> {
  // A copy: openapi-typescript writes into the document it reads (descriptions of discriminator properties).
  return HEADER + astToString(await openapiTS(structuredClone(doc) as never, { alphabetize: true }));
}

/**
 * The document as openapi-python-client reads it: per-variant requirements written beside an object's properties
 * (`oneOf` alternatives that only require or forbid properties, as a channel body's per-type settings) are left
 * to the API to check, as the MCP tool schemas do; the generator refuses their `false` property schemas.
 */
export function forPythonGenerator(doc: Record<string, unknown>): Record<string, unknown> {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (Array.isArray(schema.oneOf) && schema.properties && !schema.discriminator) delete schema.oneOf;
    for (const child of Object.values(schema)) visit(child);
  };
  const copy = structuredClone(doc);
  visit(copy);
  return copy;
}

/** The Python package openapi-python-client generates from the document, in a new temporary folder. */
export function generatePython(doc: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-py-'));
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(forPythonGenerator(doc)));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ package_name_override: 'generated' }));
  execFileSync(
    PY_GENERATOR,
    ['generate', '--path', 'openapi.json', '--config', 'config.json', '--meta', 'none', '--output-path', 'out'],
    {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, PATH: `${PY_VENV_BIN}:${process.env.PATH}`, RUFF_NO_CACHE: 'true' },
    },
  );
  return join(dir, 'out');
}

/** Relative path -> contents of every file under `dir` (none when it does not exist). */
function filesUnder(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (name === '__pycache__' || name === '.ruff_cache') continue;
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Files that differ between two folders (added, removed or changed). */
export function differingFiles(a: string, b: string): string[] {
  const [left, right] = [filesUnder(a), filesUnder(b)];
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names].filter((n) => left.get(n) !== right.get(n)).sort();
}

async function main(check: boolean): Promise<number> {
  const doc = sdkDocument();
  let stale = 0;
  const ts = await typescriptSchema(doc);
  if (!check) writeFileSync(TS_SCHEMA, ts);
  else if (!existsSync(TS_SCHEMA) || readFileSync(TS_SCHEMA, 'utf8') !== ts) {
    console.error(`stale: ${relative(ROOT, TS_SCHEMA)}`);
    stale++;
  }
  if (!existsSync(PY_GENERATOR)) {
    if (check) console.error('SKIPPED the Python SDK check: run `bash scripts/sdkPython.sh install` first');
    else execFileSync('bash', [join(ROOT, 'scripts/sdkPython.sh'), 'install'], { stdio: 'inherit' });
  }
  if (existsSync(PY_GENERATOR)) {
    const out = generatePython(doc);
    const differ = differingFiles(out, PY_PACKAGE);
    if (check) for (const f of differ) console.error(`stale: ${relative(ROOT, join(PY_PACKAGE, f))}`);
    else {
      rmSync(PY_PACKAGE, { recursive: true, force: true });
      cpSync(out, PY_PACKAGE, { recursive: true });
    }
    if (check) stale += differ.length;
    rmSync(join(out, '..'), { recursive: true, force: true });
  }
  if (check && stale > 0) console.error('The SDKs differ from the OpenAPI document: run `npm run sdk:generate`.');
  return check && stale > 0 ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
