/**
 * The worker's attempt journal on a real temporary directory: a record is one line before the store has it, a
 * confirmation follows, files rotate and go once confirmed; a start replays a dead process's unconfirmed records
 * (a line cut short ignored) and never a live process's; a journal that cannot write never fails an attempt.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journaledAttempts } from '../../activities/journaledAttempts';
import {
  createAttemptJournal,
  journalFileName,
  PROCESS_STARTED_AT_MS,
  type AttemptJournal,
} from '../../domain/delivery/attemptJournal';
import { replayAttemptJournals } from '../../domain/delivery/attemptJournalReplay';
import type { AttemptRecord } from '../../domain/delivery/attempts';
import { silentLogger, type Logger } from '../../domain/logger';
import { MemoryDeliveryStore } from '../support/memoryStores';

let dir: string;
const journals: AttemptJournal[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'attempt-journal-'));
});
afterEach(() => {
  journals.splice(0).forEach((j) => j.close());
  rmSync(dir, { recursive: true, force: true });
});

function journal(opts: { maxLines?: number; maxBytes?: number; log?: Logger; dir?: string } = {}): AttemptJournal {
  const j = createAttemptJournal({ dir, log: silentLogger, ...opts });
  journals.push(j);
  return j;
}

function attempt(deliveryId: string, n = 1): AttemptRecord {
  return {
    delivery_id: deliveryId,
    org_id: 'o-1',
    n,
    at: new Date('2026-11-27T10:00:00.000Z'),
    duration_ms: 12,
    status_code: 204,
    error_class: null,
    error_message: null,
    response_body: null,
  };
}

const files = () => readdirSync(dir).sort();
const lines = (name: string) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean);

/** A pid no process has: a child that has exited (and been reaped). */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  expect(() => process.kill(pid!, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  return pid!;
}

function warnings(): { log: Logger; seen: string[] } {
  const seen: string[] = [];
  return { log: { ...silentLogger, warn: (msg) => seen.push(msg) }, seen };
}

describe('writing', () => {
  it('appends a record as one JSON line at once, and its confirmation once the store has it', () => {
    const j = journal();
    expect(j.append(attempt('d-1'))).toBe(true);
    expect(files()).toHaveLength(1);
    const [name] = files();
    expect(name).toMatch(new RegExp(`^attempts-${process.pid}-${PROCESS_STARTED_AT_MS}-\\d+\\.jsonl$`));
    expect(lines(name).map((l) => JSON.parse(l))).toEqual([JSON.parse(JSON.stringify(attempt('d-1')))]);
    j.confirm('d-1:1');
    expect(JSON.parse(lines(name)[1])).toEqual({ confirmed: 'd-1:1' });
  });

  it('keeps one line per record: appended again before its confirmation, it is not written twice', () => {
    const j = journal();
    j.append(attempt('d-1'));
    j.append({ ...attempt('d-1'), duration_ms: 15 }); // the main thread's copy of what the posting thread journaled
    expect(lines(files()[0]).map((l) => JSON.parse(l).duration_ms)).toEqual([12]);
    j.confirm('d-1:1');
    j.confirm('d-1:1'); // once only
    j.confirm('d-9:1'); // never appended: nothing to say
    expect(lines(files()[0])).toHaveLength(2);
  });

  it("makes its folder and files readable by the worker's user only (records hold receivers' answers)", () => {
    const folder = join(dir, 'journal');
    journal({ dir: folder }).append(attempt('d-1'));
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const [name] = readdirSync(folder);
    expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });

  it('rotates after maxLines, and deletes a retired file once every record in it is confirmed', () => {
    const j = journal({ maxLines: 3 });
    ['d-1', 'd-2', 'd-3'].forEach((id) => j.append(attempt(id)));
    expect(files()).toHaveLength(1);
    j.append(attempt('d-4'));
    expect(files()).toHaveLength(2);
    j.confirm('d-1:1');
    j.confirm('d-2:1');
    expect(files()).toHaveLength(2); // d-3 still pending in the first file
    j.confirm('d-3:1');
    expect(files()).toHaveLength(1);
    expect(lines(files()[0]).map((l) => JSON.parse(l).delivery_id)).toEqual(['d-4']);
    j.confirm('d-4:1');
  });

  it('rotates after maxBytes', () => {
    const j = journal({ maxBytes: 10 });
    j.append(attempt('d-1'));
    j.append(attempt('d-2'));
    expect(files()).toHaveLength(2);
  });

  it('on close deletes the file whose records are all confirmed and keeps one with a record pending', () => {
    const done = journal();
    done.append(attempt('d-1'));
    done.confirm('d-1:1');
    const pending = journal();
    pending.append(attempt('d-2'));
    done.close();
    pending.close();
    expect(files()).toHaveLength(1);
    expect(lines(files()[0]).map((l) => JSON.parse(l).delivery_id)).toEqual(['d-2']);
  });
});

describe('a journal that cannot write', () => {
  it('does not throw when its directory cannot be made, and warns once', () => {
    writeFileSync(join(dir, 'a-file'), '');
    const { log, seen } = warnings();
    const j = journal({ dir: join(dir, 'a-file', 'journal'), log });
    expect(j.append(attempt('d-1'))).toBe(false);
    expect(j.append(attempt('d-2'))).toBe(false);
    expect(seen).toEqual(['attempt journal off until the worker restarts: cannot open a file']);
  });

  it('does not throw when a write fails (a full disk), warns once, and the store still gets every record', async () => {
    const { log, seen } = warnings();
    const store = new MemoryDeliveryStore();
    const j = journal({ log, maxLines: 1 });
    j.append(attempt('d-0')); // one line: its file is retired, and kept while the record is pending
    // The next file (numbered on from that one) is a full disk: every write(2) to it fails with ENOSPC.
    const n = Number(/-(\d+)\.jsonl$/.exec(files()[0])![1]);
    symlinkSync('/dev/full', join(dir, journalFileName(process.pid, PROCESS_STARTED_AT_MS, n + 1)));
    const journaled = journaledAttempts(store, j);
    await journaled.insertAttempt(attempt('d-1'));
    await journaled.insertAttempt(attempt('d-2'));
    expect([...store.attempts.keys()]).toEqual(['d-1:1', 'd-2:1']);
    expect(seen).toEqual(['attempt journal off until the worker restarts: a write failed']);
  });
});

describe('the store decorator', () => {
  it('leaves a record whose insert failed unconfirmed, for the next start to replay', async () => {
    const store = new MemoryDeliveryStore();
    store.insertAttempt = () => Promise.reject(new Error('database unreachable'));
    const journaled = journaledAttempts(store, journal());
    await expect(journaled.insertAttempt(attempt('d-1'))).rejects.toThrow('database unreachable');
    expect(lines(files()[0]).map((l) => JSON.parse(l))).toEqual([JSON.parse(JSON.stringify(attempt('d-1')))]);
  });
});

describe('replay', () => {
  it("inserts a dead process's unconfirmed records, ignores a line cut short, then deletes the file", async () => {
    const name = journalFileName(deadPid(), 1_700_000_000_000, 1);
    const text = [attempt('d-1'), attempt('d-2', 2), { confirmed: 'd-1:1' }].map((v) => JSON.stringify(v)).join('\n');
    writeFileSync(join(dir, name), `${text}\n${JSON.stringify(attempt('d-3')).slice(0, 40)}`);
    const store = new MemoryDeliveryStore();
    const summary = await replayAttemptJournals({ dir, store, log: silentLogger });
    expect(summary).toEqual({ files: 1, records: 1, kept: 0 });
    expect([...store.attempts.values()]).toEqual([{ _id: 'd-2:2', ...attempt('d-2', 2) }]);
    expect(store.attempts.get('d-2:2')!.at).toBeInstanceOf(Date);
    expect(files()).toEqual([]);
  });

  it("skips a live process's file, and this process's own", async () => {
    const live = journalFileName(process.ppid, 1_700_000_000_000, 1);
    writeFileSync(join(dir, live), JSON.stringify(attempt('d-1')) + '\n');
    journal().append(attempt('d-2'));
    const store = new MemoryDeliveryStore();
    expect(await replayAttemptJournals({ dir, store, log: silentLogger })).toEqual({ files: 0, records: 0, kept: 0 });
    expect(store.attempts.size).toBe(0);
    expect(files()).toHaveLength(2);
  });

  it("replays a file with this process's pid and another start time (a pid reused after a restart)", async () => {
    const earlier = journalFileName(process.pid, PROCESS_STARTED_AT_MS - 60_000, 1);
    writeFileSync(join(dir, earlier), JSON.stringify(attempt('d-1')) + '\n');
    const store = new MemoryDeliveryStore();
    expect(await replayAttemptJournals({ dir, store, log: silentLogger })).toEqual({ files: 1, records: 1, kept: 0 });
    expect([...store.attempts.keys()]).toEqual(['d-1:1']);
  });

  it('keeps a file whose inserts fail, for the next start, and does not throw', async () => {
    const name = journalFileName(deadPid(), 1_700_000_000_000, 1);
    writeFileSync(join(dir, name), JSON.stringify(attempt('d-1')) + '\n');
    const store = { insertAttempt: () => Promise.reject(new Error('database unreachable')) };
    expect(await replayAttemptJournals({ dir, store, log: silentLogger })).toEqual({ files: 0, records: 0, kept: 1 });
    expect(files()).toEqual([name]);
  });

  it('finds nothing in a directory that does not exist yet', async () => {
    const store = new MemoryDeliveryStore();
    const summary = await replayAttemptJournals({ dir: join(dir, 'none'), store, log: silentLogger });
    expect(summary).toEqual({ files: 0, records: 0, kept: 0 });
  });
});
