/**
 * How a process starts and stops. `runMain` runs an entry point's start-up and reports a failure in one line
 * (`configuration error: NAME: ...` for a bad variable). A service process (API, worker, probers) stops through
 * `exitAfterDrain`: SIGINT or SIGTERM starts the drain; the process exits 0 when
 * it is done, or 1 when it overran its bound. A second signal during the drain exits at once. When the process was
 * started by the development launcher (`npm start`, over an IPC channel) and the launcher goes away, even by
 * SIGKILL, the channel closes: the process drains within a shorter bound, so nothing the launcher started is left.
 */
import { ConfigError } from './configReader';
import type { Logger } from './logger';

/**
 * Runs an entry point's start-up. A failure is one line on stderr: `configuration error: ...` when a variable or
 * argument is bad, else `<name> failed: ...`; then `exit(1)` (default: the process exits with code 1).
 */
export function runMain(
  name: string,
  main: () => Promise<void> | void,
  exit: (code: number) => void = process.exit,
): void {
  const fail = (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(
      err instanceof ConfigError ? `configuration error: ${message}\n` : `${name} failed: ${message}\n`,
    );
    exit(1);
  };
  try {
    Promise.resolve(main()).catch(fail);
  } catch (err) {
    fail(err);
  }
}

export interface StopOptions {
  log: Logger;
  /** Stops accepting work, finishes what is in flight, closes connections. */
  drain: (reason: string) => Promise<void>;
  /** Longest drain after a signal before the process exits anyway. */
  boundMs: number;
  /** Longest drain once the launcher is gone (it no longer waits for us). */
  orphanBoundMs?: number;
}

export function exitAfterDrain(opts: StopOptions): void {
  let draining = false;
  const stop = (reason: string, boundMs: number) => {
    if (draining) {
      opts.log.warn('stopping at once', { reason });
      process.exit(1);
    }
    draining = true;
    opts.log.info('draining', { reason, bound_ms: boundMs });
    setTimeout(() => {
      opts.log.error('drain overran its bound; exiting', { reason, bound_ms: boundMs });
      process.exit(1);
    }, boundMs).unref();
    opts.drain(reason).then(
      () => process.exit(0),
      (err) => {
        opts.log.error('drain failed', { reason, error: (err as Error).message });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT', opts.boundMs));
  process.on('SIGTERM', () => stop('SIGTERM', opts.boundMs));
  // Only present when a parent opened an IPC channel to us: its closing means the parent is gone.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => stop('launcher gone', opts.orphanBoundMs ?? Math.min(opts.boundMs, 5_000)));
  }
}
