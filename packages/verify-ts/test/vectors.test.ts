/** Every shared vector of `packages/webhook-vectors/vectors.json`, through this package's public entry point. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { standardWebhooksSecret, verifyWebhook, type VerifyFailure } from '../src';

interface Vector {
  name: string;
  body: string;
  header: string;
  secrets: string[];
  now: number;
  expected: { ok: true; secret_index: number } | { ok: false; reason: VerifyFailure };
}

const file = JSON.parse(readFileSync(join(__dirname, '..', '..', 'webhook-vectors', 'vectors.json'), 'utf8')) as {
  tolerance_sec: number;
  vectors: Vector[];
  standard_webhooks_secrets: Array<{ secret: string; library_secret: string }>;
};

it('has vectors for every outcome', () => {
  const outcomes = new Set(file.vectors.map((v) => (v.expected.ok ? 'ok' : v.expected.reason)));
  expect([...outcomes].sort()).toEqual(['malformed_header', 'ok', 'signature_mismatch', 'timestamp_out_of_tolerance']);
});

it.each(file.vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
  const result = verifyWebhook({
    rawBody: Buffer.from(v.body, 'utf8'),
    header: v.header,
    secrets: v.secrets,
    nowSec: v.now,
    toleranceSec: file.tolerance_sec,
  });
  expect(result).toEqual(
    v.expected.ok
      ? { ok: true, timestamp: expect.any(Number), secretIndex: v.expected.secret_index }
      : { ok: false, reason: v.expected.reason },
  );
});

it('takes the first value when a framework hands the header over as a list', () => {
  const v = file.vectors.find((x) => x.name === 'valid')!;
  expect(
    verifyWebhook({ rawBody: v.body, header: [v.header, 'garbage'], secrets: v.secrets, nowSec: v.now }),
  ).toMatchObject({ ok: true });
});

it.each(file.standard_webhooks_secrets.map((c) => [c.secret, c.library_secret]))(
  'Standard Webhooks secret for %j is %j',
  (secret, librarySecret) => {
    expect(standardWebhooksSecret(secret)).toBe(librarySecret);
  },
);
