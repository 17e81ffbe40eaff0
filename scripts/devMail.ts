/**
 * Mailpit, the development stack's SMTP server: it keeps every message it is sent (nothing leaves the machine) and
 * shows them in a web UI and through an HTTP API (`/api/v1/...`), which the tests read. Built by
 * scripts/ensureTools.sh into `.tools/bin`; started by `npm start` and by the tests' globalSetup, on loopback.
 */
import { exitOf, findBinary, freePort, launch, waitForPort, type RunningService } from './devServices';

export interface MailpitOptions {
  smtpPort?: number;
  uiPort?: number;
  /** Its SQLite file: messages survive a restart. Omitted: a temporary one. */
  dbFile?: string;
  logFile: string;
  /** Only recipients matching this (Go) regular expression are accepted; others get a 550. */
  allowedRecipients?: string;
}

/** `address` is the `smtp://` URL for SMTP_URL, `uiUrl` the web UI (its API under `/api/v1`). */
export async function startMailpit(opts: MailpitOptions): Promise<RunningService> {
  const bin = findBinary('mailpit');
  if (!bin) throw new Error('mailpit not found: run scripts/ensureTools.sh (needs Go) or set SMTP_URL');
  const smtpPort = opts.smtpPort ?? (await freePort());
  const uiPort = opts.uiPort ?? (await freePort());
  const args = [
    '--smtp',
    `127.0.0.1:${smtpPort}`,
    '--listen',
    `127.0.0.1:${uiPort}`,
    // Plain SMTP without authentication on loopback; no look-ups outside the machine.
    '--smtp-auth-accept-any',
    '--smtp-auth-allow-insecure',
    '--smtp-disable-rdns',
    '--disable-version-check',
    ...(opts.dbFile ? ['--database', opts.dbFile] : []),
    ...(opts.allowedRecipients ? ['--smtp-allowed-recipients', opts.allowedRecipients] : []),
  ];
  const server = launch(bin, args, opts.logFile);
  await waitForPort(smtpPort, server, 'Mailpit', opts.logFile, 30_000);
  await waitForPort(uiPort, server, 'Mailpit web UI', opts.logFile, 30_000);
  return {
    address: `smtp://127.0.0.1:${smtpPort}`,
    uiUrl: `http://127.0.0.1:${uiPort}`,
    pid: server.child.pid!,
    exited: exitOf(server.child),
    stop: () => server.stop(),
    kill: () => server.stop(0),
  };
}
