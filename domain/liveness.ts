/**
 * A liveness signal for processes that serve no HTTP (the worker, the probers): while the process's own work loop
 * says it is alive, a small file is rewritten every few seconds. A container health check reads the file's age
 * (docker-compose.yml: older than 30 s is unhealthy), so a process that hangs (a blocked event loop, a loop that
 * stopped turning) is seen, while one that merely cannot reach its API or database is not restarted for it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import type { Logger } from './logger';

export const LIVENESS_EVERY_MS = 5_000;

/**
 * Rewrites `file` (with the time) now and every `everyMs` while `alive()` is true; returns a stop that removes it
 * (a draining process is no longer live). `file` null: nothing is written.
 */
export function keepAlive(
  file: string | null,
  alive: () => boolean,
  log: Logger,
  everyMs = LIVENESS_EVERY_MS,
): () => void {
  if (!file) return () => undefined;
  let failed = false;
  const touch = () => {
    if (!alive()) return;
    try {
      writeFileSync(file, `${new Date().toISOString()}\n`);
      failed = false;
    } catch (err) {
      if (!failed) log.warn('liveness file not written', { file, error: (err as Error).message });
      failed = true;
    }
  };
  touch();
  const timer = setInterval(touch, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    rmSync(file, { force: true });
  };
}
