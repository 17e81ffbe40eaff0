/**
 * The worker's attempt journal: each attempt record is appended as one JSON line to a local file the moment the
 * attempt's outcome is known, before its (slower) insert into the store, and a line `{"confirmed":"<id>"}` follows
 * once the store has it. `writeSync` on a descriptor kept open puts the line in the kernel before the call returns,
 * so it survives a SIGKILL of the worker (not a machine crash: there is no fsync). A worker that starts replays the
 * unconfirmed records of dead workers' files (attemptJournalReplay.ts), so an attempt run again finds its recorded
 * answer instead of POSTing again. In the worker only its posting thread writes it (postingThread.ts): a 2xx the
 * moment it is read, the other records when the main thread sends them; a record already waiting for its
 * confirmation is not written twice.
 *
 * One file per journal at a time, named `attempts-<pid>-<process start ms>-<n>.jsonl`; a new one after
 * `maxBytes` or `maxLines`, and a retired file is deleted once every record in it is confirmed. The journal never
 * fails a delivery: when a write fails it logs one warning and is off until the process restarts.
 */
import { closeSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Logger } from '../logger';
import type { AttemptRecord } from './attempts';

/** A file rotates after this many bytes or lines (records and confirmations). */
export const JOURNAL_MAX_BYTES = 4 * 1024 * 1024;
export const JOURNAL_MAX_LINES = 10_000;

/** This process's identity in its files' names: a later process with the same pid has another start time. */
export const PROCESS_STARTED_AT_MS = Math.round(Date.now() - process.uptime() * 1000);

const FILE_NAME = /^attempts-(\d+)-(\d+)-(\d+)\.jsonl$/;

/**
 * Files opened by this thread, numbered across its journals so two journals never share one; from the thread's id
 * x 10^6, so that a posting thread started again in the same process does not reuse a name either.
 */
let filesOpened = threadId * 1_000_000;

export function journalFileName(pid: number, startedAtMs: number, n: number): string {
  return `attempts-${pid}-${startedAtMs}-${n}.jsonl`;
}

/** The writer's pid and start time of a journal file's name; null for any other file. */
export function parseJournalFileName(name: string): { pid: number; startedAtMs: number } | null {
  const m = FILE_NAME.exec(name);
  return m ? { pid: Number(m[1]), startedAtMs: Number(m[2]) } : null;
}

/** The key of a record, and of the line confirming it: the store's `_id` of the attempt. */
export function attemptKey(a: Pick<AttemptRecord, 'delivery_id' | 'n'>): string {
  return `${a.delivery_id}:${a.n}`;
}

interface JournalFile {
  path: string;
  /** null once the file is retired (rotated, or the journal closed or off) and every record is confirmed. */
  fd: number | null;
  bytes: number;
  lines: number;
  /** Records appended and not yet confirmed. */
  pending: number;
  retired: boolean;
}

export interface AttemptJournal {
  /**
   * Appends the record (synchronously) unless one with its key is already waiting for its confirmation; false when
   * the journal is off.
   */
  append(attempt: AttemptRecord): boolean;
  /**
   * The store has the record of this key: its confirmation is appended, and a retired file with nothing pending
   * deleted. A key never appended is ignored.
   */
  confirm(key: string): void;
  /** Retires the open file; files with unconfirmed records are kept for the next worker to replay. */
  close(): void;
}

export interface AttemptJournalOptions {
  dir: string;
  log: Logger;
  maxBytes?: number;
  maxLines?: number;
}

export function createAttemptJournal(opts: AttemptJournalOptions): AttemptJournal {
  return new FileJournal(opts.dir, opts.log, {
    bytes: opts.maxBytes ?? JOURNAL_MAX_BYTES,
    lines: opts.maxLines ?? JOURNAL_MAX_LINES,
  });
}

