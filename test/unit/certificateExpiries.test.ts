/** The certificate expiry kept per monitor for `/metrics`: the latest checked result wins, a deleted monitor goes. */
import { CertificateExpiries } from '../../domain/certificates/expiries';

const cert = (notAfter: string) => ({
  subject: 'CN=example.com',
  issuer: 'CN=Test CA',
  not_after: notAfter,
  sha256_fingerprint: Array.from({ length: 32 }, () => 'AB').join(':'),
});

it('keeps the not_after of the result checked last, whatever order results arrive in', () => {
  const expiries = new CertificateExpiries();
  expect(expiries.notAfterOf('m1')).toBeUndefined();
  expiries.seen('m1', cert('2027-01-01T00:00:00Z'), new Date('2026-11-25T12:00:10Z'));
  // Another region's older result, still showing the certificate before its renewal, arrives later: ignored.
  expiries.seen('m1', cert('2026-12-01T00:00:00Z'), new Date('2026-11-25T12:00:05Z'));
  expect(expiries.notAfterOf('m1')).toBe(Date.parse('2027-01-01T00:00:00Z'));
  expiries.seen('m1', cert('2027-02-01T00:00:00Z'), new Date('2026-11-25T12:01:10Z'));
  expect(expiries.notAfterOf('m1')).toBe(Date.parse('2027-02-01T00:00:00Z'));
  expiries.forget('m1');
  expect(expiries.notAfterOf('m1')).toBeUndefined();
});
