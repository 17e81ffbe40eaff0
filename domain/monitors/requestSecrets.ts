/**
 * The secrets of a monitor's request: header values that look like credentials (or that the user marks secret) and
 * the basic-auth password are sealed at rest like channel secrets (domain/secretBox.ts), shown afterwards only as a
 * hint, and opened only to build the check a prober runs. A value sent back equal to its hint keeps the sealed one,
 * so a record can be read, edited and written back without knowing its secrets. May touch: nothing.
 */
import { openSecret, sealSecret } from '../secretBox';

export interface SealedValue {
  sealed: string;
  hint: string;
}
export type StoredHeaders = Record<string, string | SealedValue>;
export interface StoredBasicAuth {
  username: string;
  /** A plain string only on monitors stored before passwords were sealed. */
  password: string | SealedValue;
}

/** The request secrets as a client writes them (an `api` monitor's steps each have their own). */
export interface PlainSecrets {
  headers?: Record<string, string> | null;
  basic_auth?: { username: string; password: string } | null;
  /** Header names sealed besides those that look like credentials (names compare case-insensitively). */
  secret_headers?: string[] | null;
  steps?: PlainStep[] | null;
}
type PlainStep = Omit<PlainSecrets, 'steps'> & { name: string };

/** The request secrets as stored. */
export interface StoredSecrets {
  headers?: StoredHeaders | null;
  basic_auth?: StoredBasicAuth | null;
  steps?: StoredStep[] | null;
}
type StoredStep = Omit<StoredSecrets, 'steps'> & { name: string };

/** Header names that carry credentials: sealed whether or not the user marks them. */
const CREDENTIAL_NAME = /auth|cookie|token|secret|passw|api[-_]?key|session|credential|signature|private/i;

export function looksLikeCredential(headerName: string): boolean {
  return CREDENTIAL_NAME.test(headerName);
}

/** What a sealed value shows: its last 4 characters when it is long enough that they give little away. */
export function hintOf(secret: string): string {
  return `****${secret.length >= 12 ? secret.slice(-4) : ''}`;
}

function isSealed(v: unknown): v is SealedValue {
  return typeof v === 'object' && v !== null && typeof (v as SealedValue).sealed === 'string';
}

/** Seals `value` unless it is the hint of `previous` (then `previous` is kept, sealed). */
function sealOrKeep(key: Buffer, value: string, previous: unknown): SealedValue {
  if (isSealed(previous) && value === previous.hint) return previous;
  if (typeof previous === 'string' && value === hintOf(previous)) value = previous; // stored before sealing
  return { sealed: sealSecret(key, value), hint: hintOf(value) };
}

/** The stored form of `plain`'s secrets; `previous` is what was stored before (an update), for values sent as hints. */
export function sealSecrets(key: Buffer, plain: PlainSecrets, previous: StoredSecrets = {}): StoredSecrets {
  const out: StoredSecrets = {};
  if (plain.headers !== undefined) out.headers = plain.headers && sealHeaders(key, plain, previous.headers ?? {});
  if (plain.basic_auth !== undefined) {
    const auth = plain.basic_auth;
    out.basic_auth = auth && {
      username: auth.username,
      password: sealOrKeep(key, auth.password, previous.basic_auth?.password),
    };
  }
  if (plain.steps !== undefined)
    out.steps = plain.steps && plain.steps.map((step) => sealStep(key, step, previous.steps ?? []));
  return out;
}

/** A step with its secrets sealed (a hint keeps the value of the step of the same name). */
function sealStep(key: Buffer, step: PlainStep, previous: StoredStep[]): StoredStep {
  const { secret_headers: marked, ...rest } = step;
  const before = previous.find((p) => p.name === step.name);
  return {
    ...rest,
    ...sealSecrets(key, { headers: step.headers, basic_auth: step.basic_auth, secret_headers: marked }, before),
  };
}

function sealHeaders(key: Buffer, plain: PlainSecrets, previous: StoredHeaders): StoredHeaders {
  const marked = new Set((plain.secret_headers ?? []).map((n) => n.toLowerCase()));
  const before = new Map(Object.entries(previous).map(([n, v]) => [n.toLowerCase(), v]));
  return Object.fromEntries(
    Object.entries(plain.headers ?? {}).map(([name, value]) => {
      const lower = name.toLowerCase();
      const secret = looksLikeCredential(name) || marked.has(lower) || isSealed(before.get(lower));
      return [name, secret ? sealOrKeep(key, value, before.get(lower)) : value];
    }),
  );
}

/** The secrets as the record shows them: hints in place of values, and which headers are sealed. */
export function hintedSecrets(stored: StoredSecrets): PlainSecrets {
  const out: PlainSecrets = {};
  if (stored.headers) {
    const entries = Object.entries(stored.headers);
    out.headers = Object.fromEntries(entries.map(([n, v]) => [n, isSealed(v) ? v.hint : v]));
    out.secret_headers = entries.filter(([, v]) => isSealed(v)).map(([n]) => n);
  }
  if (stored.basic_auth) {
    const { username, password } = stored.basic_auth;
    out.basic_auth = { username, password: isSealed(password) ? password.hint : hintOf(password) };
  }
  if (stored.steps) out.steps = stored.steps.map((step) => ({ ...step, ...hintedSecrets(step) }) as PlainStep);
  return out;
}

/** The secrets opened, for the check a prober runs (and nothing else). */
export function openedSecrets(key: Buffer, stored: StoredSecrets): PlainSecrets {
  const out: PlainSecrets = {};
  if (stored.headers)
    out.headers = Object.fromEntries(
      Object.entries(stored.headers).map(([n, v]) => [n, isSealed(v) ? openSecret(key, v.sealed) : v]),
    );
  if (stored.basic_auth) {
    const { username, password } = stored.basic_auth;
    out.basic_auth = { username, password: isSealed(password) ? openSecret(key, password.sealed) : password };
  }
  if (stored.steps) out.steps = stored.steps.map((step) => ({ ...step, ...openedSecrets(key, step) }) as PlainStep);
  return out;
}

/** Whether anything here is sealed (a monitor without secrets is handed on as it is). */
export function hasSealed(stored: StoredSecrets): boolean {
  return (
    Object.values(stored.headers ?? {}).some(isSealed) ||
    (stored.basic_auth != null && isSealed(stored.basic_auth.password)) ||
    (stored.steps ?? []).some(hasSealed)
  );
}
