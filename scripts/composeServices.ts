/**
 * Our services as docker-compose.yml runs them (the API, the worker, each region's prober), read with the Compose
 * Specification's own loader (`.tools/bin/compose-config`, built by scripts/ensureTools.sh) and turned into local
 * processes: the same `node dist/...` command and the same environment, with the compose network's addresses
 * (`mongodb:27017`, `temporal:7233`, `api:3000`) replaced by this machine's servers, and the container's own /tmp
 * by a folder of the process's own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './devServices';

const LOADER = join(ROOT, '.tools', 'bin', 'compose-config');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');

interface ComposeService {
  command?: string[] | null;
  environment?: Record<string, string | null>;
}

/** One of our compose services: `node <file> <args...>` with its environment. */
export interface ComposeProcess {
  service: string;
  role: 'api' | 'worker' | 'prober';
  /** The built entry point, relative to the repository root (`dist/api/server.js`). */
  file: string;
  args: string[];
  environment: Record<string, string>;
}

/** Where the compose network's addresses are on this machine. */
export interface LocalAddresses {
  mongodbUri: string;
  temporalAddress: string;
}

/** Our services in docker-compose.yml (those whose command is `node dist/...`), in file order. */
export function composeProcesses(): ComposeProcess[] {
  if (!existsSync(LOADER)) throw new Error(`${LOADER} is missing: run bash scripts/ensureTools.sh`);
  const out = execFileSync(LOADER, [COMPOSE_FILE], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const services = (JSON.parse(out) as { services: Record<string, ComposeService> }).services;
  return Object.entries(services).flatMap(([service, s]) => {
    const [node, file, ...args] = s.command ?? [];
    if (node !== 'node' || !file?.startsWith('dist/')) return [];
    const environment = Object.fromEntries(
      Object.entries(s.environment ?? {}).flatMap(([k, v]) => (v === null ? [] : [[k, v]])),
    );
    return [{ service, role: roleOf(file), file, args, environment }];
  });
}

function roleOf(file: string): ComposeProcess['role'] {
  if (file.startsWith('dist/api/')) return 'api';
  if (file.startsWith('dist/worker/')) return 'worker';
  if (file.startsWith('dist/prober/')) return 'prober';
  throw new Error(`docker-compose.yml runs ${file}, which the local stack does not know`);
}

/**
 * A compose service's environment on this machine: the network's addresses replaced (the database name kept),
 * `apiUrl` for the API a prober talks to (and an API's own address), `/tmp/` paths inside `tmpDir`.
 */
export function localEnvironment(
  p: ComposeProcess,
  local: LocalAddresses,
  apiUrl: string,
  tmpDir: string,
): Record<string, string> {
  const mongo = new URL(local.mongodbUri);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(p.environment)) {
    env[name] = value
      .replace(/^mongodb:\/\/mongodb:27017/, `mongodb://${mongo.host}`)
      .replace(/^temporal:7233$/, local.temporalAddress)
      .replace(/^http:\/\/(api|localhost):3000/, apiUrl)
      .replace(/^\/tmp\//, `${tmpDir}/`);
  }
  if (p.role === 'api') env.PORT = new URL(apiUrl).port;
  return { ...env, TMPDIR: tmpDir };
}
