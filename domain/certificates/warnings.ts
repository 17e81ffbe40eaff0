/**
 * Certificate warnings: when a monitor's certificate comes within one of its `cert_warn_days` of expiring, one
 * `certificate.expiring` event per (monitor, certificate, threshold) is recorded and dispatched to the monitor's
 * channels that chose that event. No incident opens and the monitor's up time is untouched: the result that carried
 * the certificate votes as it always did.
 *
 * Exactly once across API replicas: the event's `dedupe_key` (`certificate:<monitor>:<sha256>:<threshold>`) is
 * unique, so of two processes seeing the crossing one records it. Results arrive every interval from every region:
 * each process remembers which threshold it already handled per (monitor, certificate), so a steady stream of
 * results costs no database work at all.
 */
import { BoundedMap } from '../boundedMap';
import { buildCertificatePayload } from '../delivery/payload';
import { uuidv7 } from '../ids';
import type { Logger } from '../logger';
import type { MonitorDoc } from '../models/monitor';
import { CHECK_DEFAULTS, watchesCertificate } from '../monitors/definition';
import type { CertificateReport } from './facts';
import type { CertificateWarningStore } from './stores';

const DAY_MS = 86_400_000;

export interface CertificateWarningDeps {
  store: CertificateWarningStore;
  log: Logger;
  now: () => number;
  /** Fan-out of a recorded event (the dispatcher); a failure is left to the recovery sweep. */
  dispatch: (eventId: string) => Promise<void>;
}

type WatchedMonitor = Pick<MonitorDoc, '_id' | 'org_id' | 'type' | 'url' | 'cert_warn_days'>;

/** The most urgent threshold `daysLeft` has crossed (the smallest one at or above it), or null. */
export function crossedThreshold(warnDays: readonly number[], daysLeft: number): number | null {
  const crossed = warnDays.filter((d) => daysLeft <= d);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}

export function createCertificateWarnings(deps: CertificateWarningDeps) {
  /** `<monitor>:<fingerprint>` -> the threshold this process has handled. */
  const handled = new BoundedMap<string, number>(20_000);
  const inFlight = new Set<string>();

  async function warn(m: WatchedMonitor, cert: CertificateReport, threshold: number, daysLeft: number) {
    const { org, monitor } = await deps.store.subjects(m.org_id, m._id);
    const eventId = uuidv7(deps.now());
    const occurredAt = new Date(deps.now());
    const certificate = { ...cert, days_left: daysLeft };
    const recorded = await deps.store.insertWarning({
      _id: eventId,
      org_id: m.org_id,
      incident_id: null,
      monitor_id: m._id,
      type: 'certificate.expiring',
      seq: -1,
      occurred_at: occurredAt,
      payload: buildCertificatePayload({ occurredAt, org, monitor, certificate }),
      dedupe_key: `certificate:${m._id}:${cert.sha256_fingerprint}:${threshold}`,
    });
    if (!recorded) return; // another process (or an earlier run) sent this one
    deps.log.info('certificate expiring', { monitor_id: m._id, threshold, days_left: daysLeft });
    await deps.dispatch(eventId);
  }

  return {
    /** A result reported `cert` for monitor `m`: warn once per crossed threshold. Never throws. */
    seen(m: WatchedMonitor, cert: CertificateReport): void {
      if (!watchesCertificate(m)) return;
      const notAfter = Date.parse(cert.not_after);
      if (!(notAfter > deps.now())) return; // expired: the check itself fails on it
      const daysLeft = Math.floor((notAfter - deps.now()) / DAY_MS);
      const threshold = crossedThreshold(m.cert_warn_days ?? CHECK_DEFAULTS.cert_warn_days, daysLeft);
      const key = `${m._id}:${cert.sha256_fingerprint}`;
      if (threshold === null || handled.get(key) === threshold || inFlight.has(key)) return;
      inFlight.add(key);
      warn(m, cert, threshold, daysLeft)
        .then(() => handled.set(key, threshold))
        .catch((err: Error) => deps.log.warn('certificate warning not sent', { monitor_id: m._id, error: err.message }))
        .finally(() => inFlight.delete(key));
    },
  };
}
