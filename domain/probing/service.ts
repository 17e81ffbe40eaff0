/** The probing service wired into `Services`: prober jobs and results, heartbeats, and the test-check. */
import type { Config } from '../config';
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import type { Region } from '../regions';
import { probeContextFrom } from './context';
import type { CheckDefinition } from './definition';
import { sweepMissedHeartbeats } from './heartbeatSweep';
import { HeartbeatIngest } from './heartbeats';
import { dueJobs, type ProbeJob } from './jobs';
import { recordResults, type ProbeResultInput } from './results';
import { runCheck, type CheckResult } from './runCheck';

export interface ProbingService {
  jobs(region: Region, limit: number): Promise<ProbeJob[]>;
  recordResults(region: Region, results: ProbeResultInput[]): Promise<{ accepted: number; ignored: number }>;
  /** false when no heartbeat monitor has this token. */
  recordPing(token: string): Promise<boolean>;
  /** Opens incidents for overdue heartbeat monitors; returns how many opened. */
  sweepHeartbeats(): Promise<number>;
  /** A monitor was changed or deleted through this process: its pings stop using what was cached about it. */
  forgetMonitor(monitorId: string, deleted: boolean): void;
  /** Heartbeat clock writes made by this process so far (pings are coalesced: many pings, few writes). */
  heartbeatWrites(): number;
  /** Writes every ping answered so far (graceful stop). */
  stop(): Promise<void>;
  /** One check now, with the same runners as the probers and this process's address policy. */
  testCheck(definition: CheckDefinition): Promise<CheckResult>;
}

export interface ProbingDeps {
  config: Config;
  log: Logger;
  lifecycle: IncidentLifecycle;
  now: () => number;
  /** Told after each heartbeat clock write (monitor lists show the last ping). */
  clockWritten?: (orgId: string) => void;
}

export function createProbingService(deps: ProbingDeps): ProbingService {
  const probeContext = probeContextFrom(deps.config);
  const heartbeats = new HeartbeatIngest(deps);
  return {
    jobs: (region, limit) => dueJobs(region, limit, deps.now()),
    recordResults: (region, results) => recordResults(deps, region, results),
    recordPing: (token) => heartbeats.ping(token),
    sweepHeartbeats: () => sweepMissedHeartbeats(deps),
    forgetMonitor: (monitorId, deleted) => heartbeats.forgetMonitor(monitorId, deleted),
    heartbeatWrites: () => heartbeats.writes,
    stop: () => heartbeats.stop(),
    testCheck: (definition) => runCheck(definition, probeContext),
  };
}
