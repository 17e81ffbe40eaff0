/**
 * Checks an OpenID Connect ID token before anything in it is believed: the signature against the issuer's published
 * keys (JWKS, asymmetric algorithms only), then issuer, audience, nonce and expiry. node:crypto does the signature
 * work, so the check runs the same in every process (the test runner included).
 */
import { constants, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { SocialSignInError } from './providers';

/** How each accepted `alg` verifies: the digest and the key options node:crypto needs. */
const ALGORITHMS: Record<string, { digest: string | null; pss?: true; ieee?: true }> = {
  RS256: { digest: 'sha256' },
  RS384: { digest: 'sha384' },
  RS512: { digest: 'sha512' },
  PS256: { digest: 'sha256', pss: true },
  PS384: { digest: 'sha384', pss: true },
  PS512: { digest: 'sha512', pss: true },
  ES256: { digest: 'sha256', ieee: true },
  ES384: { digest: 'sha384', ieee: true },
  ES512: { digest: 'sha512', ieee: true },
  EdDSA: { digest: null },
};
const CLOCK_SKEW_SEC = 60;
const REFETCH_AFTER_MS = 30_000;

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  nowMs: number;
}

/** The issuer's signing keys, fetched when first needed and again (at most every 30 s) for an unknown `kid`. */
export class KeySet {
  private keys: { kid?: string; key: KeyObject }[] = [];
  private fetchedAt = -Infinity;

  constructor(
    private readonly uri: string,
    private readonly fetchJson: (url: string) => Promise<Record<string, unknown>>,
  ) {}

  async find(kid: string | undefined, nowMs: number): Promise<KeyObject> {
    let key = this.pick(kid);
    if (!key && nowMs - this.fetchedAt >= REFETCH_AFTER_MS) {
      this.fetchedAt = nowMs;
      await this.refresh();
      key = this.pick(kid);
    }
    if (!key) throw new SocialSignInError('token');
    return key;
  }

  private pick(kid: string | undefined): KeyObject | undefined {
    if (kid === undefined) return this.keys.length === 1 ? this.keys[0].key : undefined;
    return this.keys.find((k) => k.kid === kid)?.key;
  }

  private async refresh(): Promise<void> {
    const { keys } = await this.fetchJson(this.uri);
    const usable = (Array.isArray(keys) ? keys : []).filter((k) => k && k.use !== 'enc' && k.kty !== 'oct');
    this.keys = usable.flatMap((jwk: JsonWebKey) => {
      try {
        return [
          { kid: typeof jwk.kid === 'string' ? jwk.kid : undefined, key: createPublicKey({ key: jwk, format: 'jwk' }) },
        ];
      } catch {
        return []; // a key this runtime cannot read is skipped, not fatal
      }
    });
  }
}

/** The verified claims of `token`, or a `SocialSignInError('token')`. */
export async function verifyIdToken(
  token: string,
  keys: KeySet,
  expect: IdTokenExpectations,
): Promise<Record<string, unknown>> {
  const [head, body, sig] = token.split('.');
  const header = decodePart(head);
  const alg = ALGORITHMS[String(header.alg)];
  if (!alg || sig === undefined) throw new SocialSignInError('token');
  const key = await keys.find(typeof header.kid === 'string' ? header.kid : undefined, expect.nowMs);
  const options = alg.pss
    ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST }
    : alg.ieee
      ? { key, dsaEncoding: 'ieee-p1363' as const }
      : key;
  const signed = Buffer.from(`${head}.${body}`);
  if (!signatureHolds(() => verify(alg.digest, signed, options, Buffer.from(sig, 'base64url'))))
    throw new SocialSignInError('token');
  const claims = decodePart(body);
  if (!claimsHold(claims, expect)) throw new SocialSignInError('token');
  return claims;
}

function signatureHolds(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false; // a key of another type than the alg says
  }
}

function claimsHold(c: Record<string, unknown>, e: IdTokenExpectations): boolean {
  const nowSec = e.nowMs / 1000;
  const aud = Array.isArray(c.aud) ? c.aud : [c.aud];
  const forUs = aud.includes(e.clientId) && (aud.length === 1 || c.azp === e.clientId);
  return (
    c.iss === e.issuer &&
    forUs &&
    c.nonce === e.nonce &&
    typeof c.sub === 'string' &&
    typeof c.exp === 'number' &&
    c.exp + CLOCK_SKEW_SEC > nowSec &&
    (typeof c.iat !== 'number' || c.iat - CLOCK_SKEW_SEC <= nowSec)
  );
}

function decodePart(part: string | undefined): Record<string, unknown> {
  try {
    const v = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as unknown;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* falls through */
  }
  throw new SocialSignInError('token');
}
