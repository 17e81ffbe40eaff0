/**
 * Replay of the attempt journals (attemptJournal.ts) that dead worker processes left: a worker runs it when it
 * starts, before it polls Temporal. Each record without its `{"confirmed"}` line is inserted into the store (a
 * repeated insert of a recorded attempt is kept), so the attempt run again finds the answer already read
 * (`earlierSuccess`) instead of POSTing again; then the file is deleted. A last line cut short by the kill is
 * ignored. A file is replayed only when no process has its writer's pid (`process.kill(pid, 0)` fails with ESRCH),
 * or when that pid is this process's own with another start time: never a live worker's. Nothing here throws: a
 * file that cannot be replayed is kept for the next start, and the worker starts anyway.
 */
import { readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { inChunks } from '../inChunks';
import type { Logger } from '../logger';
import type { AttemptRecord } from './attempts';
import { attemptKey, parseJournalFileName, PROCESS_STARTED_AT_MS } from './attemptJournal';
import type { DeliveryStore } from './stores';

/** Records inserted at once during a replay. */
const REPLAY_CONCURRENCY = 8;

export interface ReplayOptions {
  dir: string;
  store: Pick<DeliveryStore, 'insertAttempt'>;
  log: Logger;
  /** Whether a process with this pid exists; default `process.kill(pid, 0)`. */
  processExists?: (pid: number) => boolean;
}

export interface ReplaySummary {
  /** Dead workers' files replayed and deleted. */
  files: number;
  /** Records inserted from them (those not confirmed in the file). */
  records: number;
  /** Files that could not be replayed, kept for the next start. */
  kept: number;
}

export async function replayAttemptJournals(opts: ReplayOptions): Promise<ReplaySummary> {
  const summary: ReplaySummary = { files: 0, records: 0, kept: 0 };
  for (const path of deadWritersFiles(opts)) {
    try {
      const records = unconfirmedRecords(readFileSync(path, 'utf8'));
      await inChunks(records, REPLAY_CONCURRENCY, (r) => opts.store.insertAttempt(r));
      unlinkSync(path);
      summary.files++;
      summary.records += records.length;
    } catch (err) {
      // ENOENT: another worker starting at the same time replayed it first (the inserts are idempotent).
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      summary.kept++;
      opts.log.warn('attempt journal kept for the next start: its replay failed', {
        file: path,
        error: (err as Error).message,
      });
    }
  }
  if (summary.files + summary.kept > 0) opts.log.info('attempt journals of dead workers replayed', { ...summary });
  return summary;
}

/** The journal files in `dir` whose writer is no longer alive. */
function deadWritersFiles(opts: ReplayOptions): string[] {
  let names: string[];
  try {
    names = readdirSync(opts.dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      opts.log.warn('attempt journals not replayed: cannot list their directory', {
        dir: opts.dir,
        error: (err as Error).message,
      });
    return [];
  }
  const exists = opts.processExists ?? processExists;
  return names
    .filter((name) => {
      const writer = parseJournalFileName(name);
      if (!writer) return false;
      // This process's pid in another process's file: that earlier process is dead (e.g. pid 1 in a container).
      if (writer.pid === process.pid) return writer.startedAtMs !== PROCESS_STARTED_AT_MS;
      return !exists(writer.pid);
    })
    .sort()
    .map((name) => join(opts.dir, name));
}

/** Only ESRCH says "no such process": EPERM is a live process of another user. */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** The records of a journal file that it does not confirm; a line cut short (or otherwise unreadable) is skipped. */
export function unconfirmedRecords(text: string): AttemptRecord[] {
  const lines = text.split('\n');
  lines.pop(); // after the last newline: nothing, or a line the writer's death cut short
  const records = new Map<string, AttemptRecord>();
  const confirmed = new Set<string>();
  for (const line of lines) {
    const parsed = parseLine(line);
    if (parsed === null) continue;
    if ('confirmed' in parsed) confirmed.add(parsed.confirmed);
    else records.set(attemptKey(parsed), parsed);
  }
  return [...records].filter(([key]) => !confirmed.has(key)).map(([, record]) => record);
}

function parseLine(line: string): AttemptRecord | { confirmed: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.confirmed === 'string') return { confirmed: v.confirmed };
  const at = new Date(typeof v.at === 'string' ? v.at : NaN);
  if (typeof v.delivery_id !== 'string' || !Number.isInteger(v.n) || Number.isNaN(at.getTime())) return null;
  return { ...(v as unknown as AttemptRecord), at };
}
