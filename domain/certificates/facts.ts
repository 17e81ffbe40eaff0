/**
 * What a prober reports about the certificate a target presented (with its `/results`): who it names, who issued
 * it, when it expires and its SHA-256 fingerprint. Only a certificate whose chain verified is reported.
 */
import type { PeerCertificate } from 'node:tls';
import { z } from 'zod';

export const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

/** The `/results` field (strict: a prober bug shows at once). */
export const CertificateReportSchema = z.strictObject({
  subject: z.string().max(1000),
  issuer: z.string().max(1000),
  not_after: z.iso.datetime({ offset: true }),
  sha256_fingerprint: z.string().regex(FINGERPRINT, 'must be a SHA-256 fingerprint (AB:CD:... upper-case hex)'),
});
export type CertificateReport = z.infer<typeof CertificateReportSchema>;

/** The report of a peer certificate as Node shows it. */
export function certificateReport(cert: PeerCertificate): CertificateReport | undefined {
  if (!cert?.valid_to || !cert.fingerprint256) return undefined;
  return {
    subject: distinguishedName(cert.subject),
    issuer: distinguishedName(cert.issuer),
    not_after: new Date(cert.valid_to).toISOString(),
    sha256_fingerprint: cert.fingerprint256.toUpperCase(),
  };
}

/** `CN=example.com, O=Example` from Node's name object (a field given twice lists both values). */
function distinguishedName(name: PeerCertificate['subject'] | undefined): string {
  if (!name) return '';
  return Object.entries(name)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') : v}`)
    .join(', ')
    .slice(0, 1000);
}
