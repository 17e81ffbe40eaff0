/**
 * Operator CLI. `npm run cli -- bootstrap --org-name NAME --org-slug SLUG --email EMAIL` creates an org, its first
 * user and an API key, and prints exactly one JSON object `{ "org": {...}, "api_key": "..." }` on stdout.
 * Everything else (logs, errors) goes to stderr; the exit code is non-zero on failure.
 */
import { createMongoAccountStores } from '../domain/accounts/mongoStores';
import { bootstrapOrg } from '../domain/accounts/bootstrap';
import { ConfigError, loadCliConfig } from '../domain/config';
import { connectDatabase, disconnectDatabase } from '../domain/db';
import { AppError, InvalidRequestError } from '../domain/errors';
import { Email, OrgSlug, presentOrg } from '../api/contract/auth';
import { Name } from '../api/contract/common';
import { parseInput } from '../api/contract/parse';
import { z } from 'zod';

const USAGE = 'usage: npm run cli -- bootstrap --org-name NAME --org-slug SLUG --email EMAIL';

const BootstrapArgs = z.strictObject({ 'org-name': Name, 'org-slug': OrgSlug, email: Email });

function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new InvalidRequestError(`unexpected argument "${argv[i]}"\n${USAGE}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new InvalidRequestError(`--${m[1]} needs a value\n${USAGE}`);
    flags[m[1]] = value;
  }
  return flags;
}

async function bootstrap(argv: string[]): Promise<void> {
  const args = parseInput(BootstrapArgs, parseFlags(argv), 'body');
  const config = loadCliConfig();
  process.stderr.write(`[cli] connecting to ${redact(config.mongodbUri)}\n`);
  await connectDatabase(config.mongodbUri);
  try {
    const result = await bootstrapOrg(createMongoAccountStores(), {
      orgName: args['org-name'],
      orgSlug: args['org-slug'],
      email: args.email,
    });
    process.stdout.write(JSON.stringify({ org: presentOrg(result.org), api_key: result.api_key }) + '\n');
    process.stderr.write(`[cli] created org ${result.org.slug} (${result.org._id}) with user ${result.user.email}\n`);
  } finally {
    await disconnectDatabase();
  }
}

function redact(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'bootstrap') return bootstrap(rest);
  throw new InvalidRequestError(command ? `unknown command "${command}"\n${USAGE}` : USAGE);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof ConfigError) process.stderr.write(`configuration error: ${err.message}\n`);
    else if (err instanceof AppError) {
      const details = (err.extra.errors as { path: string; message: string }[] | undefined)
        ?.map((e) => `  --${e.path}: ${e.message}`)
        .join('\n');
      process.stderr.write(`error: ${err.message}${details ? `\n${details}` : ''}\n`);
    } else process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
