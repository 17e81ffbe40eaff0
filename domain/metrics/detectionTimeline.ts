/**
 * The timeline of an outage's detection, for an operator who asks where the time between a prober's result and the
 * `incident.opened` webhook goes. Each stage is measured from the moment the result batch that decided the outage
 * was received (`result_batch_received`, 0) and observed once per incident on the histogram
 * `uptime_detection_stage_seconds{stage}`, and logged at debug level with the incident id. The API observes the
 * stages up to the workflow start; the worker those of the first attempt, from the moment carried in the
 * delivery's workflow input (the worker's own `/metrics`, `WORKER_METRICS_PORT`). A vote from another replica's
 * shared region states, or from the re-vote loop, has no batch of its own: its stages count from the vote.
 */
import { Histogram, Registry } from 'prom-client';
import { BoundedMap } from '../boundedMap';
import type { Logger } from '../logger';

export const DETECTION_STAGES = [
  'result_batch_received',
  'region_state_flipped',
  'vote_decided',
  'open_written',
  'fanout_started',
  'delivery_inserted',
  'workflow_started',
  'first_attempt_started',
  'post_answered',
] as const;
export type DetectionStage = (typeof DETECTION_STAGES)[number];

/** This process's detection histogram (a process may hold both halves: the tests run the worker in the API's). */
export const detectionRegistry = new Registry();
const stageSeconds = new Histogram({
  name: 'uptime_detection_stage_seconds',
  help: 'Seconds from the arrival of the result batch that decided an outage to each stage of its incident.opened alert',
  labelNames: ['stage'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10, 30],
  registers: [detectionRegistry],
});

/** The stages up to the vote, as the result pipeline saw them (epoch ms). */
export interface DecidingMarks {
  receivedAt: number;
  flippedAt: number;
  votedAt: number;
}

/** Incidents whose stages are still to come in this process; the oldest are forgotten beyond this. */
const MAX_TRACKED = 10_000;

export class DetectionTimeline {
  private readonly anchors = new BoundedMap<string, number>(MAX_TRACKED);

  constructor(
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  /** The incident's open is written: its first four stages are observed, the later ones count from `receivedAt`. */
  opened(incidentId: string, marks: DecidingMarks): void {
    this.anchors.set(incidentId, marks.receivedAt);
    observeStage(this.log, 'result_batch_received', incidentId, marks.receivedAt, marks.receivedAt);
    observeStage(this.log, 'region_state_flipped', incidentId, marks.receivedAt, marks.flippedAt);
    observeStage(this.log, 'vote_decided', incidentId, marks.receivedAt, marks.votedAt);
    observeStage(this.log, 'open_written', incidentId, marks.receivedAt, this.now());
  }

  /** When the incident's outage was decided (epoch ms), undefined when this process did not open it. */
  anchorOf(incidentId: string | null): number | undefined {
    return incidentId === null ? undefined : this.anchors.get(incidentId);
  }

  /** Observes a later stage of an incident this process opened; `last`: nothing more is observed here. */
  mark(incidentId: string | null, stage: DetectionStage, last = false): void {
    const anchor = this.anchorOf(incidentId);
    if (anchor === undefined || incidentId === null) return;
    observeStage(this.log, stage, incidentId, anchor, this.now());
    if (last) this.anchors.delete(incidentId);
  }
}

/** Observes one stage reached at `atMs` of the outage decided at `anchorMs`, and logs it at debug level. */
export function observeStage(
  log: Logger,
  stage: DetectionStage,
  incidentId: string,
  anchorMs: number,
  atMs: number,
): void {
  const ms = Math.max(0, atMs - anchorMs);
  stageSeconds.observe({ stage }, ms / 1000);
  log.debug('detection stage', { incident_id: incidentId, stage, ms });
}
