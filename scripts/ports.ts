/**
 * Loopback ports for servers that must be told their port number before they start (the Temporal dev server,
 * FerretDB and its PostgreSQL, Mailpit, the API and the start command in tests and benchmarks). May touch: the
 * loopback interface (a trial bind) and a folder of reservation files in the system's temp folder.
 *
 * Why not "listen on port 0, read the number, close, hand it on": the kernel hands out port-0 listeners and the
 * source ports of outgoing connections from its ephemeral range (32768-60999 on Linux), so a port found that way
 * and closed is free for any process on the machine to take again before the server it was meant for listens.
 * Instead a port comes from below that range (no port-0 listener and no outgoing connection gets it), chosen at
 * random, reserved machine-wide by creating a file named after it (exclusive create: two processes, two jest
 * workers, a parent and the child it starts never get the same one), and tried with a bind before it is handed
 * on. What remains is a program that binds a fixed port of ours by itself: callers that start a child on the port
 * retry with another one when the child reports the address in use (`withFreshPort`).
 */
import { mkdirSync, openSync, closeSync, statSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOWEST = 20_000;
const HIGHEST = 32_000;
/** A reservation older than this is stale: its server has long bound the port, or never will. */
const RESERVATION_MS = 15 * 60_000;
const RESERVATIONS = join(tmpdir(), 'uptime-port-reservations');

/** A loopback port nobody listens on and no process using this module has been given in the last 15 minutes. */
export async function freePort(): Promise<number> {
  mkdirSync(RESERVATIONS, { recursive: true });
  for (let tries = 0; tries < 200; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (reserve(port) && (await bindable(port))) return port;
  }
  throw new Error(`no free loopback port found between ${LOWEST} and ${HIGHEST}`);
}

/** Creates the port's reservation file; false when a fresh one exists (an expired one is replaced). */
function reserve(port: number): boolean {
  const file = join(RESERVATIONS, String(port));
  try {
    if (Date.now() - statSync(file).mtimeMs < RESERVATION_MS) return false;
    unlinkSync(file);
  } catch {
    /* no reservation yet, or another process replaced it meanwhile: the exclusive create decides */
  }
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    return false;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** True when `err` (or what a child printed, in its message) says the address was already in use. */
export function isAddressInUse(err: unknown): boolean {
  const text = err instanceof Error ? `${(err as { code?: string }).code ?? ''} ${err.message}` : String(err);
  return /EADDRINUSE|address already in use|already in use/i.test(text);
}

/**
 * Starts something on a fresh port, and once more on another when it fails because the port was taken after it
 * was chosen (another program bound it meanwhile). Any other failure is thrown at once.
 */
export async function withFreshPort<T>(start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (attempt >= attempts || !isAddressInUse(err)) throw err;
    }
  }
}
