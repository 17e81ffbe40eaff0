/**
 * Heartbeat misses the sweep found while a maintenance window covered their monitor: held in this process, not
 * opened, and looked at again on every sweep. Once no window covers the monitor, a miss whose clock has not moved
 * since (no ping came) opens its incident; a ping in the meantime drops it. The sweep's mark has moved past these
 * clocks, so this is what keeps a miss during maintenance from being forgotten. Held in memory: an API restart
 * during the window forgets them (the next miss after a ping opens as usual).
 */
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import type { MaintenanceGate } from './results';
import type { HeartbeatClockStore } from './stores';

export interface HeldMiss {
  orgId: string;
  clock: HeartbeatStateDoc;
}

export class HeldMisses {
  private readonly held = new Map<string, HeldMiss>();

  constructor(
    private readonly maintenance: MaintenanceGate,
    private readonly clocks: Pick<HeartbeatClockStore, 'readDueAt'>,
  ) {}

  /** true when a window covers the monitor now: the miss is held instead of opened. */
  async hold(orgId: string, clock: HeartbeatStateDoc, nowMs: number): Promise<boolean> {
    if (!(await this.maintenance.covers(orgId, clock._id, nowMs))) return false;
    this.held.set(clock._id, { orgId, clock });
    return true;
  }

  /** The held misses due now: no window covers them any more and no ping came since. Each is handed out once. */
  async due(nowMs: number): Promise<HeldMiss[]> {
    const out: HeldMiss[] = [];
    for (const [id, miss] of this.held) {
      if (await this.maintenance.covers(miss.orgId, id, nowMs)) continue;
      this.held.delete(id);
      const now = await this.clocks.readDueAt(id);
      if (now?.due_at?.getTime() === miss.clock.due_at?.getTime()) out.push(miss);
    }
    return out;
  }
}
