/**
 * Workflow code runs in Temporal's deterministic sandbox: it may import only workflow-safe modules.
 * Fails when a file under workflows/ (or a project file it imports) pulls in Node built-ins, mongoose,
 * Handlebars, Koa, undici or activity implementations (activities may be imported as types only).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const FORBIDDEN_PACKAGES = [
  'mongoose',
  'mongodb',
  'handlebars',
  'koa',
  '@koa/router',
  'undici',
  '@temporalio/worker',
  '@temporalio/client',
  '@temporalio/activity',
];
const IMPORT_RE =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function lintWorkflowImports(dir = join(ROOT, 'workflows')): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const typeOnly = Boolean(m[2]);
      const spec = m[3] ?? m[4] ?? m[5];
      if (typeOnly) continue;
      const where = relative(ROOT, file);
      const bare = spec.replace(/^node:/, '');
      if (spec.startsWith('node:') || builtinModules.includes(bare))
        problems.push(`${where}: imports Node built-in "${spec}"`);
      else if (FORBIDDEN_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`)))
        problems.push(`${where}: imports "${spec}"`);
      else if (spec.startsWith('.')) {
        const target = resolveTs(join(dirname(file), spec));
        if (target?.includes(`${ROOT}/activities/`))
          problems.push(`${where}: imports activity code "${spec}" (use \`import type\`)`);
        else if (target) visit(target);
      }
    }
  };
  for (const f of listTs(dir)) visit(f);
  return problems;
}

function listTs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listTs(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function resolveTs(base: string): string | null {
  for (const c of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(c)) return c;
  return null;
}

if (require.main === module) {
  const problems = lintWorkflowImports();
  if (problems.length > 0) {
    for (const p of problems) process.stderr.write(`workflow lint: ${p}\n`);
    process.exit(1);
  }
  process.stderr.write('[test] workflow import lint: ok\n');
}
