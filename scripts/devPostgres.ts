/**
 * A PostgreSQL cluster of the development stack's own for FerretDB's `postgresql` handler (the default where a
 * server is installed; `DEV_MONGO_BACKEND` chooses): initdb on
 * first use, then `postgres` on a loopback port, no Unix socket, trust authentication for loopback only. Uses the
 * Debian/Ubuntu PostgreSQL server (`/usr/lib/postgresql/<version>/bin`) or one on PATH.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Not `ferretdb`: a backend's process title carries the role, and tools find FerretDB by its name. */
export const POSTGRES_USER = 'uptime';

export interface PostgresLaunch {
  bin: string;
  args: string[];
  /** Set when this process is root: PostgreSQL refuses to run as root, so it runs as the `postgres` account. */
  runAs?: { uid: number; gid: number };
}

/** The newest Debian-packaged PostgreSQL server, else one on PATH; null when neither exists. */
export function findPostgresBin(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(debian, versions[0], 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v postgres'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? dirname(onPath) : null;
}

/**
 * Creates the cluster in `dir` if it does not exist yet and returns how to start it on `port`. Settings for a
 * development server: a small buffer pool, no Unix socket, `synchronous_commit=on`, so a write is durable before
 * FerretDB acknowledges it and a 202 never names a record a crash loses (with `off`, a SIGKILL lost the last few
 * hundred milliseconds of acknowledged commits: test/integration/devStoreDurability.test.ts), and
 * `plan_cache_mode=force_custom_plan`: FerretDB binds the field name of every filter as a parameter
 * (`_jsonb->$1 @> $2`), so a cached generic plan cannot match an index on `(_jsonb->'field')` and scans;
 * PostgreSQL switches a prepared statement to its generic plan after five runs whenever it looked no dearer, e.g.
 * when the statement ran before the index existed (docs/performance.md).
 */
export function preparePostgres(dir: string, port: number): PostgresLaunch {
  const bin = findPostgresBin();
  if (!bin) throw new Error('DEV_MONGO_BACKEND=postgresql: no PostgreSQL server found (apt-get install postgresql)');
  const runAs = process.getuid?.() === 0 ? postgresAccount() : undefined;
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (runAs) allowAccount(dir, runAs);
    const init = spawnSync(
      join(bin, 'initdb'),
      ['-D', dir, '-U', POSTGRES_USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { encoding: 'utf8', uid: runAs?.uid, gid: runAs?.gid },
    );
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const settings = [
    `listen_addresses=127.0.0.1`,
    `port=${port}`,
    `unix_socket_directories=`,
    'synchronous_commit=on',
    'shared_buffers=32MB',
    'max_connections=60',
    'plan_cache_mode=force_custom_plan',
  ];
  return { bin: join(bin, 'postgres'), args: ['-D', dir, ...settings.flatMap((s) => ['-c', s])], runAs };
}

/**
 * Whether the server on `port` accepts connections. It listens before it does: while it starts up, and while it
 * replays its write-ahead log after a crash, every connection is refused with "the database system is starting up".
 */
export function postgresAccepting(launch: PostgresLaunch, port: number): Promise<boolean> {
  const args = ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', POSTGRES_USER, '-d', 'postgres', '-t', '2'];
  return new Promise((res) => execFile(join(dirname(launch.bin), 'pg_isready'), args, (err) => res(!err)));
}

export function postgresUrl(port: number): string {
  return `postgres://${POSTGRES_USER}@127.0.0.1:${port}/postgres`;
}

/** Whether a cluster can be started here: a server is installed and, as root, there is an account to run it. */
export function postgresUsable(): boolean {
  return findPostgresBin() !== null && (process.getuid?.() !== 0 || postgresAccountOrNull() !== null);
}

function postgresAccount(): { uid: number; gid: number } {
  const account = postgresAccountOrNull();
  if (!account)
    throw new Error('DEV_MONGO_BACKEND=postgresql as root needs the `postgres` account (apt-get install postgresql)');
  return account;
}

function postgresAccountOrNull(): { uid: number; gid: number } | null {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  return Number.isInteger(uid) && uid > 0 ? { uid, gid: id('-g') } : null;
}

/** The cluster folder belongs to the account; the folders above it let it pass (execute bit only). */
function allowAccount(dir: string, account: { uid: number; gid: number }): void {
  chownSync(dir, account.uid, account.gid);
  chmodSync(dir, 0o700);
  for (let up = dirname(dir); up !== dirname(up); up = dirname(up)) {
    const mode = statSync(up).mode;
    if ((mode & 0o001) === 0) chmodSync(up, (mode & 0o7777) | 0o001);
  }
}
