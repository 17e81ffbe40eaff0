/**
 * What the heartbeat miss sweep reads once per process start, by a range over `due_at` (a read of the whole
 * collection on FerretDB; after it, the sweep reads only the due minutes that came due, by equality):
 * - every clock that fell due since the sweep's mark: what came due while no sweep ran (or ever, on a first start),
 *   however long that was, without one read per minute of it;
 * - the clocks written before clocks had a due minute (`due_minute`), which no read by minute finds. They wait in
 *   this process's memory until due; one written since (a ping, a clock restart) has its minute by then and is
 *   left to the reads by minute. Nothing here writes a clock, so pings and the monitor routes stay its writers.
 */
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import type { HeartbeatClockStore } from './stores';

export class HeartbeatStartRead {
  /** Clocks without a due minute, not due yet (null until the start read is done). */
  private waiting: HeartbeatStateDoc[] | null = null;

  constructor(private readonly clocks: Pick<HeartbeatClockStore, 'clocksDueAfter' | 'readDueAt'>) {}

  get done(): boolean {
    return this.waiting !== null;
  }

  /**
   * The start read: the clocks due in (`markMs`, `nowMs`], earliest first. `commit` it once they are handled (the
   * sweep's mark then moves to `nowMs`); until then each sweep reads again.
   */
  async read(markMs: number, nowMs: number): Promise<{ due: HeartbeatStateDoc[]; commit: () => void }> {
    const clocks = await this.clocks.clocksDueAfter(new Date(markMs));
    const dueMs = (c: HeartbeatStateDoc) => c.due_at!.getTime();
    const later = clocks.filter((c) => !c.due_minute && dueMs(c) > nowMs);
    const due = clocks.filter((c) => dueMs(c) <= nowMs).sort((a, b) => dueMs(a) - dueMs(b));
    return { due, commit: () => (this.waiting = later) };
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
