/**
 * `ssl` check: a TLS handshake with host:port (default 443). Fails with `tls_cert_invalid` when the chain does not
 * verify (expired, self-signed, unknown issuer) or the certificate does not name the host, and with
 * `tls_cert_expiring` when it expires in fewer than `ssl_expiry_days` days.
 */
import { isIP } from 'node:net';
import { checkServerIdentity, connect, type PeerCertificate, type TLSSocket } from 'node:tls';
import { certificateReport } from '../../certificates/facts';
import { CHECK_DEFAULTS } from '../../monitors/definition';
import { CheckFailure } from '../errors';
import { assertHostAllowed, elapsedMs, guardedLookup, trustedCas, type CheckRunner } from '../context';

const DAY_MS = 86_400_000;
const UNTRUSTED: Record<string, string> = {
  CERT_HAS_EXPIRED: 'certificate expired',
  CERT_NOT_YET_VALID: 'certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed certificate in the chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'issuer not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'issuer not trusted',
  CERT_REVOKED: 'certificate revoked',
};

export const runSslCheck: CheckRunner = async (def, ctx, signal) => {
  const host = def.host!;
  assertHostAllowed(host, ctx);
  const startedAt = process.hrtime.bigint();
  const { socket, cert } = await handshake(host, def.port ?? CHECK_DEFAULTS.ssl_port, def.timeout_ms, ctx, signal);
  const responseMs = elapsedMs(startedAt);
  try {
    if (!socket.authorized) {
      const code = String(socket.authorizationError ?? 'UNKNOWN');
      const detail = code === 'CERT_HAS_EXPIRED' ? ` on ${new Date(cert.valid_to).toISOString()}` : '';
      throw new CheckFailure(
        'tls_cert_invalid',
        `certificate not trusted: ${UNTRUSTED[code] ?? 'verification failed'}${detail} (${code})`,
        responseMs,
      );
    }
    const mismatch = checkServerIdentity(host, cert);
    if (mismatch)
      throw new CheckFailure('tls_cert_invalid', `certificate does not match ${host}: ${mismatch.message}`, responseMs);
    const validTo = new Date(cert.valid_to);
    const daysLeft = Math.floor((validTo.getTime() - Date.now()) / DAY_MS);
    const certificate = certificateReport(cert);
    if (daysLeft < def.ssl_expiry_days) {
      throw new CheckFailure(
        'tls_cert_expiring',
        `certificate expires in ${daysLeft} days (${validTo.toISOString()}), under the ${def.ssl_expiry_days}-day threshold`,
        responseMs,
        certificate,
      );
    }
    return { responseMs, certificate };
  } finally {
    socket.destroy();
  }
};

/** Completes the handshake without rejecting bad certificates, so the check can say what is wrong with them. */
function handshake(
  host: string,
  port: number,
  timeoutMs: number,
  ctx: Parameters<CheckRunner>[1],
  signal: AbortSignal,
): Promise<{ socket: TLSSocket; cert: PeerCertificate }> {
  return new Promise((resolve, reject) => {
    const ca = trustedCas(ctx);
    const socket = connect({
      host,
      port,
      servername: isIP(host) ? undefined : host,
      rejectUnauthorized: false,
      lookup: guardedLookup(ctx),
      ...(ca ? { ca } : {}),
    });
    const onAbort = () => socket.destroy(Object.assign(new Error('TLS handshake timed out'), { code: 'ETIMEDOUT' }));
    signal.addEventListener('abort', onAbort, { once: true });
    socket.setTimeout(timeoutMs, onAbort);
    socket.once('secureConnect', () => {
      signal.removeEventListener('abort', onAbort);
      socket.setTimeout(0);
      resolve({ socket, cert: socket.getPeerCertificate() });
    });
    socket.once('error', (err) => {
      signal.removeEventListener('abort', onAbort);
      reject(err);
    });
  });
}
