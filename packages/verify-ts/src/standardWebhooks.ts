/**
 * Standard Webhooks keys from a channel's signing secret. Standard Webhooks secrets are `whsec_` + base64 of the key
 * bytes, and its libraries base64-decode what follows `whsec_`. One rule maps a channel secret to that key:
 * - a secret already in that form (`whsec_` + canonical, padded standard base64) is used as it is: key = the decoded bytes;
 * - any other secret is the key itself: key = its UTF-8 bytes, and the library is given `whsec_` + base64(secret).
 */
const PREFIX = 'whsec_';

function decodedStandardSecret(secret: string): Buffer | null {
  if (!secret.startsWith(PREFIX)) return null;
  const encoded = secret.slice(PREFIX.length);
  const bytes = Buffer.from(encoded, 'base64');
  // Canonical only: Buffer's decoder is lenient, and libraries in other languages must derive the same key.
  return bytes.length > 0 && bytes.toString('base64') === encoded ? bytes : null;
}

/** The HMAC key the sender uses for `webhook-signature`. */
export function standardWebhooksKey(secret: string): Buffer {
  return decodedStandardSecret(secret) ?? Buffer.from(secret, 'utf8');
}

/** The `whsec_...` string to hand to a Standard Webhooks library (e.g. `new Webhook(secret)`) for this channel secret. */
export function standardWebhooksSecret(secret: string): string {
  return decodedStandardSecret(secret) ? secret : PREFIX + Buffer.from(secret, 'utf8').toString('base64');
}
