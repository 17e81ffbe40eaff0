import type { Config } from './config';
import type { Logger } from './logger';
import type { TemporalHandle } from './temporal';

/** Domain services shared by routes, probers and the CLI. Built once per process by `createServices`. */
export interface Services {
  now: () => number;
  /** Background loops (sweeps) started once the process serves; stopped on shutdown. */
  start?: () => Promise<void>;
  stop?: () => Promise<void>;
}

export interface ServiceDeps {
  config: Config;
  log: Logger;
  temporal: TemporalHandle;
  now?: () => number;
}

export function createServices(deps: ServiceDeps): Services {
  const now = deps.now ?? Date.now;
  return { now };
}
