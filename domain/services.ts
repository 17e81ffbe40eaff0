import { BackgroundLoops } from './backgroundLoops';
import type { Config } from './config';
import { createIncidentLifecycle } from './incidents/lifecycle';
import type { IncidentLifecycle } from './incidents/lifecycle.types';
import type { Logger } from './logger';
import type { TemporalHandle } from './temporal';

/** Domain services shared by routes, probers and the CLI. Built once per process by `createServices`. */
export interface Services {
  now: () => number;
  lifecycle: IncidentLifecycle;
  /** Starts the background sweeps; `stop()` ends them and waits for runs in flight. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServiceDeps {
  config: Config;
  log: Logger;
  temporal: TemporalHandle;
  now?: () => number;
}

export function createServices(deps: ServiceDeps): Services {
  const { config, log } = deps;
  const now = deps.now ?? Date.now;
  const loops = new BackgroundLoops(log);
  const dispatch = async (eventId: string): Promise<void> => {
    throw new Error(`no dispatcher wired for event ${eventId}`);
  };
  const lifecycle = createIncidentLifecycle({ log, now, dispatch, recoverAfterMs: config.dispatchSweepMs });
  loops.every('incident-event-recovery', config.dispatchSweepMs, () => lifecycle.recover());
  return {
    now,
    lifecycle,
    start: async () => loops.start(),
    stop: () => loops.stop(),
  };
}
