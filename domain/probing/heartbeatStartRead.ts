/**
 * What the heartbeat miss sweep may have to read once per process start, by a range over `due_at` (a read of the
 * whole collection on FerretDB), before it reads only the due minutes that came due, by equality:
 * - every clock that fell due since the sweep's mark, when the mark is more than a day behind (a long stop, or a
 *   store never swept): the sweep catches up a shorter stop minute by minute;
 * - the clocks written before clocks had a due minute (`due_minute`), which no read by minute finds. They wait in
 *   this process's memory until due; one written since (a ping, a clock restart) has its minute by then and is
 *   left to the reads by minute. Once a start read finds none of them due later than it reached, a mark says so
 *   (`heartbeat-clocks-keyed`) and later starts skip the range read. Nothing here writes a clock, so pings and the
 *   monitor routes stay its writers.
 */
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import type { HeartbeatClockStore } from './stores';

/** Written once no clock without a due minute is due later than a start read reached. */
const KEYED_MARK = 'heartbeat-clocks-keyed';
/** The longest stop the sweep catches up minute by minute (about 5 hours of minutes a pass). */
const MINUTE_READS_MAX_SPAN_MS = 86_400_000;

export class HeartbeatStartRead {
  /** Clocks without a due minute, not due yet (null until the start read is done). */
  private waiting: HeartbeatStateDoc[] | null = null;

  constructor(
    private readonly clocks: Pick<
      HeartbeatClockStore,
      'clocksDueAfter' | 'readDueAt' | 'readSweepMark' | 'writeSweepMark'
    >,
  ) {}

  get done(): boolean {
    return this.waiting !== null;
  }

  /**
   * The start read: the clocks due in (`markMs`, `nowMs`], earliest first. `commit` it once they are handled (the
   * sweep's mark then moves to `nowMs`); until then each sweep reads again. Null when no range read is needed (the
   * store has no clock without a due minute that may still come due, and the mark is less than a day behind): the
   * sweep reads the minutes since its mark, and this start read is done.
   */
  async read(markMs: number, nowMs: number): Promise<{ due: HeartbeatStateDoc[]; commit: () => Promise<void> } | null> {
    if (nowMs - markMs <= MINUTE_READS_MAX_SPAN_MS && (await this.clocks.readSweepMark(KEYED_MARK)) > 0) {
      this.waiting = [];
      return null;
    }
    const clocks = await this.clocks.clocksDueAfter(new Date(markMs));
    const dueMs = (c: HeartbeatStateDoc) => c.due_at!.getTime();
    const later = clocks.filter((c) => !c.due_minute && dueMs(c) > nowMs);
    const due = clocks.filter((c) => dueMs(c) <= nowMs).sort((a, b) => dueMs(a) - dueMs(b));
    const commit = async () => {
      if (later.length === 0) await this.clocks.writeSweepMark(KEYED_MARK, new Date(nowMs));
      this.waiting = later;
    };
    return { due, commit };
  }

  /** The clocks without a due minute that are due now and still unchanged; each is handed out once. */
  async due(nowMs: number): Promise<HeartbeatStateDoc[]> {
    const out: HeartbeatStateDoc[] = [];
    for (const clock of [...(this.waiting ?? [])]) {
      if (clock.due_at!.getTime() > nowMs) continue;
      const current = await this.clocks.readDueAt(clock._id);
      this.waiting = this.waiting!.filter((c) => c !== clock);
      if (!current?.due_at || current.due_minute) continue; // gone, stopped, or read by its minute from now on
      const moved = { ...clock, due_at: current.due_at };
      if (current.due_at.getTime() > nowMs) this.waiting.push(moved);
      else out.push(moved);
    }
    return out;
  }
}
