import { createHmac } from 'node:crypto';
import { parseSignatureHeader, signWebhook, verifyWebhook } from '../../domain/delivery/signature';

// Independent reference: a fresh HMAC written out from the spec text.
function referenceHex(secret: string, t: number, body: string): string {
  const h = createHmac('sha256', Buffer.from(secret, 'utf8'));
  h.update(Buffer.from('t=' + String(t) + '.' + body, 'utf8'));
  return h.digest('hex');
}

const secret = 'whsec_0123456789abcdef';
const body = '{"event":"test","occurred_at":"2026-11-21T17:04:05.123Z","naïve":"é"}';
const t = 1795194245;

describe('signWebhook', () => {
  it('matches an independent HMAC-SHA256 over t=<t>.<body>, lower-case hex', () => {
    const s = signWebhook(secret, t, body);
    expect(s.signature).toBe(referenceHex(secret, t, body));
    expect(s.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(s.header).toBe(`t=${t},v1=${referenceHex(secret, t, body)}`);
    expect(s.timestamp).toBe(t);
  });
  it('gives the same digest for a Buffer body and changes with time', () => {
    expect(signWebhook(secret, t, Buffer.from(body)).signature).toBe(signWebhook(secret, t, body).signature);
    expect(signWebhook(secret, t + 1, body).signature).not.toBe(signWebhook(secret, t, body).signature);
  });
});

describe('verifyWebhook', () => {
  const header = `t=${t},v1=${referenceHex(secret, t, body)}`;
  it('accepts a valid signature within the window', () => {
    expect(verifyWebhook({ rawBody: body, header, secrets: [secret], nowSec: t + 299 })).toEqual({
      ok: true,
      timestamp: t,
      secretIndex: 0,
    });
    expect(verifyWebhook({ rawBody: Buffer.from(body), header, secrets: [secret], nowSec: t - 300 }).ok).toBe(true);
  });
  it('accepts either secret during rotation and says which', () => {
    expect(verifyWebhook({ rawBody: body, header, secrets: ['another-secret-1234567', secret], nowSec: t })).toEqual({
      ok: true,
      timestamp: t,
      secretIndex: 1,
    });
  });
  it('rejects a wrong secret, a changed body and a re-serialised body', () => {
    expect(verifyWebhook({ rawBody: body, header, secrets: ['wrong-secret-000000000'], nowSec: t })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
    expect(verifyWebhook({ rawBody: body + ' ', header, secrets: [secret], nowSec: t }).ok).toBe(false);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    expect(verifyWebhook({ rawBody: reserialised, header, secrets: [secret], nowSec: t }).ok).toBe(false);
  });
  it('rejects timestamps outside the 300 s replay window', () => {
    expect(verifyWebhook({ rawBody: body, header, secrets: [secret], nowSec: t + 301 })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(verifyWebhook({ rawBody: body, header, secrets: [secret], nowSec: t - 301 }).ok).toBe(false);
    expect(verifyWebhook({ rawBody: body, header, secrets: [secret], nowSec: t + 1000, toleranceSec: 1000 }).ok).toBe(
      true,
    );
  });
  it('rejects malformed headers', () => {
    for (const h of [
      undefined,
      '',
      'v1=abc',
      `t=${t}`,
      `t=abc,v1=${'0'.repeat(64)}`,
      `t=${t},v1=${'A'.repeat(64)}`,
      'garbage',
    ]) {
      expect(verifyWebhook({ rawBody: body, header: h, secrets: [secret], nowSec: t })).toEqual({
        ok: false,
        reason: 'malformed_header',
      });
    }
  });
  it('parses the header parts', () => {
    expect(parseSignatureHeader(header)).toMatchObject({ timestamp: t, timestampText: String(t) });
  });
});
