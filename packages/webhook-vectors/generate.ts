/**
 * Builds the shared test vectors of the spec 5.1 webhook signature from the service's own signer. Every receiver
 * library in `packages/` checks all of them; `test/unit/webhookVectors.test.ts` fails when the committed file
 * differs from what this builds.
 *
 *   npx tsx packages/webhook-vectors/generate.ts   rewrites packages/webhook-vectors/vectors.json
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPLAY_TOLERANCE_SEC, signWebhook } from '../../domain/delivery/signature';
import { signatureDigest, standardWebhooksSecret } from '../verify-ts/src';

export const VECTORS_PATH = join(__dirname, 'vectors.json');

type Expected =
  | { ok: true; secret_index: number }
  | { ok: false; reason: 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch' };

export interface Vector {
  name: string;
  description: string;
  /** The raw body exactly as received (UTF-8). */
  body: string;
  /** The `X-Service-Signature` value. */
  header: string;
  /** Secrets the receiver accepts, in order (the new one first during rotation). */
  secrets: string[];
  /** The receiver's clock, Unix seconds. */
  now: number;
  expected: Expected;
}

const T = 1795280645;
const NEW = 'new-secret-0123456789abcdef';
const OLD = 'old-secret-0123456789abcdef';
const OTHER = 'not-the-secret-0123456789';
const BODY = JSON.stringify({
  event: 'test',
  occurred_at: '2026-11-21T17:04:05.123Z',
  org: { id: '0192f3a0-7c1e-7b2a-9f10-3d5e8a1b2c4d', name: 'Café Ünïcode ✓', slug: 'acme' },
  monitor: {
    id: '00000000-0000-0000-0000-000000000000',
    name: 'Café Ünïcode ✓ test monitor',
    type: 'http',
    url: 'https://example.com/',
  },
  incident: null,
  check: null,
});
const hex = (secret: string, body = BODY, t: number | string = T) => signatureDigest(secret, t, body);
const header = (secret: string, body = BODY) => signWebhook(secret, T, body).header;
const ok = (secretIndex = 0): Expected => ({ ok: true, secret_index: secretIndex });
const fail = (reason: Extract<Expected, { ok: false }>['reason']): Expected => ({ ok: false, reason });

function vector(name: string, description: string, expected: Expected, over: Partial<Vector> = {}): Vector {
  return { name, description, body: BODY, header: header(NEW), secrets: [NEW], now: T, expected, ...over };
}

const validCases = (): Vector[] => [
  vector('valid', 'signed with the secret, received at once', ok()),
  vector('valid_window_edge_past', 'received exactly 300 s after signing', ok(), { now: T + REPLAY_TOLERANCE_SEC }),
  vector('valid_window_edge_future', 'receiver clock 300 s behind the sender', ok(), { now: T - REPLAY_TOLERANCE_SEC }),
  vector('valid_text_body', 'a template rendered a text/plain body', ok(), {
    body: 'Checkout API is down (fra1, iad1)\n',
    header: header(NEW, 'Checkout API is down (fra1, iad1)\n'),
  }),
  vector('valid_timestamp_as_sent', 'the digits of t are signed exactly as sent (here with a leading zero)', ok(), {
    header: `t=0${T},v1=${hex(NEW, BODY, `0${T}`)}`,
  }),
];

const bodyAndSecretCases = (): Vector[] => [
  vector(
    'reserialised_body',
    'the body parsed and serialised again (indented) does not verify',
    fail('signature_mismatch'),
    { body: JSON.stringify(JSON.parse(BODY), null, 2) },
  ),
  vector(
    'reserialised_body_ascii',
    'the body re-serialised with non-ASCII characters escaped does not verify',
    fail('signature_mismatch'),
    { body: BODY.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) },
  ),
  vector('body_trailing_newline', 'one byte added to the body', fail('signature_mismatch'), { body: `${BODY}\n` }),
  vector('wrong_secret', 'the receiver holds another secret', fail('signature_mismatch'), { secrets: [OTHER] }),
  vector('rotation_new_secret', 'rotation: old and new accepted, signed with the new one', ok(0), {
    secrets: [NEW, OLD],
  }),
  vector('rotation_old_secret', 'rotation: old and new accepted, signed with the old one', ok(1), {
    secrets: [NEW, OLD],
    header: header(OLD),
  }),
  vector('rotation_neither_secret', 'rotation: signed with a secret that is neither', fail('signature_mismatch'), {
    secrets: [NEW, OLD],
    header: header(OTHER),
  }),
];

