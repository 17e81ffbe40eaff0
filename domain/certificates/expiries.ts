/**
 * The latest certificate expiry (`not_after`) each monitor's results reported, in memory: what `GET /metrics`
 * reports as `uptime_monitor_cert_expiry_seconds` without a database read per result or per scrape. Of results
 * from several regions the one checked last wins; a deleted monitor is forgotten, and the map is bounded.
 */
import { BoundedMap } from '../boundedMap';
import type { CertificateReport } from './facts';

interface Seen {
  notAfterMs: number;
  checkedAtMs: number;
}

export class CertificateExpiries {
  private readonly byMonitor = new BoundedMap<string, Seen>(100_000);

  /** A result checked at `checkedAt` reported `cert` for the monitor; an older result than the kept one is ignored. */
  seen(monitorId: string, cert: CertificateReport, checkedAt: Date): void {
    const prev = this.byMonitor.get(monitorId);
    if (prev && prev.checkedAtMs > checkedAt.getTime()) return;
    this.byMonitor.set(monitorId, { notAfterMs: Date.parse(cert.not_after), checkedAtMs: checkedAt.getTime() });
  }

  /** When the monitor's latest reported certificate expires (ms since the epoch), or undefined if none was seen. */
  notAfterOf(monitorId: string): number | undefined {
    return this.byMonitor.get(monitorId)?.notAfterMs;
  }

  forget(monitorId: string): void {
    this.byMonitor.delete(monitorId);
  }
}
