/**
 * The data access of heartbeat runs (`/start` and `/fail`, and the runtime sweep): the runs, the sweep's mark, and
 * what of a monitor's clock and settings the sweep reads. `mongoStores.ts` is the real implementation.
 */
import type { HeartbeatRunDoc } from '../models/heartbeatRun';
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import type { MonitorDoc } from '../models/monitor';

export interface HeartbeatRunStore {
  /** The monitor's one open run (upserted by `_id`: a new `/start` replaces it). */
  writeRun(monitorId: string, run: Pick<HeartbeatRunDoc, 'started_at' | 'deadline_at'>): Promise<void>;
  /** When the monitor's open run started, or null. */
  readRunStart(monitorId: string): Promise<Date | null>;
  /** Clears the clock's `due_at` (after a `/fail` opened an incident). */
  clearDue(monitorId: string): Promise<void>;
  /** How far the sweep `markId` has looked (0 when it never ran). */
  readSweepMark(markId: string): Promise<number>;
  writeSweepMark(markId: string, until: Date): Promise<void>;
  /** Runs whose deadline is in (`after`, `until`], earliest first, at most `limit`. */
  findOverdueRuns(after: Date, until: Date, limit: number): Promise<HeartbeatRunDoc[]>;
  readLastPing(monitorId: string): Promise<Pick<HeartbeatStateDoc, 'last_ping_at'> | null>;
  readRunLimit(monitorId: string): Promise<Pick<MonitorDoc, 'type' | 'paused' | 'heartbeat_max_runtime_sec'> | null>;
}
