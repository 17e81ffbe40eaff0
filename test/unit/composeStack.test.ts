/**
 * The production-like stack (`docker-compose.yml`), loaded with the Compose Specification's own loader (compose-go,
 * built into .tools/bin by scripts/ensureTools.sh as `compose-config`): it validates, every region has a prober,
 * every long-running service has a health check, and each of our services gets only the variables its process
 * reads, as docs/configuration.md lists them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REGIONS } from '../../domain/regions';

const ROOT = resolve(__dirname, '..', '..');
const LOADER = join(ROOT, '.tools', 'bin', 'compose-config');

interface Service {
  command?: string[] | null;
  environment?: Record<string, string | null>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  build?: unknown;
}

type Process = 'api' | 'worker' | 'prober' | 'embedded probers';

/** Loads a compose file as compose-go does (validated against the specification); throws with the loader's message. */
export function loadCompose(file: string): Record<string, Service> {
  if (!existsSync(LOADER)) throw new Error(`${LOADER} is missing: run bash scripts/ensureTools.sh`);
  const out = execFileSync(LOADER, [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return (JSON.parse(out) as { services: Record<string, Service> }).services;
}

/** Which of our processes a service runs (by its command), or null for a service of someone else's image. */
export function processOf(service: Service): Process | null {
  const command = (service.command ?? []).join(' ');
  if (command.includes('dist/api/server.js')) return 'api';
  if (command.includes('dist/worker/main.js')) return 'worker';
  if (command.includes('dist/prober/main.js')) return 'prober';
  if (command.includes('dist/prober/embedded.js')) return 'embedded probers';
  return null;
}

/** The regions a service probes: `--region X` of a standalone prober, PROBER_REGIONS of embedded ones. */
export function regionsOf(service: Service): string[] {
  const command = service.command ?? [];
  switch (processOf(service)) {
    case 'prober': {
      const i = command.findIndex((a) => a === '--region' || a.startsWith('--region='));
      if (i < 0) return [];
      return [command[i].includes('=') ? command[i].split('=')[1] : command[i + 1]];
    }
    case 'embedded probers':
      return (service.environment?.PROBER_REGIONS ?? REGIONS.join(',')).split(',').map((r) => r.trim());
    default:
      return [];
  }
}

/** A one-shot service: another one waits for it to complete. */
function oneShots(services: Record<string, Service>): Set<string> {
  const names = Object.values(services).flatMap((s) =>
    Object.entries(s.depends_on ?? {}).flatMap(([name, d]) =>
      d.condition === 'service_completed_successfully' ? [name] : [],
    ),
  );
  return new Set(names);
}

/** docs/configuration.md: each variable's "Used by" cell, from every table that has that column. */
export function documentedUsers(markdown: string): Map<string, string> {
  const users = new Map<string, string>();
  let column = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      column = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells[0] === 'Variable') column = cells.indexOf('Used by');
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0])?.[1];
    if (name && column > 0) users.set(name, cells[column]);
  }
  return users;
}

/** Whether a "Used by" cell names the process. */
export function usedBy(cell: string, process: Process): boolean {
  if (/\ball\b/i.test(cell)) return true;
  switch (process) {
    case 'api':
      return /\bAPI\b/.test(cell);
    case 'worker':
      return /\bworker\b/i.test(cell);
    case 'prober':
      return /\bprober\b/i.test(cell);
    case 'embedded probers':
      return /\bprobers?\b/i.test(cell);
  }
}

describe('docker-compose.yml, as the Compose Specification loads it', () => {
  let services: Record<string, Service>;
  beforeAll(() => {
    services = loadCompose(join(ROOT, 'docker-compose.yml'));
  });

  it('validates and holds the API, the worker and probers', () => {
    const processes = Object.values(services).map(processOf);
    expect(processes).toEqual(expect.arrayContaining(['api', 'worker']));
    expect(processes.some((p) => p === 'prober' || p === 'embedded probers')).toBe(true);
  });

  it('has a prober for every region monitors can watch', () => {
    const probed = Object.values(services).flatMap(regionsOf);
    expect(REGIONS.filter((r) => !probed.includes(r))).toEqual([]);
    expect(probed.filter((r, i) => probed.indexOf(r) !== i)).toEqual([]); // no region probed twice
  });

  it('gives every long-running service a health check', () => {
    const once = oneShots(services);
    const without = Object.entries(services)
      .filter(([name, s]) => !once.has(name) && (!s.healthcheck?.test?.length || s.healthcheck.disable))
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('checks the worker and the probers by the liveness file they are told to keep', () => {
    for (const [name, s] of Object.entries(services)) {
      const process = processOf(s);
      if (process === null || process === 'api') continue;
      const file = s.environment?.LIVENESS_FILE;
      expect({ name, file }).toEqual({ name, file: expect.stringMatching(/^\//) });
      expect({ name, test: s.healthcheck?.test?.join(' ') }).toEqual({ name, test: expect.stringContaining(file!) });
    }
  });

  it('gives each of our services only the variables its process reads (docs/configuration.md)', () => {
    const users = documentedUsers(readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8'));
    const misplaced: string[] = [];
    for (const [name, s] of Object.entries(services)) {
      const process = processOf(s);
      if (process === null) continue;
      for (const variable of Object.keys(s.environment ?? {})) {
        const cell = users.get(variable);
        if (cell === undefined || !usedBy(cell, process))
          misplaced.push(`${name}: ${variable} (${cell ?? 'undocumented'})`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read "Used by" cells as the configuration page writes them', () => {
    expect(usedBy('API, worker', 'worker')).toBe(true);
    expect(usedBy('API', 'prober')).toBe(false);
    expect(usedBy('launcher, embedded probers', 'prober')).toBe(false);
    expect(usedBy('launcher, embedded probers', 'embedded probers')).toBe(true);
    expect(usedBy('prober, API (test-check)', 'api')).toBe(true);
    expect(usedBy('all', 'worker')).toBe(true);
    const users = documentedUsers(
      '| Variable | Default | Used by | Meaning |\n|---|---|---|---|\n| `PORT` | `3000` | API | x |\n',
    );
    expect(users.get('PORT')).toBe('API');
  });

  it('find the regions a service probes', () => {
    expect(regionsOf({ command: ['node', 'dist/prober/main.js', '--region', 'sgp1'] })).toEqual(['sgp1']);
    expect(regionsOf({ command: ['node', 'dist/prober/main.js', '--region=gru1'] })).toEqual(['gru1']);
    const embedded = { command: ['node', 'dist/prober/embedded.js'], environment: { PROBER_REGIONS: 'fra1, iad1' } };
    expect(regionsOf(embedded)).toEqual(['fra1', 'iad1']);
    expect(regionsOf({ command: ['node', 'dist/api/server.js'] })).toEqual([]);
  });

  it('refuse a file the specification refuses', () => {
    const bad = join(ROOT, 'test', 'unit', 'fixtures', 'compose-invalid.yml');
    expect(() => loadCompose(bad)).toThrow(/additional properties 'bogus' not allowed/);
  });
});