class FileJournal implements AttemptJournal {
  private current: JournalFile | null = null;
  /** Files whose descriptor is open: the current one, and retired ones with records pending. */
  private readonly open = new Set<JournalFile>();
  /** Each record appended and not yet confirmed, by key: the file it is in. */
  private readonly unconfirmed = new Map<string, JournalFile>();
  private off = false;

  constructor(
    private readonly dir: string,
    private readonly log: Logger,
    private readonly limits: { bytes: number; lines: number },
  ) {}

  append(attempt: AttemptRecord): boolean {
    const key = attemptKey(attempt);
    if (this.unconfirmed.has(key)) return true;
    const file = this.currentFile();
    if (!file) return false;
    // Counted before the write, which may retire the file: it must not be deleted under this record.
    file.pending++;
    if (this.write(file, JSON.stringify(attempt))) {
      this.unconfirmed.set(key, file);
      return true;
    }
    file.pending--;
    this.deleteIfDone(file);
    return false;
  }

  confirm(key: string): void {
    const file = this.unconfirmed.get(key);
    if (!file) return;
    this.unconfirmed.delete(key);
    file.pending--;
    // A retired file whose last record this is goes at once: no need to say so in it.
    if (!(file.retired && file.pending === 0)) this.write(file, JSON.stringify({ confirmed: key }));
    this.deleteIfDone(file);
  }

  close(): void {
    this.current = null;
    for (const file of this.open) {
      this.retire(file);
      if (file.fd !== null) closeSync(file.fd);
      file.fd = null;
    }
    this.open.clear();
  }

  private currentFile(): JournalFile | null {
    if (this.off || this.current) return this.current;
    try {
      this.current = openJournalFile(this.dir);
      this.open.add(this.current);
    } catch (err) {
      this.turnOff('cannot open a file', err);
    }
    return this.current;
  }

  /** Writes one line and rotates after the limits; on a failure the journal goes off and false is returned. */
  private write(file: JournalFile, line: string): boolean {
    if (this.off || file.fd === null) return false;
    try {
      writeLine(file, line);
    } catch (err) {
      this.turnOff('a write failed', err);
      return false;
    }
    if (file.bytes >= this.limits.bytes || file.lines >= this.limits.lines) this.retire(file);
    return true;
  }

  /** One warning, then deliveries go on without the journal; its files are kept until their records are confirmed. */
  private turnOff(what: string, err: unknown): void {
    this.off = true;
    this.log.warn(`attempt journal off until the worker restarts: ${what}`, {
      dir: this.dir,
      error: (err as Error).message,
    });
    if (this.current) this.retire(this.current);
  }

  /** No more lines go to this file; it is deleted once nothing in it is pending. */
  private retire(file: JournalFile): void {
    file.retired = true;
    if (this.current === file) this.current = null;
    this.deleteIfDone(file);
  }

  private deleteIfDone(file: JournalFile): void {
    if (!file.retired || file.pending > 0 || file.fd === null) return;
    const fd = file.fd;
    file.fd = null;
    this.open.delete(file);
    try {
      closeSync(fd);
      unlinkSync(file.path);
    } catch {
      // Already gone or not deletable: either way nothing more is written to it, and a replay of it is harmless.
    }
  }
}

/** The worker's user only: records hold receivers' answers (the default folder is in the shared temporary one). */
function openJournalFile(dir: string): JournalFile {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, journalFileName(process.pid, PROCESS_STARTED_AT_MS, ++filesOpened));
  return { path, fd: openSync(path, 'a', 0o600), bytes: 0, lines: 0, pending: 0, retired: false };
}

/** One `write(2)`: the whole line or an error (a short write, e.g. on a full disk, is one too). */
function writeLine(file: JournalFile, line: string): void {
  const bytes = Buffer.from(line + '\n');
  const written = writeSync(file.fd!, bytes);
  if (written !== bytes.length) throw new Error(`short write: ${written} of ${bytes.length} bytes`);
  file.bytes += written;
  file.lines++;
}
