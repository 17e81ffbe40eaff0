import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { signatureSchemeHeaders, standardWebhooksSecret } from '../../domain/delivery/signature';
import { VECTORS_PATH } from '../../packages/webhook-vectors/generate';

const body = '{"event":"test","monitor":{"name":"naïve café"}}';
const deliveryId = '0192f3b2-4f11-7e0a-b3c4-5d6e7f8a9b0c';
const now = () => Math.floor(Date.now() / 1000);
const headersFor = (scheme: 'service' | 'standard' | 'both' | undefined, secret: string, timestamp = now()) =>
  signatureSchemeHeaders({ scheme, secret, deliveryId, timestamp, body });

describe('signatureSchemeHeaders', () => {
  it('adds nothing for the default scheme, including channels stored without one', () => {
    expect(headersFor('service', 'plain-secret-0123456789')).toEqual({});
    expect(headersFor(undefined, 'plain-secret-0123456789')).toEqual({});
  });

  it.each(['standard', 'both'] as const)(
    '%s: webhook-id is the delivery id, the signature is HMAC-SHA256 over id.timestamp.body in base64',
    (scheme) => {
      const secret = 'plain-secret-0123456789';
      const headers = headersFor(scheme, secret, 1795280645);
      const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
        .update(`${deliveryId}.1795280645.${body}`, 'utf8')
        .digest('base64');
      expect(headers).toEqual({
        'webhook-id': deliveryId,
        'webhook-timestamp': '1795280645',
        'webhook-signature': `v1,${expected}`,
      });
    },
  );

  it('verifies with the official library given whsec_ + base64(secret) for a plain secret', () => {
    const secret = 'plain-secret-0123456789 ünïcode';
    const headers = headersFor('standard', secret);
    expect(standardWebhooksSecret(secret)).toBe(`whsec_${Buffer.from(secret, 'utf8').toString('base64')}`);
    expect(new Webhook(standardWebhooksSecret(secret)).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(standardWebhooksSecret('another-secret-0123456789')).verify(body, headers)).toThrow(
      /No matching signature/,
    );
    expect(() => new Webhook(standardWebhooksSecret(secret)).verify(body + ' ', headers)).toThrow(
      /No matching signature/,
    );
  });

  it('uses a secret already in the Standard Webhooks form as it is', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(standardWebhooksSecret(secret)).toBe(secret);
    expect(new Webhook(secret).verify(body, headersFor('both', secret))).toEqual(JSON.parse(body));
  });

  it('treats a whsec_ secret that is not canonical base64 as a plain secret', () => {
    const secret = 'whsec_test_0123456789abcdef';
    expect(standardWebhooksSecret(secret)).toBe(`whsec_${Buffer.from(secret).toString('base64')}`);
    expect(new Webhook(standardWebhooksSecret(secret)).verify(body, headersFor('standard', secret))).toEqual(
      JSON.parse(body),
    );
  });
});

describe('the shared Standard Webhooks secret mapping', () => {
  const { standard_webhooks_secrets: cases } = JSON.parse(readFileSync(VECTORS_PATH, 'utf8')) as {
    standard_webhooks_secrets: Array<{ secret: string; library_secret: string }>;
  };
  it.each(cases.map((c) => [c.secret, c.library_secret]))(
    'a channel secret %j verifies with the official library given %j',
    (secret, librarySecret) => {
      expect(new Webhook(librarySecret).verify(body, headersFor('standard', secret))).toEqual(JSON.parse(body));
    },
  );
});