const timestampCases = (): Vector[] => [
  vector(
    'stale_timestamp',
    'received 301 s after signing (replay window is 300 s)',
    fail('timestamp_out_of_tolerance'),
    { now: T + REPLAY_TOLERANCE_SEC + 1 },
  ),
  vector('future_timestamp', 'signed 301 s ahead of the receiver clock', fail('timestamp_out_of_tolerance'), {
    now: T - REPLAY_TOLERANCE_SEC - 1,
  }),
  vector('stale_and_wrong_secret', 'the timestamp is checked before the digest', fail('timestamp_out_of_tolerance'), {
    now: T + 3600,
    secrets: [OTHER],
  }),
];

const headerShapeCases = (): Vector[] => [
  vector('header_spaces_after_comma', 'spaces around parts are ignored', ok(), { header: `t=${T}, v1=${hex(NEW)}` }),
  vector('header_spaces_everywhere', 'spaces around names and values are ignored', ok(), {
    header: ` t = ${T} ,  v1 = ${hex(NEW)} `,
  }),
  vector('header_unknown_v0_part', 'an unknown scheme part is skipped', ok(), {
    header: `t=${T},v0=${hex(OTHER)},v1=${hex(NEW)}`,
  }),
  vector('header_v1_before_t', 'parts may come in any order', ok(), { header: `v1=${hex(NEW)},t=${T}` }),
  vector('header_two_v1_second_matches', 'several v1 parts: one matching is enough', ok(), {
    header: `t=${T},v1=${hex(OTHER)},v1=${hex(NEW)}`,
  }),
  vector('header_two_v1_none_matches', 'several v1 parts, none matching', fail('signature_mismatch'), {
    header: `t=${T},v1=${hex(OTHER)},v1=${hex(OLD)}`,
  }),
  vector('malformed_empty', 'empty header', fail('malformed_header'), { header: '' }),
  vector('malformed_missing_t', 'no t part', fail('malformed_header'), { header: `v1=${hex(NEW)}` }),
  vector('malformed_missing_v1', 'no v1 part', fail('malformed_header'), { header: `t=${T}` }),
  vector('malformed_only_unknown_parts', 'no v1 part, only an unknown one', fail('malformed_header'), {
    header: `t=${T},v0=${hex(NEW)}`,
  }),
  vector('malformed_t_not_digits', 't is not a number of seconds', fail('malformed_header'), {
    header: `t=${T}.5,v1=${hex(NEW)}`,
  }),
  vector('malformed_duplicate_t', 't given twice', fail('malformed_header'), {
    header: `t=${T},t=${T},v1=${hex(NEW)}`,
  }),
  vector('malformed_part_without_equals', 'a part without =', fail('malformed_header'), {
    header: `t=${T},v1=${hex(NEW)},garbage`,
  }),
  vector('malformed_uppercase_hex', 'the digest must be lower-case hex', fail('malformed_header'), {
    header: `t=${T},v1=${hex(NEW).toUpperCase()}`,
  }),
  vector('malformed_short_digest', 'the digest must be 64 hex characters', fail('malformed_header'), {
    header: `t=${T},v1=${hex(NEW).slice(0, 63)}`,
  }),
  vector('malformed_oversized', 'headers over 1024 characters are refused unread', fail('malformed_header'), {
    header: `t=${T},v1=${hex(NEW)},v0=${'0'.repeat(1024)}`,
  }),
];

/** Channel secrets and the `whsec_` string a Standard Webhooks library is given for them (see docs/webhooks.md). */
const STANDARD_WEBHOOKS_SECRETS = [
  'plain-secret-0123456789',
  'ünïcode-secret-0123456789',
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  'whsec_test_0123456789abcdef',
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaS-',
  'whsec_YWJjZGVmZ2hpamtsbW5vcA',
  'whsec_',
].map((secret) => ({ secret, library_secret: standardWebhooksSecret(secret) }));

export function buildVectors() {
  return {
    about:
      'Test vectors of the X-Service-Signature webhook signature: HMAC-SHA256 over "t=<t>.<raw body>", lower-case hex, header "t=<t>,v1=<hex>". ' +
      'A verifier given body, header, secrets and now must return expected: ok with the index of the matching secret, or the reason for refusing.',
    tolerance_sec: REPLAY_TOLERANCE_SEC,
    vectors: [...validCases(), ...bodyAndSecretCases(), ...timestampCases(), ...headerShapeCases()],
    standard_webhooks_secrets: STANDARD_WEBHOOKS_SECRETS,
  };
}

export function vectorsFileText(): string {
  return `${JSON.stringify(buildVectors(), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(VECTORS_PATH, vectorsFileText());
  process.stdout.write(`wrote ${VECTORS_PATH}\n`);
}
