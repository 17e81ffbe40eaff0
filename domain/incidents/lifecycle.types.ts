/** The incident lifecycle's interface: the only way to open, acknowledge and resolve an incident. */
import type { CheckSnapshot, IncidentActor, IncidentDoc } from '../models/incident';
import type { DecidingMarks } from '../metrics/detectionTimeline';
import type { Region } from '../regions';

/**
 * The incident state machine (spec section 3): the only way to change an incident, whoever asks (REST,
 * probers' votes, heartbeats, the chat-tool callback). Every valid transition records exactly one
 * IncidentEvent (with its payload snapshot) and dispatches it; an invalid one throws ConflictError and
 * records and sends nothing.
 */
export interface IncidentLifecycle {
  /**
   * Opens an incident unless the monitor already has an unresolved one (then `created` is false, nothing sent).
   * `noneOpenKnown`: the caller's memory says the monitor has none (the probe vote), so the look-up is skipped; an
   * open elsewhere meanwhile still wins through the unique `active_key`, and this one records and sends nothing.
   * `fanOutLater`: answered once the event and the incident are stored, the fan-out following from the queue (the
   * probe vote, which may open thousands at once); otherwise the deliveries exist when this resolves.
   * `decided`: when the result that decided the outage arrived and was voted on (the detection timeline).
   */
  open(input: {
    monitorId: string;
    failingRegions: Region[];
    check: CheckSnapshot;
    at?: Date;
    noneOpenKnown?: boolean;
    fanOutLater?: boolean;
    decided?: DecidingMarks;
  }): Promise<{ incident: IncidentDoc; created: boolean }>;
  /**
   * open -> acknowledged, by `by` (shown on the incident). NotFoundError for another org's id; ConflictError unless
   * open.
   */
  acknowledge(orgId: string, incidentId: string, at?: Date, by?: IncidentActor): Promise<IncidentDoc>;
  /** open|acknowledged -> resolved, by `by`. NotFoundError for another org's id; ConflictError when already resolved. */
  resolve(orgId: string, incidentId: string, at?: Date, by?: IncidentActor): Promise<IncidentDoc>;
  /**
   * Resolves the monitor's unresolved incident if it has one (monitor recovered); null when none. `fanOutLater`:
   * as for `open`.
   */
  resolveForMonitor(
    monitorId: string,
    input?: { at?: Date; check?: Partial<CheckSnapshot>; fanOutLater?: boolean },
  ): Promise<IncidentDoc | null>;
  /** Finishes transitions a crash interrupted (event recorded, incident or fan-out not updated); ends early once `signal` aborts. */
  recover(signal?: AbortSignal): Promise<void>;
}
